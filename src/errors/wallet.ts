import type { MsgsTx, PendingTxRef } from '../wallet/types.ts'
import { RollscopeError } from './base.ts'

/** The user declined a signature, an approval or a chain switch in the wallet. */
export class UserRejectedError extends RollscopeError {
  override name = 'UserRejectedError'

  constructor(options: { cause?: unknown } = {}) {
    super('The request was declined in the wallet. Approve it there to continue, or cancel the transfer.', {
      cause: options.cause,
    })
  }
}

/** No account is connected (wagmi) or the signer has no account (cosmjs). */
export class WalletNotConnectedError extends RollscopeError {
  override name = 'WalletNotConnectedError'

  constructor(chainId: string) {
    super(`No wallet account is connected for chain ${chainId}. Connect a wallet, then try again.`)
  }
}

/** The adapter has no RPC or signer for this chain id. */
export class ChainNotConfiguredError extends RollscopeError {
  override name = 'ChainNotConfiguredError'
  declare readonly chainId: string

  constructor(chainId: string, where: string) {
    super(`Chain ${chainId} is not configured. Add it to ${where}.`)
    this.chainId = chainId
  }
}

/** The chain refused the tx (CheckTx code != 0, or an EVM revert). */
export class TxRejectedError extends RollscopeError {
  override name = 'TxRejectedError'
  declare readonly chainId: string
  /** The ABCI code for Cosmos chains; undefined for an EVM revert. */
  declare readonly code: number | undefined
  declare readonly log: string
  declare readonly txHash: string | undefined

  constructor(parameters: { chainId: string; code?: number; log: string; txHash?: string; cause?: unknown }) {
    const { chainId, code, log, txHash } = parameters
    super(
      `Chain ${chainId} rejected the transaction${code === undefined ? '' : ` (code ${code})`}: ${log.slice(0, 300).replace(/\.$/, '')}. Fix the cause (balance, fees, allowance), then send it again.`,
      { cause: parameters.cause, details: txHash && `tx ${txHash}` },
    )
    this.chainId = chainId
    this.code = code
    this.log = log
    this.txHash = txHash
  }
}

/** No receipt within the timeout: the tx may still land. */
export class ReceiptTimeoutError extends RollscopeError {
  override name = 'ReceiptTimeoutError'
  declare readonly txHash: string
  declare readonly chainId: string

  constructor(txHash: string, chainId: string, timeoutMs: number, cause?: unknown) {
    super(
      `No receipt for ${txHash} on chain ${chainId} within ${timeoutMs} ms. Look the tx up in an explorer before sending it again.`,
      { cause },
    )
    this.txHash = txHash
    this.chainId = chainId
  }
}

/** A router message whose type URL the adapter has no encoder for. */
export class UnsupportedMessageError extends RollscopeError {
  override name = 'UnsupportedMessageError'
  declare readonly typeUrl: string

  /** The adapter that met the message ('cosmjs', 'Initia'); none when the message registry is used on its own. */
  declare readonly adapter: string | undefined

  constructor(typeUrl: string, adapter?: string) {
    super(
      `${adapter ? `The ${adapter} adapter` : "rollscope's message registry"} cannot encode ${typeUrl}. Sign this route with a wallet adapter that knows the message type.`,
    )
    this.typeUrl = typeUrl
    this.adapter = adapter
  }
}

/** A tx kind (`svm_tx`, or `cosmos_tx` sent to the EVM adapter, ...) that this adapter cannot send. */
export class UnsupportedTxError extends RollscopeError {
  override name = 'UnsupportedTxError'

  constructor(adapter: string, tx: MsgsTx) {
    const kinds = Object.keys(tx).filter((key) => key.endsWith('_tx'))
    super(
      `The ${adapter} adapter cannot send a tx with ${kinds.join(', ') || 'no cosmos_tx or evm_tx'}. Pass an adapter for it, e.g. combineWallets({ evm, cosmos }).`,
    )
  }
}

/** The wallet's account is not the address the route was built for. */
export class SignerMismatchError extends RollscopeError {
  override name = 'SignerMismatchError'

  constructor(expected: string, actual: string) {
    super(
      `The wallet's account ${actual} is not the route's signer ${expected}. Switch the wallet back to ${expected}, or request a new route for ${actual}.`,
    )
  }
}

/** The signer cannot sign in the mode required (op hooks need amino JSON). */
export class UnsupportedSignerError extends RollscopeError {
  override name = 'UnsupportedSignerError'

  constructor(chainId: string) {
    super(
      `The signer for chain ${chainId} cannot sign amino JSON (signAmino), which op hooks need. Pass a signer with signAmino, e.g. keplr.getOfflineSigner(chainId), which signs both ways.`,
    )
  }
}

/** EIP-1193 code 4001 (viem's UserRejectedRequestError) anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === 4001) return true
    if ((current as Error).name === 'UserRejectedRequestError') return true
  }
  return false
}

/** The chain has no account for this address yet: it was never sent any funds there. */
export class AccountNotFoundError extends RollscopeError {
  override name = 'AccountNotFoundError'
  declare readonly chainId: string
  declare readonly address: string

  constructor(chainId: string, address: string, waitedMs?: number) {
    super(
      waitedMs === undefined
        ? `Your account ${address} does not exist on ${chainId} yet. Send it some funds there first, then try again.`
        : `Your account ${address} did not appear on ${chainId} within ${Math.round(waitedMs / 1000)} s. Try again once it has received funds there.`,
    )
    this.chainId = chainId
    this.address = address
  }
}

/**
 * The tx was signed and handed to the chain, but the answer was lost (a dropped connection, a timeout, a 5xx):
 * it may or may not be on its way. The bridge looks for it (`WalletAdapter.checkTx`, the router) before it
 * ever offers to sign again.
 */
export class BroadcastUncertainError extends RollscopeError {
  override name = 'BroadcastUncertainError'
  declare readonly tx: PendingTxRef

  /** `message`: what the user should do, when the bridge knows more than "it is being looked for". */
  constructor(tx: PendingTxRef, cause?: unknown, options: { message?: string } = {}) {
    const message =
      options.message ??
      'Your transaction was sent, but the network did not confirm it was received. Checking the chain for it; do not send it again.'
    super(message, {
      cause,
      details: `chain ${tx.chainId}, ${tx.txHash ? `tx ${tx.txHash}` : 'no hash yet'}, signer ${tx.signer}, nonce ${tx.nonce}`,
    })
    this.tx = tx
  }
}
