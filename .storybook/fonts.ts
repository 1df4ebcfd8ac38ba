// The fonts every story is drawn in, shipped with the repository (npm devDependencies), so a screenshot is
// the same on any machine: a system's `sans-serif` and `monospace` differ from one machine to the next.
// Storybook's preview loads them; the kit's own stylesheet never does (an app brings its own fonts).
import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/jetbrains-mono/wght.css'
// the symbols (✓ → ≈ ▾ ⇅ ✕) the two above lack: DejaVu Sans, whole, as a web font (not the machine's copy)
import '@fontsource/dejavu-sans/400.css'
import '@fontsource/dejavu-sans/700.css'
// Korean (the Korean stories and the ko locale), after the two above in fonts.css: only Hangul falls to it
import '@fontsource-variable/noto-sans-kr/index.css'
import './fonts.css'

/** The families fonts.css gives the page and the kit's --rs-font / --rs-mono. */
export const storyFontFamilies = ['Inter Variable', 'JetBrains Mono Variable', 'DejaVu Sans'] as const

/**
 * Resolves once the story fonts' Latin faces are loaded in every weight the kit uses, so the first layout (and
 * every virtualizer's measurement) is in them. Other subsets load as text needs them: `document.fonts.ready`.
 */
export async function loadStoryFonts() {
  const faces = storyFontFamilies.flatMap((family) =>
    [400, 600, 700].map((weight) => `${weight} 16px "${family}"`),
  )
  const loaded = await Promise.all(faces.map((face) => document.fonts.load(face, 'Ag0')))
  const missing = faces.filter((_, index) => loaded[index]?.length === 0)
  if (missing.length)
    throw new Error(`The story fonts did not load: ${missing.join(', ')} (see .storybook/fonts.ts)`)
  await document.fonts.ready
}
