'use client'

// Loaded only by a widget given `chainHistory` (what `useTransferHistory` returns): the transfers found on the
// chains, merged into the widget's list.
import { type ComponentProps, useState } from 'react'
import { notStored } from '../../bridge/history/merge.ts'
import type { FoundTransfer, FoundTransferState } from '../../chainHistory/follow.ts'
import type { OtherWithdrawal } from '../../hooks/useOtherWithdrawals.ts'
import type { UseTransferHistoryReturnType } from '../../hooks/useTransferHistory.ts'
import { sameTxHash } from '../../http/txHash.ts'
import { useLabels } from '../../i18n/useLabels.ts'
import { hopsOf } from '../../router/status.ts'
import { userErrorOf } from './errorText.ts'
import { History } from './History.tsx'
import type { BridgeWidgetLabels } from './labels.ts'
import { ErrorNotice } from './parts.tsx'
import { assetAt } from './reviewView.ts'
import { displayAmount } from './routeView.ts'

/** Words of the history read from the chains. */
export interface BridgeHistoryLabels {
  foundOnChain: string
  trackAgain: string
  state: Record<FoundTransferState, string>
  chainFailed: (chain: string) => string
}

export const defaultBridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'Found on chain',
  trackAgain: 'Track again',
  state: {
    success: 'Completed',
    error: 'Failed',
    abandoned: 'Stalled',
    pending: 'In progress',
    unknown: 'Not known yet',
    finalizing: 'Waiting to claim',
    claimable: 'Ready to claim',
    claimed: 'Claimed',
    notFollowed: 'Not followed',
  },
  chainFailed: (chain) => `Could not read the history of ${chain}`,
}

/** What the widget's `chainHistory` takes: `useTransferHistory`'s answer, and its words. */
export interface BridgeChainHistory
  extends Pick<UseTransferHistoryReturnType, 'transfers' | 'chains' | 'trackAgain'> {
  labels?: Partial<BridgeHistoryLabels> | undefined
}

const tracking = /* @__PURE__ */ new Set<FoundTransferState>(['notFollowed', 'abandoned', 'unknown'])

export function FoundHistory({
  chainHistory,
  otherWithdrawals,
  onClaim,
  ...history
}: ComponentProps<typeof History> & {
  chainHistory: BridgeChainHistory
  /** Shown with their own claim above: not twice. */
  otherWithdrawals: readonly OtherWithdrawal[]
  onClaim: (withdrawal: OtherWithdrawal) => void
}) {
  const { labels, assets, locale, now, chainName } = history
  const words = useLabels(
    defaultBridgeHistoryLabels,
    chainHistory.labels,
    locale,
    'bridge',
    'bridgeHistoryLabels',
  )
  const found = chainHistory
  const [trackError, setTrackError] = useState<{ hash: string; error: Error } | null>(null)
  // the app's hook may not know the widget's own transfers: those are shown once, as the widget's
  const shown = notStored(found.transfers, history.transfers).filter(
    (transfer) =>
      !otherWithdrawals.some(
        ({ withdrawal }) => withdrawal.tx_hash && sameTxHash(withdrawal.tx_hash, transfer.txHash),
      ),
  )
  const rows = shown.map((transfer) => (
    <FoundRow
      key={`${transfer.chainId}/${transfer.txHash}`}
      transfer={transfer}
      words={words}
      labels={labels}
      assets={assets}
      locale={locale}
      now={now}
      chainName={chainName}
      trackError={trackError?.hash === transfer.txHash ? trackError.error : null}
      onTrack={() =>
        found.trackAgain(transfer).then(
          () => setTrackError(null),
          (error: unknown) =>
            setTrackError({
              hash: transfer.txHash,
              error: error instanceof Error ? error : new Error(String(error)),
            }),
        )
      }
      onClaim={() => transfer.withdrawal && onClaim(transfer.withdrawal)}
    />
  ))
  const failed = found.chains.filter((chain) => chain.state === 'error')
  for (const chain of failed)
    rows.push(
      <li key={`error/${chain.chainId}`} data-state="error">
        <ErrorNotice
          text={words.chainFailed(chain.name)}
          details={chain.error?.message ?? ''}
          detailsLabel={labels.details}
          action="resume"
          actionLabel={labels.retry}
          onAction={chain.retry}
        />
      </li>,
    )
  const open = shown.some((transfer) => transfer.state === 'pending' || transfer.state === 'claimable')
  return <History {...history} found={{ rows, open }} />
}

function FoundRow({
  transfer,
  words,
  labels,
  assets,
  locale,
  now,
  chainName,
  trackError,
  onTrack,
  onClaim,
}: {
  transfer: FoundTransfer
  words: BridgeHistoryLabels
  labels: BridgeWidgetLabels
  assets: ComponentProps<typeof History>['assets']
  locale: string | undefined
  now: number | null
  chainName: (chainId: string | undefined) => string
  trackError: Error | null
  onTrack: () => void
  onClaim: () => void
}) {
  const asset = transfer.amount ? assetAt(assets, transfer.chainId, transfer.amount.denom) : undefined
  const destination = hopsOf(transfer.status).at(-1)?.toChainId
  const link = hopsOf(transfer.status)
    .flatMap((hop) => hop.txs)
    .find((tx) => tx.explorerLink)
  return (
    <li data-state={transfer.state} data-found="chain">
      <div className="rs-bridge-history-what">
        <span>{transfer.amount ? displayAmount(transfer.amount.amount, asset, locale) : '—'}</span>
        <span className="rs-bridge-muted">
          {chainName(transfer.chainId)}
          {destination && ` → ${chainName(destination)}`}
          {now !== null &&
            transfer.time !== null &&
            ` · ${labels.relativeTime(Math.max(0, now - transfer.time))}`}
        </span>
        <span className="rs-bridge-history-status" data-state={transfer.state}>
          {words.state[transfer.state]} · {words.foundOnChain}
        </span>
        {transfer.reason && <span className="rs-bridge-muted">{transfer.reason}</span>}
      </div>
      <div className="rs-bridge-actions">
        {link?.explorerLink && (
          <a href={link.explorerLink} target="_blank" rel="noreferrer">
            {labels.explorerTx(chainName(link.chainId), link.role)}
          </a>
        )}
        {transfer.state === 'claimable' && transfer.withdrawal && (
          <button type="button" className="rs-button" onClick={onClaim}>
            {labels.claim}
          </button>
        )}
        {tracking.has(transfer.state) && (
          <button type="button" className="rs-button" data-variant="quiet" onClick={onTrack}>
            {words.trackAgain}
          </button>
        )}
      </div>
      {trackError && (
        <ErrorNotice
          text={userErrorOf(trackError, labels).text}
          details={trackError.message}
          detailsLabel={labels.details}
        />
      )}
    </li>
  )
}
