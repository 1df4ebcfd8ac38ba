'use client'

import { useQueries, useQuery } from '@tanstack/react-query'
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
import { chainIndexerClient } from '../registry/chainClients.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'
import { useRegistryClient } from './useRegistryClient.ts'
import { useRouterClient } from './useRouterClient.ts'
import { useAppQueryClient } from './useRouterQuery.ts'

/** TanStack options given to every chain's query. */
export interface TransferHistoryQueryParameter {
  enabled?: boolean | undefined
  staleTime?: number | undefined
  gcTime?: number | undefined
  refetchInterval?: number | false | undefined
  refetchOnWindowFocus?: boolean | undefined
}

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
  const queryClient = useAppQueryClient()
  const chainsQuery = useQuery(chainsQueryOptions(registry), queryClient)
  const idsKey = chainIds === 'all' ? chainIds : JSON.stringify(chainIds)
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for chainIds
  const chains = useMemo(
    () => (chainsQuery.data ? accountActivityChains(chainsQuery.data, { account, chainIds }) : []),
    [chainsQuery.data, account, idsKey],
  )
  const executorsKey = JSON.stringify(opWithdrawals ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: executorsKey stands for opWithdrawals
  const options = useMemo(
    () =>
      chains.map((chain) => {
        const indexer =
          (chain.chainId === context?.chainId ? context.indexer : undefined) ??
          chainIndexerClient({ registry, chainId: chain.chainId, queryClient })
        const built = transferHistoryChainQueryOptions(indexer, router, {
          chainId: chain.chainId,
          account: chain.account,
          pages,
          pageSize,
          since,
          opWithdrawals,
          track,
        })
        return {
          ...built,
          ...query,
          enabled: built.enabled && (query.enabled ?? true),
          ...(query.refetchInterval !== undefined && { refetchInterval: query.refetchInterval }),
        }
      }),
    [
      chains,
      context?.chainId,
      context?.indexer,
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
  const results = useQueries({ queries: options as never[] }, queryClient) as {
    data: ChainTransferHistory | undefined
    error: TransferHistoryError | null
    isPending: boolean
    isError: boolean
    isFetching: boolean
    dataUpdatedAt: number
    refetch: () => Promise<unknown>
  }[]
  // a chain's new answer is a new update time: the list is merged again then only
  const updated = results.map((result) => result.dataUpdatedAt).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: updated stands for the chains' data
  const transfers = useMemo(
    () =>
      notStored(
        results.flatMap((result) => result.data?.transfers ?? []),
        stored,
      ),
    [updated, results.length, stored],
  )
  const chainStates = chains.map((chain, index): TransferHistoryChainState => {
    const result = results[index]
    return {
      chainId: chain.chainId,
      name: chain.name,
      state:
        !result || result.isPending
          ? result?.isError
            ? 'error'
            : 'loading'
          : result.isError
            ? 'error'
            : 'done',
      error: result?.error ?? null,
      indexerRequests: result?.data?.indexerRequests ?? 0,
      truncated: result?.data?.truncated ?? false,
      retry: () => void result?.refetch(),
    }
  })
  const trackAgain = useCallback(
    async (transfer: FoundTransfer) => {
      const request = { chain_id: transfer.chainId, tx_hash: transfer.txHash }
      await (transfer.state === 'abandoned' ? router.retryTrack(request) : router.track(request))
      const index = chains.findIndex((chain) => chain.chainId === transfer.chainId)
      const option = options[index]
      if (option) await queryClient.invalidateQueries({ queryKey: option.queryKey })
    },
    [router, chains, options, queryClient],
  )
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
