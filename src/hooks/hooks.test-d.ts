import type { InfiniteData } from '@tanstack/react-query'
import { expectTypeOf, test } from 'vitest'
import type {
  Block,
  GetAvgBlockTimeReturnType,
  GetBlockReturnType,
  GetIndexerStatusReturnType,
  ListBlocksReturnType,
} from '../indexer/blocks.ts'
import type {
  EvmInternalTx,
  EvmTx,
  GetEvmTxReturnType,
  ListEvmInternalTxsReturnType,
  ListEvmTxsReturnType,
} from '../indexer/evmTxs.ts'
import type {
  GetNftCollectionReturnType,
  ListNftCollectionsReturnType,
  ListNftTokensReturnType,
  ListNftTxsReturnType,
  Nft,
  NftCollection,
} from '../indexer/nft.ts'
import type { ListRichListReturnType, RichListHolder } from '../indexer/richList.ts'
import type { GetTxReturnType, ListTxsReturnType, Tx } from '../indexer/txs.ts'
import type { IndexerError, IndexerPageParam } from '../query/indexerQuery.ts'
import type { RegistryError } from '../query/registry.ts'
import type { AssetInfo } from '../registry/asset.ts'
import type { RegistryAssetList } from '../registry/assetSchemas.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { useAsset } from './useAsset.ts'
import { useAssets } from './useAssets.ts'
import { useAvgBlockTime } from './useAvgBlockTime.ts'
import { useBlock } from './useBlock.ts'
import { useBlocks } from './useBlocks.ts'
import { useChain } from './useChain.ts'
import { useChains } from './useChains.ts'
import { useEvmInternalTxs } from './useEvmInternalTxs.ts'
import { useEvmInternalTxsByAccount } from './useEvmInternalTxsByAccount.ts'
import { useEvmInternalTxsByHash } from './useEvmInternalTxsByHash.ts'
import { useEvmInternalTxsByHeight } from './useEvmInternalTxsByHeight.ts'
import { useEvmTx } from './useEvmTx.ts'
import { useEvmTxs } from './useEvmTxs.ts'
import { useEvmTxsByAccount } from './useEvmTxsByAccount.ts'
import { useEvmTxsByHeight } from './useEvmTxsByHeight.ts'
import { useIndexerStatus } from './useIndexerStatus.ts'
import { useNftCollection } from './useNftCollection.ts'
import { useNftCollections } from './useNftCollections.ts'
import { useNftCollectionsByAccount } from './useNftCollectionsByAccount.ts'
import { useNftCollectionsByName } from './useNftCollectionsByName.ts'
import { useNftTokensByAccount } from './useNftTokensByAccount.ts'
import { useNftTokensByCollection } from './useNftTokensByCollection.ts'
import { useNftTxs } from './useNftTxs.ts'
import { useRichList } from './useRichList.ts'
import { useTx } from './useTx.ts'
import { useTxs } from './useTxs.ts'
import { useTxsByAccount } from './useTxsByAccount.ts'
import { useTxsByHeight } from './useTxsByHeight.ts'

