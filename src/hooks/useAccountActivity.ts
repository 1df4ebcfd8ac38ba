'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { ChainServiceMissingError } from '../errors/registry.ts'
import type { EvmTx } from '../indexer/evmTxs.ts'
import type { Nft } from '../indexer/nft.ts'
import type { Tx } from '../indexer/txs.ts'
import {
  type AccountActivityChain,
  type AccountActivityChainIds,
  type AccountActivityList,
  type ActivityRecord,
  type ActivityRow,
  accountActivityChainQueryOptions,
  accountActivityChains,
  accountActivityEvmChain,
  evmActivity,
  mergeActivity,
  nftActivity,
  txActivity,
} from '../query/accountActivity.ts'
import type { IndexerError, IndexerInfiniteQueryOptions } from '../query/indexerQuery.ts'
import { chainsQueryOptions, type RegistryError } from '../query/registry.ts'
import { indexerOfChain } from '../registry/chainClients.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import { useQuery } from './query.ts'
import type { MultiChainQueryParameter } from './queryParameters.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'
import { type AnyResult, type Observer, useInfiniteQueries } from './useInfiniteQueries.ts'
import { useRegistryClient } from './useRegistryClient.ts'

/** What one chain's list can fail with: its indexer's errors, the registry's, or no indexer listed. */
export type AccountActivityError = IndexerError | RegistryError | ChainServiceMissingError

/** TanStack options given to every chain's queries. */
export type AccountActivityQueryParameter = MultiChainQueryParameter

export interface UseAccountActivityParameters {
  /** bech32 (`init1…`) or 0x hex: each chain is sent the same 20 bytes. */
  account?: string | undefined
  /** The chains, or `'all'`: every chain of the registry that lists an indexer. */
  chainIds: AccountActivityChainIds
  /** Records per request and chain (1 to 1000). Default 50. */
  pageSize?: number | undefined
  /** The lists to load. Default all three. */
  lists?: readonly AccountActivityList[] | undefined
  /** Of the minievm chains among `chainIds`, the one whose EVM receipts `evm` lists. Default the first. */
  evmChainId?: string | undefined
  /** Another registry than the provider's `network`. */
  registry?: RegistryClient | RegistryNetwork | undefined
  query?: AccountActivityQueryParameter | undefined
}

/** One chain's part of a merged list. */
export interface AccountActivityChainState extends AccountActivityChain {
  /** `done`: it answered (`hasNextPage` says whether it has more). */
  state: 'loading' | 'error' | 'done'
  error: AccountActivityError | null
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** The chain's count of records; null until it answers. */
  total: bigint | null
  /** Asks again for what failed: the failed page, or the chain's first. */
  retry: () => void
}

export interface AccountActivityListResult<item> {
  /** Every chain's rows, newest first, each once (by chain and hash). */
  items: readonly ActivityRow<item>[]
  chains: readonly AccountActivityChainState[]
  /** chains.json is loading, or no chain has answered yet. */
  isPending: boolean
  isFetching: boolean
  /** A chain has more pages. */
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** The next page of each chain the merge waits for; one request at a time per chain. */
  fetchNextPage: () => void
  /** The chains' counts added up; null until every chain has answered with one. */
  total: bigint | null
  /** The registry's failure: without chains.json no chain can be found. Each chain's own is in `chains`. */
  error: RegistryError | null
  refetch: () => void
}

export interface UseAccountActivityReturnType {
  /** The chains shown (for `'all'`, once chains.json has arrived). */
  chains: readonly AccountActivityChain[]
  /** The minievm chains among them; `evm` lists the receipts of `evmChainId`. */
  evmChainIds: readonly string[]
  evmChainId: string | undefined
  txs: AccountActivityListResult<Tx>
  evm: AccountActivityListResult<EvmTx>
  nfts: AccountActivityListResult<Nft>
}

type AnyOptions = IndexerInfiniteQueryOptions<{ pagination: never }, unknown, readonly unknown[]>
interface ChainQuery {
  list: AccountActivityList
  chain: AccountActivityChain
  options: AnyOptions
}

const allLists: readonly AccountActivityList[] = ['txs', 'evm', 'nfts']
const records = { txs: txActivity, evm: evmActivity, nfts: nftActivity } as Record<
  AccountActivityList,
  ActivityRecord<unknown>
>

/**
 * One account's txs, EVM receipts and NFTs on several chains of the provider's `network`, each list merged newest
 * first across the chains (EVM receipts carry no time: they are one chain's, `evmChainId`). Every chain is asked
 * for the same pages, under the same keys, as the one-chain hooks ask it; a chain that fails or is slow has its
 * own state in `chains` and never holds back the others' rows.
 */
