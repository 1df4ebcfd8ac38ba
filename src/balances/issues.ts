import type { BalanceChangeIssue } from './types.ts'

/** Counts what could not be read, by kind (and event type), for the result's `issues`. */
// a hostile tx may touch thousands of stores: the issue names this many, and counts them all
const maxStoresNamed = 64

export function createIssues() {
  const counts = new Map<string, BalanceChangeIssue>()
  return {
    add(issue: BalanceChangeIssue) {
      const id = issue.kind === 'unreadableAmount' ? `${issue.kind}:${issue.eventType}` : issue.kind
      const known = counts.get(id)
      if (known) {
        known.count += issue.count
        if ('stores' in known && 'stores' in issue)
          for (const store of issue.stores)
            if (known.stores.length < maxStoresNamed && !known.stores.includes(store))
              known.stores.push(store)
      } else if (issue.count > 0)
        counts.set(
          id,
          'stores' in issue ? { ...issue, stores: issue.stores.slice(0, maxStoresNamed) } : { ...issue },
        )
    },
    list: () => [...counts.values()],
  }
}

export type Issues = ReturnType<typeof createIssues>
