import { type ComponentPropsWithoutRef, useEffect, useMemo, useState } from 'react'
import { formatAmountOrNull, parseAmount } from '../../bridge/amount.ts'
import { isTerminal } from '../../bridge/transition.ts'
import type { BridgeState, TransferRecord } from '../../bridge/types.ts'
import { type UseBridgeTransferParameters, useBridgeTransfer } from '../../hooks/useBridgeTransfer.ts'
import type { Fee } from '../../router/schemas.ts'
import { isRenderableUrl } from '../NftGallery/media.ts'

/** An asset the widget offers, on its chain. */
export interface BridgeAsset {
  chainId: string
  chainName: string
  denom: string
  symbol: string
  decimals: number
}

export interface BridgeWidgetLabels {
  title: string
  from: string
  to: string
  amount: string
  max: string
  search: string
  slippage: string
  youReceive: string
  fees: string
  etaLabel: string
  eta: (seconds: number) => string
  routeProgress: string
  explorerTx: (chainId: string) => string
  priceImpact: string
  review: string
  confirm: string
  back: string
  newTransfer: string
  retry: string
  history: string
  resume: string
  dismiss: string
  status: Record<BridgeState['status'], string>
}

export const defaultBridgeWidgetLabels: BridgeWidgetLabels = {
  title: 'Bridge',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  max: 'Max',
  search: 'Search chains and assets',
  slippage: 'Slippage (%)',
  youReceive: 'You receive',
  fees: 'Fees',
  etaLabel: 'ETA',
  eta: (seconds) => (seconds < 90 ? `about ${seconds} s` : `about ${Math.round(seconds / 60)} min`),
  routeProgress: 'Route progress',
  explorerTx: (chainId) => `${chainId} tx`,
  priceImpact: 'Price impact',
  review: 'Review',
  confirm: 'Confirm and sign',
  back: 'Back',
  newTransfer: 'New transfer',
  retry: 'Retry',
  history: 'Recent transfers',
  resume: 'Continue',
  dismiss: 'Dismiss',
  status: {
    idle: 'Enter an amount',
    quoting: 'Finding the best route…',
    quoted: 'Ready',
    preparing: 'Preparing the transaction…',
    signingOpHook: 'Sign the bridge hook in your wallet',
    approving: 'Approve the token in your wallet',
    signing: 'Sign the transaction in your wallet',
    broadcasting: 'Sending…',
    tracking: 'On its way',
    confirming: 'Checking the network for your transaction',
    actionRequired: 'Your action is needed',
    completed: 'Completed',
    failed: 'Failed',
    refunded: 'Failed: the funds were returned',
    abandoned: 'The router stopped following this transfer',
  },
}

export interface BridgeWidgetProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children'>,
    Pick<
      UseBridgeTransferParameters,
      | 'wallet'
      | 'router'
      | 'storage'
      | 'onSigned'
      | 'onBroadcast'
      | 'onTracked'
      | 'onCompleted'
      | 'onFailed'
      | 'onAnomaly'
      | 'allowUnverifiedMsgs'
      | 'quoteDebounceMs'
      | 'quoteTtlMs'
      | 'routeOptions'
      | 'polling'
      | 'maxHistory'
      | 'trackTimeoutMs'
    > {
  /** The chains and assets to offer. */
  assets: readonly BridgeAsset[]
  /** Preselected source and destination (`chainId/denom` keys); default the first two assets. */
  defaultSource?: string
  defaultDestination?: string
  /** Balances in base units by `chainId/denom`, for the Max button. */
  balances?: Readonly<Record<string, string>>
  /** Default slippage tolerance in percent. Default "1". */
  slippagePercent?: string
  labels?: Partial<BridgeWidgetLabels>
}

const keyOf = (asset: BridgeAsset) => `${asset.chainId}/${asset.denom}`

/**
 * Quote, review, sign and follow a cross-chain transfer, with the history of past transfers. Uses the app's
 * wallet adapter (never a wallet provider of its own). Headless: `useBridgeTransfer`.
 */
