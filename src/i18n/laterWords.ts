/**
 * useLabels' `later` for a component that waits on its data: true from the render that first shows its data or its
 * error (its `data-state` past `loading`, or `idle` before anything was asked), so its later words (its error
 * sentences: src/locales/layout.ts) are not fetched before the first row of a slow indexer.
 * `alsoShown`: something that needs them shows while the rest still loads (a chain's failure beside the others').
 */
export function laterWords(state: string, alsoShown = false): boolean {
  return alsoShown || (state !== 'loading' && state !== 'idle')
}
