import { escapeInvisibleJson } from './safeText.ts'

/**
 * JSON text of a value from a server, indented, with anything nested deeper than `maxDepth` written as `…`:
 * a message nested a thousand levels deep (anyone can post one) stays a few lines and never exhausts the stack.
 */
export function boundedJson(value: unknown, maxDepth = 24): string {
  const write = (item: unknown, depth: number, indent: string): string => {
    if (item === null || typeof item !== 'object') return escapeInvisibleJson(JSON.stringify(item) ?? 'null')
    const entries = Array.isArray(item) ? item.map((entry) => [null, entry] as const) : Object.entries(item)
    const [open, close] = Array.isArray(item) ? ['[', ']'] : ['{', '}']
    if (entries.length === 0) return `${open}${close}`
    if (depth >= maxDepth) return `${open} … ${close}`
    const inner = `${indent}  `
    const lines = entries.map(
      ([key, entry]) =>
        `${inner}${key === null ? '' : `${write(key, depth, inner)}: `}${write(entry, depth + 1, inner)}`,
    )
    return `${open}\n${lines.join(',\n')}\n${indent}${close}`
  }
  return write(value, 0, '')
}
