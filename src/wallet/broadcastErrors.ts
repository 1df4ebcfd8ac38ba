// How a Cosmos node's answer to broadcast_tx_sync is read, shared by the cosmjs and Initia adapters.

/**
 * Whether a JSON-RPC error answer to broadcast_tx_sync (its `data`, CometBFT's error text) leaves the tx possibly on
 * its way: "tx already exists in cache" (mempool/errors.go ErrTxInCache: the node already took this very tx, into
 * its mempool or a block) and "confirmation not received" (rpc/core/mempool.go: the call ended before CheckTx
 * answered). The others ("mempool is full", "Tx too large", "tx pre check", catching up) refuse it.
 */
export function isUncertainBroadcastError(data: string): boolean {
  return /tx already exists in cache|confirmation not received/i.test(data)
}

/** CheckTx code 19 of the SDK (types/errors ErrTxInMempoolCache, "tx already in mempool"): a refusal in form only. */
export function isTxInMempoolCode(code: number, codespace: string | undefined): boolean {
  return code === 19 && codespace === 'sdk'
}
