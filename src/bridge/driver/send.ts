import { RollscopeError } from '../../errors/base.ts'
import { WalletContractError } from '../../errors/bridge.ts'
import { errorRecordOf } from '../../errors/record.ts'
import { TransferStorageError } from '../../errors/storage.ts'
import { BroadcastUncertainError, TxRejectedError, UserRejectedError } from '../../errors/wallet.ts'
import { cosmosTxHash, evmTxHash } from '../../http/txHash.ts'
import type { MsgsTx, PendingTxRef } from '../../wallet/types.ts'
import type { TransferRecord } from '../types.ts'
import type { DriverContext } from './context.ts'
import { simulateBeforeSigning } from './simulate.ts'

// Sending the current tx: the chain simulates it (simulate.ts), then the wallet signs and broadcasts it; its hash is
// saved before the broadcast.

const txHashPattern = /^(0x)?[0-9a-fA-F]{64}$/

export async function send(record: TransferRecord, signal: AbortSignal, context: DriverContext) {
  const { wallet, store, clock } = context
  const id = record.id
  const tx = record.msgs?.txs[record.currentTx]
  if (!tx) throw new RollscopeError('The transfer has no transaction to sign; start a new one.')
  await simulateBeforeSigning(record, signal, context)
  signal.throwIfAborted()
  const chainId = tx.cosmos_tx?.chain_id ?? tx.evm_tx?.chain_id ?? ''
  let signedReported = false
  const reportSigned = () => {
    if (!signedReported) context.onSigned(store.get(id) ?? record)
    signedReported = true
  }
  /** Set once the adapter reported a hash: from then on, a failure may have left a tx on its way. */
  let reported: PendingTxRef | undefined
  let broadcastReported = false
  const broadcast = async (txHash: string, txChainId: string) => {
    const next = await store.apply(id, { type: 'txBroadcast', txHash, chainId: txChainId, at: clock.now() })
    broadcastReported = true
    reportSigned()
    if (next) context.onBroadcast(next)
  }

  let result: { txHash: string; chainId: string }
  try {
    result = await wallet.sendTx(tx, {
      onStep: (step) => {
        if (step.step === 'approving' || step.step === 'signing' || step.step === 'broadcasting')
          store.apply(id, { type: 'walletStep', step: step.step }).catch(() => {
            // the step is shown, not needed: the hash's own save decides whether the tx may go out
          })
        if (step.step === 'broadcasting') reportSigned()
      },
      async onTxHash(hash) {
        if (!txHashPattern.test(hash.txHash))
          throw new WalletContractError(`onTxHash reported "${hash.txHash}", which is not a tx hash`)
        const txHash = chainTxHash(tx, hash.txHash)
        reported = {
          chainId: hash.chainId || chainId,
          txHash,
          signer: hash.signer ?? signerOf(tx),
          nonce: hash.nonce ?? '',
        }
        if (hash.broadcast) await broadcast(txHash, reported.chainId)
        else await store.apply(id, { type: 'txSigned', pending: { ...reported, txHash } })
      },
    })
  } catch (error) {
    if (error instanceof BroadcastUncertainError) {
      const pending = { ...error.tx, txHash: error.tx.txHash && chainTxHash(tx, error.tx.txHash) }
      await store.apply(id, { type: 'broadcastUncertain', pending, at: clock.now() })
      reportSigned()
      return
    }
    // after a hash was reported, only a clear refusal proves the tx did not go out
    if (reported && !broadcastReported && !isClearRefusal(error)) {
      await store.apply(id, { type: 'broadcastUncertain', pending: reported, at: clock.now() })
      reportSigned()
      return
    }
    throw error
  }
  if (!txHashPattern.test(result?.txHash ?? '') || !result.chainId) {
    const problem = `sendTx returned ${JSON.stringify(result)}, not { txHash: <64 hex digits>, chainId }`
    // the signed tx's hash is known: look for it; otherwise only the user can tell
    if (reported && !broadcastReported)
      await store.apply(id, { type: 'broadcastUncertain', pending: reported, at: clock.now() })
    else if (!broadcastReported) {
      context.onStepError(id, new WalletContractError(problem))
      await store.apply(id, { type: 'sendUncertain', error: errorRecordOf(new WalletContractError(problem)) })
    }
    return
  }
  if (!broadcastReported) await broadcast(chainTxHash(tx, result.txHash), result.chainId)
}

/** A hash in the form its chain writes and the router expects: adapters may report either case, with or without 0x. */
const chainTxHash = (tx: MsgsTx, hash: string) => (tx.evm_tx ? evmTxHash(hash) : cosmosTxHash(hash))

function isClearRefusal(error: unknown) {
  return (
    error instanceof UserRejectedError ||
    error instanceof TxRejectedError ||
    (error instanceof TransferStorageError && !error.afterBroadcast) ||
    error instanceof WalletContractError
  )
}

const signerOf = (tx: MsgsTx) => tx.cosmos_tx?.signer_address ?? tx.evm_tx?.signer_address ?? ''