export function BridgeWidget({
  assets,
  defaultSource,
  defaultDestination,
  balances,
  slippagePercent: defaultSlippage = '1',
  labels: customLabels,
  wallet,
  router,
  storage,
  onSigned,
  onBroadcast,
  onTracked,
  onCompleted,
  onFailed,
  onAnomaly,
  allowUnverifiedMsgs,
  quoteDebounceMs,
  quoteTtlMs,
  routeOptions,
  polling,
  maxHistory,
  trackTimeoutMs,
  className,
  ...rest
}: BridgeWidgetProps) {
  const labels = { ...defaultBridgeWidgetLabels, ...customLabels }
  const [sourceKey, setSourceKey] = useState(defaultSource ?? (assets[0] ? keyOf(assets[0]) : ''))
  const [destKey, setDestKey] = useState(defaultDestination ?? (assets[1] ? keyOf(assets[1]) : ''))
  const [amount, setAmount] = useState('')
  const [slippage, setSlippage] = useState(defaultSlippage)
  const [reviewing, setReviewing] = useState(false)
  const source = assets.find((asset) => keyOf(asset) === sourceKey)
  const dest = assets.find((asset) => keyOf(asset) === destKey)
  const bridge = useBridgeTransfer({
    wallet,
    router,
    storage,
    onSigned,
    onBroadcast,
    onTracked,
    onCompleted,
    onFailed,
    onAnomaly,
    allowUnverifiedMsgs,
    quoteDebounceMs,
    quoteTtlMs,
    routeOptions,
    polling,
    maxHistory,
    trackTimeoutMs,
    slippagePercent: slippage,
  })
  const { state } = bridge

  const amountError = useMemo(() => {
    if (!amount || !source) return undefined
    try {
      parseAmount(amount, source.decimals)
      return undefined
    } catch (error) {
      return (error as Error).message
    }
  }, [amount, source])

  const { setRequest } = bridge
  useEffect(() => {
    if (!source || !dest || !amount || amountError) return setRequest(null)
    setRequest({
      sourceChainId: source.chainId,
      sourceDenom: source.denom,
      destChainId: dest.chainId,
      destDenom: dest.denom,
      amountIn: parseAmount(amount, source.decimals),
    })
  }, [source, dest, amount, amountError, setRequest])

  const inTransfer = 'transfer' in state
  const balance = source ? balances?.[keyOf(source)] : undefined

  return (
    <section
      data-rollscope=""
      data-state={state.status}
      className={['rs-bridge', className].filter(Boolean).join(' ')}
      {...rest}
    >
      <h2 className="rs-bridge-title">{labels.title}</h2>
      {!inTransfer && !reviewing && (
        <form className="rs-bridge-form" onSubmit={(event) => event.preventDefault()}>
          <AssetPicker
            label={labels.from}
            assets={assets}
            value={sourceKey}
            onChange={setSourceKey}
            searchLabel={labels.search}
          />
          <div className="rs-bridge-amount">
            <AmountInput
              value={amount}
              onChange={setAmount}
              label={labels.amount}
              invalid={Boolean(amountError)}
            />
            {balance !== undefined && source && (
              <button
                type="button"
                className="rs-button"
                data-variant="quiet"
                onClick={() => setAmount(formatAmountOrNull(balance, source.decimals) ?? '')}
              >
                {labels.max}
              </button>
            )}
          </div>
          {amountError && <p className="rs-bridge-error">{amountError}</p>}
          <AssetPicker
            label={labels.to}
            assets={assets}
            value={destKey}
            onChange={setDestKey}
            searchLabel={labels.search}
          />
          <label className="rs-bridge-slippage">
            {labels.slippage}
            <input
              inputMode="decimal"
              value={slippage}
              onChange={(event) => setSlippage(event.target.value.replace(/[^\d.]/g, ''))}
            />
          </label>
          <Quote state={state} dest={dest} labels={labels} />
          {state.error && (
            <div className="rs-bridge-error" role="alert">
              <p>{(state.error as { shortMessage?: string }).shortMessage ?? state.error.message}</p>
              <button
                type="button"
                className="rs-button"
                data-variant="quiet"
                onClick={() => {
                  const request = state.request
                  setRequest(null)
                  setRequest(request)
                }}
              >
                {labels.retry}
              </button>
            </div>
          )}
          <button
            type="button"
            className="rs-button"
            disabled={state.status !== 'quoted'}
            onClick={() => setReviewing(true)}
          >
            {labels.review}
          </button>
        </form>
      )}
      {!inTransfer && reviewing && (
        <div className="rs-bridge-review">
          <Quote state={state} dest={dest} labels={labels} />
          <p>
            {amount} {source?.symbol} ({source?.chainName}) → {dest?.symbol} ({dest?.chainName})
          </p>
          <div className="rs-bridge-actions">
            <button
              type="button"
              className="rs-button"
              data-variant="quiet"
              onClick={() => setReviewing(false)}
            >
              {labels.back}
            </button>
            <button
              type="button"
              className="rs-button"
              disabled={state.status !== 'quoted'}
              onClick={() => {
                bridge.submit()
                setReviewing(false)
              }}
            >
              {labels.confirm}
            </button>
          </div>
        </div>
      )}
      {inTransfer && (
        <Progress
          state={state}
          labels={labels}
          onReset={() => {
            // a fresh form: the next amount typed is quoted anew
            setAmount('')
            bridge.reset()
          }}
          onResume={bridge.resume}
        />
      )}
      <History
        transfers={bridge.transfers}
        labels={labels}
        onResume={bridge.resume}
        onDismiss={bridge.dismiss}
      />
    </section>
  )
}

