'use client'

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import {
  type ComponentPropsWithoutRef,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { BridgeUrlState } from '../../bridge/form/urlState.ts'
import type { GasOnDestinationOption } from '../../bridge/gas/setting.ts'
import { type UseBridgeFormParameters, useBridgeForm } from '../../hooks/useBridgeForm.ts'
import { type UseBridgeTransferParameters, useBridgeTransfer } from '../../hooks/useBridgeTransfer.ts'
import { type BridgeUrlStateOption, useBridgeUrlState } from '../../hooks/useBridgeUrlState.ts'
import { useOtherWithdrawals } from '../../hooks/useOtherWithdrawals.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import type { Route } from '../../router/schemas.ts'
import { ShowNames } from '../shared/AccountHash.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { rememberRecipient } from '../shared/rememberRecipient.ts'
import { rootProps } from '../shared/rootProps.ts'
import { BridgeForm } from './BridgeForm.tsx'
import type { BridgeChainHistory } from './FoundHistory.tsx'
import { LazyView } from './LazyView.tsx'
import { type BridgeWidgetLabels, defaultBridgeWidgetLabels } from './labels.ts'
import { foundHistoryView, preloadViews, views } from './lazyViews.ts'
import { useNow } from './parts.tsx'
import { withdrawalHopOf } from './routeView.ts'

export type { BridgeAsset, BridgeChain } from '../../bridge/form/catalogue.ts'
export type { BridgeUrlStateOption } from '../../hooks/useBridgeUrlState.ts'
export type { BridgeChainHistory, BridgeHistoryLabels } from './FoundHistory.tsx'
export { type BridgeWidgetLabels, defaultBridgeWidgetLabels } from './labels.ts'

export interface BridgeWidgetProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children'>,
    Omit<UseBridgeFormParameters, 'wallet' | 'router'>,
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
      | 'bridges'
      | 'smartRelay'
      | 'allowUnsafe'
      | 'polling'
      | 'maxHistory'
      | 'trackTimeoutMs'
      | 'opWithdrawals'
      | 'simulate'
      | 'simulateTimeoutMs'
    > {
  labels?: LabelOverrides<BridgeWidgetLabels>
  /**
   * The wallet's transfers found on the chains (made on another device or app): what `useTransferHistory` returns,
   * listed in the history with Track again and Claim. The widget reads no chain history itself.
   */
  chainHistory?: BridgeChainHistory | undefined
  /**
   * Transfers as links: the source, destination, amount and recipient are read from the page's URL once the
   * router's catalogue is in, and written back as they change (`history.replaceState`; other parameters stay).
   * A link only fills the form: the user still reviews and signs. Default false.
   */
  urlState?: BridgeUrlStateOption | undefined
  /**
   * Where recent recipients and the address book are kept (offered for "Send to another address"; a transfer to
   * another address is remembered once signed). Default localStorage (`useSavedRecipients`).
   */
  recipients?: RecipientStore | undefined
  /**
   * Show the Initia username (`alice.init`) of your own recipient address before it, once the L1 has answered (the
   * address stays in full). False: no names, nothing asked. Default true (names come from the provider's `usernames`,
   * else its `network`'s L1; none without a provider).
   */
  names?: boolean | undefined
  /**
   * Gas on the destination: when the recipient holds none of the destination chain's fee token, the review offers
   * to bring a little with the transfer (a second route, for the fee token, signed after the transfer), with its
   * cost and a switch to turn it off. `usd` sets the amount; default $0.10 to a Cosmos chain, $2 to an EVM one, as
   * the Skip Go widget brings. False offers nothing. Default on.
   */
  gasOnDestination?: GasOnDestinationOption | undefined
}

let pageQueryClient: QueryClient | undefined

/**
 * Quote, review, sign and follow a cross-chain transfer, with the history of past transfers. Needs only the
 * app's wallet adapter: chains, assets, balances and prices come from the router. Headless: `useBridgeForm`
 * and `useBridgeTransfer`.
 *
 * @example
 * <BridgeWidget wallet={wallet} />
 */
export function BridgeWidget(props: BridgeWidgetProps) {
  // its hooks, like every hook of the kit, use the app's QueryClientProvider; a widget dropped into a page that has
  // none gets one QueryClient shared by every widget of the page
  const appClient = useContext(QueryClientContext)
  if (appClient) return <BridgeWidgetView {...props} />
  pageQueryClient ??= new QueryClient()
  return (
    <QueryClientProvider client={pageQueryClient}>
      <BridgeWidgetView {...props} />
    </QueryClientProvider>
  )
}

function BridgeWidgetView({
  wallet,
  router,
  chains,
  assets,
  defaultSource,
  defaultDestination,
  lockedSource,
  lockedDestination,
  routePreference,
  bridges,
  smartRelay,
  allowUnsafe,
  registry,
  recipient,
  balances,
  slippagePercent,
  locale: ownLocale,
  labels: customLabels,
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
  opWithdrawals,
  simulate,
  simulateTimeoutMs,
  chainHistory,
  urlState,
  recipients,
  names = true,
  gasOnDestination,
  className,
  ...rest
}: BridgeWidgetProps) {
  const locale = useLocale(ownLocale)
  // the Review/Progress/History words and the error sentences load with the views: once a quote or an error shows
  const [wordsLater, setWordsLater] = useState(false)
  const labels = useLabels(
    defaultBridgeWidgetLabels,
    customLabels,
    locale,
    'bridge',
    'bridgeWidgetLabels',
    wordsLater,
  )
  const bridgeForm = useBridgeForm({
    wallet,
    router,
    chains,
    assets,
    defaultSource,
    defaultDestination,
    lockedSource,
    lockedDestination,
    routePreference,
    registry,
    recipient,
    balances,
    slippagePercent,
    locale,
  })
  // what was wrong with the page's link, by field, until the user changes that field
  const [linkProblems, setLinkProblems] = useState<BridgeUrlState['problems']>({})
  const touch =
    <args extends unknown[]>(prefix: string, set: (...args: args) => void) =>
    (...args: args) => {
      setLinkProblems((all) => Object.fromEntries(Object.entries(all).filter(([f]) => !f.startsWith(prefix))))
      set(...args)
    }
  const locks = useMemo(
    () => ({ source: lockedSource, destination: lockedDestination }),
    [lockedSource, lockedDestination],
  )
  useBridgeUrlState({ form: bridgeForm, urlState, locale, locks, onProblems: setLinkProblems })
  const form = urlState
    ? {
        ...bridgeForm,
        setSource: touch('source', bridgeForm.setSource),
        setDestination: touch('dest', bridgeForm.setDestination),
        flip: touch('', bridgeForm.flip),
        setAmount: touch('amount', bridgeForm.setAmount),
        setMax: touch('amount', bridgeForm.setMax),
        setRecipient: touch('recipient', bridgeForm.setRecipient),
      }
    : bridgeForm
  // set when the user asks to see a route the router refused as too lossy
  const [showAnyway, setShowAnyway] = useState(false)
  const bridge = useBridgeTransfer({
    wallet,
    router,
    storage,
    onSigned: (record) => {
      const { recipient, destChainId } = record.request
      if (recipient) rememberRecipient(recipients, { address: recipient, chainId: destChainId })
      onSigned?.(record)
    },
    onBroadcast,
    onTracked,
    onCompleted,
    onFailed,
    onAnomaly,
    allowUnverifiedMsgs,
    quoteDebounceMs,
    quoteTtlMs,
    // a change of these quotes again, once (the controller)
    routeOptions: showAnyway ? { ...routeOptions, allow_unsafe: true } : routeOptions,
    routePreference: form.routePreference,
    bridges,
    smartRelay,
    allowUnsafe,
    polling,
    maxHistory,
    trackTimeoutMs,
    opWithdrawals,
    simulate,
    simulateTimeoutMs,
    slippagePercent: form.slippage ?? undefined,
  })
  const { state, setRequest, quoteNow } = bridge
  const requote = () => {
    const request = state.request
    setRequest(null)
    setRequest(request)
    quoteNow()
  }
  // a pasted amount is settled: quoted as soon as it reaches the bridge, without the typing pause
  const settledInput = useRef(false)
  const [reviewing, setReviewing] = useState(false)

  // the views load once the first quote is on screen: nothing the quote does not need is fetched before it
  const quoted = state.status === 'quoted'
  const shown = quoted || (state.status !== 'idle' && state.status !== 'quoting') || !!state.error
  useEffect(() => {
    if (quoted) preloadViews()
    if (shown) setWordsLater(true)
  }, [quoted, shown])
  useEffect(() => {
    setRequest(form.request)
    if (settledInput.current) quoteNow()
    settledInput.current = false
  }, [form.request, setRequest, quoteNow])
  // a new pair or amount is a new decision about risk
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new request only
  useEffect(() => setShowAnyway(false), [form.source, form.destination])

  const inTransfer = 'transfer' in state
  const view = inTransfer ? 'progress' : reviewing && state.route ? 'review' : 'form'
  const section = useRef<HTMLElement>(null)
  const step = inTransfer ? `progress:${state.transfer.id}` : view
  const previousStep = useRef(step)
  useEffect(() => {
    // on each step change (never on page load) focus lands on the step's heading, or the widget's title
    if (previousStep.current === step) return
    previousStep.current = step
    const root = section.current
    if (!root) return
    const heading = () => root.querySelector<HTMLElement>('[data-step-heading]')
    const shown = heading()
    if (shown || view === 'form') {
      ;(shown ?? root.querySelector<HTMLElement>('.rs-bridge-title'))?.focus()
      return
    }
    // a view still loading (lazyViews.ts): its heading takes focus once drawn
    const observer = new MutationObserver(() => {
      const drawn = heading()
      if (!drawn) return
      observer.disconnect()
      drawn.focus()
    })
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [step, view])

  const others = useOtherWithdrawals({
    wallet,
    opWithdrawals,
    l1RestUrl: opWithdrawals?.l1ChainId ? form.chains.get(opWithdrawals.l1ChainId)?.rest : undefined,
    transfers: bridge.transfers,
  })
  const chainName = (chainId: string | undefined) =>
    (chainId && form.chains.get(chainId)?.name) || chainId || '—'
  // a withdrawal's time left counts down by the second; relative times in history by the half minute
  const now = useNow(
    Boolean(chainHistory) || bridge.transfers.length > 0 || others.withdrawals.length > 0,
    others.withdrawals.length > 0 ? 1000 : 30_000,
  )

  const historyProps = {
    // a gas route shows on its transfer's progress, not as a transfer of its own
    transfers: bridge.transfers.filter((transfer) => !transfer.gasFor),
    currentId: inTransfer ? state.transfer.id : undefined,
    assets: form.assets,
    labels,
    locale,
    now,
    chainName,
    onShow: bridge.resume,
    onDismiss: bridge.dismiss,
  }

  return (
    <section {...rootProps('rs-bridge', state.status, className)} {...rest} ref={section}>
      <h2 className="rs-bridge-title" tabIndex={-1}>
        {labels.title}
      </h2>
      {view === 'form' && (
        <ShowNames value={names}>
          <BridgeForm
            form={form}
            state={state}
            labels={labels}
            locale={locale}
            onReview={() =>
              // a transition: the form stays on screen while the review loads on first use
              startTransition(() => setReviewing(true))
            }
            onRequote={requote}
            onShowAnyway={() => setShowAnyway(true)}
            onAmountInput={(settled) => {
              settledInput.current = settled
            }}
            onAmountDone={quoteNow}
            linkProblems={linkProblems}
            recipients={recipients}
            lockedSource={lockedSource}
            lockedDestination={lockedDestination}
          />
        </ShowNames>
      )}
      {/* the views below are not on screen at first render: they load on first use (lazyViews.ts) */}
      {view === 'review' && (
        <LazyView load={views.Review} labels={labels} loading={labels.status[state.status]}>
          {(Review) => (
            <Review
              form={form}
              state={state}
              labels={labels}
              locale={locale}
              chainName={chainName}
              claimOn={claimChainOf(state.route, opWithdrawals, chainName)}
              recipients={recipients}
              onBack={() => setReviewing(false)}
              onConfirm={bridge.submit}
              router={router}
              routeOptions={routeOptions}
              gasOnDestination={gasOnDestination}
            />
          )}
        </LazyView>
      )}
      {inTransfer && (
        <LazyView load={views.Progress} labels={labels} loading={labels.status[state.status]}>
          {(Progress) => (
            <Progress
              // another transfer shown (History's Show) starts afresh: nothing asked for one is confirmed for another
              key={state.transfer?.id}
              state={state}
              assets={form.assets}
              labels={labels}
              locale={locale}
              chainName={chainName}
              onReset={() => {
                setReviewing(false)
                form.setAmount('')
                bridge.reset()
              }}
              onResume={bridge.resume}
              transfers={bridge.transfers}
              gasControls={bridge.gas}
            />
          )}
        </LazyView>
      )}
      {others.withdrawals.length > 0 && (
        <LazyView load={views.OtherWithdrawals} labels={labels} loading={labels.otherWithdrawals}>
          {(OtherWithdrawals) => (
            <OtherWithdrawals
              withdrawals={others.withdrawals}
              l1ChainId={others.l1ChainId}
              claiming={others.claiming}
              assets={form.assets}
              labels={labels}
              locale={locale}
              now={now}
              chainName={chainName}
              onClaim={(withdrawal) => void others.claim(withdrawal)}
            />
          )}
        </LazyView>
      )}
      {chainHistory ? (
        <LazyView load={foundHistoryView} labels={labels} loading={labels.history}>
          {(FoundHistory) => (
            <FoundHistory
              {...historyProps}
              chainHistory={chainHistory}
              otherWithdrawals={others.withdrawals}
              onClaim={(withdrawal) => void others.claim(withdrawal)}
            />
          )}
        </LazyView>
      ) : (
        bridge.transfers.length > 0 && (
          <LazyView load={views.History} labels={labels} loading={labels.history}>
            {(History) => <History {...historyProps} />}
          </LazyView>
        )
      )}
    </section>
  )
}

/** The chain a route's OPinit withdrawal is claimed on, when the kit follows that rollup's withdrawals. */
function claimChainOf(
  route: Route | null,
  opWithdrawals: BridgeWidgetProps['opWithdrawals'],
  chainName: (chainId: string | undefined) => string,
): string | undefined {
  const executors = opWithdrawals?.executors
  const hop =
    route && executors ? withdrawalHopOf(route, (chainId) => Boolean(executors[chainId])) : undefined
  return hop && chainName(hop.toChainId)
}
