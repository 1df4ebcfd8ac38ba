import type { BalanceChangeIssue } from './types.ts'

/** Counts what could not be read, by kind (and event type), for the result's `issues`. */
export function createIssues() {
  const counts = new Map<string, BalanceChangeIssue>()
  return {
    add(issue: BalanceChangeIssue) {
      const id = issue.kind === 'unreadableAmount' ? `${issue.kind}:${issue.eventType}` : issue.kind
      const known = counts.get(id)
      if (known) known.count += issue.count
      else if (issue.count > 0) counts.set(id, { ...issue })
    },
    list: () => [...counts.values()],
  }
}

export type Issues = ReturnType<typeof createIssues>
