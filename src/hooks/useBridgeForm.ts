'use client'

import { useEffect, useMemo, useState } from 'react'
import { formatAmount } from '../amounts/amount.ts'
import { type AmountProblem, readAmountInput } from '../amounts/amountInput.ts'
import { formatLocaleAmount } from '../amounts/localeAmount.ts'
import {
  assetKey,
  type BridgeAsset,
  type BridgeChain,
  chainOf,
  type RecipientProblem,
  recipientProblem,
} from '../bridge/form/catalogue.ts'
import {
  allowedKey,
  type BridgeLock,
  type LockProblem,
  lockAllows,
  lockedChoices,
  lockProblem,
} from '../bridge/form/locks.ts'
import { maxSendable } from '../bridge/form/maxSendable.ts'
import { type MissingForTransfer, missingForTransfer } from '../bridge/form/missing.ts'
import {
  assetsOptionOf,
  bridgeRequestOf,
  chainsByIdOf,
  destinationsOf,
  offeredAssets,
} from '../bridge/form/offer.ts'
import type { RegistryAssetRef } from '../bridge/form/registryAsset.ts'
import {
  defaultRoutePreference,
  type RoutePreference,
  storedRoutePreference,
  storeRoutePreference,
} from '../bridge/form/routePreference.ts'
import { readSlippageInput, type SlippageProblem } from '../bridge/form/slippage.ts'
import type { BridgeRequest } from '../bridge/types.ts'
import { usernameAccountKey } from '../names/account.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useOfferedAssetKey } from './useOfferedAssetKey.ts'
import { type RecipientUsername, useRecipientUsername } from './useRecipientUsername.ts'
import { useRouterAssets } from './useRouterAssets.ts'
import { useRouterAssetsFromSource } from './useRouterAssetsFromSource.ts'
import { useRouterBalances } from './useRouterBalances.ts'
import { useRouterChains } from './useRouterChains.ts'
import { useRouterClient } from './useRouterClient.ts'
import { useWalletAddress, type WalletAddress } from './useWalletAddress.ts'

export type { AmountProblem } from '../amounts/amountInput.ts'
export type { BridgeLock, LockProblem } from '../bridge/form/locks.ts'
export type { MissingForTransfer } from '../bridge/form/missing.ts'
export type { RegistryAssetRef } from '../bridge/form/registryAsset.ts'
export type { RoutePreference } from '../bridge/form/routePreference.ts'
export { type SlippageProblem, slippageBounds, slippagePresets } from '../bridge/form/slippage.ts'

export interface UseBridgeFormParameters {
  wallet: WalletAdapter
  /** Default: the RollscopeProvider's router, else Initia's mainnet router. */
  router?: RouterClient | RouterClientConfig | undefined
  /** Chain ids to offer; default every chain the router routes. */
  chains?: readonly string[] | undefined
  /**
   * Assets to offer: `chainId/denom` keys narrow the router's list; full `BridgeAsset`s are offered as given
   * (then the router's asset list is not fetched).
   */
  assets?: readonly (string | BridgeAsset)[] | undefined
  /**
   * What to select first: a `chainId/denom` key of the router's, or a token as the chain registry names it,
   * `{ chainId, denom }` (a `PortfolioBalance` from Portfolio's `onAssetSelect` is one): the widget finds the router's
   * asset for it, on a minievm rollup by the registry's `evm_chain_id` and the token's ERC-20 contract. Default the
   * first asset, and the first other one.
   */
  defaultSource?: string | RegistryAssetRef | undefined
  defaultDestination?: string | RegistryAssetRef | undefined
  /**
   * Lock the source to a chain (`{ chainId }`: any of its assets), an asset (`{ asset }`: a symbol such as `USDC`, on
   * any chain offering it), or both (`{ chainId, asset }`: `asset` a denom or a symbol on that chain). The user, a
   * link and the defaults cannot change it; a side locked to one asset shows no picker.
   */
  lockedSource?: BridgeLock | undefined
  /** Lock the destination, as `lockedSource` the source: e.g. a deposit into one rollup. */
  lockedDestination?: BridgeLock | undefined
  /**
   * Whether the router picks the fastest route (Go Fast where offered) or the cheapest one. The user can change it in
   * the settings; the choice is remembered for the browser session. Default `fastest`.
   */
  routePreference?: RoutePreference | undefined
  /** The registry a `{ chainId, denom }` default is read with. Default: the RollscopeProvider's `network`. */
  registry?: RegistryClient | RegistryNetwork | undefined
  /** A fixed recipient: the user cannot change it. Default: the user's own address on the destination chain. */
  recipient?: string | undefined
  /** Default slippage tolerance in percent. Default "1". */
  slippagePercent?: string | undefined
  /** Balances in base units by `chainId/denom`, instead of the router's `/v2/info/balances`. */
  balances?: Readonly<Record<string, string>> | undefined
  /** How amounts are typed and shown (BCP 47). Default: the browser's language. */
  locale?: string | undefined
}

