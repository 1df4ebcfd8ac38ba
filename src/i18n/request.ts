// Loaded with the first locale a page asks for: which bundled locale a tag means, and a group's words, once. The
// loaded words are the caller's (store.ts), handed in, so this chunk shares no module with the first load.
import { groupLoaders } from './loaders.ts'
import { matchLocale } from './match.ts'
import { mergeWords } from './mergeWords.ts'
import type { WordStore } from './store.ts'
import { locales as bundled, type LocaleGroup } from './tags.ts'

const loading = new Map<string, Promise<void>>()
const warned = new Set<string>()
/** The later words of a `tag|group` (in flight or in): loaded once, after the first words are in. */
const laterLoading = new Map<string, Promise<unknown>>()

/**
 * Loads a group's words in the locale `tag` means (a load in flight is shared): the first words, then, when `later`
 * (or `preload`: waited for), the rest, merged in. English and unknown tags load nothing (an unknown one says so
 * once). A failed load leaves English and is forgotten: the next request (the next mount) tries again.
 */
export function requestWords(
  { loaded, preloaded, listeners }: WordStore,
  tag: string,
  group: LocaleGroup,
  {
    preload = false,
    later = preload,
    first: start = true,
  }: {
    preload?: boolean
    later?: boolean
    /** false: the later words only once the first ones are loaded or loading; none started here */
    first?: boolean
  } = {},
): Promise<void> {
  const key = `${tag}|${group}`
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const first = loading.get(key) ?? (loaded.has(key) || !start ? Promise.resolve() : loadFirst())
  // asked for after a first request without them (data shown before the first words came): still loaded
  const pending = first.then(() => {
    if (later && loaded.has(key) && !laterLoading.has(key)) laterLoading.set(key, loadLater())
  })

  function loadFirst() {
    const words = loadWords(tag, group, 'loaders')
      .then((words) => {
        if (!words || loaded.has(key)) return
        loaded.set(key, words)
        notify()
      })
      .catch(() => {})
      .finally(() => loading.delete(key))
    loading.set(key, words)
    return words
  }

  async function loadLater() {
    const later = await loadWords(tag, group, 'laterLoaders').catch(() => undefined)
    const first = loaded.get(key)
    if (!later || !first) return laterLoading.delete(key)
    loaded.set(key, mergeWords(first, later))
    notify()
  }

  return pending.then(async () => {
    if (preload) await laterLoading.get(key)
    const words = loaded.get(key)
    if (preload && words) preloaded.set(key, words)
  })
}

async function loadWords(tag: string, group: LocaleGroup, which: 'loaders' | 'laterLoaders') {
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
    return await (await groupLoaders[group]())[which][locale]()
  } catch (error) {
    console.warn(
      `rollscope: the ${locale} words (${group}) did not load, so they show in English; they load again when the component mounts again.`,
      error,
    )
    throw error
  }
}
