// One account across several chains of a network: which chains, what each chain's indexer is asked (the same
// infinite queries, so the same cache entries, as the one-chain hooks), and the merge of their pages by time.
import type { QueryClient } from '@tanstack/react-query'
import { activityTime } from '../indexer/activityTime.ts'
import type { IndexerClient } from '../indexer/client.ts'
import type { EvmTx } from '../indexer/evmTxs.ts'
import type { Nft } from '../indexer/nft.ts'
import type { Tx } from '../indexer/txs.ts'
import { accountChains } from '../registry/accountChains.ts'
import { type ChainExplorer, chainEndpoints } from '../registry/chain.ts'
import { chainIndexerClient } from '../registry/chainClients.ts'
import type { RegistryClient } from '../registry/client.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { chainViewQueryOptions } from './chainView.ts'
import { evmTxsByAccountInfiniteQueryOptions } from './evmTxs.ts'
import { listPageSizes } from './listQueries.ts'
import { nftTokensByAccountInfiniteQueryOptions } from './nft.ts'
import { chainsQueryOptions } from './registry.ts'
import { txsByAccountInfiniteQueryOptions } from './txs.ts'

/** Chain ids, or `'all'`: every chain of the registry that lists an indexer. */
export type AccountActivityChainIds = readonly string[] | 'all'

/** The lists of an account's activity: Cosmos txs, EVM receipts (minievm chains only), NFTs held. */
export type AccountActivityList = 'txs' | 'evm' | 'nfts'

/** A chain whose activity is shown, as the registry describes it. */
export interface AccountActivityChain {
  chainId: string
  /** The registry's `pretty_name` (else `chain_name`); the chain id when the registry does not list it once. */
  name: string
  /** A minievm chain: it has EVM receipts. */
  evm: boolean
  /** The account as this chain's indexer is sent it: the same 20 bytes in the chain's bech32 prefix. */
  account: string | undefined
  /** The registry's explorer links for the chain. */
  explorer: ChainExplorer | undefined
}

/**
 * The chains `chainIds` names, in its order (for `'all'`, chains.json's: the L1 first, then by name). `'all'`
 * leaves out chains that list no indexer; a chain named explicitly is kept whatever the registry says, so that its
 * query fails with the typed error. rollytics takes bech32 or hex; each is sent the form InterwovenKit sends, so
 * keys match the one-chain hooks given an init1… address.
 */
export function accountActivityChains(
  chains: readonly RegistryChain[],
  parameters: { account?: string | undefined; chainIds: AccountActivityChainIds },
): AccountActivityChain[] {
  return accountChains(chains, { ...parameters, service: 'indexer' }).map(({ chain, ...named }) => ({
    ...named,
    evm: chain?.metadata?.minitia?.type === 'minievm',
    explorer: chain ? chainEndpoints(chain).explorer : undefined,
  }))
}

/** The chain whose EVM receipts are listed: receipts carry no time, so those of two chains cannot be merged. */
export function accountActivityEvmChain(
  chains: readonly AccountActivityChain[],
  evmChainId?: string | undefined,
): AccountActivityChain | undefined {
  const evm = chains.filter((chain) => chain.evm)
  return evm.find((chain) => chain.chainId === evmChainId) ?? evm[0]
}

/**
 * One chain's queries: its txs and NFTs (newest first: NFTs by height, so they merge by time) and, on a minievm
 * chain, its EVM receipts. Keys are those of `useTxsByAccount({ account, limit })`, `useEvmTxsByAccount(…)` and
 * `useNftTokensByAccount({ account, limit, orderBy: 'height' })` on that chain.
 */
export function accountActivityChainQueryOptions(
  client: IndexerClient,
  parameters: { account?: string | undefined; evm?: boolean | undefined; pageSize?: number | undefined },
) {
  const { account, evm, pageSize: limit = listPageSizes.accountActivity } = parameters
  return {
    txs: txsByAccountInfiniteQueryOptions(client, { account, limit }),
    evm: evm ? evmTxsByAccountInfiniteQueryOptions(client, { account, limit }) : undefined,
    nfts: nftTokensByAccountInfiniteQueryOptions(client, { account, limit, orderBy: 'height' }),
  }
}

export interface PrefetchAccountActivityParameters {
  registry: RegistryClient
  account: string
  chainIds: AccountActivityChainIds
  pageSize?: number | undefined
  lists?: readonly AccountActivityList[] | undefined
  evmChainId?: string | undefined
}

/**
 * Loads chains.json, then the first page of every list of every chain, as `useAccountActivity` asks for them: a
 * server prefetches with it, and the component finds its rows under the same keys.
 */
