// Which fonts Chromium really drew a story's text in, asked through the DevTools protocol
// (CSS.getPlatformFontsForNode): a web font from fonts.ts reports `isCustomFont`, a glyph the story fonts lack
// falls back to whatever the machine has and reports that font's name instead.

import { cdp } from 'vitest/browser'

interface DomNode {
  nodeId: number
  nodeType: number
  nodeName: string
  nodeValue: string
  attributes?: string[]
  children?: DomNode[]
  contentDocument?: DomNode
}

const elementNode = 1
const textNode = 3

/** The DevTools node of this test frame's document: the one whose root element carries `marker`. */
function findDocument(node: DomNode, marker: string): DomNode | undefined {
  if (node.nodeName === 'HTML' && node.attributes?.includes(marker)) return node
  for (const child of [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    const found = findDocument(child, marker)
    if (found) return found
  }
  return undefined
}

/** Elements under `root` with text of their own, and that text. */
function textElements(root: DomNode) {
  const found: { nodeId: number; text: string }[] = []
  const stack = [root]
  while (stack.length) {
    const node = stack.pop() as DomNode
    if (node.nodeType !== elementNode || node.nodeName === 'SCRIPT' || node.nodeName === 'STYLE') continue
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === textNode)
      .map((child) => child.nodeValue)
      .join('')
      .trim()
    if (text) found.push({ nodeId: node.nodeId, text })
    stack.push(...(node.children ?? []))
  }
  return found
}

/**
 * Every piece of the page's text drawn in a font that is not a web font, as `"text" in Family`: empty when the
 * whole story is drawn in the story fonts.
 */
export async function textInSystemFonts(): Promise<string[]> {
  const session = cdp()
  await session.send('DOM.enable')
  await session.send('CSS.enable')
  const marker = `font-check-${Math.random().toString(36).slice(2)}`
  document.documentElement.setAttribute(marker, '')
  try {
    const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true })
    const ours = findDocument(root as DomNode, marker)
    if (!ours) throw new Error('The font check did not find the story frame in the DevTools DOM')
    const elements = textElements(ours)
    const usages = await Promise.all(
      elements.map(({ nodeId }) => session.send('CSS.getPlatformFontsForNode', { nodeId })),
    )
    return elements.flatMap(({ text }, index) =>
      (usages[index]?.fonts ?? [])
        .filter((font) => !font.isCustomFont)
        .map((font) => `"${text.slice(0, 60)}" in ${font.familyName} (${font.glyphCount} glyphs)`),
    )
  } finally {
    document.documentElement.removeAttribute(marker)
  }
}
