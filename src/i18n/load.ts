// Loaded with the first locale a page asks for: which bundled locale a tag means, and its group's words.
import { type LocaleWords, localeLoaders } from './loaders.ts'
import { matchLocale } from './match.ts'
import { type LocaleGroup, locales } from './tags.ts'

const warned = new Set<string>()

/** A group's words in the locale `tag` means; undefined for English and for a tag no bundled locale speaks. */
export async function loadWords(tag: string, group: LocaleGroup): Promise<LocaleWords | undefined> {
  const locale = matchLocale(tag)
  if (locale === 'en') return undefined
  if (!locale) {
    warnOnce(
      tag,
      `rollscope: no bundled locale speaks ${JSON.stringify(tag)}, so the words stay in English. The bundled locales are ${locales.join(', ')}.`,
    )
    return undefined
  }
  try {
    return await localeLoaders[locale][group]()
  } catch (error) {
    console.warn(
      `rollscope: the ${locale} words (${group}) did not load, so they show in English; they load again when the component mounts again.`,
      error,
    )
    throw error
  }
}

function warnOnce(tag: string, sentence: string) {
  if (warned.has(tag)) return
  warned.add(tag)
  console.warn(sentence)
}
