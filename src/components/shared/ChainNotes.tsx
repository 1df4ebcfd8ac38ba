'use client'

import { indexerLacksPath, indexerRecordsUnreadable } from '../../indexer/unserved.ts'
import { ErrorAlert, type ErrorLabels } from './ErrorAlert.tsx'

/** A chain of a multi-chain reader, as its notes need it. */
export interface ChainNoteState {
  chainId: string
  name: string
  state: 'loading' | 'error' | 'done'
  error: { name: string; message: string } | null
  retry: () => void
}

/** The words the notes need (AccountActivity's and Portfolio's labels have them). */
export interface ChainNoteLabels {
  errors: ErrorLabels
  chainError: (chain: string, text: string) => string
  retryChain: (chain: string) => string
  chainsLoading: (chains: readonly string[]) => string
  /** A chain whose indexer does not serve what is read (404 `Cannot GET …`): said as such, not as a failure. */
  chainLacksList?: ((chain: string) => string) | undefined
  /** A chain whose indexer serves it in a shape the kit cannot read. */
  chainListUnreadable?: ((chain: string) => string) | undefined
}

/** ErrorAlert's texts, each naming the chain it is about. */
function chainErrorLabels(chain: ChainNoteState, labels: ChainNoteLabels): ErrorLabels {
  const named = { ...labels.errors }
  for (const key of Object.keys(named) as (keyof ErrorLabels)[])
    if (key !== 'details') named[key] = labels.chainError(chain.name, named[key])
  if (labels.chainLacksList && indexerLacksPath(chain.error))
    named.notFound = labels.chainLacksList(chain.name)
  if (labels.chainListUnreadable && indexerRecordsUnreadable(chain.error))
    named.ResponseValidationError = labels.chainListUnreadable(chain.name)
  return named
}

// the registry's listing: asking again will not change it
const lasting = new Set(['ChainServiceMissingError', 'ChainNotFoundError', 'DuplicateChainIdError'])

/**
 * What the chains of a multi-chain reader say beside its rows: each failed chain's error in words with its own Retry,
 * and the chains that have not answered yet. A chain the registry lists without the service (or not once), or
 * whose indexer does not serve the list, gets no Retry.
 */
export function ChainNotes({
  chains,
  labels,
}: {
  chains: readonly ChainNoteState[]
  labels: ChainNoteLabels
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
          labels={chainErrorLabels(chain, labels)}
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
