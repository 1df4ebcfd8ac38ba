import type { LocaleWords } from './tags.ts'

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A group's first words with its later ones (src/locales/<tag>/<group>.later.ts): an export split in two is whole again. */
export function mergeWords(first: LocaleWords, later: LocaleWords): LocaleWords {
  const merged: Record<string, unknown> = { ...first }
  for (const [name, words] of Object.entries(later)) {
    // `in` first: a module namespace may refuse to read a name it lacks
    const firstWords = name in first ? first[name] : undefined
    merged[name] = isGroup(words) && isGroup(firstWords) ? { ...firstWords, ...words } : words
  }
  return merged
}
