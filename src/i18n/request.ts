// Loaded with the first locale a page asks for: which bundled locale a tag means, and a group's words, once. The
// loaded words are the caller's (store.ts), handed in, so this chunk shares no module with the first load.
import { localeLoaders } from './loaders.ts'
import { matchLocale } from './match.ts'
import type { WordStore } from './store.ts'
import type { LocaleGroup, LocaleTag } from './tags.ts'

const bundled = Object.keys(localeLoaders) as LocaleTag[]
const loading = new Map<string, Promise<void>>()
const warned = new Set<string>()

/**
 * Loads a group's words in the locale `tag` means (a load in flight is shared). English and unknown tags load
 * nothing (an unknown one says so once). A failed load leaves English and is forgotten: the next request (the
 * next mount) tries again.
 */
export function requestWords(
  { loaded, preloaded, listeners }: WordStore,
  tag: string,
  group: LocaleGroup,
  preload = false,
): Promise<void> {
  const key = `${tag}|${group}`
  const pending =
    loading.get(key) ??
    (loaded.has(key) ? Promise.resolve(loaded.get(key)) : loadWords(tag, group))
      .then((words) => {
        if (!words) return
        loaded.set(key, words)
        for (const listener of listeners) listener()
      })
      .catch(() => {})
      .finally(() => loading.delete(key))
  loading.set(key, pending)
  return pending.then(() => {
    const words = loaded.get(key)
    if (preload && words) preloaded.set(key, words)
  })
}

async function loadWords(tag: string, group: LocaleGroup) {
  const locale = matchLocale(tag, bundled)
  if (locale === 'en') return undefined
  if (!locale) {
    if (!warned.has(tag))
      console.warn(
        `rollscope: no bundled locale speaks ${JSON.stringify(tag)}, so the words stay in English. The bundled locales are ${bundled.join(', ')}.`,
      )
    warned.add(tag)
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