function AmountInput({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string
  onChange: (value: string) => void
  label: string
  invalid: boolean
}) {
  return (
    <input
      className="rs-bridge-amount-input"
      aria-label={label}
      aria-invalid={invalid}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.0"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(',', '.'))}
    />
  )
}

/** A chain-and-asset choice with a search box: native elements, keyboard usable as they are. */
function AssetPicker({
  label,
  assets,
  value,
  onChange,
  searchLabel,
}: {
  label: string
  assets: readonly BridgeAsset[]
  value: string
  onChange: (key: string) => void
  searchLabel: string
}) {
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const shown = assets.filter(
    (asset) =>
      keyOf(asset) === value ||
      !needle ||
      `${asset.symbol} ${asset.chainName} ${asset.chainId}`.toLowerCase().includes(needle),
  )
  const chains = [...new Set(shown.map((asset) => asset.chainName))]
  return (
    <fieldset className="rs-bridge-picker">
      <legend>{label}</legend>
      <input
        type="search"
        aria-label={`${label}: ${searchLabel}`}
        placeholder={searchLabel}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {chains.map((chainName) => (
          <optgroup key={chainName} label={chainName}>
            {shown
              .filter((asset) => asset.chainName === chainName)
              .map((asset) => (
                <option key={keyOf(asset)} value={keyOf(asset)}>
                  {asset.symbol} on {asset.chainName}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </fieldset>
  )
}

function Quote({
  state,
  dest,
  labels,
}: {
  state: BridgeState
  dest: BridgeAsset | undefined
  labels: BridgeWidgetLabels
}) {
  const route = state.route
  if (state.status === 'quoting' && !route) return <p aria-live="polite">{labels.status.quoting}</p>
  if (!route || !dest) return null
  const fees = (route.estimated_fees ?? []).filter((fee) => fee.amount)
  return (
    <dl className="rs-bridge-quote" aria-live="polite" aria-busy={state.status === 'quoting'}>
      <dt>{labels.youReceive}</dt>
      <dd>
        {formatAmountOrNull(route.amount_out, dest.decimals) ?? '—'} {dest.symbol}
      </dd>
      {route.estimated_route_duration_seconds !== undefined && (
        <>
          <dt>{labels.etaLabel}</dt>
          <dd>{labels.eta(route.estimated_route_duration_seconds)}</dd>
        </>
      )}
      {fees.length > 0 && (
        <>
          <dt>{labels.fees}</dt>
          <dd>{fees.map(feeText).join(', ')}</dd>
        </>
      )}
      {route.swap_price_impact_percent && (
        <>
          <dt>{labels.priceImpact}</dt>
          <dd>{route.swap_price_impact_percent}%</dd>
        </>
      )}
      {route.warning && (
        <dd className="rs-bridge-warning" role="note">
          {route.warning.message}
        </dd>
      )}
    </dl>
  )
}

function Progress({
  state,
  labels,
  onReset,
  onResume,
}: {
  state: Extract<BridgeState, { transfer: TransferRecord }>
  labels: BridgeWidgetLabels
  onReset: () => void
  onResume: (id: string) => void
}) {
  const { transfer } = state
  const steps = transfer.txs.length
  const done = isTerminal(state.status)
  return (
    <div className="rs-bridge-progress">
      <p role="status" aria-live="polite">
        {labels.status[state.status]}
        {steps > 1 && !done ? ` (${Math.min(transfer.currentTx + 1, steps)}/${steps})` : ''}
      </p>
      {state.error && state.status !== 'completed' && (
        <p className="rs-bridge-error" role="alert">
          {(state.error as { shortMessage?: string }).shortMessage ?? state.error.message}
        </p>
      )}
      {state.hops.length > 0 && (
        <ol className="rs-bridge-hops" aria-label={labels.routeProgress}>
          {state.hops.map((hop, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hops are positional
            <li key={index} data-state={hop.state}>
              <span>
                {hop.fromChainId} → {hop.toChainId}
              </span>{' '}
              <span className="rs-bridge-hop-state">{hop.state?.replace(/_/g, ' ').toLowerCase()}</span>
              {hop.txs.map((tx) =>
                tx.explorerLink && isRenderableUrl(tx.explorerLink) ? (
                  <a key={tx.txHash} href={tx.explorerLink} target="_blank" rel="noreferrer">
                    {labels.explorerTx(tx.chainId)}
                  </a>
                ) : null,
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="rs-bridge-actions">
        {(state.status === 'actionRequired' || state.status === 'abandoned') && (
          <button type="button" className="rs-button" onClick={() => onResume(transfer.id)}>
            {labels.resume}
          </button>
        )}
        {(done || state.status === 'actionRequired') && (
          <button type="button" className="rs-button" data-variant="quiet" onClick={onReset}>
            {labels.newTransfer}
          </button>
        )}
      </div>
    </div>
  )
}

function History({
  transfers,
  labels,
  onResume,
  onDismiss,
}: {
  transfers: readonly TransferRecord[]
  labels: BridgeWidgetLabels
  onResume: (id: string) => void
  onDismiss: (id: string) => void
}) {
  if (transfers.length === 0) return null
  return (
    <details className="rs-bridge-history">
      <summary>
        {labels.history} ({transfers.length})
      </summary>
      <ul>
        {transfers.map((transfer) => (
          <li key={transfer.id} data-state={transfer.phase}>
            <span>
              {transfer.request.sourceChainId} → {transfer.request.destChainId}:{' '}
              {labels.status[transfer.phase]}
            </span>
            <button
              type="button"
              className="rs-button"
              data-variant="quiet"
              onClick={() => onResume(transfer.id)}
            >
              {labels.resume}
            </button>
            {(isTerminal(transfer.phase) || transfer.phase === 'actionRequired') && (
              <button
                type="button"
                className="rs-button"
                data-variant="quiet"
                onClick={() => onDismiss(transfer.id)}
              >
                {labels.dismiss}
              </button>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** A fee in dollars when the router priced it, else in its asset's units (the router's base units otherwise). */
function feeText(fee: Fee): string {
  const kind = fee.fee_type ? ` (${fee.fee_type.toLowerCase().replace(/_/g, ' ')})` : ''
  if (fee.usd_amount) return `$${fee.usd_amount}${kind}`
  const asset = fee.origin_asset as { decimals?: number; symbol?: string } | null | undefined
  const amount =
    asset?.decimals !== undefined ? (formatAmountOrNull(fee.amount, asset.decimals) ?? '—') : fee.amount
  return `${amount} ${asset?.symbol ?? ''}${kind}`.trim()
}
