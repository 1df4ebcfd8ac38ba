import type { InfiniteData } from '@tanstack/react-query'
import { expectTypeOf, test } from 'vitest'
import type { ListRichListReturnType, RichListHolder } from '../indexer/richList.ts'
import type { GetTxReturnType } from '../indexer/txs.ts'
import type { OpinitClient } from '../opinit/client.ts'
import type { IndexerError, IndexerPageParam } from '../query/indexerQuery.ts'
import type { RegistryError } from '../query/registry.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useAsset } from './useAsset.ts'
import { useBlocks } from './useBlocks.ts'
import { useChain } from './useChain.ts'
import { useChains } from './useChains.ts'
import { useIndexerStatus } from './useIndexerStatus.ts'
import { useOpWithdrawal } from './useOpWithdrawal.ts'
import { useRichList } from './useRichList.ts'
import { useRouterChains } from './useRouterChains.ts'
import { useTx } from './useTx.ts'
import { useWalletAddress } from './useWalletAddress.ts'

declare const client: OpinitClient
declare const wallet: WalletAdapter

test("select: an indexer record hook returns its result, the error stays the indexer's", () => {
  const hash = useTx({ txHash: 'AB', query: { select: (data) => data.tx.txhash } })
  expectTypeOf(hash.data).toEqualTypeOf<string | undefined>()
  expectTypeOf(hash.error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useIndexerStatus({ query: { select: (data) => data.height } }).data).toEqualTypeOf<
    number | undefined
  >()
  // without select, data is the record
  expectTypeOf(useTx({ txHash: 'AB' }).data).toEqualTypeOf<GetTxReturnType | undefined>()
})

test('select: a list takes its pages; items and total stay the records', () => {
  const accounts = useRichList({
    denom: 'uinit',
    query: { select: (data) => data.pages.flatMap((page) => page.holders.map((holder) => holder.account)) },
  })
  expectTypeOf(accounts.data).toEqualTypeOf<string[] | undefined>()
  expectTypeOf(accounts.items).toEqualTypeOf<readonly RichListHolder[]>()
  expectTypeOf(accounts.total).toEqualTypeOf<bigint | null>()
  expectTypeOf(useRichList({ denom: 'uinit' }).data).toEqualTypeOf<
    InfiniteData<ListRichListReturnType, IndexerPageParam> | undefined
  >()
  expectTypeOf(useBlocks({ query: { select: (data) => data.pages.length } }).data).toEqualTypeOf<
    number | undefined
  >()
})

test('select: a registry hook takes what it returns (useChain: the chain)', () => {
  const name = useChain({ chainId: 'evm-1', query: { select: (chain) => chain?.chain_name } })
  expectTypeOf(name.data).toEqualTypeOf<string | undefined>()
  expectTypeOf(name.error).toEqualTypeOf<RegistryError | null>()
  expectTypeOf(
    useChains({ query: { select: (chains) => chains.map((chain) => chain.chain_id) } }).data,
  ).toEqualTypeOf<string[] | undefined>()
  expectTypeOf(
    useAsset({ chainId: 'evm-1', denom: 'uinit', query: { select: (asset) => asset?.decimals } }).data,
  ).toEqualTypeOf<number | undefined>()
  expectTypeOf(useChain({ chainId: 'evm-1' }).data).toEqualTypeOf<RegistryChain | undefined>()
})

test('select: router and OPinit hooks', () => {
  expectTypeOf(useRouterChains({ query: { select: (data) => data.chains.length } }).data).toEqualTypeOf<
    number | undefined
  >()
  expectTypeOf(
    useOpWithdrawal({ client, sequence: 1, query: { select: (data) => data.sequence } }).data,
  ).toEqualTypeOf<number | undefined>()
})

test('the hook owns its key, function and enabled logic', () => {
  // @ts-expect-error select takes the record, not something else
  useTx({ txHash: 'AB', query: { select: (data: string) => data } })
  // @ts-expect-error a list's select takes its pages
  useRichList({ denom: 'uinit', query: { select: (holders: RichListHolder[]) => holders } })
  // @ts-expect-error the hook owns queryKey
  useTx({ txHash: 'AB', query: { queryKey: ['x'] } })
  // @ts-expect-error enabled is a boolean, and-ed with the hook's own
  useChains({ query: { enabled: () => true } })
})

test('useWalletAddress reads through a query', () => {
  const address = useWalletAddress(wallet, 'initiation-2')
  if (address.status === 'ready') expectTypeOf(address.address).toEqualTypeOf<string>()
  if (address.status === 'error') expectTypeOf(address.error).toEqualTypeOf<Error>()
})
