'use client'

import type { DataTag } from '@tanstack/react-query'
import { useState } from 'react'
import { loadModule } from '../bridge/controller/lazyModule.ts'
import type { BridgeChain } from '../bridge/form/catalogue.ts'
import type { GasOffer, GasQuote } from '../bridge/gas/quote.ts'
import { type GasOnDestinationOption, gasSettingOf } from '../bridge/gas/setting.ts'
import type { BridgeRequest, Route } from '../bridge/types.ts'
import type { RouteRequest, RouterClient, RouterClientConfig } from '../router/client.ts'
import { useQuery } from './query.ts'
import { useRouterClient } from './useRouterClient.ts'

export type { GasOffer, GasQuote } from '../bridge/gas/quote.ts'
export type { GasOnDestinationOption } from '../bridge/gas/setting.ts'

export interface UseGasOnDestinationParameters {
  /** Default: the RollscopeProvider's router, else Initia's mainnet router. */
  router?: RouterClient | RouterClientConfig | undefined
  /** The transfer's request and its quote; nothing is asked without both. */
  request: BridgeRequest | null | undefined
  route: Route | null | undefined
  /** When the quote was made: each quote gets its own answer. */
  quotedAt?: number | undefined
  /** The address the funds go to on the destination chain; nothing is asked until it is known. */
  recipient: string | undefined
  destinationChain: BridgeChain | undefined
  /** The router's assets on the destination chain (an EVM chain's native coin is found among them). */
  destinationAssets: readonly { denom: string }[]
  /** Default on, with the Skip Go widget's amounts: $0.10 to a Cosmos chain, $2 to an EVM one. */
  gasOnDestination?: GasOnDestinationOption | undefined
  /** The main route's extra request fields, asked of the gas route too. */
  routeOptions?: Partial<RouteRequest> | undefined
}

export interface UseGasOnDestinationReturnType {
  /** `loading` while the recipient's balance and the gas route are asked; `none` when there is nothing to offer. */
  status: 'idle' | 'loading' | 'none' | 'offered' | 'failed'
  /** The gas route offered, whether on or off. */
  offer: GasQuote | undefined
  /** Why it could not be offered (`failed`): the transfer itself goes on without it. */
  error: Error | undefined
  /** Whether the user keeps it on. */
  on: boolean
  setOn: (on: boolean) => void
  /** What to pass to `submit({ gas })`: the offer when on, else null. */
  chosen: GasQuote | null
}

/**
 * Gas on the destination for one quote: when the recipient holds none of the destination chain's fee token, a small
 * route for it from the same source asset. Two router calls at most per quote (`/v2/info/balances`, then
 * `/v2/fungible/route`); asked once the recipient is known.
 */
export function useGasOnDestination(
  parameters: UseGasOnDestinationParameters,
): UseGasOnDestinationReturnType {
  const router = useRouterClient(parameters.router)
  const { request, route, quotedAt, recipient, destinationChain, destinationAssets, routeOptions } =
    parameters
  const setting = gasSettingOf(parameters.gasOnDestination)
  const enabled = Boolean(setting.enabled && request && route && recipient)
  const key = [
    'rollscope',
    'router',
    router.baseUrl,
    'gasOnDestination',
    { request, quotedAt, amountIn: route?.amount_in, recipient, setting, routeOptions },
  ] as const
  const query = useQuery({
    queryKey: key as unknown as DataTag<typeof key, GasOffer, Error>,
    // the offer's rules load when first asked (a page whose users never review loads none of it)
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await loadModule(() => import('../bridge/gas/quote.ts'))).gasOfferFor({
        router,
        request: request!,
        route: route!,
        recipient: recipient!,
        destinationChain,
        destinationAssets,
        setting,
        routeOptions,
        signal,
      }),
    enabled,
    // one answer per quote: a new quote has a new key
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  } as Parameters<typeof useQuery<GasOffer, Error>>[0])
  // the user's choice holds across quotes (a refreshed quote is a new offer of the same thing)
  const [chosenOn, setOn] = useState(true)
  const offer = enabled && query.data?.kind === 'offered' ? query.data.quote : undefined
  const on = Boolean(offer) && chosenOn
  const status: UseGasOnDestinationReturnType['status'] = !enabled
    ? 'idle'
    : query.data
      ? query.data.kind
      : query.error
        ? 'failed'
        : 'loading'
  return {
    status,
    offer,
    error: query.data?.kind === 'failed' ? query.data.error : (query.error ?? undefined),
    on,
    setOn,
    chosen: on && offer ? offer : null,
  }
}
