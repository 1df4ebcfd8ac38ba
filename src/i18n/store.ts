// The locale words loaded so far, by `tag|group`: all that an English app carries of the languages (the loading
// itself, the tables and the words come in chunks of their own, on first use).

type Words = Readonly<Record<string, unknown>>

export const wordStore = {
  loaded: new Map<string, Words>(),
  /** What `loadLocale` loaded: a server renders with it, and so does a client's first (hydrating) render. */
  preloaded: new Map<string, Words>(),
  listeners: new Set<() => void>(),
}

export type WordStore = typeof wordStore
