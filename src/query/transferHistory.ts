// Transfers found on the chains: one query per chain (so a slow or failing indexer holds back only its own
// rows), each reading its indexer one request at a time and asking the router (and an executor) about each.
import type { DataTag, QueryClient } from '@tanstack/react-query'
import { type ChainTransferHistory, readChainHistory } from '../chainHistory/chain.ts'
import type { ChainHistoryBounds } from '../chainHistory/read.ts'
import type { RouterError } from '../errors/router.ts'
import type { IndexerClient } from '../indexer/client.ts'
import { createOpinitClient, type OpinitClient } from '../opinit/client.ts'
import { chainIndexerClient } from '../registry/chainClients.ts'
import type { RegistryClient } from '../registry/client.ts'
import type { RouterClient } from '../router/client.ts'
import { type AccountActivityChainIds, accountActivityChains } from './accountActivity.ts'
import { type IndexerError, shouldRetryIndexerQuery } from './indexerQuery.ts'
import type { RegistryError } from './registry.ts'
import { chainsQueryOptions } from './registry.ts'

/** What one chain's history can fail with: its indexer, the registry (no indexer listed), or the router. */
export type TransferHistoryError = IndexerError | RegistryError | RouterError

/** The OPinit executors to ask about withdrawals found on their rollups. */
export interface TransferHistoryExecutors {
  /** Each rollup's executor API by its chain id. */
  executors: Readonly<Record<string, string>>
  /** The L1's REST (LCD), for when a withdrawal's claim opens and whether it was claimed. */
  l1RestUrl: string
  fetch?: typeof fetch | undefined
}

export interface TransferHistoryChainQueryParameters extends ChainHistoryBounds {
  chainId: string
  /** The account as this chain's indexer is sent it. */
  account?: string | undefined
  opWithdrawals?: TransferHistoryExecutors | undefined
  /** Register txs the router does not know with its track endpoint. Default true. */
  track?: boolean | undefined
}

export type TransferHistoryChainQueryKey = readonly [
  'rollscope',
  'transferHistory',
  indexer: string,
  router: string,
  parameters: {
    chainId: string
    account?: string
    pages?: number
    pageSize?: number
    since?: number
    executors?: Readonly<Record<string, string>>
    l1RestUrl?: string
    track?: boolean
  },
]

export interface TransferHistoryChainQueryOptions {
  queryKey: DataTag<TransferHistoryChainQueryKey, ChainTransferHistory, TransferHistoryError>
  queryFn: (context: { signal: AbortSignal; client: QueryClient }) => Promise<ChainTransferHistory>
  enabled: boolean
  staleTime: number
  refetchInterval: (query: { state: { data?: ChainTransferHistory | undefined } }) => number | false
  retry: typeof shouldRetryIndexerQuery
}

/** Keys of the history queries, for `invalidateQueries`. */
export const transferHistoryKeys = {
  all: ['rollscope', 'transferHistory'] as const,
}

const pendingStates = /* @__PURE__ */ new Set(['pending', 'unknown', 'finalizing', 'abandoned'])

/**
 * One chain's transfers: its indexer's newest txs of the account (bounded by `pages`, `pageSize`, `since`), the
 * transfers they start, each followed. A refetch reads only the txs newer than the last read and asks again
 * only about transfers not finished; it comes every 15 s while one is on its way. Waits for an account.
 */
export function transferHistoryChainQueryOptions(
  indexer: IndexerClient,
  router: RouterClient,
  parameters: TransferHistoryChainQueryParameters,
): TransferHistoryChainQueryOptions {
  const { chainId, account, pages, pageSize, since, opWithdrawals, track } = parameters
  const executorUrl = opWithdrawals?.executors[chainId]
  const clients = new Map<string, OpinitClient>()
  const executor = async (l2ChainId: string) => {
    if (!opWithdrawals || !executorUrl || l2ChainId !== chainId) return undefined
    let client = clients.get(l2ChainId)
    if (!client) {
      client = createOpinitClient({
        executorUrl,
        l1RestUrl: opWithdrawals.l1RestUrl,
        ...(opWithdrawals.fetch && { fetch: opWithdrawals.fetch }),
      })
      clients.set(l2ChainId, client)
    }
    return client
  }
  const keyParameters = Object.fromEntries(
    Object.entries({
      chainId,
      account,
      pages,
      pageSize,
      since,
      executors: executorUrl ? { [chainId]: executorUrl } : undefined,
      l1RestUrl: executorUrl ? opWithdrawals?.l1RestUrl : undefined,
      track,
    }).filter(([, value]) => value !== undefined),
  ) as TransferHistoryChainQueryKey[4]
  const queryKey = ['rollscope', 'transferHistory', indexer.baseUrl, router.baseUrl, keyParameters] as const
  return {
    queryKey: queryKey as never,
    queryFn: ({ signal, client }) =>
      readChainHistory(
        indexer,
        {
          chainId,
          account: account!,
          pages,
          pageSize,
          since,
          router,
          executor,
          track,
          previous: client.getQueryData<ChainTransferHistory>(queryKey),
        },
        { signal },
      ),
    enabled: Boolean(account),
    staleTime: 10_000,
    refetchInterval: (query) =>
      query.state.data?.transfers.some((transfer) => pendingStates.has(transfer.state)) ? 15_000 : false,
    retry: shouldRetryIndexerQuery,
  }
}

export interface PrefetchTransferHistoryParameters extends ChainHistoryBounds {
  registry: RegistryClient
  router: RouterClient
  /** bech32 (`init1…`) or 0x hex: each chain is sent the same 20 bytes. */
  account: string
  chainIds: AccountActivityChainIds
  opWithdrawals?: TransferHistoryExecutors | undefined
  track?: boolean | undefined
}

/**
 * Loads chains.json, then every chain's history, as `useTransferHistory` asks for it: a server prefetches with
 * it, and the hook finds the transfers under the same keys.
 */
export async function prefetchTransferHistory(
  queryClient: QueryClient,
  parameters: PrefetchTransferHistoryParameters,
): Promise<void> {
  const { registry, router, account, chainIds, ...rest } = parameters
  const chains = accountActivityChains(await queryClient.ensureQueryData(chainsQueryOptions(registry)), {
    account,
    chainIds,
  })
  await Promise.all(
    chains.map((chain) =>
      queryClient.prefetchQuery(
        transferHistoryChainQueryOptions(
          chainIndexerClient({ registry, chainId: chain.chainId, queryClient }),
          router,
          { ...rest, chainId: chain.chainId, account: chain.account },
        ) as never,
      ),
    ),
  )
}
