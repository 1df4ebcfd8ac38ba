'use client'

import { HttpError } from '../../errors/http.ts'
import {
  type ErrorWords,
  errorWordOf,
  invalidParameterWords,
  jsonRpcWords,
  moduleLoadWords,
  usernameAnswerWords,
  usernameChangedWords,
  usernameNotFoundWords,
} from './errorWords.ts'

/**
 * What each failure says to the person looking at the component: a sentence per error class (by its name), and for an
 * HttpError one per kind of status.
 */
export interface ErrorLabels extends ErrorWords {
  /** An HttpError 404. */
  notFound: string
  /** An HttpError 429. */
  busy: string
  /** An HttpError 5xx. */
  server: string
  /** An error that is not the kit's. */
  generic: string
  /** The chain registry (the provider's `network`) failed, so the chain's indexer or tokens are unknown. */
  registry: string
  details: string
}

const unknownChain =
  'This chain is not listed once in the chain registry of this network. Check the chain id and the network.'

// every class's words written out, not `defaultErrorWords` overridden: the overridden sentences stay out of the app
export const defaultErrorLabels: ErrorLabels = {
  RollscopeError: 'This could not be loaded. Try again.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'This could not be loaded. Try again.',
  TimeoutError: 'The indexer took too long to answer. Try again.',
  NetworkError: 'The indexer could not be reached. Check your connection, then try again.',
  ResponseValidationError: 'The indexer sent something this page cannot read. Try again later.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'The chain registry names no indexer for this chain, so its data cannot be shown here.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
  notFound: 'The indexer has no data at this address. Check the address it was given, then try again.',
  busy: 'The indexer is busy right now. Wait a moment, then try again.',
  server: 'The indexer ran into a problem. Try again in a moment.',
  generic: 'This could not be loaded. Try again.',
  registry:
    "The chain registry could not be read, so this chain's indexer and tokens are unknown. Try again in a moment.",
  details: 'Details',
}

/** A failure in a person's words: which of `labels` applies to `error`. */
export function errorText(
  error: { name?: string; service?: string } | null,
  labels: Partial<ErrorLabels> = defaultErrorLabels,
): string {
  const words: ErrorLabels = { ...defaultErrorLabels, ...labels }
  if (error?.service === 'Registry') return words.registry
  if (error instanceof HttpError)
    return error.status === 404
      ? words.notFound
      : error.status === 429
        ? words.busy
        : error.status >= 500
          ? words.server
          : words.HttpError
  return errorWordOf(error, words) ?? words.generic
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
  /** Partial labels fall back to the defaults. */
  labels?: Partial<ErrorLabels> | undefined
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
          <summary>{labels.details ?? defaultErrorLabels.details}</summary>
          <pre>{error.message}</pre>
        </details>
      )}
    </div>
  )
}
