'use client'

import type { AccountActivityChainState } from '../../hooks/useAccountActivity.ts'
import { indexerLacksPath, indexerRecordsUnreadable } from '../../indexer/unserved.ts'
import { ErrorAlert, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import type { AccountActivityLabels, AccountActivityTab } from './labels.ts'

/** ErrorAlert's texts, each naming the chain it is about. */
function chainErrorLabels(name: string, labels: AccountActivityLabels): ErrorLabels {
  const named = { ...labels.errors }
  for (const key of Object.keys(named) as (keyof ErrorLabels)[])
    if (key !== 'details') named[key] = labels.chainError(name, named[key])
  return named
}

/** A chain whose indexer does not serve the list, or serves it in another shape: said as such, not as a failure. */
function listLabels(
  chain: AccountActivityChainState,
  tab: AccountActivityTab,
  labels: AccountActivityLabels,
) {
  const named = chainErrorLabels(chain.name, labels)
  if (indexerLacksPath(chain.error)) named.notFound = labels.chainLacksList(chain.name, tab)
  if (indexerRecordsUnreadable(chain.error))
    named.ResponseValidationError = labels.chainListUnreadable(chain.name, tab)
  return named
}

/** Errors of the registry's listing: asking again will not change them (their words say what to do instead). */
const lasting = new Set(['ChainServiceMissingError', 'ChainNotFoundError', 'DuplicateChainIdError'])

/**
 * What the chains of a merged list say beside its rows: each failed chain's error in words with its own Retry, and
 * the chains that have not answered yet. A chain the registry lists without an indexer (or not once), or whose
 * indexer does not serve the list, gets no Retry.
 */
export function ChainNotes({
  chains,
  tab,
  labels,
}: {
  chains: readonly AccountActivityChainState[]
  tab: AccountActivityTab
  labels: AccountActivityLabels
}) {
  const failed = chains.filter((chain) => chain.error)
  const loading = chains.filter((chain) => chain.state === 'loading').map((chain) => chain.name)
  if (failed.length === 0 && loading.length === 0) return null
  return (
    <div className="rs-chain-notes">
      {failed.map((chain) => (
        <ErrorAlert
          key={chain.chainId}
          error={chain.error}
          retry={labels.retryChain(chain.name)}
          // asking again will not make the indexer serve a path it does not route
          onRetry={lasting.has(chain.error!.name) || indexerLacksPath(chain.error) ? undefined : chain.retry}
          labels={listLabels(chain, tab, labels)}
        />
      ))}
      {loading.length > 0 && (
        <p className="rs-chain-loading" role="status">
          {labels.chainsLoading(loading)}
        </p>
      )}
    </div>
  )
}
