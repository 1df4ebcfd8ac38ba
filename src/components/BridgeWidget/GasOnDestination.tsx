'use client'

import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import type { GasProgress } from '../../bridge/gas/progress.ts'
import type { GasQuote } from '../../bridge/gas/quote.ts'
import type { UseGasOnDestinationReturnType } from '../../hooks/useGasOnDestination.ts'
import { userErrorOf } from './errorText.ts'
import type { BridgeWidgetLabels } from './labels.ts'
import { assetAt, signaturesOf } from './reviewView.ts'
import { displayAmount } from './routeView.ts'

interface GasWords {
  assets: readonly BridgeAsset[]
  labels: BridgeWidgetLabels
  locale?: string | undefined
  chainName: (chainId: string | undefined) => string
}

/** "0.2 INIT": what the gas route brings. */
export function gasAmountText(quote: GasQuote, { assets, locale }: Omit<GasWords, 'labels' | 'chainName'>) {
  const { route, request } = quote
  return displayAmount(route.amount_out, assetAt(assets, request.destChainId, request.destDenom), locale)
}

/** The review's gas line: why, what it costs, and the switch that turns it off. */
export function GasReviewLine({ gas, ...words }: GasWords & { gas: UseGasOnDestinationReturnType }) {
  const { labels, chainName, assets, locale } = words
  // nothing while the balance is read: a recipient who holds gas (most) never sees the line move
  if (gas.status === 'failed')
    return (
      <p className="rs-bridge-note" role="status">
        {labels.gasUnavailable}
      </p>
    )
  const offer = gas.offer
  if (gas.status !== 'offered' || !offer) return null
  const fee = assetAt(assets, offer.request.destChainId, offer.request.destDenom)
  const symbol = fee?.symbol ?? offer.request.destDenom
  const cost = displayAmount(
    offer.route.amount_in,
    assetAt(assets, offer.request.sourceChainId, offer.request.sourceDenom),
    locale,
  )
  return (
    <section
      className="rs-bridge-gas"
      aria-label={labels.gasOnDestination(chainName(offer.request.destChainId))}
    >
      <h4>{labels.gasOnDestination(chainName(offer.request.destChainId))}</h4>
      <p className="rs-bridge-muted">{labels.gasWhy(symbol)}</p>
      <label className="rs-bridge-check">
        <input type="checkbox" checked={gas.on} onChange={(event) => gas.setOn(event.target.checked)} />
        {labels.gasBring(symbol)}
      </label>
      {gas.on && (
        <>
          <p className="rs-bridge-gas-cost">{labels.gasCost(cost, gasAmountText(offer, words))}</p>
          <p className="rs-bridge-muted">{labels.gasSignedApart(signaturesOf(offer.route))}</p>
        </>
      )}
    </section>
  )
}

/** The progress screen's gas line: where the gas route is, and why it did not go. */
export function GasProgressLine({ progress, ...words }: GasWords & { progress: GasProgress }) {
  const { labels } = words
  const error = progress.error ? userErrorOf(progress.error, labels) : undefined
  return (
    <div className="rs-bridge-gas" data-state={progress.stage} role="status" aria-live="polite">
      <p>
        {labels.gasProgress[progress.stage](gasAmountText(progress.quote, words))}
        {error && ` ${error.text}`}
      </p>
      {error?.details && (
        <details>
          <summary>{labels.details}</summary>
          <pre>{error.details}</pre>
        </details>
      )}
    </div>
  )
}
