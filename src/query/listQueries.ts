// The first query of each list component, with the component's own parameters and defaults: a server prefetches
// with these (`queryClient.prefetchInfiniteQuery(...)`, then `<HydrationBoundary>`) and the component finds its
// rows under the same key, so the page's HTML already holds them.
import type { IndexerClient } from '../indexer/client.ts'
import type { NftTokenOrder } from '../indexer/nft.ts'
import { blockQueryOptions, blocksInfiniteQueryOptions } from './blocks.ts'
import { evmTxsByAccountInfiniteQueryOptions, evmTxsInfiniteQueryOptions } from './evmTxs.ts'
import { nftTokensByAccountInfiniteQueryOptions, nftTokensByCollectionInfiniteQueryOptions } from './nft.ts'
import { richListInfiniteQueryOptions } from './richList.ts'
import {
  txsByAccountInfiniteQueryOptions,
  txsByHeightInfiniteQueryOptions,
  txsInfiniteQueryOptions,
} from './txs.ts'

/** The components' default page sizes (their `pageSize` prop). */
export const listPageSizes = {
  richListTable: 100,
  blockList: 100,
  txList: 50,
  evmTxList: 50,
  accountActivity: 50,
  blockDetail: 50,
  nftGallery: 60,
} as const

/** Message type names as stored: no leading '/'. */
export const normalizeMsgType = (type: string) => type.replace(/^\/+/, '')

/** `<RichListTable denom pageSize />`'s query. */
export function richListTableQueryOptions(
  client: IndexerClient,
  { denom, pageSize = listPageSizes.richListTable }: { denom: string; pageSize?: number },
) {
  return richListInfiniteQueryOptions(client, { denom, limit: pageSize })
}

/** `<BlockList pageSize />`'s query. */
export function blockListQueryOptions(
  client: IndexerClient,
  { pageSize = listPageSizes.blockList }: { pageSize?: number } = {},
) {
  return blocksInfiniteQueryOptions(client, { limit: pageSize })
}

export interface TxListQueryParameters {
  account?: string | undefined
  isSigner?: boolean | undefined
  /** The selected message types (TxList's `msgs` or `defaultMsgs`). */
  msgs?: readonly string[] | undefined
  pageSize?: number | undefined
}

/** `<TxList account isSigner defaultMsgs pageSize />`'s query: the account's txs, or every tx without one. */
export function txListQueryOptions(client: IndexerClient, parameters: TxListQueryParameters = {}) {
  const { account, isSigner, pageSize = listPageSizes.txList } = parameters
  const msgs = parameters.msgs?.length ? parameters.msgs.map(normalizeMsgType) : undefined
  return account === undefined
    ? txsInfiniteQueryOptions(client, { msgs, limit: pageSize })
    : txsByAccountInfiniteQueryOptions(client, { msgs, limit: pageSize, account, isSigner })
}

/** `<EvmTxList account isSigner pageSize />`'s query: the account's receipts, or every receipt without one. */
export function evmTxListQueryOptions(
  client: IndexerClient,
  parameters: {
    account?: string | undefined
    isSigner?: boolean | undefined
    pageSize?: number | undefined
  } = {},
) {
  const { account, isSigner, pageSize = listPageSizes.evmTxList } = parameters
  return account === undefined
    ? evmTxsInfiniteQueryOptions(client, { limit: pageSize })
    : evmTxsByAccountInfiniteQueryOptions(client, { account, isSigner, limit: pageSize })
}

/** `<NftGallery account | collectionAddr orderBy reverse pageSize />`'s query. */
export function nftGalleryQueryOptions(
  client: IndexerClient,
  parameters: (
    | { account: string; collectionAddr?: undefined }
    | { collectionAddr: string; account?: undefined }
  ) & {
    orderBy?: NftTokenOrder | undefined
    reverse?: boolean | undefined
    pageSize?: number | undefined
  },
) {
  const { account, collectionAddr, orderBy, reverse, pageSize = listPageSizes.nftGallery } = parameters
  const common = { orderBy, reverse, limit: pageSize }
  return account === undefined
    ? nftTokensByCollectionInfiniteQueryOptions(client, { ...common, collectionAddr })
    : nftTokensByAccountInfiniteQueryOptions(client, { ...common, account })
}

/** `<BlockDetail height pageSize />`'s queries: the block, then its txs in block order. */
export function blockDetailQueryOptions(
  client: IndexerClient,
  { height, pageSize = listPageSizes.blockDetail }: { height: number | bigint | string; pageSize?: number },
) {
  return {
    block: blockQueryOptions(client, { height }),
    txs: txsByHeightInfiniteQueryOptions(client, { height, reverse: false, limit: pageSize }),
  }
}

/** `<AccountActivity account pageSize />`'s queries, one per tab: Cosmos txs, EVM txs, NFTs. */
export function accountActivityQueryOptions(
  client: IndexerClient,
  { account, pageSize = listPageSizes.accountActivity }: { account: string; pageSize?: number },
) {
  return {
    txs: txsByAccountInfiniteQueryOptions(client, { account, limit: pageSize }),
    evm: evmTxsByAccountInfiniteQueryOptions(client, { account, limit: pageSize }),
    nfts: nftTokensByAccountInfiniteQueryOptions(client, { account, limit: pageSize }),
  }
}