export function useAccountActivity(parameters: UseAccountActivityParameters): UseAccountActivityReturnType {
  const { account, chainIds, pageSize, lists = allLists, query = {} } = parameters
  const registry = useRegistryClient(parameters.registry)
  const context = useContext(RollscopeContext)
  const queryClient = useQueryClient()
  const chainsQuery = useQuery(chainsQueryOptions(registry))
  // an inline array is a new one on every render: the ids stand for it
  const idsKey = chainIds === 'all' ? chainIds : JSON.stringify(chainIds)
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for chainIds
  const chains = useMemo(
    () =>
      // before chains.json, named chains are known by their ids (and wait); 'all' is not known yet
      chainsQuery.data || chainIds !== 'all'
        ? accountActivityChains(chainsQuery.data ?? [], { account, chainIds })
        : [],
    [chainsQuery.data, account, idsKey],
  )
  const evmChain = chainsQuery.data ? accountActivityEvmChain(chains, parameters.evmChainId) : undefined

  const chainsLoaded = chainsQuery.data !== undefined
  const listsKey = lists.join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: listsKey stands for lists
  const queries = useMemo(() => {
    const built: ChainQuery[] = []
    if (!chainsLoaded) return built
    for (const chain of chains) {
      // a chain listed in chains.json always has an indexer through the registry
      const client = indexerOfChain(chain.chainId, { ...context, registry }, queryClient)!
      const options = accountActivityChainQueryOptions(client, {
        account: chain.account,
        evm: chain === evmChain,
        pageSize,
      })
      for (const list of lists) {
        const option = options[list]
        if (option) built.push({ list, chain, options: option as unknown as AnyOptions })
      }
    }
    return built
  }, [chainsLoaded, chains, evmChain, context, registry, queryClient, pageSize, listsKey])
  const results = useInfiniteQueries(queries, query)

  const registryError = chainsQuery.error as RegistryError | null
  const registryPending = chainsQuery.isPending
  const refetchChains = chainsQuery.refetch
  // biome-ignore lint/correctness/useExhaustiveDependencies: listsKey stands for lists
  const merged = useMemo(() => {
    const listOf = (list: AccountActivityList) => {
      const picked = queries.flatMap((entry, index) =>
        entry.list === list
          ? [{ ...entry, observer: results.observers[index]!, state: results.state[index]! }]
          : [],
      )
      // a list not asked for, or EVM receipts without a minievm chain: no chains, nothing pending
      const listChains = !lists.includes(list) ? [] : list === 'evm' ? (evmChain ? [evmChain] : []) : chains
      return mergedList(listChains, picked, records[list], registryPending, registryError, refetchChains)
    }
    return { txs: listOf('txs'), evm: listOf('evm'), nfts: listOf('nfts') }
  }, [queries, results, chains, evmChain, registryPending, registryError, refetchChains, listsKey])
  return {
    chains,
    evmChainIds: useMemo(() => chains.filter((chain) => chain.evm).map((chain) => chain.chainId), [chains]),
    evmChainId: evmChain?.chainId,
    txs: merged.txs as AccountActivityListResult<Tx>,
    evm: merged.evm as AccountActivityListResult<EvmTx>,
    nfts: merged.nfts as AccountActivityListResult<Nft>,
  }
}

interface PickedQuery extends ChainQuery {
  observer: Observer
  state: AnyResult
}

/** One merged list from its chains' infinite queries (a chain without a query: waiting for the registry). */
function mergedList(
  chains: readonly AccountActivityChain[],
  picked: readonly PickedQuery[],
  record: ActivityRecord<unknown>,
  registryPending: boolean,
  registryError: RegistryError | null,
  refetchChains: () => unknown,
): AccountActivityListResult<unknown> {
  const states = chains.map((chain): AccountActivityChainState => {
    const entry = picked.find((query) => query.chain.chainId === chain.chainId)
    if (!entry)
      return {
        ...chain,
        state: registryError ? 'error' : 'loading',
        error: registryError,
        hasNextPage: false,
        isFetchingNextPage: false,
        total: null,
        retry: () => void refetchChains(),
      }
    const { state: result, observer, options } = entry
    const firstPage = result.data?.pages[0]
    return {
      ...chain,
      // a failed next page keeps the chain's rows, and is said beside them
      state: result.isError ? 'error' : result.isPending ? 'loading' : 'done',
      error: result.error as AccountActivityError | null,
      hasNextPage: result.hasNextPage && !result.isError,
      isFetchingNextPage: result.isFetchingNextPage,
      total: firstPage ? options.total(firstPage as never) : null,
      retry: () =>
        void (result.isFetchNextPageError
          ? observer.fetchNextPage({ cancelRefetch: false })
          : observer.refetch({ cancelRefetch: false })),
    }
  })
  const { rows, waitingFor } = mergeActivity(
    picked.map(({ chain, state, options }) => ({
      chainId: chain.chainId,
      items: state.data?.pages.flatMap((page) => options.items(page as never)) ?? [],
      holding: state.hasNextPage && !state.isError,
    })),
    record,
  )
  const totals = states.map((chain) => chain.total)
  return {
    items: rows,
    chains: states,
    isPending: registryPending || (states.length > 0 && states.every((chain) => chain.state === 'loading')),
    isFetching: picked.some((query) => query.state.isFetching),
    hasNextPage: states.some((chain) => chain.hasNextPage),
    isFetchingNextPage: states.some((chain) => chain.isFetchingNextPage),
    fetchNextPage: () => {
      for (const query of picked)
        if (waitingFor.includes(query.chain.chainId) && !query.state.isFetching)
          void query.observer.fetchNextPage({ cancelRefetch: false })
    },
    total: totals.every((total) => total !== null) ? totals.reduce((sum, total) => sum + total, 0n) : null,
    error: registryError,
    refetch: () => {
      if (registryError) void refetchChains()
      for (const query of picked) void query.observer.refetch({ cancelRefetch: false })
    },
  }
}
