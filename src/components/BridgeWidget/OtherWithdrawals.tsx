'use client'

import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import type { OtherWithdrawal } from '../../hooks/useOtherWithdrawals.ts'
import { userErrorOf } from './errorText.ts'
import type { BridgeWidgetLabels } from './labels.ts'
import { ErrorNotice } from './parts.tsx'
import { assetAt } from './reviewView.ts'
import { displayAmount } from './routeView.ts'

/** Withdrawals to the user made elsewhere (another device), with the time left or a Claim button. */
export function OtherWithdrawals({
  withdrawals,
  l1ChainId,
  claiming,
  assets,
  labels,
  locale,
  now,
  chainName,
  onClaim,
}: {
  withdrawals: readonly OtherWithdrawal[]
  l1ChainId: string | undefined
  claiming: { key: string; error: Error | null } | null
  assets: readonly BridgeAsset[]
  labels: BridgeWidgetLabels
  locale?: string | undefined
  /** Null until mounted: no time left yet. */
  now: number | null
  chainName: (chainId: string | undefined) => string
  onClaim: (withdrawal: OtherWithdrawal) => void
}) {
  if (withdrawals.length === 0) return null
  return (
    <section className="rs-bridge-history" aria-label={labels.otherWithdrawals}>
      <h3 className="rs-bridge-step-title">{labels.otherWithdrawals}</h3>
      <ul>
        {withdrawals.map((item) => {
          const { withdrawal, l2ChainId, claimableAt } = item
          const key = `${l2ChainId}/${withdrawal.sequence}`
          const asset = assetAt(assets, l1ChainId, withdrawal.amount.denom)
          const open = claimableAt !== null && now !== null && claimableAt <= now
          const busy = claiming?.key === key && !claiming.error
          return (
            <li key={key} data-state={open ? 'claimable' : 'finalizing'}>
              <div className="rs-bridge-history-what">
                <span>{displayAmount(withdrawal.amount.amount, asset, locale)}</span>
                <span className="rs-bridge-muted">
                  {chainName(l2ChainId)} → {chainName(l1ChainId)}
                </span>
                {!open && now !== null && (
                  <span className="rs-bridge-muted">
                    {claimableAt === null
                      ? labels.waitingForOutput(chainName(l1ChainId))
                      : labels.claimIn((claimableAt - now) / 1000)}
                  </span>
                )}
              </div>
              {open && (
                <div className="rs-bridge-actions">
                  <button type="button" className="rs-button" disabled={busy} onClick={() => onClaim(item)}>
                    {busy ? labels.status.claiming : labels.claim}
                  </button>
                </div>
              )}
              {claiming?.key === key && claiming.error && (
                <ErrorNotice
                  text={userErrorOf(claiming.error, labels).text}
                  details={claiming.error.message}
                  detailsLabel={labels.details}
                />
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
