'use client'

import type { ReactNode } from 'react'
import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import { isSettled, isTerminal, needsUser } from '../../bridge/machine/phases.ts'
import type { TransferRecord } from '../../bridge/types.ts'
import { isRenderableUrl } from '../../media/renderableUrl.ts'
import { hopsOf } from '../../router/status.ts'
import type { BridgeWidgetLabels } from './labels.ts'
import { assetAt } from './reviewView.ts'
import { displayAmount } from './routeView.ts'

/** Needing the user first, then on their way, then finished; newest first within each. */
const rank = (transfer: TransferRecord) =>
  needsUser(transfer.phase) ? 0 : isTerminal(transfer.phase) ? 2 : 1

export function sortHistory(transfers: readonly TransferRecord[]): TransferRecord[] {
  return [...transfers].sort((a, b) => rank(a) - rank(b) || b.createdAt - a.createdAt)
}

/** Past and running transfers: what, where, when, how it went, and only the actions that apply. */
export function History({
  transfers,
  currentId,
  assets,
  labels,
  locale,
  now,
  chainName,
  onShow,
  onDismiss,
  found,
}: {
  transfers: readonly TransferRecord[]
  currentId: string | undefined
  assets: readonly BridgeAsset[]
  labels: BridgeWidgetLabels
  locale?: string | undefined
  /** Null until mounted: no relative times yet. */
  now: number | null
  chainName: (chainId: string | undefined) => string
  onShow: (id: string) => void
  onDismiss: (id: string) => void
  /** Rows of transfers found on the chains (FoundHistory.tsx), after the stored ones; `open` while one is on its way. */
  found?: { rows: ReactNode[]; open: boolean } | undefined
}) {
  const count = transfers.length + (found?.rows.length ?? 0)
  if (count === 0) return null
  const open = transfers.some((transfer) => !isTerminal(transfer.phase)) || found?.open
  return (
    <details className="rs-bridge-history" open={open || undefined}>
      <summary>
        {labels.history} ({count})
      </summary>
      <ul>
        {sortHistory(transfers).map((transfer) => {
          const { request } = transfer
          const source = assetAt(assets, request.sourceChainId, request.sourceDenom)
          const destination = assetAt(assets, request.destChainId, request.destDenom)
          const waitsForUser = needsUser(transfer.phase)
          const link = transfer.txs
            .flatMap((tx) => hopsOf(tx.status))
            .flatMap((hop) => hop.txs)
            .find((tx) => tx.explorerLink && isRenderableUrl(tx.explorerLink))
          return (
            <li key={transfer.id} data-state={transfer.phase}>
              <div className="rs-bridge-history-what">
                <span>
                  {displayAmount(request.amountIn, source, locale)}
                  {destination && destination.symbol !== source?.symbol ? ` → ${destination.symbol}` : ''}
                </span>
                <span className="rs-bridge-muted">
                  {chainName(request.sourceChainId)} → {chainName(request.destChainId)}
                  {now !== null && ` · ${labels.relativeTime(Math.max(0, now - transfer.createdAt))}`}
                </span>
                <span className="rs-bridge-history-status" data-state={transfer.phase}>
                  {labels.status[transfer.phase]}
                </span>
              </div>
              <div className="rs-bridge-actions">
                {link?.explorerLink && (
                  <a href={link.explorerLink} target="_blank" rel="noreferrer">
                    {labels.explorerTx(chainName(link.chainId), link.role)}
                  </a>
                )}
                {transfer.id !== currentId && (
                  <button
                    type="button"
                    className="rs-button"
                    data-variant={waitsForUser ? undefined : 'quiet'}
                    onClick={() => onShow(transfer.id)}
                  >
                    {transfer.phase === 'claimable'
                      ? labels.claim
                      : waitsForUser
                        ? labels.resume
                        : labels.view}
                  </button>
                )}
                {isSettled(transfer.phase) && (
                  <button
                    type="button"
                    className="rs-button"
                    data-variant="quiet"
                    onClick={() => onDismiss(transfer.id)}
                  >
                    {labels.dismiss}
                  </button>
                )}
              </div>
            </li>
          )
        })}
        {found?.rows}
      </ul>
    </details>
  )
}