export async function prefetchAccountActivity(
  queryClient: QueryClient,
  parameters: PrefetchAccountActivityParameters,
) {
  const { registry, account, chainIds, pageSize, lists = ['txs', 'evm', 'nfts'] } = parameters
  const chains = accountActivityChains(await queryClient.ensureQueryData(chainsQueryOptions(registry)), {
    account,
    chainIds,
  })
  const evmChain = accountActivityEvmChain(chains, parameters.evmChainId)
  await Promise.all(
    chains.flatMap((chain) => {
      const client = chainIndexerClient({ registry, chainId: chain.chainId, queryClient })
      const options = accountActivityChainQueryOptions(client, {
        account: chain.account,
        evm: chain === evmChain,
        pageSize,
      })
      const pages = lists.flatMap((list) => {
        const option = options[list]
        return option ? [queryClient.prefetchInfiniteQuery(option as never)] : []
      })
      // the txs' balance changes are named by the chain's registry entry and assetlists
      const names = lists.includes('txs')
        ? [queryClient.prefetchQuery(chainViewQueryOptions(registry, { chainId: chain.chainId }))]
        : []
      return [...pages, ...names]
    }),
  )
}

export { activityTime }

/** The loaded pages of one chain's list. */
export interface ActivityChainPages<item> {
  chainId: string
  /** Loaded records, in the server's order (newest first). */
  items: readonly item[]
  /** The chain has more pages and can load them: its next rows may belong before other chains' loaded rows. */
  holding: boolean
}

/** A row of the merged list: the chain it is from, its key on that chain, the record. */
export interface ActivityRow<item> {
  chainId: string
  key: string
  item: item
}

export interface MergedActivity<item> {
  /** Newest first, down to where a chain with more pages might still put a row: loading more only adds below. */
  rows: ActivityRow<item>[]
  /** The chains whose next page the merge waits for: what "load more" fetches. */
  waitingFor: string[]
}

/** How the merge reads a record: its time and its key on its chain. */
export interface ActivityRecord<item> {
  time: (item: item) => bigint
  key: (item: item) => string
}

export const txActivity: ActivityRecord<Tx> = {
  time: (tx) => activityTime(tx.timestamp),
  key: (tx) => tx.txhash,
}
export const nftActivity: ActivityRecord<Nft> = {
  time: (nft) => activityTime(nft.timestamp),
  key: (nft) => `${nft.collection_addr}/${nft.nft.token_id}`,
}
/** Receipts have no time: one chain's only, in the server's order. */
export const evmActivity: ActivityRecord<EvmTx> = { time: () => 0n, key: (tx) => tx.transactionHash }

/**
 * Merges the chains' loaded pages newest first. Each chain's rows keep the server's order (equal times: the
 * chain listed first first), a row already taken from its chain is skipped (pages that overlap), and the merge
 * stops where a chain that has more pages ran out of loaded rows: its next page could hold a row newer than any
 * row below. So rows shown never move when more pages arrive; only a chain that had not answered yet, or that
 * failed and is retried, adds rows among them.
 */
export function mergeActivity<item>(
  lists: readonly ActivityChainPages<item>[],
  record: ActivityRecord<item>,
): MergedActivity<item> {
  const queues = lists.map((list, order) => ({
    ...list,
    order,
    times: list.items.map(record.time),
    next: 0,
    seen: new Set<string>(),
  }))
  type Queue = (typeof queues)[number]
  const newer = (a: Queue, timeA: bigint, b: Queue, timeB: bigint) =>
    timeA > timeB || (timeA === timeB && a.order < b.order)
  const rows: ActivityRow<item>[] = []
  for (;;) {
    let best: Queue | undefined
    // a holding chain whose loaded rows are all taken stands for its next page: no newer than its last row
    let waiting: Queue | undefined
    for (const queue of queues) {
      while (queue.next < queue.items.length && queue.seen.has(record.key(queue.items[queue.next]!)))
        queue.next++
      if (queue.next < queue.items.length) {
        if (!best || newer(queue, queue.times[queue.next]!, best, best.times[best.next]!)) best = queue
      } else if (queue.holding && queue.items.length > 0) {
        if (!waiting || newer(queue, queue.times.at(-1)!, waiting, waiting.times.at(-1)!)) waiting = queue
      }
    }
    if (waiting && (!best || newer(waiting, waiting.times.at(-1)!, best, best.times[best.next]!))) {
      const bound = best
      const waitingFor = queues.filter(
        (queue) =>
          queue.holding &&
          queue.items.length > 0 &&
          queue.next >= queue.items.length &&
          (!bound || newer(queue, queue.times.at(-1)!, bound, bound.times[bound.next]!)),
      )
      return { rows, waitingFor: waitingFor.map((queue) => queue.chainId) }
    }
    if (!best) return { rows, waitingFor: [] }
    const item = best.items[best.next]!
    const key = record.key(item)
    best.seen.add(key)
    best.next++
    rows.push({ chainId: best.chainId, key, item })
  }
}
