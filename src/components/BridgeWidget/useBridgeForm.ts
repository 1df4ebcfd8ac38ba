'use client'

import { useMemo, useState } from 'react'
import { formatAmount, parseAmount } from '../../bridge/amount.ts'
import type { BridgeRequest } from '../../bridge/types.ts'
import { useRouterClient } from '../../hooks/useRouterClient.ts'
import { useRouterQuery } from '../../hooks/useRouterQuery.ts'
import {
  routerAssetsFromSourceQueryOptions,
  routerAssetsQueryOptions,
  routerBalancesQueryOptions,
  routerChainsQueryOptions,
} from '../../query/router.ts'
import type { RouterClient, RouterClientConfig } from '../../router/client.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { formatLocaleAmount, parseLocaleAmount } from '../shared/localeAmount.ts'
import {
  assetKey,
  type BridgeAsset,
  type BridgeChain,
  catalogueOf,
  chainOf,
  type RecipientProblem,
  recipientProblem,
} from './catalogue.ts'
import { useWalletAddress } from './useWalletAddress.ts'

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
  /** `chainId/denom` keys; default the first asset, and the first other one. */
  defaultSource?: string | undefined
  defaultDestination?: string | undefined
  /** A fixed recipient: the user cannot change it. Default: the user's own address on the destination chain. */
  recipient?: string | undefined
  /** Default slippage tolerance in percent. Default "1". */
  slippagePercent?: string | undefined
  /** Balances in base units by `chainId/denom`, instead of the router's `/v2/info/balances`. */
  balances?: Readonly<Record<string, string>> | undefined
  /** How amounts are typed and shown (BCP 47). Default: the browser's language. */
  locale?: string | undefined
}

export type AmountProblem =
  | { kind: 'invalid' | 'ambiguous' | 'grouping'; decimal: string; group: string }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'zero' }
  | { kind: 'balance'; balance: string }

export type SlippageProblem = 'invalid' | 'range'

export const slippagePresets = ['0.5', '1', '3'] as const
export const slippageBounds = { min: 0.01, max: 50 } as const

const noAssets: readonly BridgeAsset[] = []

/**
 * The bridge form without its markup: the router's chains, assets and balances, the choices, and what is wrong
 * with them. `request` is what to quote (null until the form is valid): pass it to `useBridgeTransfer`.
 *
 * @example
 * const form = useBridgeForm({ wallet })
 * const bridge = useBridgeTransfer({ wallet, slippagePercent: form.slippage })
 * useEffect(() => bridge.setRequest(form.request), [bridge.setRequest, form.request])
 */
