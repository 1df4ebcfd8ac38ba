import { RollscopeError } from './base.ts'

// in its own module: the http layer loads it with every app, the other classes load with the bridge's driver
export { ModuleLoadError } from './moduleLoad.ts'

/** One way the router's msgs (or op-hook) differ from the quote the user accepted. */
export interface MsgsMismatch {
  /** Index in `msgs.txs` (absent for the op-hook or the response as a whole). */
  tx?: number | undefined
  /** Index of the message in its tx. */
  msg?: number | undefined
  /** What was checked, e.g. `chain_id`, `signer`, `amount`, `receiver`, `txs.length`, `message type`. */
  field: string
  expected: string
  actual: string
}

/**
 * The router's msgs ask for something the quote did not: more funds, another asset, another chain or signer,
 * a receiver the route does not name, or a message the kit cannot read. Nothing was signed.
 */
export class MsgsMismatchError extends RollscopeError {
  override name = 'MsgsMismatchError'
  declare readonly mismatches: readonly MsgsMismatch[]

  constructor(mismatches: readonly MsgsMismatch[], what = 'transaction') {
    super(
      `The router asked to sign a ${what} that does not match the quote, so nothing was signed. Get a new quote and try again; if it happens again, do not use this route.`,
      {
        details: mismatches
          .map(
            ({ tx, msg, field, expected, actual }) =>
              `${tx === undefined ? '' : `tx ${tx}${msg === undefined ? '' : ` msg ${msg}`}: `}${field}: expected ${expected}, got ${actual}`,
          )
          .join('; '),
      },
    )
    this.mismatches = mismatches
  }
}

/** The wallet adapter broke its contract (e.g. it returned an empty or malformed tx hash). */
export class WalletContractError extends RollscopeError {
  override name = 'WalletContractError'

  constructor(problem: string) {
    super(
      "The wallet did not say whether your transaction was sent. Check your wallet's activity before you sign again.",
      { details: problem },
    )
  }
}

/** What a route's tx takes from its signer in one denom, by the chain's simulation, against what the quote allows. */
export interface SimulatedOutflow {
  /** Index in `msgs.txs`. */
  tx: number
  denom: string
  /** Base units the simulation moves out of the signer's account (its messages, not the network fee). */
  simulated: string
  /** Base units the quote lets this tx take in the denom (amount in plus declared fees); "0" for a denom it never names. */
  allowed: string
}

/**
 * The chain's simulation of a route's tx shows it taking more from the user's account than the quote does (or
 * what it takes could not be read from the simulation's events). Nothing was signed.
 */
export class SimulatedOutflowError extends RollscopeError {
  override name = 'SimulatedOutflowError'
  declare readonly outflows: readonly SimulatedOutflow[]

  /** `details`: each outflow, or why the simulation could not be read. */
  constructor(outflows: readonly SimulatedOutflow[], details: string) {
    super(
      `The simulation of this transaction ${outflows.length ? 'shows it taking more from your account than the quote says' : 'could not be read'}, so nothing was signed. Get a new quote and try again.`,
      { details },
    )
    this.outflows = outflows
  }
}

/** The chain did not answer the simulation of a route's tx in time (down, slow, or unreadable). Nothing was signed. */
export class SimulationUnavailableError extends RollscopeError {
  override name = 'SimulationUnavailableError'

  constructor(chainId: string, options: { cause?: unknown; details?: string } = {}) {
    super(
      `${chainId} did not answer the simulation of your transaction, so nothing was signed. Try again in a moment.`,
      { cause: options.cause, details: options.details },
    )
  }
}
