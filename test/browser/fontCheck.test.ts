import { afterEach, expect, test } from 'vitest'
import { textInSystemFonts } from '../../.storybook/fontCheck.ts'
import { loadStoryFonts } from '../../.storybook/fonts.ts'

// The story screenshots' font check (.storybook/visualCheck.ts) asks Chromium which fonts it drew text in.
afterEach(() => document.body.replaceChildren())

function show(text: string, fontFamily: string) {
  const paragraph = document.createElement('p')
  paragraph.textContent = text
  paragraph.style.fontFamily = fontFamily
  document.body.append(paragraph)
}

test('behavior: text in the story fonts passes', async () => {
  await loadStoryFonts()
  show('0x4224e614…a4daf460de', 'var(--rs-mono)')
  show('250 holders ✓ → ≈ ▾ ⇅ ✕', 'var(--rs-font)')
  expect(await textInSystemFonts()).toEqual([])
})

test("behavior: text in the machine's own fonts is named with the font it fell back to", async () => {
  await loadStoryFonts()
  show('transfer(address,uint256)', 'monospace')
  show('Success', 'var(--rs-font)')
  const found = await textInSystemFonts()
  expect(found).toHaveLength(1)
  expect(found[0]).toMatch(/^"transfer\(address,uint256\)" in .+ \(25 glyphs\)$/)
})

test("behavior: an input's text and a pseudo-element's are checked too", async () => {
  await loadStoryFonts()
  const input = document.createElement('input')
  input.value = '12345'
  input.style.fontFamily = 'monospace'
  const style = document.createElement('style')
  style.textContent = '.labelled::before { content: "Amount"; font-family: monospace }'
  const cell = document.createElement('p')
  cell.className = 'labelled'
  cell.style.fontFamily = 'var(--rs-font)'
  document.body.append(input, style, cell)
  // laid out, as a story is by the time it is checked
  await new Promise((resolve) => requestAnimationFrame(resolve))
  const found = await textInSystemFonts()
  expect(found.some((text) => text.startsWith('"12345" in '))).toBe(true)
  expect(found.some((text) => text.startsWith('"::before" in '))).toBe(true)
})
