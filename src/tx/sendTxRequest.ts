import { RollscopeError } from '../errors/base.ts'
import { BroadcastUncertainError, UnsupportedTxError } from '../errors/wallet.ts'
import type { SendTxStep, WalletAdapter } from '../wallet/types.ts'
import { acquireLock } from './lock.ts'
import { isOpenRecord, txRequestId } from './requestId.ts'
import type { TxRecord, TxStore } from './txStore.ts'
import type { TxRequest } from './types.ts'

/** The fee the user was shown and picked. */
export interface ChosenFee {
  denom: string
  amount: bigint
  gasLimit: bigint
}

export interface SendTxRequestParameters {
  wallet: WalletAdapter
  request: TxRequest
  /** The signing account on the request's chain, as the preview simulated it. */
  signer: string
  /** The Cosmos fee; an EVM call pays its gas in the EVM wallet. */
  fee?: ChosenFee | undefined
  /** The rollup's EVM chain id (the registry's `evm_chain_id`), for an EVM call. */
  evmChainId?: number | undefined
  store: TxStore
  onStep?: ((step: SendTxStep) => void) | undefined
  signal?: AbortSignal | undefined
}

/**
 * Signs and broadcasts a request once. Under a lock named after the request (Web Locks across tabs, as the bridge
 * takes a transfer), a request whose tx is already signed and not ended is never signed again: its record is
 * returned. The hash is saved before the broadcast (a failed save stops it); a broadcast whose answer is lost is
 * saved as `uncertain`, for `confirmTx` to look for.
 */
export async function sendTxRequest(parameters: SendTxRequestParameters): Promise<TxRecord> {
  const { request, signer, store, onStep } = parameters
  const id = txRequestId(request, signer)
  const release = await acquireLock(`rollscope:tx:${id}`, parameters.signal ?? new AbortController().signal)
  try {
    const existing = store.getTx(id)
    if (isOpenRecord(existing)) return existing
    let record: TxRecord | undefined
    const onTxHash = (hash: { txHash: string; chainId: string; signer?: string; nonce?: string }) => {
      record = {
        id,
        chainId: request.chainId,
        txHash: hash.txHash,
        signer: hash.signer ?? signer,
        nonce: hash.nonce ?? '',
        state: 'signed',
        savedAt: Date.now(),
      }
      store.saveTx(record)
    }
    try {
      await broadcastRequest(parameters, { onTxHash, onStep })
    } catch (error) {
      if (!(error instanceof BroadcastUncertainError)) {
        // signed, then refused for sure (CheckTx, the node): it can be signed anew
        if (record) store.saveTx({ ...record, state: 'failed' })
        throw error
      }
      const { tx } = error
      record = {
        ...(record ?? { id, chainId: request.chainId, signer, savedAt: Date.now() }),
        txHash: tx.txHash ?? record?.txHash ?? '',
        nonce: tx.nonce,
        state: 'uncertain',
      }
      store.saveTx(record)
      return record
    }
    if (!record) throw new RollscopeError('The wallet sent the transaction without saying its hash.')
    record = { ...record, state: 'broadcast' }
    store.saveTx(record)
    return record
  } finally {
    release()
  }
}

function broadcastRequest(
  { wallet, request, signer, fee, evmChainId }: SendTxRequestParameters,
  options: Parameters<WalletAdapter['sendTx']>[1],
) {
  if ('evm' in request) {
    const { to, data, value } = request.evm
    // the router's evm_tx shape: hex data without 0x, wei as a decimal string
    return wallet.sendTx(
      {
        evm_tx: {
          chain_id: String(evmChainId ?? request.chainId),
          to,
          value: (value ?? 0n).toString(),
          data: (data ?? '0x').replace(/^0x/, ''),
          signer_address: signer,
          required_erc20_approvals: [],
        },
      },
      options,
    )
  }
  if (!wallet.signAndBroadcast || !fee)
    throw new UnsupportedTxError('given', {
      cosmos_tx: { chain_id: request.chainId, signer_address: signer, msgs: [] },
    })
  return wallet.signAndBroadcast(
    {
      chainId: request.chainId,
      messages: request.messages,
      fee: { amount: [{ denom: fee.denom, amount: fee.amount.toString() }], gas: fee.gasLimit.toString() },
      memo: request.memo,
    },
    options,
  )
}