export interface UseBridgeFormReturnType {
  /**
   * `loading` until the router's chains and assets are in (and a registry default found among them); `error` when
   * they could not be read.
   */
  status: 'loading' | 'error' | 'ready'
  /** A `{ chainId, denom }` default the router offers no asset for: the form selected its own default instead. */
  unoffered: { source: boolean; destination: boolean }
  /**
   * Each side's lock as the catalogue meets it: `fixed` when it leaves one asset (no choice to offer), `problem` when
   * the router offers no such chain or asset (that side stays empty).
   */
  locks: { source: SideLock; destination: SideLock }
  /** Whether `flip` would keep both locks; `never` when a side is fixed (no pair could be flipped). */
  flippable: 'yes' | 'no' | 'never'
  error: Error | null
  /** Asks the router for its chains and assets again. */
  refetch: () => void
  chains: Map<string, BridgeChain>
  assets: readonly BridgeAsset[]
  /** What the source may be: `assets`, narrowed by `lockedSource`. */
  sources: readonly BridgeAsset[]
  /** What the source can reach (the router's `assets_from_source`; every other asset until it answers), narrowed by `lockedDestination`. */
  destinations: readonly BridgeAsset[]
  source: BridgeAsset | undefined
  destination: BridgeAsset | undefined
  setSource: (key: string) => void
  setDestination: (key: string) => void
  /** Sets both at once (a link); `undefined` keeps a side as it is. */
  setPair: (source: string | undefined, destination: string | undefined) => void
  /** Swaps source and destination; the amount stays. */
  flip: () => void
  /** The wallet's address on the source chain (undefined while asked, or when it has none there). */
  sender: WalletAddress
  /** The wallet's address on the destination chain: the recipient unless another is typed. */
  ownRecipient: WalletAddress
  /** The source asset's balance in base units; undefined when unknown. */
  balance: string | undefined
  /** Its price and value in USD, when the router knows them. */
  balanceUsd: string | undefined
  amount: string
  setAmount: (amount: string) => void
  /** The balance, less the fee's gas when the source pays its chain's fees (see `maxSendable`), written for the locale. */
  setMax: () => void
  amountIn: string | null
  amountProblem: AmountProblem | undefined
  /** As typed. */
  slippageText: string
  setSlippage: (text: string) => void
  /** The valid tolerance for the router ("0.5"), else null. */
  slippage: string | null
  slippageProblem: SlippageProblem | undefined
  routePreference: RoutePreference
  /** Chooses fastest or cheapest (remembered for the session). */
  setRoutePreference: (preference: RoutePreference) => void
  /**
   * Where the funds go: the fixed or typed recipient (the address a typed name points at, in the destination's form:
   * 0x on an EVM chain), else the user's own address there. Empty while a typed name is looked up.
   */
  recipient: string
  /** The recipient as typed (a name stays a name). */
  recipientText: string
  /** The recipient typed as an Initia username (`alice.init`): looked up after the typing pause. */
  recipientName: RecipientUsername
  /** Whether the recipient is someone other than the user's own address on the destination chain. */
  customRecipient: boolean
  /** Whether the user may change it (no fixed `recipient` prop). */
  recipientEditable: boolean
  /** Type a recipient; `undefined` goes back to the user's own address. */
  setRecipient: (recipient: string | undefined) => void
  recipientProblem: RecipientProblem | undefined
  /**
   * What a transfer still needs that the quote does not: a wallet that signs on the source, a recipient on the
   * destination (the user's own address unknown, or the one typed not yet an address). Confirm only when both are
   * false.
   */
  missing: MissingForTransfer
  /**
   * What to quote: the pair and the amount, null until they are valid. No wallet or recipient is needed for it; the
   * recipient typed is in it once it is an address (check `missing` before submitting).
   */
  request: BridgeRequest | null
}

