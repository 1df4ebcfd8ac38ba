'use client'

import { useState } from 'react'
import { formatLocaleAmount } from '../../amounts/localeAmount.ts'
import type { SubmitChoice } from '../../bridge/controller/options.ts'
import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import { sameRequest } from '../../bridge/machine/bridgeState.ts'
import type { BridgeState } from '../../bridge/types.ts'
import type { UseBridgeFormReturnType } from '../../hooks/useBridgeForm.ts'
import { type GasOnDestinationOption, useGasOnDestination } from '../../hooks/useGasOnDestination.ts'
import { useUsernameCheck } from '../../hooks/useUsernameCheck.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import type { RouteRequest, RouterClient, RouterClientConfig } from '../../router/client.ts'
import { BalanceChangeList } from '../shared/BalanceChanges.tsx'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { formatPercent } from '../shared/percent.ts'
import { userErrorOf } from './errorText.ts'
import { GasReviewLine } from './GasOnDestination.tsx'
import type { BridgeWidgetLabels } from './labels.ts'
import { ErrorNotice, Logo, StepHeading } from './parts.tsx'
import { ReviewAsks } from './ReviewAsks.tsx'
import { assetAt, minimumReceived, reviewChangesOf, signaturesOf, valueLossOf } from './reviewView.ts'
import { displayAmount, displayUsd, feesOf, feeText, routeSteps } from './routeView.ts'

/**
 * Everything the user agrees to before the wallet opens: amounts, each step, the minimum received, fees,
 * time, addresses and how many signatures. A value-loss warning keeps Confirm off until acknowledged.
 */
