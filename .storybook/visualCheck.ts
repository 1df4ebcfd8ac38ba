// What a person sees, checked after every story's play function in Chromium: a screenshot at a desktop and a
// phone width, light and dark, against the committed baseline (stories/__screenshots__), and what a
// screenshot diff cannot tell, that nothing scrolls the page sideways on a phone.
//
// `npx vitest run --project storybook --update` rewrites the baselines; look at each changed picture before
// committing it. A story can mask what changes from run to run: `parameters: { visual: { mask: ['css selector'] } }`.

import type { expect as vitestExpect } from 'vitest'
import { page } from 'vitest/browser'
import { maskedAttribute, textInSystemFonts } from './fontCheck.ts'

export interface VisualParameters {
  /** CSS selectors of parts that differ between runs (a live countdown), drawn as boxes in the screenshots. */
  mask?: string[]
  /**
   * Why this story has no screenshot baseline: only for a story whose picture depends on what other stories
   * left on the shared devnet. Its sideways-scroll checks still run.
   */
  noScreenshot?: string
  /** Scroll every scroll area back to its top first: for a story that stops scrolling wherever timing left it. */
  scrollToTop?: boolean
  /** What a screenshot diff cannot say, checked at each width before its screenshots. */
  check?: (viewport: (typeof viewports)[number], canvas: HTMLElement) => void | Promise<void>
}

export const viewports: readonly { name: 'desktop' | 'phone'; width: number; height: number }[] = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]

const themes = ['light', 'dark'] as const

/** The page and the components follow the theme attribute (preview.css, theme.css). */
function setTheme(theme: (typeof themes)[number]) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-rollscope-theme]')) {
    element.dataset.rollscopeTheme = theme
  }
}

/**
 * Whether any of the element shows: a virtualized list keeps rows scrolled out of its area in the DOM, and a
 * mask drawn for them would land outside the component.
 */
function shownInItsScrollArea(element: Element) {
  const rect = element.getBoundingClientRect()
  for (let area = element.parentElement; area; area = area.parentElement) {
    if (!/auto|scroll|hidden|clip/.test(getComputedStyle(area).overflow)) continue
    const clip = area.getBoundingClientRect()
    if (
      rect.bottom <= clip.top ||
      rect.top >= clip.bottom ||
      rect.right <= clip.left ||
      rect.left >= clip.right
    )
      return false
  }
  return rect.width > 0 && rect.height > 0
}

/**
 * Two animation frames: layout and ResizeObserver callbacks (virtualizers) have run after a resize. A page that
 * draws no frame for 10 s fails here, saying so, not at the hook's timeout (seen once on CI: a stalled browser).
 */
const nextFrames = () =>
  new Promise<void>((resolve, reject) => {
    const stalled = setTimeout(
      () =>
        reject(
          new Error(
            `The test page drew no frame in 10 s (visibility ${document.visibilityState}, focus ${document.hasFocus()}): the browser has stalled`,
          ),
        ),
      10_000,
    )
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(stalled)
        resolve()
      }),
    )
  })

/**
 * Makes the frame as tall as the story at this width, so its screenshot shows all of it: below the frame's
 * height nothing is painted. A few rounds, for a story whose height follows the frame's.
 */
async function fitHeight(viewport: (typeof viewports)[number]) {
  let height = viewport.height
  for (let round = 0; round < 3; round++) {
    const needed = Math.min(maxHeight, Math.ceil(document.documentElement.scrollHeight))
    if (needed <= height) return
    height = needed
    await page.viewport(viewport.width, height)
    await nextFrames()
  }
}

/** The tallest picture taken: a story longer than this is cut there. */
const maxHeight = 6000

export async function visualCheck(
  story: { id: string; parameters: Record<string, unknown> },
  expect: typeof vitestExpect,
) {
  const visual = (story.parameters.visual ?? {}) as VisualParameters
  // how long ago a time was changes from day to day: the relative part of every timestamp is masked
  const masked = () =>
    ['.rs-ago', ...(visual.mask ?? [])]
      .flatMap((selector) => [...document.querySelectorAll(selector)])
      .filter(shownInItsScrollArea)
  if (visual.scrollToTop)
    for (const area of document.querySelectorAll<HTMLElement>('[data-rollscope] *')) area.scrollTop = 0
  for (const viewport of viewports) {
    await page.viewport(viewport.width, viewport.height)
    await nextFrames()
    if (viewport.name === 'phone') {
      const root = document.documentElement
      expect(
        root.scrollWidth,
        `${story.id} scrolls sideways at ${viewport.width} px: the page is ${root.scrollWidth} px wide`,
      ).toBeLessThanOrEqual(root.clientWidth)
      // nor does any scroll area inside a component (a table's rows stack instead, tabs wrap)
      for (const area of document.querySelectorAll<HTMLElement>('[data-rollscope] *'))
        if (/auto|scroll/.test(getComputedStyle(area).overflowX))
          expect(
            area.scrollWidth,
            `${story.id}: .${area.className.split(' ')[0]} "${area.getAttribute('aria-label') ?? ''}" scrolls sideways at ${viewport.width} px`,
          ).toBeLessThanOrEqual(area.clientWidth + 1)
    }
    await visual.check?.(viewport, document.body)
    // names come after the rows (AccountHash): the pictures wait for those of the accounts in view, asked once a row
    // scrolls into view at this width
    await nextFrames()
    await expect
      .poll(() => document.querySelector('[data-name="loading"]'), {
        timeout: 10_000,
        message: `${story.id}: an account's name is still being asked at ${viewport.width} px`,
      })
      .toBeNull()
    // the screenshots are drawn in the fonts that ship with the repository, never a machine's own (what they
    // mask, such as a video's own controls, aside)
    await document.fonts.ready
    const mask = masked()
    for (const element of mask) element.setAttribute(maskedAttribute, '')
    const systemFonts = await textInSystemFonts()
    for (const element of mask) element.removeAttribute(maskedAttribute)
    expect(
      systemFonts,
      `${story.id} at ${viewport.width} px draws text in this machine's fonts, so its screenshots differ from one machine to the next. Use text the story fonts (.storybook/fonts.ts) have, or add a font that has it`,
    ).toEqual([])
    if (visual.noScreenshot) continue
    await fitHeight(viewport)
    for (const theme of themes) {
      setTheme(theme)
      await expect
        .element(page.elementLocator(document.body))
        .toMatchScreenshot(`${story.id}-${viewport.name}-${theme}`, {
          screenshotOptions: { animations: 'disabled', caret: 'hide', mask: masked() },
          comparatorName: 'pixelmatch',
          // anti-aliasing differs by a few pixels between runs; a broken layout moves thousands
          comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
        })
    }
  }
}
