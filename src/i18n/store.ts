// The locale words loaded so far, by `tag|group`: all that an English app carries of the languages (the loading
// itself, the tables and the words come in chunks of their own, on first use).

type Words = Readonly<Record<string, unknown>>

export const loadedWords = new Map<string, Words>()
/** What `loadLocale` loaded: a server renders with it, and so does a client's first (hydrating) render. */
export const preloadedWords = new Map<string, Words>()
export const wordListeners = new Set<() => void>()
