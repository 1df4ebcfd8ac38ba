'use client'

import { type UseQueryResult, useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext, useMemo } from 'react'
import { notStored } from '../bridge/history/merge.ts'
import type { TransferRecord } from '../bridge/types.ts'
import type { ChainTransferHistory } from '../chainHistory/chain.ts'
import type { FoundTransfer } from '../chainHistory/follow.ts'
import { type AccountActivityChainIds, accountActivityChains } from '../query/accountActivity.ts'
import { chainsQueryOptions, type RegistryError } from '../query/registry.ts'
import {
  type PrefetchTransferHistoryParameters,
  type TransferHistoryError,
  transferHistoryChainQueryOptions,
} from '../query/transferHistory.ts'
import { indexerOfChain } from '../registry/chainClients.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'
import { useQuery } from './query.ts'
import { type MultiChainQueryParameter, withMultiChainQuery } from './queryParameters.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'
import { useRegistryClient } from './useRegistryClient.ts'
import { useRouterClient } from './useRouterClient.ts'

/** TanStack options given to every chain's query. */
export type TransferHistoryQueryParameter = MultiChainQueryParameter

export interface UseTransferHistoryParameters
  extends Omit<PrefetchTransferHistoryParameters, 'registry' | 'router' | 'account' | 'chainIds'> {
  /** bech32 (`init1…`) or 0x hex: each chain is sent the same 20 bytes. */
  account?: string | undefined
  /** The chains to read, or `'all'`: every chain of the registry that lists an indexer. Default `'all'`. */
  chainIds?: AccountActivityChainIds | undefined
  /** The transfers this page stored itself (`useBridgeTransfer().transfers`): those are left out. */
  transfers?: readonly TransferRecord[] | undefined
  registry?: RegistryClient | RegistryNetwork | undefined
  router?: RouterClient | RouterClientConfig | undefined
  query?: TransferHistoryQueryParameter | undefined
}

/** One chain's part of the history. */
export interface TransferHistoryChainState {
  chainId: string
  name: string
  state: 'loading' | 'error' | 'done'
  error: TransferHistoryError | null
  /** Requests its indexer was sent by the last read. */
  indexerRequests: number
  /** The read stopped at its bound (pages or time) with more txs below. */
  truncated: boolean
  retry: () => void
}

export interface UseTransferHistoryReturnType {
  /** Transfers found on the chains and not stored here, newest first, each once. */
  transfers: readonly FoundTransfer[]
  chains: readonly TransferHistoryChainState[]
  /** chains.json is loading, or no chain has answered yet. */
  isPending: boolean
  isFetching: boolean
  /** The registry's failure; each chain's own is in `chains`. */
  error: RegistryError | null
  /** Registers the transfer's tx with the router again (retry_track once it gave up), then reads its chain again. */
  trackAgain: (transfer: FoundTransfer) => Promise<void>
  refetch: () => void
}

const noTransfers: readonly TransferRecord[] = []

/**
 * The account's transfers found on the chains themselves, for a device that has no record of them: each chain's
 * newest txs from its indexer (bounded, one request at a time per chain), the transfers they start, the router's
 * status of each (tracked first when the router does not know it), an executor's record of a withdrawal. A chain
 * whose indexer fails or is slow has its own state in `chains` and holds back no other chain's rows.
 */
export function useTransferHistory(parameters: UseTransferHistoryParameters): UseTransferHistoryReturnType {
  const {
    account,
    chainIds = 'all',
    transfers: stored = noTransfers,
    pages,
    pageSize,
    since,
    opWithdrawals,
    track,
    query = {},
  } = parameters
  const registry = useRegistryClient(parameters.registry)
  const router = useRouterClient(parameters.router)
  const context = useContext(RollscopeContext)
  const queryClient = useQueryClient()
  const chainsQuery = useQuery(chainsQueryOptions(registry))
  const idsKey = chainIds === 'all' ? chainIds : JSON.stringify(chainIds)
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for chainIds
  const chains = useMemo(
    () => (chainsQuery.data ? accountActivityChains(chainsQuery.data, { account, chainIds }) : []),
    [chainsQuery.data, account, idsKey],
  )
  const executorsKey = JSON.stringify(opWithdrawals ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: executorsKey stands for opWithdrawals, the fields for query
  const options = useMemo(
    () =>
      chains.map((chain) =>
        withMultiChainQuery(
          transferHistoryChainQueryOptions(
            // a chain listed in chains.json always has an indexer through the registry
            indexerOfChain(chain.chainId, { ...context, registry }, queryClient)!,
            router,
            { chainId: chain.chainId, account: chain.account, pages, pageSize, since, opWithdrawals, track },
          ),
          query,
        ),
      ),
    [
      chains,
      context,
      registry,
      router,
      queryClient,
      pages,
      pageSize,
      since,
      track,
      executorsKey,
      query.enabled,
      query.staleTime,
      query.gcTime,
      query.refetchInterval,
      query.refetchOnWindowFocus,
    ],
  )
  // each chain's state and the transfers they found, merged once per answer (TanStack keeps the result otherwise)
  const combine = useCallback(
    (results: UseQueryResult<ChainTransferHistory>[]) => ({
      results,
      transfers: notStored(
        results.flatMap((result) => result.data?.transfers ?? []),
        stored,
      ),
      chains: chains.map((chain, index): TransferHistoryChainState => {
        const result = results[index]
        return {
          chainId: chain.chainId,
          name: chain.name,
          state: result?.isError ? 'error' : !result || result.isPending ? 'loading' : 'done',
          error: (result?.error as TransferHistoryError | null | undefined) ?? null,
          indexerRequests: result?.data?.indexerRequests ?? 0,
          truncated: result?.data?.truncated ?? false,
          retry: () => void result?.refetch(),
        }
      }),
    }),
    [chains, stored],
  )
  const { results, transfers, chains: chainStates } = useQueries({ queries: options, combine })
  // a write: the router's action in a mutation, then the chain's query read again
  const { mutateAsync: trackAgain } = useMutation({
    mutationFn: async (transfer: FoundTransfer) => {
      const request = { chain_id: transfer.chainId, tx_hash: transfer.txHash }
      await (transfer.state === 'abandoned' ? router.retryTrack(request) : router.track(request))
    },
    onSuccess: async (_, transfer) => {
      const option = options[chains.findIndex((chain) => chain.chainId === transfer.chainId)]
      if (option) await queryClient.invalidateQueries({ queryKey: option.queryKey })
    },
  })
  return {
    transfers,
    chains: chainStates,
    isPending:
      chainsQuery.isPending ||
      (chainStates.length > 0 && chainStates.every((chain) => chain.state === 'loading')),
    isFetching: chainsQuery.isFetching || results.some((result) => result.isFetching),
    error: chainsQuery.error as RegistryError | null,
    trackAgain,
    refetch: () => {
      if (chainsQuery.isError) void chainsQuery.refetch()
      for (const result of results) void result.refetch()
    },
  }
}
