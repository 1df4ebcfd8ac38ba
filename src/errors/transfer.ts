import { RollscopeError } from './base.ts'

// What the bridge stores when a transfer stops for the user: each a class, so that the record's `name` is one.

/** The chain never took the tx: nothing was sent with it, and signing again is safe. */
export class BroadcastNotFoundError extends RollscopeError {
  override name = 'BroadcastNotFoundError'

  /** `replaced`: another tx took its nonce. */
  constructor(replaced: boolean) {
    super(
      replaced
        ? 'Your transaction never reached the network (another transaction took its place), so nothing was sent with it. Sign it again to continue.'
        : 'Your transaction did not reach the network, so nothing was sent with it. Sign it again to continue.',
    )
  }
}

/** The router has not seen the tx within the tracking timeout. */
export class TrackTimeoutError extends RollscopeError {
  override name = 'TrackTimeoutError'

  /** `txNumber` counts from 1. */
  constructor(txNumber: number) {
    super(
      `The router has not seen transaction ${txNumber} yet; the chain may have dropped it. Check it in an explorer, then continue or dismiss.`,
    )
  }
}

/** A multi-tx route is half way: the next tx waits for the user's signature. */
export class SignatureRequiredError extends RollscopeError {
  override name = 'SignatureRequiredError'

  /** `txNumber` counts from 1. */
  constructor(txNumber: number, txCount: number) {
    super(`Transaction ${txNumber} of ${txCount} needs your signature to continue.`)
  }
}

/** The router has answered STATE_UNKNOWN for too long. */
export class TransferStateUnknownError extends RollscopeError {
  override name = 'TransferStateUnknownError'

  /** `routerWords`: what the router said about the transfer, if anything. */
  constructor(routerWords?: string) {
    super(
      `The router cannot tell where this transfer is${routerWords ? ` ("${routerWords}")` : ''}. Check the transaction in an explorer, then continue tracking or dismiss.`,
    )
  }
}

/** The router stopped following the transfer; tracking can be resumed. */
export class TransferAbandonedError extends RollscopeError {
  override name = 'TransferAbandonedError'

  constructor() {
    super('The router stopped following this transfer.')
  }
}

/** The page went away while the wallet was signing: the tx may or may not have been sent. */
export class InterruptedSignatureError extends RollscopeError {
  override name = 'InterruptedSignatureError'

  /** `txNumber` counts from 1. */
  constructor(txNumber: number) {
    super(
      `The page closed while your wallet was signing transaction ${txNumber}. Check your wallet's activity before signing it again.`,
    )
  }
}

/** The router reports the transfer failed on the way (its funds may have been refunded). */
export class TransferFailedError extends RollscopeError {
  override name = 'TransferFailedError'

  /** `routerWords`: the router's reason, if it gave one. */
  constructor(routerWords?: string) {
    super(routerWords ? `The transfer failed: ${routerWords}` : 'The transfer failed on the way.')
  }
}

/** The withdrawal's claim was sent, but its funds did not arrive within the tracking timeout. */
export class ClaimUnconfirmedError extends RollscopeError {
  override name = 'ClaimUnconfirmedError'

  constructor() {
    super(
      'Your claim was sent, but the funds have not arrived yet. Check the claim in an explorer; claiming again is safe.',
    )
  }
}

/** The rollup's record of a withdrawal does not match the transfer, so no claim was signed. */
export class WithdrawalMismatchError extends RollscopeError {
  override name = 'WithdrawalMismatchError'

  constructor() {
    super(
      "The rollup's record of this withdrawal does not match your transfer, so no claim was signed. Nothing was sent.",
    )
  }
}
