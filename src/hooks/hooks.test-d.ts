import type { InfiniteData } from '@tanstack/react-query'
import { expectTypeOf, test } from 'vitest'
import type { GetBlockReturnType, GetIndexerStatusReturnType } from '../indexer/blocks.ts'
import type { EvmInternalTx } from '../indexer/evmTxs.ts'
import type { ListNftTokensReturnType, Nft } from '../indexer/nft.ts'
import type { ListRichListReturnType, RichListHolder } from '../indexer/richList.ts'
import type { Tx } from '../indexer/txs.ts'
import type { IndexerError, IndexerPageParam } from '../query/indexerQuery.ts'
import { useBlock } from './useBlock.ts'
import { useEvmInternalTxsByHash } from './useEvmInternalTxsByHash.ts'
import { useIndexerStatus } from './useIndexerStatus.ts'
import { useNftTokensByCollection } from './useNftTokensByCollection.ts'
import { useRichList } from './useRichList.ts'
import { useTx } from './useTx.ts'
import { useTxsByAccount } from './useTxsByAccount.ts'

test('single-record hooks infer data and error', () => {
  const block = useBlock({ height: 1n })
  expectTypeOf(block.data).toEqualTypeOf<GetBlockReturnType | undefined>()
  expectTypeOf(block.error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(block.data!.block.height).toEqualTypeOf<string>()

  const status = useIndexerStatus()
  expectTypeOf(status.data).toEqualTypeOf<GetIndexerStatusReturnType | undefined>()
  expectTypeOf(status.data!.height).toEqualTypeOf<number>()
  expectTypeOf(status.data!.rich_list_height).toEqualTypeOf<number | undefined>()

  expectTypeOf(useTx({ txHash: 'AB' }).data!.tx).toEqualTypeOf<Tx>()
})

test('list hooks infer pages, items and total', () => {
  const richList = useRichList({ denom: 'uinit' })
  expectTypeOf(richList.data).toEqualTypeOf<
    InfiniteData<ListRichListReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(richList.items).toEqualTypeOf<readonly RichListHolder[]>()
  expectTypeOf(richList.items[0]!.amount).toEqualTypeOf<string>()
  expectTypeOf(richList.total).toEqualTypeOf<bigint | null>()
  expectTypeOf(richList.error).toEqualTypeOf<IndexerError | null>()

  const tokens = useNftTokensByCollection({ collectionAddr: '0x1', orderBy: 'height' })
  expectTypeOf(tokens.data!.pages[0]!).toEqualTypeOf<ListNftTokensReturnType>()
  expectTypeOf(tokens.items).toEqualTypeOf<readonly Nft[]>()

  expectTypeOf(useTxsByAccount({ account: 'init1', isSigner: true, msgs: ['x'] }).items).toEqualTypeOf<
    readonly Tx[]
  >()
  expectTypeOf(useEvmInternalTxsByHash({ txHash: '0x' }).items[0]!.parent_index).toEqualTypeOf<number>()
  expectTypeOf<EvmInternalTx['index']>().toEqualTypeOf<number>()
})

test('parameters are checked', () => {
  // @ts-expect-error orderBy is token_id or height
  useNftTokensByCollection({ collectionAddr: '0x1', orderBy: 'price' })
  // @ts-expect-error the hook manages the cursor
  useRichList({ denom: 'uinit', key: 'eyJ9' })
  // @ts-expect-error the hook owns queryFn
  useBlock({ height: 1, query: { queryFn: () => null } })
  useRichList({ denom: undefined, query: { maxPages: 3, staleTime: 1000 } })
})
