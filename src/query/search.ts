// One search term on one chain: the one indexer request its kind needs, and what was found, or null for "not here".

import type { DataTag } from '@tanstack/react-query'
import type { EvmJsonRpcSource } from '../evm/linkedTx.ts'
import type { RequestOptions } from '../http/request.ts'
import { getBlock } from '../indexer/blocks.ts'
import type { IndexerClient } from '../indexer/client.ts'
import { getEvmTx } from '../indexer/evmTxs.ts'
import { getNftCollection } from '../indexer/nft.ts'
import { indexerHasNoRecord } from '../indexer/notFound.ts'
import { hexInt } from '../indexer/schemas.ts'
import { getTx, listTxsByAccount } from '../indexer/txs.ts'
import { indexerLacksPath } from '../indexer/unserved.ts'
import type { SearchFound } from '../search/searchMatch.ts'
import type { IndexerSearchTerm } from '../search/searchTerm.ts'
import type { IndexerError } from './indexerQuery.ts'
import { type IndexerQueryKey, indexerQueryKey, shouldRetryIndexerQuery } from './indexerQuery.ts'

export interface SearchQueryParameters {
  chainId: string
  term: IndexerSearchTerm
  /** The chain's EVM JSON-RPC, for an EVM tx's Cosmos tx (minievm's `cosmos_cosmosTxHashByTxHash`). */
  jsonRpc?: EvmJsonRpcSource | undefined
}

type SearchKey = IndexerQueryKey<'search', { kind: string; value: string }>

// "not here": the indexer has no such record (a height past the head is one too), or does not serve the path
// (the L1's core indexer has no blocks by height and no NFT collections): it cannot have it either
const notHere = (error: unknown) => indexerHasNoRecord(error) || indexerLacksPath(error)

const linkedTx = () => import('../evm/cosmosTxHash.ts')

async function cosmosHashOf(hash: string, jsonRpc: EvmJsonRpcSource | undefined, options: RequestOptions) {
  try {
    const url = typeof jsonRpc === 'function' ? await jsonRpc() : jsonRpc
    return url ? await (await linkedTx()).getCosmosTxHashOfEvmTx({ url, retry: false }, hash, options) : null
  } catch (error) {
    if (options.signal?.aborted) throw error
    return null
  }
}

/** The term's value as the key holds it. */
export function searchTermValue(term: IndexerSearchTerm): string {
  switch (term.kind) {
    case 'tx':
    case 'evmTx':
      return term.hash
    case 'block':
      return term.height.toString()
    case 'account':
      return term.hex
    case 'collection':
      return term.address
  }
}

async function findOnChain(
  client: IndexerClient,
  { chainId, term, jsonRpc }: SearchQueryParameters,
  options: RequestOptions,
): Promise<SearchFound | null> {
  switch (term.kind) {
    case 'tx': {
      const { txhash, height, code, timestamp } = (await getTx(client, { txHash: term.hash }, options)).tx
      return { kind: 'tx', chainId, hash: txhash, height, success: code === 0, timestamp }
    }
    case 'evmTx': {
      const { tx } = await getEvmTx(client, { txHash: term.hash }, options)
      return {
        kind: 'evmTx',
        chainId,
        hash: tx.transactionHash,
        height: hexInt(tx.blockNumber).toString(),
        success: hexInt(tx.status) === 1n,
        cosmosTxHash: await cosmosHashOf(term.hash, jsonRpc, options),
      }
    }
    case 'block': {
      const { block } = await getBlock(client, { height: term.height }, options)
      const { height, hash, timestamp, tx_count: txCount } = block
      return { kind: 'block', chainId, height, hash, timestamp, txCount }
    }
    case 'account': {
      const address = term.addresses[chainId] ?? term.hex
      const page = await listTxsByAccount(client, { account: address, limit: 1, countTotal: true }, options)
      const newest = page.txs[0]
      // an account with no txs here is not here: the indexer answers any well-formed address with an empty list
      if (!newest) return null
      const txCount = page.pagination.total.startsWith('-') ? '' : page.pagination.total
      return { kind: 'account', chainId, address, hex: term.hex, txCount, timestamp: newest.timestamp }
    }
    case 'collection': {
      const { collection } = await getNftCollection(client, { collectionAddr: term.address }, options)
      return {
        kind: 'collection',
        chainId,
        address: collection.object_addr || term.address,
        name: collection.collection.name,
        tokens: collection.collection.nfts.length,
        timestamp: collection.timestamp,
      }
    }
  }
}

/**
 * One term on one chain: one indexer request (a tx by hash, a block by height, an account's newest tx, a
 * collection), and for an EVM tx one JSON-RPC call for its Cosmos tx. `data` is what was found, or null when the
 * chain does not have it: its indexer's "not found", or a path its indexer does not serve (`indexerLacksPath`).
 */
export function searchQueryOptions(client: IndexerClient, parameters: SearchQueryParameters) {
  const { term } = parameters
  return {
    queryKey: indexerQueryKey(client.baseUrl, 'search', {
      kind: term.kind,
      value: searchTermValue(term),
    }) as DataTag<SearchKey, SearchFound | null, IndexerError>,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SearchFound | null> => {
      try {
        return await findOnChain(client, parameters, { signal })
      } catch (error) {
        if (notHere(error)) return null
        throw error
      }
    },
    retry: shouldRetryIndexerQuery,
    // "not here" may become found (a block past the head, a tx not yet indexed): only found records stay
    staleTime: 30_000,
  }
}
