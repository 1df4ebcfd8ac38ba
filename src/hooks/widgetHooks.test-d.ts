import { expectTypeOf, test } from 'vitest'
import type { BridgeAsset, BridgeChain } from '../bridge/form/catalogue.ts'
import type { BridgeRequest } from '../bridge/types.ts'
import type { EvmJsonRpcSource } from '../evm/linkedTx.ts'
import type { IndexerClient } from '../indexer/client.ts'
import type { Tx } from '../indexer/txs.ts'
import type { IndexerError } from '../query/indexerQuery.ts'
import type { RegistryClient } from '../registry/client.ts'
import type { ChainDisplay } from '../registry/display.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import { useAccountActivity } from './useAccountActivity.ts'
import { type AmountProblem, type SlippageProblem, slippagePresets, useBridgeForm } from './useBridgeForm.ts'
import { useBridgeTransfer } from './useBridgeTransfer.ts'
import { useChainDisplay } from './useChainDisplay.ts'
import { useChainJsonRpc } from './useChainJsonRpc.ts'
import { useCosmosTxOfEvmTx } from './useCosmosTxOfEvmTx.ts'
import { useEvmTxOfCosmosTx } from './useEvmTxOfCosmosTx.ts'
import { useRegistryClient } from './useRegistryClient.ts'

declare const wallet: WalletAdapter

test('useBridgeForm', () => {
  const form = useBridgeForm({ wallet, assets: ['initiation-2/uinit'], locale: 'fr' })
  expectTypeOf(form.status).toEqualTypeOf<'loading' | 'error' | 'ready'>()
  expectTypeOf(form.source).toEqualTypeOf<BridgeAsset | undefined>()
  expectTypeOf(form.chains).toEqualTypeOf<Map<string, BridgeChain>>()
  expectTypeOf(form.amountProblem).toEqualTypeOf<AmountProblem | undefined>()
  expectTypeOf(form.slippageProblem).toEqualTypeOf<SlippageProblem | undefined>()
  expectTypeOf(form.request).toEqualTypeOf<BridgeRequest | null>()
  expectTypeOf(slippagePresets).toEqualTypeOf<readonly ['0.5', '1', '3']>()
  // @ts-expect-error the form needs the wallet
  useBridgeForm({})
  // @ts-expect-error assets are keys or BridgeAssets
  useBridgeForm({ wallet, assets: [1] })
})

test('useBridgeTransfer', () => {
  const bridge = useBridgeTransfer({ wallet })
  expectTypeOf(bridge.setRequest).parameter(0).toEqualTypeOf<BridgeRequest | null>()
  // @ts-expect-error the transfer needs the wallet
  useBridgeTransfer({})
})

test('useAccountActivity', () => {
  const activity = useAccountActivity({ account: 'init1', chainIds: 'all', query: { staleTime: 1 } })
  expectTypeOf(activity.txs.items[0]!.item).toEqualTypeOf<Tx>()
  expectTypeOf(activity.evmChainId).toEqualTypeOf<string | undefined>()
  // @ts-expect-error its query options go to every chain's lists: select is not one of them
  useAccountActivity({ chainIds: 'all', query: { select: () => 1 } })
})

test('cross-chain tx links', () => {
  expectTypeOf(useCosmosTxOfEvmTx({ txHash: '0x1' }).data).toEqualTypeOf<{ tx: Tx | null } | undefined>()
  expectTypeOf(useCosmosTxOfEvmTx({ txHash: '0x1' }).error).toEqualTypeOf<IndexerError | null>()
  expectTypeOf(useEvmTxOfCosmosTx({ txHash: 'AB' }).data).toEqualTypeOf<
    { evmTxHash: `0x${string}` | null } | undefined
  >()
  useEvmTxOfCosmosTx({ txHash: 'AB', query: { staleTime: 1 } })
  // @ts-expect-error the hook owns queryFn
  useCosmosTxOfEvmTx({ txHash: '0x1', query: { queryFn: () => null } })
})

test('chain display, JSON-RPC and clients', () => {
  expectTypeOf(useChainDisplay('evm-1').display).toEqualTypeOf<ChainDisplay | undefined>()
  expectTypeOf(useChainDisplay().error).toEqualTypeOf<Error | null>()
  expectTypeOf(useChainJsonRpc('evm-1')).toEqualTypeOf<EvmJsonRpcSource | undefined>()
  expectTypeOf(useIndexerClient()).toEqualTypeOf<IndexerClient>()
  expectTypeOf(useRegistryClient('testnet')).toEqualTypeOf<RegistryClient>()
  // @ts-expect-error a chain id is a string
  useChainDisplay(1)
})
