'use client'

import { HttpError } from '../../errors/http.ts'

/** What each kind of failure says to the person looking at the component. */
export interface ErrorLabels {
  notFound: string
  busy: string
  server: string
  timeout: string
  network: string
  unreadable: string
  generic: string
  /** The chain registry (the provider's `network`) failed, so the chain's indexer or tokens are unknown. */
  registry: string
  /** The chain id is not in the registry, or is in it twice. */
  unknownChain: string
  /** The registry lists no usable indexer for the chain. */
  noIndexer: string
  details: string
}

export const defaultErrorLabels: ErrorLabels = {
  notFound: 'The indexer has no data at this address. Check the address it was given, then try again.',
  busy: 'The indexer is busy right now. Wait a moment, then try again.',
  server: 'The indexer ran into a problem. Try again in a moment.',
  timeout: 'The indexer took too long to answer. Try again.',
  network: 'The indexer could not be reached. Check your connection, then try again.',
  unreadable: 'The indexer sent something this page cannot read. Try again later.',
  generic: 'This could not be loaded. Try again.',
  registry:
    "The chain registry could not be read, so this chain's indexer and tokens are unknown. Try again in a moment.",
  unknownChain:
    'This chain is not listed once in the chain registry of this network. Check the chain id and the network.',
  noIndexer: 'The chain registry names no indexer for this chain, so its data cannot be shown here.',
  details: 'Details',
}

/** A failure in a person's words: which of `labels` applies to `error`. */
export function errorText(
  error: { name?: string; service?: string } | null,
  labels: ErrorLabels = defaultErrorLabels,
): string {
  if (error?.service === 'Registry') return labels.registry
  if (error instanceof HttpError)
    return error.status === 404
      ? labels.notFound
      : error.status === 429
        ? labels.busy
        : error.status >= 500
          ? labels.server
          : labels.generic
  switch (error?.name) {
    case 'TimeoutError':
      return labels.timeout
    case 'NetworkError':
      return labels.network
    case 'ResponseValidationError':
      return labels.unreadable
    case 'ChainNotFoundError':
    case 'DuplicateChainIdError':
      return labels.unknownChain
    case 'ChainServiceMissingError':
      return labels.noIndexer
    default:
      return labels.generic
  }
}

/**
 * The error state every component shares: what went wrong in a person's words, a way to try again, and the
 * developer's text (the request, the status, the server's body) behind a Details disclosure.
 */
export function ErrorAlert({
  error,
  retry,
  onRetry,
  labels = defaultErrorLabels,
}: {
  error: { name?: string; shortMessage?: string; message: string } | null
  retry?: string | undefined
  onRetry?: (() => unknown) | undefined
  labels?: ErrorLabels | undefined
}) {
  return (
    <div className="rs-message rs-alert" role="alert">
      <p>{errorText(error, labels)}</p>
      {retry && onRetry && (
        <button type="button" className="rs-button" onClick={() => void onRetry()}>
          {retry}
        </button>
      )}
      {error && (
        <details className="rs-details">
          <summary>{labels.details}</summary>
          <pre>{error.message}</pre>
        </details>
      )}
    </div>
  )
}
