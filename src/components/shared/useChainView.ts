'use client'

import { useMemo } from 'react'
import { useChainDisplay } from '../../hooks/useChainDisplay.ts'
import type { AssetInfo } from '../../registry/asset.ts'
import type { DenomDisplay } from './format.ts'

type Href = ((value: string) => string | undefined) | undefined

/** The props every explorer component takes to name amounts and link txs and accounts. */
export interface ChainViewProps {
  /** Another chain of the provider's `network` than its `chainId`. */
  chainId?: string | undefined
  /** Symbol and decimals by denom; the chain registry names the rest (with a provider `network`). */
  denoms?: Readonly<Record<string, DenomDisplay>> | undefined
  /** Links for txs; without it, the registry's explorer, else none. */
  txHref?: Href
  /** Links for accounts; without it, the registry's explorer, else none. */
  accountHref?: Href
}

export interface ChainView {
  denoms: (denom: string) => DenomDisplay | undefined
  txHref: Href
  accountHref: Href
  /** The chain's fee token: EVM values and fees. */
  feeToken: AssetInfo | undefined
  /** Every denom the component's `denoms` and the registry name: what names a tx's Move coins (balanceChanges). */
  knownDenoms: readonly string[]
  /** The chain's name in the registry. */
  chainName: string | undefined
  /** The registry is still being read: a component shows its loading state rather than amounts in base units. */
  isPending: boolean
}

/** A component's own `denoms`, `txHref` and `accountHref` first, then what the chain registry knows. */
export function useChainView({ chainId, denoms, txHref, accountHref }: ChainViewProps): ChainView {
  const { display, isPending } = useChainDisplay(chainId)
  return useMemo(
    () => ({
      denoms: (denom: string) => denoms?.[denom] ?? display?.asset(denom),
      txHref: txHref ?? display?.explorer?.txUrl,
      accountHref: accountHref ?? display?.explorer?.accountUrl,
      feeToken: display?.feeToken,
      knownDenoms: [...Object.keys(denoms ?? {}), ...(display?.denoms ?? [])],
      chainName: display?.name,
      isPending,
    }),
    [denoms, txHref, accountHref, display, isPending],
  )
}