test('every single-record hook infers data and error', () => {
  expectTypeOf(useIndexerStatus().data).toEqualTypeOf<GetIndexerStatusReturnType | undefined>()
  expectTypeOf(useIndexerStatus().error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useAvgBlockTime().data).toEqualTypeOf<GetAvgBlockTimeReturnType | undefined>()
  expectTypeOf(useAvgBlockTime().error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useBlock({ height: 1 }).data).toEqualTypeOf<GetBlockReturnType | undefined>()
  expectTypeOf(useBlock({ height: 1 }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useTx({ txHash: 'AB' }).data).toEqualTypeOf<GetTxReturnType | undefined>()
  expectTypeOf(useTx({ txHash: 'AB' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmTx({ txHash: '0x' }).data).toEqualTypeOf<GetEvmTxReturnType | undefined>()
  expectTypeOf(useEvmTx({ txHash: '0x' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useNftCollection({ collectionAddr: '0x1' }).data).toEqualTypeOf<
    GetNftCollectionReturnType | undefined
  >()
  expectTypeOf(useNftCollection({ collectionAddr: '0x1' }).error).toEqualTypeOf<IndexerError | null>()
})

test('every list hook infers pages, items, total and error', () => {
  expectTypeOf(useBlocks().data).toEqualTypeOf<
    InfiniteData<ListBlocksReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useBlocks().items).toEqualTypeOf<readonly Block[]>()
  expectTypeOf(useBlocks().error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useTxs({ msgs: ['x'] }).data).toEqualTypeOf<
    InfiniteData<ListTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useTxs({ msgs: ['x'] }).items).toEqualTypeOf<readonly Tx[]>()
  expectTypeOf(useTxs({ msgs: ['x'] }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useTxsByAccount({ account: 'a', isSigner: true }).data).toEqualTypeOf<
    InfiniteData<ListTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useTxsByAccount({ account: 'a', isSigner: true }).items).toEqualTypeOf<readonly Tx[]>()
  expectTypeOf(useTxsByAccount({ account: 'a', isSigner: true }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useTxsByHeight({ height: '1' }).data).toEqualTypeOf<
    InfiniteData<ListTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useTxsByHeight({ height: '1' }).items).toEqualTypeOf<readonly Tx[]>()
  expectTypeOf(useTxsByHeight({ height: '1' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmTxs().data).toEqualTypeOf<
    InfiniteData<ListEvmTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useEvmTxs().items).toEqualTypeOf<readonly EvmTx[]>()
  expectTypeOf(useEvmTxs().error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmTxsByAccount({ account: 'a' }).data).toEqualTypeOf<
    InfiniteData<ListEvmTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useEvmTxsByAccount({ account: 'a' }).items).toEqualTypeOf<readonly EvmTx[]>()
  expectTypeOf(useEvmTxsByAccount({ account: 'a' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmTxsByHeight({ height: 1n }).data).toEqualTypeOf<
    InfiniteData<ListEvmTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useEvmTxsByHeight({ height: 1n }).items).toEqualTypeOf<readonly EvmTx[]>()
  expectTypeOf(useEvmTxsByHeight({ height: 1n }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmInternalTxs().data).toEqualTypeOf<
    InfiniteData<ListEvmInternalTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useEvmInternalTxs().items).toEqualTypeOf<readonly EvmInternalTx[]>()
  expectTypeOf(useEvmInternalTxs().error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmInternalTxsByAccount({ account: 'a' }).data).toEqualTypeOf<
    InfiniteData<ListEvmInternalTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useEvmInternalTxsByAccount({ account: 'a' }).items).toEqualTypeOf<readonly EvmInternalTx[]>()
  expectTypeOf(useEvmInternalTxsByAccount({ account: 'a' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmInternalTxsByHeight({ height: 1 }).data).toEqualTypeOf<
    InfiniteData<ListEvmInternalTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useEvmInternalTxsByHeight({ height: 1 }).items).toEqualTypeOf<readonly EvmInternalTx[]>()
  expectTypeOf(useEvmInternalTxsByHeight({ height: 1 }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmInternalTxsByHash({ txHash: '0x' }).data).toEqualTypeOf<
    InfiniteData<ListEvmInternalTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useEvmInternalTxsByHash({ txHash: '0x' }).items).toEqualTypeOf<readonly EvmInternalTx[]>()
  expectTypeOf(useEvmInternalTxsByHash({ txHash: '0x' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useNftCollections().data).toEqualTypeOf<
    InfiniteData<ListNftCollectionsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useNftCollections().items).toEqualTypeOf<readonly NftCollection[]>()
  expectTypeOf(useNftCollections().error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useNftCollectionsByAccount({ account: 'a' }).data).toEqualTypeOf<
    InfiniteData<ListNftCollectionsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useNftCollectionsByAccount({ account: 'a' }).items).toEqualTypeOf<readonly NftCollection[]>()
  expectTypeOf(useNftCollectionsByAccount({ account: 'a' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useNftCollectionsByName({ name: 'a' }).data).toEqualTypeOf<
    InfiniteData<ListNftCollectionsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useNftCollectionsByName({ name: 'a' }).items).toEqualTypeOf<readonly NftCollection[]>()
  expectTypeOf(useNftCollectionsByName({ name: 'a' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useNftTokensByAccount({ account: 'a', orderBy: 'height' }).data).toEqualTypeOf<
    InfiniteData<ListNftTokensReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useNftTokensByAccount({ account: 'a', orderBy: 'height' }).items).toEqualTypeOf<
    readonly Nft[]
  >()
  expectTypeOf(
    useNftTokensByAccount({ account: 'a', orderBy: 'height' }).error,
  ).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useNftTokensByCollection({ collectionAddr: '0x1' }).data).toEqualTypeOf<
    InfiniteData<ListNftTokensReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useNftTokensByCollection({ collectionAddr: '0x1' }).items).toEqualTypeOf<readonly Nft[]>()
  expectTypeOf(useNftTokensByCollection({ collectionAddr: '0x1' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useNftTxs({ collectionAddr: '0x1', tokenId: '1' }).data).toEqualTypeOf<
    InfiniteData<ListNftTxsReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useNftTxs({ collectionAddr: '0x1', tokenId: '1' }).items).toEqualTypeOf<readonly Tx[]>()
  expectTypeOf(useNftTxs({ collectionAddr: '0x1', tokenId: '1' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useRichList({ denom: 'uinit' }).data).toEqualTypeOf<
    InfiniteData<ListRichListReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useRichList({ denom: 'uinit' }).items).toEqualTypeOf<readonly RichListHolder[]>()
  expectTypeOf(useRichList({ denom: 'uinit' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useRichList({ denom: 'uinit' }).total).toEqualTypeOf<bigint | null>()
})

test('records are typed field by field', () => {
  const block = useBlock({ height: 1 }).data!.block
  expectTypeOf(block.height).toEqualTypeOf<string>()
  // @ts-expect-error a misspelt field is a type error, though unknown fields pass through at run time
  block.heigth
  expectTypeOf(useIndexerStatus().data!.rich_list_height).toEqualTypeOf<number | undefined>()
  expectTypeOf(useRichList({ denom: 'uinit' }).items[0]!.amount).toEqualTypeOf<string>()
  expectTypeOf(useEvmInternalTxsByHash({ txHash: '0x' }).items[0]!.parent_index).toEqualTypeOf<number>()
  // Cosmos messages keep every field of their own type
  expectTypeOf(useTx({ txHash: 'AB' }).data!.tx.tx.body.messages[0]!.from_address).toEqualTypeOf<unknown>()
})

test('parameters are checked', () => {
  // @ts-expect-error orderBy is token_id or height
  useNftTokensByCollection({ collectionAddr: '0x1', orderBy: 'price' })
  // @ts-expect-error the hook manages the cursor
  useRichList({ denom: 'uinit', key: 'eyJ9' })
  // a list can start at an earlier page's next_key
  useRichList({ denom: 'uinit', startKey: 'MTAw' })
  // @ts-expect-error the hook owns queryFn
  useBlock({ height: 1, query: { queryFn: () => null } })
  // @ts-expect-error the blocks list has no count_total on the server
  useBlocks({ countTotal: false })
  useRichList({ denom: undefined, query: { maxPages: 3, staleTime: 1000 } })
})

test('registry hooks infer data and error', () => {
  expectTypeOf(useChains().data).toEqualTypeOf<RegistryChain[] | undefined>()
  expectTypeOf(useChains().error).toEqualTypeOf<RegistryError | null>()
  expectTypeOf(useChain({ chainId: 'evm-1' }).data).toEqualTypeOf<RegistryChain | undefined>()
  expectTypeOf(useChain({ chainId: 'evm-1' }).error).toEqualTypeOf<RegistryError | null>()
  expectTypeOf(useAssets({ chainId: 'evm-1' }).data).toEqualTypeOf<RegistryAssetList | undefined>()
  expectTypeOf(useAsset({ chainId: 'evm-1', denom: 'uinit' }).data).toEqualTypeOf<
    AssetInfo | null | undefined
  >()
  expectTypeOf(useAsset({ chainId: 'evm-1', denom: 'uinit' }).data!.decimals).toEqualTypeOf<number>()
  const chain = useChain({ chainId: 'evm-1' }).data!
  expectTypeOf(chain.evm_chain_id).toEqualTypeOf<number | undefined>()
  // @ts-expect-error a misspelt field is a type error, though unknown fields pass through at run time
  chain.chain_idd
})

test('registry hook parameters are checked', () => {
  // @ts-expect-error the hook owns queryFn
  useChains({ query: { queryFn: () => [] } })
  // @ts-expect-error select takes the chain the hook returns, not chains.json
  useChain({ chainId: 'evm-1', query: { select: (chains: RegistryChain[]) => chains.length } })
  // @ts-expect-error a registry is 'mainnet', 'testnet', { url } or a client
  useChains({ registry: 'devnet' })
  // @ts-expect-error a chain id is a string
  useAssets({ chainId: 1 })
  useAsset({ chainId: undefined, denom: undefined, query: { staleTime: 1000, enabled: false } })
  useChains({ registry: { url: 'http://127.0.0.1:4350/registry' } })
})