/** A side's lock as the router's catalogue meets it (`useBridgeForm().locks`). */
export interface SideLock {
  locked: boolean
  fixed: boolean
  problem: LockProblem | undefined
}

/**
 * The bridge form without its markup: the router's chains, assets and balances, the choices, and what is wrong
 * with them. `request` is what to quote (null until the form is valid): pass it to `useBridgeTransfer`.
 *
 * @example
 * const form = useBridgeForm({ wallet })
 * const bridge = useBridgeTransfer({ wallet, slippagePercent: form.slippage })
 * useEffect(() => bridge.setRequest(form.request), [bridge.setRequest, form.request])
 */
export function useBridgeForm(parameters: UseBridgeFormParameters): UseBridgeFormReturnType {
  const { wallet, locale } = parameters
  const router = useRouterClient(parameters.router)
  // the props' contents, not their identity: an inline array must not refetch or reset anything
  const assetsProp = useStableValue(parameters.assets)
  const chainsProp = useStableValue(parameters.chains)
  const option = useMemo(() => assetsOptionOf(assetsProp), [assetsProp])
  const sourceLock = useStableValue(parameters.lockedSource)
  const destLock = useStableValue(parameters.lockedDestination)

  const chainsQuery = useRouterChains({ router, include_evm: 'true' })
  const assetsQuery = useRouterAssets({
    router,
    include_evm_assets: true,
    query: { enabled: !option.onlyGiven },
  })
  const chains = useMemo(() => (chainsQuery.data?.chains ?? []).map(chainOf), [chainsQuery.data])
  const chainsById = useMemo(() => chainsByIdOf(chains, option.given), [chains, option.given])
  const assets = useMemo(
    () => offeredAssets(option, chains, assetsQuery.data, chainsProp),
    [option, chains, assetsQuery.data, chainsProp],
  )

  // what each lock allows; a side locked to one asset is fixed, and the other side cannot be that asset
  const lockedSources = useMemo(() => lockedChoices(sourceLock, assets), [sourceLock, assets])
  const lockedDests = useMemo(() => lockedChoices(destLock, assets), [destLock, assets])
  const fixed = {
    source: Boolean(sourceLock) && lockedSources.length === 1,
    destination: Boolean(destLock) && lockedDests.length === 1,
  }
  const sources = useMemo(
    () =>
      destLock && lockedDests.length === 1 && lockedSources.length > 1
        ? lockedSources.filter((asset) => asset !== lockedDests[0])
        : lockedSources,
    [destLock, lockedSources, lockedDests],
  )

  const defaultSource = useOfferedAssetKey(parameters.defaultSource, assets, parameters.registry)
  const defaultDest = useOfferedAssetKey(parameters.defaultDestination, assets, parameters.registry)
  useLockedDefaultWarning('defaultSource', sourceLock, assets, defaultSource.key)
  useLockedDefaultWarning('defaultDestination', destLock, assets, defaultDest.key)
  // the user's choices; until made, the defaults (a registry default once found)
  const [chosenSource, setSourceKey] = useState<string | undefined>(undefined)
  const [chosenDest, setDestKey] = useState<string | undefined>(undefined)
  const sourceKey = chosenSource ?? defaultSource.key
  const destKey = chosenDest ?? defaultDest.key
  // a key the lock does not allow is not among the choices: the lock's first asset stands
  const source = sources.find((asset) => assetKey(asset) === sourceKey) ?? sources[0]

  const reach = useRouterAssetsFromSource({
    router,
    source_asset_chain_id: source?.chainId,
    source_asset_denom: source?.denom,
    allow_multi_tx: true,
    include_swaps: true,
  })
  const destinations = useMemo(() => {
    const reachable = lockedChoices(destLock, destinationsOf(assets, source, reach.data), assets)
    // the router's reach may not list a locked asset: the lock's own are offered, and the route request says
    return reachable.length > 0 || !destLock ? reachable : lockedDests.filter((asset) => asset !== source)
  }, [assets, source, reach.data, destLock, lockedDests])
  const destination =
    (destKey !== undefined && destKey !== sourceKey
      ? destinations.find((a) => assetKey(a) === destKey)
      : undefined) ?? destinations[0]

  const sender = useWalletAddress(wallet, source?.chainId)
  const ownRecipient = useWalletAddress(wallet, destination?.chainId)

  const balanceQuery = useRouterBalances({
    router,
    chains: source ? { [source.chainId]: { address: sender.address ?? '', denoms: [source.denom] } } : {},
    query: { enabled: Boolean(source && sender.address && !parameters.balances) },
  })
  const routerBalance = source && balanceQuery.data?.chains[source.chainId]?.denoms?.[source.denom]
  const balance = source
    ? (parameters.balances?.[assetKey(source)] ?? (routerBalance?.error ? undefined : routerBalance?.amount))
    : undefined

  const [amount, setAmount] = useState('')
  const amountInput = useMemo(
    () =>
      source
        ? readAmountInput(amount, { decimals: source.decimals, balance, locale })
        : { amountIn: null, problem: undefined },
    [amount, source, balance, locale],
  )

  const [slippageText, setSlippage] = useState(parameters.slippagePercent ?? '1')
  const slippage = useMemo(() => readSlippageInput(slippageText, locale), [slippageText, locale])
  // the session's choice, read once mounted (a server render knows none: hydration matches)
  const [chosenPreference, setChosenPreference] = useState<RoutePreference | undefined>(undefined)
  useEffect(() => setChosenPreference((chosen) => chosen ?? storedRoutePreference()), [])
  const routePreference = chosenPreference ?? parameters.routePreference ?? defaultRoutePreference

  const [recipientInput, setRecipient] = useState<string | undefined>(undefined)
  const recipientText = parameters.recipient ?? recipientInput ?? ownRecipient.address ?? ''
  const customRecipient = parameters.recipient !== undefined || recipientInput !== undefined
  const destinationChain = destination && chainsById.get(destination.chainId)
  // a name is an Initia account: taken where addresses are init1… (an Initia EVM rollup takes its 0x form)
  const recipientName = useRecipientUsername({
    text: customRecipient ? recipientText : '',
    initia: destinationChain?.bech32Prefix === 'init',
  })
  const recipient =
    recipientName.kind === 'none'
      ? recipientText
      : recipientName.kind === 'found'
        ? destinationChain?.type === 'evm'
          ? evmFormOf(recipientName.address)
          : recipientName.address
        : ''
  // the wallet's own address is its own business (an Initia key on an EVM rollup may answer either form)
  const recipientIssue: RecipientProblem | undefined =
    destination && customRecipient && (recipientName.kind === 'none' || recipientName.kind === 'found')
      ? recipientProblem(recipient, destinationChain)
      : undefined
  // a name not (yet) found is no recipient
  const nameUnresolved = recipientName.kind !== 'none' && recipientName.kind !== 'found'
  const missing = missingForTransfer({
    sender,
    ownRecipient,
    custom: customRecipient ? { usable: !nameUnresolved && !recipientIssue } : undefined,
  })

  // the quote needs the pair and the amount only (the route request names no address); a recipient rides along once
  // it is one, for the msgs
  const request = useMemo(
    () =>
      bridgeRequestOf({
        source,
        destination,
        amountIn: amountInput.amountIn,
        recipientProblem: undefined,
        recipient: customRecipient && !missing.recipient ? recipient : undefined,
      }),
    [source, destination, amountInput.amountIn, customRecipient, recipient, missing.recipient],
  )

  const flipKeepsLocks = Boolean(
    source &&
      destination &&
      lockAllows(sourceLock, destination, assets) &&
      lockAllows(destLock, source, assets),
  )
  const catalogueError = chainsQuery.error ?? assetsQuery.error
  const defaultsPending = defaultSource.status === 'pending' || defaultDest.status === 'pending'
  return {
    status:
      (assets.length > 0 || option.onlyGiven) && !defaultsPending
        ? 'ready'
        : catalogueError
          ? 'error'
          : chainsQuery.isPending || assetsQuery.isPending || defaultsPending
            ? 'loading'
            : 'ready',
    unoffered: {
      source: chosenSource === undefined && defaultSource.status === 'missing',
      destination: chosenDest === undefined && defaultDest.status === 'missing',
    },
    locks: {
      source: { locked: Boolean(sourceLock), fixed: fixed.source, problem: lockProblem(sourceLock, assets) },
      destination: {
        locked: Boolean(destLock),
        fixed: fixed.destination,
        problem: lockProblem(destLock, assets),
      },
    },
    flippable: fixed.source || fixed.destination ? 'never' : flipKeepsLocks ? 'yes' : 'no',
    error: catalogueError,
    refetch: () => {
      void chainsQuery.refetch()
      if (!option.onlyGiven) void assetsQuery.refetch()
    },
    chains: chainsById,
    assets,
    sources,
    destinations,
    source,
    destination,
    // a lock holds whoever asks: a key it does not allow changes nothing, and a swap that would break it is not made
    setSource(key) {
      if (allowedKey(sourceLock, assets, key) === undefined) return
      if (destination && key === assetKey(destination) && source && lockAllows(destLock, source, assets))
        setDestKey(assetKey(source))
      setSourceKey(key)
    },
    setDestination(key) {
      if (allowedKey(destLock, assets, key) === undefined) return
      if (source && key === assetKey(source) && destination && lockAllows(sourceLock, destination, assets))
        setSourceKey(assetKey(destination))
      setDestKey(key)
    },
    setPair(sourceKey, destinationKey) {
      const sourceAllowed = allowedKey(sourceLock, assets, sourceKey)
      const destinationAllowed = allowedKey(destLock, assets, destinationKey)
      if (sourceAllowed) setSourceKey(sourceAllowed)
      if (destinationAllowed) setDestKey(destinationAllowed)
    },
    flip() {
      if (!source || !destination || !flipKeepsLocks) return
      setSourceKey(assetKey(destination))
      setDestKey(assetKey(source))
    },
    sender,
    ownRecipient,
    balance,
    balanceUsd: routerBalance?.value_usd ?? undefined,
    amount,
    setAmount,
    setMax() {
      if (source && balance !== undefined && /^\d+$/.test(balance))
        setAmount(
          formatLocaleAmount(
            formatAmount(maxSendable(balance, source, chainsById.get(source.chainId)), source.decimals),
            locale,
          ),
        )
    },
    amountIn: amountInput.amountIn,
    amountProblem: amountInput.problem,
    slippageText,
    setSlippage,
    slippage: slippage.value,
    slippageProblem: slippage.problem,
    routePreference,
    setRoutePreference(preference) {
      storeRoutePreference(preference)
      setChosenPreference(preference)
    },
    recipient,
    recipientText,
    recipientName,
    customRecipient,
    recipientEditable: parameters.recipient === undefined,
    setRecipient,
    recipientProblem: recipientIssue,
    missing,
    request,
  }
}

/** An Initia account's 0x form (its 20 bytes, as an Initia EVM rollup takes it); 32 bytes have none. */
function evmFormOf(address: string): string {
  const key = usernameAccountKey(address)
  return key?.startsWith('0'.repeat(24)) ? `0x${key.slice(24)}` : address
}

/** One console warning when the app's default names an asset its own lock does not allow (the lock wins). */
function useLockedDefaultWarning(
  prop: string,
  lock: BridgeLock | undefined,
  assets: readonly BridgeAsset[],
  key: string | undefined,
) {
  const ignored = Boolean(lock && key && assets.length > 0 && allowedKey(lock, assets, key) === undefined)
  useEffect(() => {
    if (ignored)
      console.warn(`rollscope: BridgeWidget's ${prop} ${key} is not allowed by its lock, so it is ignored.`)
  }, [ignored, prop, key])
}

/** `value` as long as its JSON stays the same. */
function useStableValue<value>(value: value): value {
  const json = JSON.stringify(value)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `json` stands for `value`
  return useMemo(() => value, [json])
}
