import { expectTypeOf, test } from 'vitest'
import type { Nft } from '../indexer/nft.ts'
import type { NftMedia } from '../media/nftMedia.ts'
import type { OpinitClient, OpinitClientConfig } from '../opinit/client.ts'
import type { ExecutorWithdrawal, ExecutorWithdrawals, OpBridge, OpOutput } from '../opinit/schemas.ts'
import type { OpinitError, OtherWithdrawal } from '../query/opinit.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useNftMedia } from './useNftMedia.ts'
import { useOpBridge } from './useOpBridge.ts'
import { useOpClaimableAt } from './useOpClaimableAt.ts'
import { useOpinitClient } from './useOpinitClient.ts'
import { useOpOutput } from './useOpOutput.ts'
import { useOpWithdrawal } from './useOpWithdrawal.ts'
import { useOpWithdrawalClaimed } from './useOpWithdrawalClaimed.ts'
import { useOpWithdrawals } from './useOpWithdrawals.ts'
import { useOtherWithdrawals } from './useOtherWithdrawals.ts'

const client = { executorUrl: 'http://executor.test', l1RestUrl: 'http://l1.test' }
declare const withdrawal: ExecutorWithdrawal
declare const wallet: WalletAdapter
declare const token: Nft

test('useOpinitClient takes a client or its config and gives a client', () => {
  expectTypeOf(useOpinitClient(client)).toEqualTypeOf<OpinitClient>()
  expectTypeOf(useOpinitClient).parameter(0).toEqualTypeOf<OpinitClient | OpinitClientConfig>()
})

test('OPinit hooks infer data and error', () => {
  expectTypeOf(useOpWithdrawal({ client, sequence: 1 }).data).toEqualTypeOf<ExecutorWithdrawal | undefined>()
  expectTypeOf(useOpWithdrawal({ client, sequence: 1 }).error).toEqualTypeOf<OpinitError | null>()
  expectTypeOf(useOpWithdrawals({ client, address: 'init1' }).data).toEqualTypeOf<
    ExecutorWithdrawals | undefined
  >()
  expectTypeOf(useOpBridge({ client, bridgeId: 1 }).data).toEqualTypeOf<OpBridge | undefined>()
  expectTypeOf(useOpOutput({ client, bridgeId: 1, outputIndex: 2 }).data).toEqualTypeOf<
    OpOutput | undefined
  >()
  expectTypeOf(useOpWithdrawalClaimed({ client, withdrawal }).data).toEqualTypeOf<boolean | undefined>()
  expectTypeOf(useOpClaimableAt({ client, withdrawal }).data).toEqualTypeOf<number | null | undefined>()
  expectTypeOf(useOpClaimableAt({ client, withdrawal }).error).toEqualTypeOf<OpinitError | null>()
})

test('query.select narrows the data', () => {
  const sequences = useOpWithdrawals({
    client,
    address: 'init1',
    query: { select: (data) => data.withdrawals?.map((item) => item.sequence) ?? [] },
  })
  expectTypeOf(sequences.data).toEqualTypeOf<number[] | undefined>()
  const period = useOpBridge({
    client,
    bridgeId: 1,
    query: { select: (data) => data.bridge_config.finalization_period },
  })
  expectTypeOf(period.data).toEqualTypeOf<string | undefined>()
  const open = useOpClaimableAt({ client, withdrawal, query: { select: (at) => at !== null } })
  expectTypeOf(open.data).toEqualTypeOf<boolean | undefined>()
  const name = useNftMedia({ token, query: { select: (media) => media.name } })
  expectTypeOf(name.data).toEqualTypeOf<string | undefined>()
})

test('NFT media and other withdrawals', () => {
  expectTypeOf(useNftMedia({ token }).data).toEqualTypeOf<NftMedia | undefined>()
  const others = useOtherWithdrawals({ wallet, opWithdrawals: { executors: {} } })
  expectTypeOf(others.withdrawals).toEqualTypeOf<OtherWithdrawal[]>()
  expectTypeOf(others.claim).toEqualTypeOf<(withdrawal: OtherWithdrawal) => Promise<void>>()
  expectTypeOf(others.query.error).toEqualTypeOf<OpinitError | null>()
})

test('parameters are checked', () => {
  useOpWithdrawal({ client, sequence: undefined, query: { enabled: false, staleTime: 1 } })
  // @ts-expect-error every OPinit hook names its executor and L1
  useOpWithdrawal({ sequence: 1 })
  // @ts-expect-error a sequence is a number
  useOpWithdrawal({ client, sequence: '1' })
  // @ts-expect-error the hook owns queryFn
  useOpBridge({ client, bridgeId: 1, query: { queryFn: () => null } })
  // @ts-expect-error a token is an indexer record
  useNftMedia({ token: 'ipfs://x' })
  // @ts-expect-error select keeps the list's type: the hook leaves the page's own transfers out of it
  useOtherWithdrawals({ wallet, opWithdrawals: undefined, query: { select: () => 1 } })
})