export function useBridgeForm(parameters: UseBridgeFormParameters) {
  const { wallet, locale } = parameters
  const router = useRouterClient(parameters.router)
  // the props' contents, not their identity: an inline array must not refetch or reset anything
  const assetsProp = useStableValue(parameters.assets)
  const chainsProp = useStableValue(parameters.chains)
  const { given, onlyKeys } = useMemo(
    () => ({
      given: assetsProp?.filter((asset): asset is BridgeAsset => typeof asset !== 'string'),
      onlyKeys: assetsProp?.filter((asset): asset is string => typeof asset === 'string'),
    }),
    [assetsProp],
  )
  const useGiven = Boolean(given?.length) && !onlyKeys?.length

  const chainsQuery = useRouterQuery(routerChainsQueryOptions(router, { include_evm: 'true' }))
  const assetsQuery = useRouterQuery({
    ...routerAssetsQueryOptions(router, { include_evm_assets: true }),
    enabled: !useGiven,
  })
  const chains = useMemo(() => (chainsQuery.data?.chains ?? []).map(chainOf), [chainsQuery.data])
  const chainsById = useMemo(() => {
    const map = new Map<string, BridgeChain>(chains.map((chain) => [chain.chainId, chain]))
    // chains named only by the app's own assets
    for (const asset of given ?? [])
      if (!map.has(asset.chainId))
        map.set(asset.chainId, { chainId: asset.chainId, name: asset.chainName, logo: asset.chainLogo })
    return map
  }, [chains, given])
  const assets = useMemo(() => {
    if (useGiven) return given ?? noAssets
    const list = catalogueOf(chains, assetsQuery.data, {
      chains: chainsProp,
      assets: onlyKeys?.length ? onlyKeys : undefined,
    })
    // the app's own entries replace the router's
    const own = new Map((given ?? []).map((asset) => [assetKey(asset), asset]))
    return list.map((asset) => own.get(assetKey(asset)) ?? asset)
  }, [useGiven, given, onlyKeys, chains, chainsProp, assetsQuery.data])

  const [sourceKey, setSourceKey] = useState(parameters.defaultSource)
  const [destKey, setDestKey] = useState(parameters.defaultDestination)
  const find = (key: string | undefined) => assets.find((asset) => assetKey(asset) === key)
  const source = find(sourceKey) ?? assets[0]

  const reach = useRouterQuery(
    routerAssetsFromSourceQueryOptions(router, {
      source_asset_chain_id: source?.chainId,
      source_asset_denom: source?.denom,
      allow_multi_tx: true,
      include_swaps: true,
    }),
  )
  const destinations = useMemo(() => {
    const others = assets.filter((asset) => asset !== source)
    const reachable = reach.data?.dest_assets
    if (!reachable) return others
    const keys = new Set(
      Object.values(reachable).flatMap(({ assets }) => assets.map((a) => `${a.chain_id}/${a.denom}`)),
    )
    return others.filter((asset) => keys.has(assetKey(asset)))
  }, [assets, source, reach.data])
  const destination =
    (destKey !== undefined && destKey !== sourceKey
      ? destinations.find((a) => assetKey(a) === destKey)
      : undefined) ?? destinations[0]

  const sender = useWalletAddress(wallet, source?.chainId)
  const ownRecipient = useWalletAddress(wallet, destination?.chainId)

  const balanceQuery = useRouterQuery({
    ...routerBalancesQueryOptions(router, {
      chains: source ? { [source.chainId]: { address: sender.address ?? '', denoms: [source.denom] } } : {},
    }),
    enabled: Boolean(source && sender.address && !parameters.balances),
  })
  const routerBalance = source && balanceQuery.data?.chains[source.chainId]?.denoms?.[source.denom]
  const balance = source
    ? (parameters.balances?.[assetKey(source)] ?? (routerBalance?.error ? undefined : routerBalance?.amount))
    : undefined

  const [amount, setAmount] = useState('')
  const amountResult = useMemo((): { amountIn: string | null; problem: AmountProblem | undefined } => {
    if (!source || amount.trim() === '') return { amountIn: null, problem: undefined }
    const read = parseLocaleAmount(amount, locale)
    if (!read.ok) return { amountIn: null, problem: { kind: read.reason, ...read.separators } }
    let base: string
    try {
      base = parseAmount(read.value, source.decimals)
    } catch {
      return { amountIn: null, problem: { kind: 'decimals', decimals: source.decimals } }
    }
    if (BigInt(base) === 0n) return { amountIn: null, problem: { kind: 'zero' } }
    if (balance !== undefined && /^\d+$/.test(balance) && BigInt(base) > BigInt(balance))
      return { amountIn: null, problem: { kind: 'balance', balance } }
    return { amountIn: base, problem: undefined }
  }, [amount, source, balance, locale])

  const [slippageText, setSlippage] = useState(parameters.slippagePercent ?? '1')
  const slippageResult = useMemo((): { value: string | null; problem: SlippageProblem | undefined } => {
    const read = parseLocaleAmount(slippageText, locale)
    if (!read.ok || !/\d/.test(read.value)) return { value: null, problem: 'invalid' }
    const value = Number(read.value)
    if (!(value >= slippageBounds.min && value <= slippageBounds.max))
      return { value: null, problem: 'range' }
    // the router takes "1" or "0.5", never ".5" or "1."
    return { value: String(value), problem: undefined }
  }, [slippageText, locale])

  const [recipientInput, setRecipient] = useState<string | undefined>(undefined)
  const recipientText = parameters.recipient ?? recipientInput ?? ownRecipient.address ?? ''
  const customRecipient = parameters.recipient !== undefined || recipientInput !== undefined
  // the wallet's own address is its own business (an Initia key on an EVM rollup may answer either form)
  const recipientIssue: RecipientProblem | undefined = !destination
    ? undefined
    : customRecipient
      ? recipientProblem(recipientText, chainsById.get(destination.chainId))
      : ownRecipient.status === 'error'
        ? 'empty'
        : undefined

  const request = useMemo((): BridgeRequest | null => {
    if (!source || !destination || !amountResult.amountIn || recipientIssue) return null
    return {
      sourceChainId: source.chainId,
      sourceDenom: source.denom,
      destChainId: destination.chainId,
      destDenom: destination.denom,
      amountIn: amountResult.amountIn,
      ...(customRecipient && { recipient: recipientText.trim() }),
    }
  }, [source, destination, amountResult.amountIn, recipientIssue, customRecipient, recipientText])

  const catalogueError = chainsQuery.error ?? assetsQuery.error
  return {
    /** `loading` until the router's chains and assets are in; `error` when they could not be read. */
    status: (assets.length > 0 || useGiven
      ? 'ready'
      : catalogueError
        ? 'error'
        : chainsQuery.isPending || assetsQuery.isPending
          ? 'loading'
          : 'ready') as 'loading' | 'error' | 'ready',
    error: catalogueError,
    /** Asks the router for its chains and assets again. */
    refetch: () => {
      void chainsQuery.refetch()
      if (!useGiven) void assetsQuery.refetch()
    },
    chains: chainsById,
    assets,
    /** What the source can reach (the router's `assets_from_source`); every other asset until it answers. */
    destinations,
    source,
    destination,
    setSource(key: string) {
      if (destination && key === assetKey(destination)) setDestKey(source && assetKey(source))
      setSourceKey(key)
    },
    setDestination(key: string) {
      if (source && key === assetKey(source)) setSourceKey(destination && assetKey(destination))
      setDestKey(key)
    },
    /** Swaps source and destination; the amount stays. */
    flip() {
      if (!source || !destination) return
      setSourceKey(assetKey(destination))
      setDestKey(assetKey(source))
    },
    /** The wallet's address on the source chain (undefined while asked, or when it has none there). */
    sender,
    /** The source asset's balance in base units; undefined when unknown. */
    balance,
    /** Its price and value in USD, when the router knows them. */
    balanceUsd: routerBalance?.value_usd ?? undefined,
    amount,
    setAmount,
    /** The whole balance, written for the locale. */
    setMax() {
      if (source && balance !== undefined && /^\d+$/.test(balance))
        setAmount(formatLocaleAmount(formatAmount(balance, source.decimals), locale))
    },
    amountIn: amountResult.amountIn,
    amountProblem: amountResult.problem,
    /** As typed. */
    slippageText,
    setSlippage,
    /** The valid tolerance for the router ("0.5"), else null. */
    slippage: slippageResult.value,
    slippageProblem: slippageResult.problem,
    /** Where the funds go: the fixed or typed recipient, else the user's own address there. */
    recipient: recipientText,
    /** Whether the recipient is someone other than the user's own address on the destination chain. */
    customRecipient,
    /** Whether the user may change it (no fixed `recipient` prop). */
    recipientEditable: parameters.recipient === undefined,
    /** Type a recipient; `undefined` goes back to the user's own address. */
    setRecipient,
    recipientProblem: recipientIssue,
    request,
  }
}

export type UseBridgeFormReturnType = ReturnType<typeof useBridgeForm>

/** `value` as long as its JSON stays the same. */
function useStableValue<value>(value: value): value {
  const json = JSON.stringify(value)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `json` stands for `value`
  return useMemo(() => value, [json])
}
