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
  /** An input's or a select's own text lives in its user-agent shadow root. */
  shadowRoots?: DomNode[]
  /** ::before and ::after, e.g. a stacked table cell's column name. */
  pseudoElements?: DomNode[]
  contentDocument?: DomNode
}

/** What is drawn inside a node: its children, its shadow roots and its pseudo-elements. */
const inside = (node: DomNode) => [
  ...(node.children ?? []),
  ...(node.shadowRoots ?? []),
  ...(node.pseudoElements ?? []),
]

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

/** Marks an element the screenshots mask (drawn as a box, never compared): its text is not checked either. */
export const maskedAttribute = 'data-visual-masked'

/** Elements under `root` (shadow roots and pseudo-elements included) with text of their own, and that text. */
function textElements(root: DomNode) {
  const found: { nodeId: number; text: string }[] = []
  const stack = [root]
  while (stack.length) {
    const node = stack.pop() as DomNode
    if (node.nodeName === 'SCRIPT' || node.nodeName === 'STYLE' || node.attributes?.includes(maskedAttribute))
      continue
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === textNode)
      .map((child) => child.nodeValue)
      .join('')
      .trim()
    // a pseudo-element's text is laid out under it, not as a text node
    if (text || node.nodeName.startsWith('::'))
      found.push({ nodeId: node.nodeId, text: text || node.nodeName })
    stack.push(...inside(node))
  }
  return found
}

/**
 * Every piece of the page's text drawn in a font that is not a web font, as `"text" in Family`: empty when the
 * whole story is drawn in the story fonts.
 */
export async function textInSystemFonts(): Promise<string[]> {
  // the fonts are read from the page's layout, which a node appended a moment ago does not have yet (a slow,
  // busy machine may not have drawn a frame since): lay the page out now
  document.documentElement.getBoundingClientRect()
  const session = cdp()
  await session.send('DOM.enable')
  await session.send('CSS.enable')
  const marker = `font-check-${Math.random().toString(36).slice(2)}`
  document.documentElement.setAttribute(marker, '')
  try {
    // a story still changing (a gallery swapping in its pictures) can drop a node between the two requests: the
    // page is read again, a few times, until every node it names is still there
    for (let attempt = 1; ; attempt++) {
      const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true })
      const ours = findDocument(root as DomNode, marker)
      if (!ours) throw new Error('The font check did not find the story frame in the DevTools DOM')
      const elements = textElements(ours)
      const usages = await Promise.all(
        elements.map(({ nodeId }) =>
          session.send('CSS.getPlatformFontsForNode', { nodeId }).catch((error: Error) => {
            if (attempt < 5 && /Could not find node/.test(error.message)) return null
            throw error
          }),
        ),
      )
      if (usages.includes(null)) continue
      return elements.flatMap(({ text }, index) =>
        (usages[index]?.fonts ?? [])
          .filter((font) => !font.isCustomFont)
          .map((font) => `"${text.slice(0, 60)}" in ${font.familyName} (${font.glyphCount} glyphs)`),
      )
    }
  } finally {
    document.documentElement.removeAttribute(marker)
  }
}
