// A proxy in front of a devnet Cosmos chain's CometBFT RPC that loses one broadcast_tx_sync when armed, as a network
// does: after the node took the tx (the answer is lost), or before (the node never sees it).
import { sha256 } from '@cosmjs/crypto'
import { fromBase64, toHex } from '@cosmjs/encoding'
import { startRpcProxy } from '../../test/rpcProxy.ts'

export type BroadcastFault =
  /** Forwards the broadcast, then destroys the client's socket: the chain has the tx, the wallet has no answer. */
  | 'answer-lost'
  /** Destroys the client's socket without forwarding: the chain never sees the tx. */
  | 'request-lost'

export interface BroadcastProxy {
  url: string
  /** The next broadcast_tx_sync meets `fault`; `onHit` gets the tx's hash (uppercase hex). */
  arm(fault: BroadcastFault, onHit: (txHash: string) => void): void
  close(): Promise<void>
}

export async function startBroadcastProxy(upstream: string): Promise<BroadcastProxy> {
  const proxy = await startRpcProxy(upstream)
  return {
    url: proxy.url,
    arm: (fault, onHit) =>
      proxy.failNext('broadcast_tx_sync', fault, (params) => {
        const tx = (params as { tx?: unknown } | undefined)?.tx
        if (typeof tx === 'string') onHit(toHex(sha256(fromBase64(tx))).toUpperCase())
      }),
    close: () => proxy.close(),
  }
}
