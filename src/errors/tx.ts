import { RollscopeError } from './base.ts'

/**
 * The chain's simulation of a tx failed: the tx would fail if sent, so nothing is signed. `shortMessage` is the
 * chain's reason in a user's words; `log` is the chain's own text (capped), for Details.
 */
export class SimulationFailedError extends RollscopeError {
  override name = 'SimulationFailedError'
  declare readonly chainId: string
  /** What went wrong, by kind, for a UI that words it itself. */
  declare readonly reason: SimulationFailureReason
  /** The chain's raw log (at most 4,000 characters). */
  declare readonly log: string

  constructor(parameters: {
    chainId: string
    reason: SimulationFailureReason
    message: string
    log: string
    cause?: unknown
  }) {
    super(parameters.message, { cause: parameters.cause, details: parameters.log })
    this.chainId = parameters.chainId
    this.reason = parameters.reason
    this.log = parameters.log
  }
}

/** The kinds of failure a simulation reports, from cosmos-sdk's registered errors (types/errors/errors.go). */
export type SimulationFailureReason =
  | 'insufficientFunds'
  | 'insufficientFee'
  | 'wrongSequence'
  | 'unknownMessage'
  | 'outOfGas'
  | 'unknownAccount'
  | 'invalidAddress'
  | 'executionFailed'
  | 'other'
