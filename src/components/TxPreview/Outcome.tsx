'use client'

import type { SimulationFailedError } from '../../errors/tx.ts'
import type { TxRequestStatus } from '../../hooks/useTxRequest.ts'
import type { TxRecord } from '../../tx/txStore.ts'
import { Hash } from '../shared/Hash.tsx'
import type { TxPreviewLabels } from './labels.ts'

const answerless = new Set(['NetworkError', 'TimeoutError', 'HttpError', 'ResponseValidationError'])
/** Refusals that pass by themselves (another tx of the account went first): asking again may well succeed. */
const passes = new Set<SimulationFailedError['reason']>(['wrongSequence'])

/** Why the preview could not be made, in words; the chain's own text behind Details. */
export function PreviewFailure({
  error,
  labels,
  onRetry,
}: {
  error: unknown
  labels: TxPreviewLabels
  onRetry: () => void
}) {
  // by name: the error classes stay out of the first load (they come with the lazily loaded simulation)
  const failed =
    (error as Error | undefined)?.name === 'SimulationFailedError'
      ? (error as SimulationFailedError)
      : undefined
  const text = failed
    ? labels.failures[failed.reason]
    : answerless.has((error as Error | undefined)?.name ?? '')
      ? labels.notAnswering
      : labels.previewFailed
  return (
    <div className="rs-message rs-alert" role="alert">
      <p>{text}</p>
      {(!failed || passes.has(failed.reason)) && (
        <button type="button" className="rs-button" onClick={onRetry}>
          {labels.retry}
        </button>
      )}
      <details className="rs-details">
        <summary>{labels.details}</summary>
        <pre>{failed ? failed.log : String((error as Error | undefined)?.message ?? error)}</pre>
      </details>
    </div>
  )
}

/** Signing, sending, confirming, and how it ended: the hash and an explorer link once known. */
export function SendProgress({
  status,
  record,
  sendError,
  txHref,
  labels,
}: {
  status: TxRequestStatus
  record: TxRecord | undefined
  sendError: unknown
  txHref: ((hash: string) => string | undefined) | undefined
  labels: TxPreviewLabels
}) {
  const declined = (sendError as Error | undefined)?.name === 'UserRejectedError'
  // a recipient's name asked again before signing (`beforeSign`) that moved, went, or came back as garbage
  const nameWords = usernameWordsOf(sendError, labels)
  const failure = record?.state === 'failed' ? record.failure : undefined
  const details =
    status === 'refused' && !declined
      ? String((sendError as Error | undefined)?.message ?? sendError)
      : status === 'sent' && failure
        ? failure.log
        : undefined
  const text =
    status === 'refused'
      ? declined
        ? labels.declined
        : (nameWords ?? labels.sendFailed)
      : status === 'signing'
        ? labels.signing
        : status === 'broadcasting'
          ? labels.broadcasting
          : status === 'confirming'
            ? labels.confirming
            : record?.state === 'confirmed'
              ? labels.confirmed
              : failure
                ? (labels.failedOnChain[failure.reason] ?? labels.failedOnChain.other)
                : record?.state === 'failed'
                  ? labels.dropped
                  : labels.notFoundYet
  const href = record?.txHash ? txHref?.(record.txHash) : undefined
  return (
    <div className="rs-tx-preview-progress" data-status={status}>
      <p
        className={status === 'refused' || failure ? 'rs-message rs-alert' : 'rs-message'}
        role={failure || (status === 'refused' && nameWords) ? 'alert' : undefined}
      >
        {text}
      </p>
      {details !== undefined && (
        <details className="rs-details">
          <summary>{labels.details}</summary>
          <pre>{details}</pre>
        </details>
      )}
      {record?.txHash && (
        <p className="rs-tx-preview-hash">
          {labels.hash} <Hash value={record.txHash} />{' '}
          {href && (
            <a href={href} target="_blank" rel="noreferrer">
              {labels.explorer}
            </a>
          )}
        </p>
      )}
    </div>
  )
}

function usernameWordsOf(error: unknown, labels: TxPreviewLabels): string | undefined {
  const name = (error as Error | undefined)?.name ?? ''
  return Object.hasOwn(labels.usernameErrors, name)
    ? labels.usernameErrors[name as keyof TxPreviewLabels['usernameErrors']]
    : undefined
}
