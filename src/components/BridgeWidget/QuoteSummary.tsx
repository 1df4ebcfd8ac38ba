'use client'

import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import { type RoutePreference, routeBridgesOf } from '../../bridge/form/routePreference.ts'
import type { BridgeState } from '../../bridge/types.ts'
import { formatPercent } from '../shared/percent.ts'
import type { BridgeWidgetLabels } from './labels.ts'
import { displayAmount, displayUsd, feesOf, feeText } from './routeView.ts'

/** The quote under the form: what arrives, its value, fees, time and price impact; dimmed while it refreshes. */
export function QuoteSummary({
  state,
  destination,
  preference,
  labels,
  locale,
}: {
  state: BridgeState
  destination: BridgeAsset | undefined
  /** How the route was picked, said beside the bridges it crosses. */
  preference?: RoutePreference | undefined
  labels: BridgeWidgetLabels
  locale?: string | undefined
}) {
  const route = state.route
  const updating = state.status === 'quoting'
  if (updating && !route)
    return (
      <p className="rs-bridge-muted" aria-live="polite">
        {labels.status.quoting}
      </p>
    )
  if (!route || !destination) return null
  const { deducted, additional } = feesOf(route)
  const usdOut = displayUsd(route.usd_amount_out, locale)
  return (
    <div className="rs-bridge-quote" data-state={updating ? 'updating' : 'ready'} aria-busy={updating}>
      <p className="rs-bridge-muted" aria-live="polite">
        {updating ? labels.updatingQuote : ''}
      </p>
      <dl>
        <dt>{labels.youReceive}</dt>
        <dd>
          {displayAmount(route.amount_out, destination, locale)}
          {usdOut && <span className="rs-bridge-muted"> ≈ {usdOut}</span>}
        </dd>
        {preference && (
          <>
            <dt>{labels.routePreference}</dt>
            <dd>{labels.routeChosen(preference, routeBridgesOf(route).map(labels.bridgeName))}</dd>
          </>
        )}
        {route.estimated_route_duration_seconds !== undefined && (
          <>
            <dt>{labels.etaLabel}</dt>
            <dd>{labels.eta(route.estimated_route_duration_seconds)}</dd>
          </>
        )}
        {deducted.length + additional.length > 0 && (
          <>
            <dt>{labels.fees}</dt>
            <dd>{[...deducted, ...additional].map((fee) => feeText(fee, locale)).join(', ')}</dd>
          </>
        )}
        {route.swap_price_impact_percent && (
          <>
            <dt>{labels.priceImpact}</dt>
            <dd>
              {formatPercent(route.swap_price_impact_percent.replace(/(\.\d{2})\d+$/, '$1'), locale, ' %')}
            </dd>
          </>
        )}
      </dl>
    </div>
  )
}
