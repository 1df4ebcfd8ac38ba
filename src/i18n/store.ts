// The locale words loaded so far, by tag and group, for useSyncExternalStore. Small on purpose: every component
// with words carries it, and English apps load nothing more (the tables and the words come in their own chunks).
import type { LocaleGroup } from './tags.ts'

type Words = Readonly<Record<string, unknown>>

const loaded = new Map<string, Words>()
/** What `loadLocale` loaded: a server renders with it, and so does a client's first (hydrating) render. */
const preloaded = new Map<string, Words>()
const loading = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()

export const wordsKey = (tag: string, group: LocaleGroup) => `${tag}|${group}`

/** `en`, `en-GB`, …: the kit's own words, nothing to load. */
export const isEnglish = (tag: string) => /^en(?:[-_]|$)/i.test(tag)

export function subscribeToWords(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const loadedWords = (key: string) => loaded.get(key)
export const preloadedWords = (key: string) => preloaded.get(key)

/**
 * Loads a group's words once (a load in flight is shared). A failed load leaves English and is forgotten, so the
 * next request (the next mount) tries again.
 */
export function requestWords(tag: string, group: LocaleGroup, preload = false): Promise<void> {
  const key = wordsKey(tag, group)
  const done = loaded.get(key)
  if (done) {
    if (preload) preloaded.set(key, done)
    return Promise.resolve()
  }
  const pending =
    loading.get(key) ??
    import('./load.ts')
      .then((load) => load.loadWords(tag, group))
      .then((words) => {
        if (words) loaded.set(key, words)
        for (const listener of listeners) listener()
      })
      .catch(() => {})
      .finally(() => loading.delete(key))
  loading.set(key, pending)
  return preload ? pending.then(() => preloadWords(key)) : pending
}

function preloadWords(key: string) {
  const words = loaded.get(key)
  if (words) preloaded.set(key, words)
}
