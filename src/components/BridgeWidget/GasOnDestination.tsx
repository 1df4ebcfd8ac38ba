'use client'

import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import type { GasProgress } from '../../bridge/gas/progress.ts'
import type { GasQuote } from '../../bridge/gas/quote.ts'
import type { UseBringGasReturnType } from '../../hooks/useBringGas.ts'
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

/** "0.1 USDC for 0.2 INIT": what the gas route costs and brings. */
function gasCostText(quote: GasQuote, words: GasWords) {
  const { request, route } = quote
  const cost = displayAmount(
    route.amount_in,
    assetAt(words.assets, request.sourceChainId, request.sourceDenom),
    words.locale,
  )
  return words.labels.gasCost(cost, gasAmountText(quote, words))
}

/** The review's gas line: why, what it costs, and the switch that turns it off. */
export function GasReviewLine({ gas, ...words }: GasWords & { gas: UseGasOnDestinationReturnType }) {
  const { labels, chainName, assets } = words
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
          <p className="rs-bridge-gas-cost">{gasCostText(offer, words)}</p>
          <p className="rs-bridge-muted">{labels.gasSignedApart(signaturesOf(offer.route))}</p>
        </>
      )}
    </section>
  )
}

/**
 * The progress screen's gas line: where the gas route is, and why it did not go. Gas never sent can be asked for
 * again (`bring`): quoted afresh, its cost shown, signed only on Confirm.
 */
export function GasProgressLine({
  progress,
  bring,
  ...words
}: GasWords & { progress: GasProgress; bring?: UseBringGasReturnType | undefined }) {
  const { labels, assets } = words
  const error = progress.error ? userErrorOf(progress.error, labels) : undefined
  const { request } = progress.quote
  const symbol = assetAt(assets, request.destChainId, request.destDenom)?.symbol ?? request.destDenom
  const offered = bring && progress.canBring
  return (
    <div className="rs-bridge-gas" data-state={progress.stage}>
      <p role="status" aria-live="polite">
        {labels.gasProgress[progress.stage](gasAmountText(progress.quote, words))}
        {error && ` ${error.text}`}
      </p>
      {error?.details && (
        <details>
          <summary>{labels.details}</summary>
          <pre>{error.details}</pre>
        </details>
      )}
      {offered && bring.status === 'failed' && (
        <p className="rs-bridge-note" role="status">
          {labels.gasUnavailable}
        </p>
      )}
      {offered && bring.status === 'quoted' && bring.quote ? (
        <>
          <p className="rs-bridge-gas-cost">{gasCostText(bring.quote, words)}</p>
          <p className="rs-bridge-muted">{labels.gasSignaturesToBring(signaturesOf(bring.quote.route))}</p>
          <div className="rs-bridge-actions">
            <button type="button" className="rs-button rs-bridge-primary" onClick={bring.confirm}>
              {labels.confirm}
            </button>
            <button type="button" className="rs-button" data-variant="quiet" onClick={bring.cancel}>
              {labels.back}
            </button>
          </div>
        </>
      ) : (
        offered && (
          <div className="rs-bridge-actions">
            <button
              type="button"
              className="rs-button"
              aria-busy={bring.status === 'quoting'}
              disabled={bring.status === 'quoting'}
              onClick={bring.ask}
            >
              {labels.gasBring(symbol)}
            </button>
          </div>
        )
      )}
    </div>
  )
}
