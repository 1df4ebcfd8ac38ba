import { ChainNotConfiguredError, UnsupportedTxError } from './errors.ts'
import type { WalletAdapter } from './types.ts'

export interface CombineWalletsParameters {
  /** Sends `evm_tx`s and answers `getAddress` for decimal chain ids. */
  evm?: WalletAdapter
  /** Sends `cosmos_tx`s, answers `getAddress` for the other chain ids, and signs op hooks. */
  cosmos?: WalletAdapter
}

/** One adapter for a route that crosses VMs: `evm_tx` goes to `evm`, `cosmos_tx` and op hooks to `cosmos`. */
export function combineWallets({ evm, cosmos }: CombineWalletsParameters): WalletAdapter {
  const required = (adapter: WalletAdapter | undefined, kind: 'evm' | 'cosmos', chainId: string) => {
    if (!adapter) throw new ChainNotConfiguredError(chainId, `combineWallets({ ${kind} })`)
    return adapter
  }
  const signOpHook = cosmos?.signOpHook?.bind(cosmos)

  return {
    getAddress: async (chainId) =>
      /^\d+$/.test(chainId)
        ? required(evm, 'evm', chainId).getAddress(chainId)
        : required(cosmos, 'cosmos', chainId).getAddress(chainId),
    async sendTx(tx, options) {
      if (tx.evm_tx) return required(evm, 'evm', tx.evm_tx.chain_id).sendTx(tx, options)
      if (tx.cosmos_tx) return required(cosmos, 'cosmos', tx.cosmos_tx.chain_id).sendTx(tx, options)
      throw new UnsupportedTxError('combined', tx)
    },
    // present only when the cosmos adapter can sign op hooks, so callers can test for it
    ...(signOpHook && { signOpHook }),
  }
}
