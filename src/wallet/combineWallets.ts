import { ChainNotConfiguredError, UnsupportedTxError } from '../errors/wallet.ts'
import type { WalletAdapter } from './types.ts'

export interface CombineWalletsParameters {
  /** Signs on the chains it supports (`supportsChain`), before the others are asked: `createInitiaAdapter`. */
  initia?: WalletAdapter
  /** Sends `evm_tx`s and answers `getAddress` for decimal chain ids. */
  evm?: WalletAdapter
  /** Sends `cosmos_tx`s, answers `getAddress` for the other chain ids, and signs op hooks. */
  cosmos?: WalletAdapter
}

/**
 * One adapter for a route that crosses wallets: chains the `initia` adapter supports go to it; then `evm_tx` and
 * decimal chain ids to `evm`, `cosmos_tx`, other chain ids, op hooks and `signAndBroadcast` to `cosmos`. `checkTx` goes where a tx on
 * its chain is sent.
 */
export function combineWallets({ initia, evm, cosmos }: CombineWalletsParameters): WalletAdapter {
  async function pick(chainId: string, vm: 'evm' | 'cosmos') {
    if (initia && (await (initia.supportsChain?.(chainId) ?? false))) return initia
    const adapter = vm === 'evm' ? evm : cosmos
    if (!adapter) throw new ChainNotConfiguredError(chainId, `combineWallets({ ${vm} })`)
    return adapter
  }
  const vmOf = (chainId: string) => (/^\d+$/.test(chainId) ? 'evm' : 'cosmos')
  const opHookSigners = [initia, cosmos].filter((adapter) => adapter?.signOpHook)
  const txCheckers = [initia, evm, cosmos].filter((adapter) => adapter?.checkTx)
  const messageSigners = [initia, cosmos].filter((adapter) => adapter?.signAndBroadcast)

  return {
    getAddress: async (chainId) => (await pick(chainId, vmOf(chainId))).getAddress(chainId),
    async sendTx(tx, options) {
      if (tx.evm_tx) return (await pick(tx.evm_tx.chain_id, 'evm')).sendTx(tx, options)
      if (tx.cosmos_tx) return (await pick(tx.cosmos_tx.chain_id, 'cosmos')).sendTx(tx, options)
      throw new UnsupportedTxError('combined', tx)
    },
    async supportsChain(chainId) {
      if (initia && (await (initia.supportsChain?.(chainId) ?? false))) return true
      const adapter = vmOf(chainId) === 'evm' ? evm : cosmos
      return adapter ? ((await adapter.supportsChain?.(chainId)) ?? true) : false
    },
    // present only when an adapter can sign op hooks, so callers can test for it
    ...(opHookSigners.length > 0 && {
      async signOpHook(hook, context) {
        const adapter = await pick(hook.chain_id, 'cosmos')
        if (!adapter.signOpHook)
          throw new ChainNotConfiguredError(hook.chain_id, 'combineWallets({ cosmos })')
        return adapter.signOpHook(hook, context)
      },
    }),
    // the same: present only when an adapter signs arbitrary Cosmos messages
    ...(messageSigners.length > 0 && {
      async signAndBroadcast(tx, options) {
        const adapter = await pick(tx.chainId, 'cosmos')
        if (!adapter.signAndBroadcast)
          throw new ChainNotConfiguredError(
            tx.chainId,
            'combineWallets with an adapter that has signAndBroadcast',
          )
        return adapter.signAndBroadcast(tx, options)
      },
    }),
    // the same: present only when an adapter can look txs up
    ...(txCheckers.length > 0 && {
      async checkTx(tx) {
        const adapter = await pick(tx.chainId, vmOf(tx.chainId))
        if (!adapter.checkTx)
          throw new ChainNotConfiguredError(tx.chainId, 'combineWallets with an adapter that has checkTx')
        return adapter.checkTx(tx)
      },
    }),
  }
}
