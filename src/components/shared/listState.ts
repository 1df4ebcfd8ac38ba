/** The state a list component shows: its query's, or `loading` while it `waits` (for the chain registry, say). */
export function listState(
  list: { isPending: boolean; isError: boolean },
  count: number,
  waits = false,
): 'loading' | 'error' | 'empty' | 'success' {
  if (list.isPending || waits) return 'loading'
  return list.isError ? 'error' : count === 0 ? 'empty' : 'success'
}