export function Review({
  form,
  state,
  labels,
  locale,
  chainName,
  claimOn,
  recipients,
  onBack,
  onConfirm,
  router,
  routeOptions,
  gasOnDestination,
}: {
  form: UseBridgeFormReturnType
  state: BridgeState
  labels: BridgeWidgetLabels
  locale?: string | undefined
  chainName: (chainId: string | undefined) => string
  /** The chain a withdrawal of this route is claimed on, when the kit follows it to its claim. */
  claimOn?: string | undefined
  /** Where saved recipients are kept (offered when Review asks for a recipient). */
  recipients?: RecipientStore | undefined
  onBack: () => void
  onConfirm: (choice: SubmitChoice) => void
  router?: RouterClient | RouterClientConfig | undefined
  routeOptions?: Partial<RouteRequest> | undefined
  /** Gas on the destination, offered here once the recipient is known (default on). */
  gasOnDestination?: GasOnDestinationOption | undefined
}) {
  // an acknowledgement holds for the quote it was given on, not for a worse one that replaces it
  const [acknowledgedFor, setAcknowledgedFor] = useState<string | null>(null)
  // a recipient typed as a name is asked again right before the msgs are asked for and signed (it loads with the review)
  const nameCheck = useUsernameCheck()
  const gas = useGasOnDestination({
    router,
    request: state.request,
    route: state.status === 'quoted' ? state.route : null,
    quotedAt: state.status === 'quoted' ? state.quotedAt : undefined,
    recipient: form.recipient || undefined,
    destinationChain: form.destination && form.chains.get(form.destination.chainId),
    destinationAssets: form.assets.filter((asset) => asset.chainId === form.destination?.chainId),
    gasOnDestination,
    routeOptions,
  })
  const confirm = async () => {
    const name = form.recipientName
    if (
      name.kind === 'found' &&
      !(await nameCheck.check({ username: name.username, address: form.recipient }))
    )
      return
    onConfirm({ gas: gas.chosen })
  }
  const { source, destination } = form
  const route = state.route
  if (!route || !source || !destination) return null
  const loss = valueLossOf(route)
  const acknowledged = acknowledgedFor === route.amount_out
  const { deducted, additional } = feesOf(route)
  const error = state.error ? userErrorOf(state.error, labels) : undefined
  // the quote needed no wallet nor recipient; the transfer needs both, and the request quoted must be the form's
  const incomplete =
    form.missing.wallet ||
    form.missing.recipient ||
    form.recipientProblem !== undefined ||
    !sameRequest(state.request, form.request)
  const asset = (chainId: string | undefined, denom: string | undefined): BridgeAsset | undefined =>
    assetAt(form.assets, chainId, denom)
  const usdIn = displayUsd(route.usd_amount_in, locale)
  const usdOut = displayUsd(route.usd_amount_out, locale)
  return (
    <div className="rs-bridge-review">
      <StepHeading>{labels.reviewTitle}</StepHeading>
      <div className="rs-bridge-legs">
        <Leg
          asset={source}
          amount={displayAmount(route.amount_in, source, locale)}
          usd={usdIn}
          label={labels.from}
        />
        <Leg
          asset={destination}
          amount={displayAmount(route.amount_out, destination, locale)}
          usd={usdOut}
          label={labels.to}
        />
      </div>
      <section className="rs-bridge-changes" aria-label={labels.balanceChanges}>
        <h4>{labels.balanceChanges}</h4>
        <ul>
          {reviewChangesOf(route, {
            source,
            destination,
            sender: form.sender.address,
            recipient: form.recipient,
          }).map(({ chainId, changes, denoms }) => (
            <li key={chainId}>
              <span className="rs-bridge-changes-chain">{labels.changesOn(chainName(chainId))}</span>{' '}
              <BalanceChangeList changes={changes} denoms={denoms} locale={locale} />
            </li>
          ))}
        </ul>
      </section>
      <dl className="rs-bridge-details">
        <dt>{labels.minimumReceived}</dt>
        <dd>{displayAmount(minimumReceived(route, form.slippage), destination, locale)}</dd>
        {deducted.length > 0 && (
          <>
            <dt>{labels.feesDeducted}</dt>
            <dd>{deducted.map((fee) => feeText(fee, locale)).join(', ')}</dd>
          </>
        )}
        {additional.length > 0 && (
          <>
            <dt>{labels.feesAdditional}</dt>
            <dd>{additional.map((fee) => feeText(fee, locale)).join(', ')}</dd>
          </>
        )}
        {route.estimated_route_duration_seconds !== undefined && (
          <>
            <dt>{labels.etaLabel}</dt>
            <dd>{labels.eta(route.estimated_route_duration_seconds)}</dd>
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
        {/* an address not known yet is asked for below (ReviewAsks), not shown as a blank row */}
        {!form.missing.wallet && (
          <>
            <dt>{labels.sender}</dt>
            <dd className="rs-bridge-address">{form.sender.address ?? '…'}</dd>
          </>
        )}
        {!form.missing.recipient && (
          <>
            <dt>{labels.recipient}</dt>
            {form.recipientName.kind === 'found' ? (
              <dd className="rs-bridge-named">
                <strong>{form.recipientName.username}</strong>{' '}
                <span className="rs-bridge-address rs-bridge-resolved">{form.recipient}</span>
              </dd>
            ) : (
              <dd className="rs-bridge-address">{form.recipient || '…'}</dd>
            )}
          </>
        )}
      </dl>
      <section className="rs-bridge-steps" aria-label={labels.steps}>
        <h4>{labels.steps}</h4>
        <ol>
          {routeSteps(route).map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
            <li key={index}>
              <span className="rs-bridge-step">
                <Logo
                  src={step.fromChainId ? form.chains.get(step.fromChainId)?.logo : undefined}
                  name={chainName(step.fromChainId)}
                  size={16}
                />
                {step.toChainId !== step.fromChainId && (
                  <Logo
                    src={step.toChainId ? form.chains.get(step.toChainId)?.logo : undefined}
                    name={chainName(step.toChainId)}
                    size={16}
                  />
                )}
                {labels.step(step.kind, chainName(step.fromChainId), chainName(step.toChainId))}
              </span>
              <span className="rs-bridge-muted">
                {displayAmount(step.amountIn, asset(step.fromChainId, step.denomIn), locale)} →{' '}
                {displayAmount(step.amountOut, asset(step.toChainId, step.denomOut), locale)}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <GasReviewLine gas={gas} assets={form.assets} labels={labels} locale={locale} chainName={chainName} />
      <p className="rs-bridge-note">
        {labels.signatures(signaturesOf(route))}
        {form.chains.get(source.chainId)?.type === 'evm' && ` ${labels.mayApprove}`}
      </p>
      {claimOn && <p className="rs-bridge-note">{labels.claimLater(claimOn)}</p>}
      {route.extra_infos?.map((info) => (
        <p key={info} className="rs-bridge-note">
          {info}
        </p>
      ))}
      {loss && (
        <div className="rs-bridge-warning" role="alert">
          <p>
            {loss.kind === 'priceImpact'
              ? labels.highPriceImpact(locale ? formatLocaleAmount(loss.percent, locale) : loss.percent)
              : labels.badPriceWarning}
          </p>
          {loss.kind === 'badPrice' && (
            <details>
              <summary>{labels.details}</summary>
              <pre>{loss.message}</pre>
            </details>
          )}
          <label className="rs-bridge-check">
            <input
              type="checkbox"
              checked={acknowledged}
              onChange={(event) => setAcknowledgedFor(event.target.checked ? route.amount_out : null)}
            />
            {labels.riskAcknowledge}
          </label>
        </div>
      )}
      {error && (
        <ErrorNotice
          text={error.text}
          details={error.details}
          detailsLabel={labels.details}
          action={error.action === 'signAgain' ? 'signAgain' : 'none'}
          actionLabel={labels.signAgain}
          actionDisabled={state.status !== 'quoted' || (loss !== undefined && !acknowledged) || incomplete}
          onAction={() => void confirm()}
        />
      )}
      <ReviewAsks form={form} labels={labels} chainName={chainName} recipients={recipients} />
      {nameCheck.error && <ErrorAlert error={nameCheck.error} />}
      <div className="rs-bridge-actions">
        <button type="button" className="rs-button" data-variant="quiet" onClick={onBack}>
          {labels.back}
        </button>
        <button
          type="button"
          className="rs-button rs-bridge-primary"
          disabled={
            state.status !== 'quoted' ||
            (loss !== undefined && !acknowledged) ||
            nameCheck.checking ||
            incomplete
          }
          onClick={() => void confirm()}
        >
          {labels.confirm}
        </button>
      </div>
    </div>
  )
}

function Leg({
  asset,
  amount,
  usd,
  label,
}: {
  asset: BridgeAsset
  amount: string
  usd: string | undefined
  label: string
}) {
  return (
    <div className="rs-bridge-leg">
      <span className="rs-bridge-muted">{label}</span>
      <span className="rs-bridge-leg-amount">
        <Logo src={asset.logo} name={asset.symbol} />
        {amount}
      </span>
      <span className="rs-bridge-muted">
        <Logo src={asset.chainLogo} name={asset.chainName} size={14} /> {asset.chainName}
        {usd && ` · ${usd}`}
      </span>
    </div>
  )
}
