'use client'

import { useId } from 'react'
import type { BridgeUrlField, BridgeUrlProblem } from '../../bridge/form/urlState.ts'
import type { BridgeState } from '../../bridge/types.ts'
import { type BridgeLock, slippagePresets, type UseBridgeFormReturnType } from '../../hooks/useBridgeForm.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import { formatPercent } from '../shared/percent.ts'
import { AssetFace, AssetPicker } from './AssetPicker.tsx'
import { userErrorOf } from './errorText.ts'
import { LazyView } from './LazyView.tsx'
import type { BridgeWidgetLabels } from './labels.ts'
import { preloadRecipientField, recipientFieldView } from './lazyViews.ts'
import { ErrorNotice } from './parts.tsx'
import { QuoteSummary } from './QuoteSummary.tsx'
import { RecipientName } from './RecipientName.tsx'
import { RoutePreferenceField } from './RoutePreferenceField.tsx'
import { displayAmount, displayUsd } from './routeView.ts'

/** Source, amount, destination, recipient and slippage, with the live quote and Review. */
export function BridgeForm({
  form,
  state,
  labels,
  locale,
  onReview,
  onRequote,
  onShowAnyway,
  onAmountInput,
  onAmountDone,
  linkProblems = {},
  recipients,
  lockedSource,
  lockedDestination,
}: {
  form: UseBridgeFormReturnType
  state: BridgeState
  labels: BridgeWidgetLabels
  locale?: string | undefined
  onReview: () => void
  onRequote: () => void
  onShowAnyway: () => void
  /** Each change of the amount; `settled` when it was pasted or dropped, not typed. */
  onAmountInput: (settled: boolean) => void
  /** The amount field lost focus, or Enter was pressed in it. */
  onAmountDone: () => void
  /** What was wrong with the page's link, by field. */
  linkProblems?: Partial<Record<BridgeUrlField, BridgeUrlProblem>> | undefined
  /** Where saved recipients are kept. */
  recipients?: RecipientStore | undefined
  /** The app's locks, for naming what the router lacks. */
  lockedSource?: BridgeLock | undefined
  lockedDestination?: BridgeLock | undefined
}) {
  const id = useId()
  const { source, destination } = form
  if (form.status === 'loading') return <p className="rs-bridge-muted">{labels.loadingAssets}</p>
  if (form.status === 'error' && form.error)
    return (
      <ErrorNotice
        text={labels.assetsError}
        details={form.error.message}
        detailsLabel={labels.details}
        action="requote"
        actionLabel={labels.retry}
        onAction={form.refetch}
      />
    )
  const error = state.error ? userErrorOf(state.error, labels) : undefined
  const linkNotes = (fields: BridgeUrlField[]) =>
    fields.map(
      (field) =>
        linkProblems[field] && (
          <p key={field} className="rs-bridge-problem">
            {labels.linkProblem(field, linkProblems[field])}
          </p>
        ),
    )
  const unofferedNote = (side: 'source' | 'destination') =>
    form.unoffered[side] && <p className="rs-bridge-problem">{labels.defaultNotOffered(side)}</p>
  const lockNote = (side: 'source' | 'destination') => {
    const { problem } = form.locks[side]
    const lock = side === 'source' ? lockedSource : lockedDestination
    if (!problem || !lock) return null
    const chain = lock.chainId && (form.chains.get(lock.chainId)?.name ?? lock.chainId)
    const name =
      problem === 'chain' || !lock.asset
        ? (chain ?? '')
        : chain
          ? `${lock.asset} ${labels.onChain(chain)}`
          : lock.asset
    return <p className="rs-bridge-problem">{labels.lockNotOffered(side, problem, name)}</p>
  }
  // a side locked to one asset shows it plainly; a partly locked side's picker offers what the lock allows
  const side = (label: string, which: 'source' | 'destination') => {
    const asset = which === 'source' ? source : destination
    if (form.locks[which].fixed)
      return (
        <p className="rs-bridge-locked">
          <AssetFace label={label} asset={asset} labels={labels} />
        </p>
      )
    return (
      <AssetPicker
        label={label}
        assets={which === 'source' ? form.sources : form.destinations}
        value={asset}
        onChange={which === 'source' ? form.setSource : form.setDestination}
        labels={labels}
      />
    )
  }
  const recipientMore = (
    <>
      {form.recipientEditable && (
        <button
          type="button"
          className="rs-bridge-link"
          onClick={() => form.setRecipient(form.customRecipient ? undefined : '')}
          onPointerEnter={preloadRecipientField}
          onFocus={preloadRecipientField}
        >
          {form.customRecipient ? labels.recipientUseOwn : labels.recipientEdit}
        </button>
      )}
      {linkNotes(['destChain', 'destAsset', 'recipient'])}
      {unofferedNote('destination')}
    </>
  )
  const customSlippage = !slippagePresets.includes(form.slippageText as (typeof slippagePresets)[number])
  return (
    <form
      className="rs-bridge-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (state.status === 'quoted') onReview()
      }}
    >
      <fieldset className="rs-bridge-side">
        <legend>{labels.from}</legend>
        {side(labels.from, 'source')}
        {lockNote('source')}
        <div className="rs-bridge-amount">
          <input
            id={`${id}-amount`}
            className="rs-bridge-amount-input"
            aria-label={labels.amount}
            aria-invalid={Boolean(form.amountProblem)}
            aria-describedby={form.amountProblem ? `${id}-amount-problem` : undefined}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={form.amount}
            onChange={(event) => {
              // insertFromPaste, insertFromDrop, ...: a whole amount, not a keystroke
              onAmountInput((event.nativeEvent as InputEvent).inputType?.startsWith('insertFrom') ?? false)
              form.setAmount(event.target.value)
            }}
            onBlur={onAmountDone}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onAmountDone()
            }}
          />
          {form.balance !== undefined && (
            <button type="button" className="rs-button" data-variant="quiet" onClick={form.setMax}>
              {labels.max}
            </button>
          )}
        </div>
        {form.balance !== undefined && source && (
          <p className="rs-bridge-muted rs-bridge-balance">
            {labels.balance(displayAmount(form.balance, source, locale))}
            {displayUsd(form.balanceUsd, locale) && ` ≈ ${displayUsd(form.balanceUsd, locale)}`}
          </p>
        )}
        {form.sender.status === 'error' && source && (
          <p className="rs-bridge-problem">{labels.walletCannotSign(source.chainName)}</p>
        )}
        {form.amountProblem && source && (
          <p id={`${id}-amount-problem`} className="rs-bridge-problem">
            {labels.amountProblem(form.amountProblem, source.symbol)}
          </p>
        )}
        {linkNotes(['sourceChain', 'sourceAsset', 'amount'])}
        {unofferedNote('source')}
      </fieldset>
      {form.flippable !== 'never' && (
        <button
          type="button"
          className="rs-bridge-flip"
          aria-label={labels.flip}
          title={form.flippable === 'yes' ? labels.flip : labels.flipLocked}
          disabled={form.flippable === 'no' && (form.locks.source.locked || form.locks.destination.locked)}
          onClick={form.flip}
        >
          <span aria-hidden="true">⇅</span>
        </button>
      )}
      <fieldset className="rs-bridge-side">
        <legend>{labels.to}</legend>
        {side(labels.to, 'destination')}
        {lockNote('destination')}
        {form.customRecipient ? (
          <LazyView
            load={recipientFieldView}
            labels={labels}
            loading={labels.recipient}
            fallback={<RecipientLine label={labels.recipient} text={form.recipientText} />}
          >
            {(BridgeRecipientField) => (
              <BridgeRecipientField form={form} labels={labels} recipients={recipients}>
                {recipientMore}
              </BridgeRecipientField>
            )}
          </LazyView>
        ) : (
          <div className="rs-bridge-recipient">
            <label htmlFor={`${id}-recipient`}>{labels.recipient}</label>
            <output id={`${id}-recipient`}>
              {form.ownRecipient.status === 'error' ? (
                // no address from the wallet there: Review asks for one
                <span className="rs-bridge-muted">{labels.recipientAtReview}</span>
              ) : (
                <>
                  <RecipientName address={form.recipient} />
                  <span className="rs-bridge-address">{form.recipient || '…'}</span>{' '}
                  <span className="rs-bridge-muted">({labels.recipientOwn})</span>
                </>
              )}
            </output>
            {recipientMore}
          </div>
        )}
      </fieldset>
      <fieldset className="rs-bridge-slippage">
        <legend>{labels.slippage}</legend>
        <div className="rs-bridge-presets">
          {slippagePresets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="rs-button"
              data-variant="quiet"
              aria-pressed={form.slippageText === preset}
              onClick={() => form.setSlippage(preset)}
            >
              {formatPercent(preset, locale, ' %')}
            </button>
          ))}
          <input
            aria-label={labels.slippageCustom}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={Boolean(form.slippageProblem)}
            aria-describedby={form.slippageProblem ? `${id}-slippage-problem` : undefined}
            placeholder={labels.slippageCustomPlaceholder}
            value={customSlippage ? form.slippageText : ''}
            onChange={(event) => form.setSlippage(event.target.value)}
          />
        </div>
        {form.slippageProblem && (
          <p id={`${id}-slippage-problem`} className="rs-bridge-problem">
            {labels.slippageProblem[form.slippageProblem]}
          </p>
        )}
      </fieldset>
      <RoutePreferenceField value={form.routePreference} onChange={form.setRoutePreference} labels={labels} />
      <QuoteSummary
        state={state}
        destination={destination}
        preference={form.routePreference}
        labels={labels}
        locale={locale}
      />
      {error && (
        <ErrorNotice
          text={error.text}
          details={error.details}
          detailsLabel={labels.details}
          action={error.action === 'signAgain' ? 'requote' : error.action}
          actionLabel={error.action === 'showAnyway' ? labels.showRouteAnyway : labels.retry}
          onAction={error.action === 'showAnyway' ? onShowAnyway : onRequote}
        />
      )}
      <button
        type="submit"
        className="rs-button rs-bridge-primary"
        disabled={
          // no wallet and no recipient are needed to review: Review asks for them
          state.status !== 'quoted' ||
          !form.slippage ||
          !form.request ||
          (form.customRecipient && form.missing.recipient)
        }
      >
        {labels.review}
      </button>
    </form>
  )
}

/** The recipient's row while its field loads (on first use): the field takes its place. */
function RecipientLine({ label, text }: { label: string; text: string }) {
  return (
    <div className="rs-bridge-recipient" aria-busy="true">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the field it names is on its way */}
      <label>{label}</label>
      <output className="rs-bridge-address">{text || '…'}</output>
    </div>
  )
}
