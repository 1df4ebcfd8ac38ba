// Where a submitted transfer can be, in the order a transfer goes through them, and what each kind of phase
// means to the driver, the store and the UI. Every other file asks these predicates rather than listing phases.

/** The record version this kit writes (`recordSchema.ts` migrates older ones to it). */
export const transferRecordVersion = 4

export const transferPhases = [
  /** Fetching the msgs (and the op-hook) for this submit. */
  'preparing',
  /** The wallet is asked to sign the op-hook. */
  'signingOpHook',
  /** An EVM tx's ERC-20 approvals are being sent. */
  'approving',
  /** The wallet is asked to sign tx `currentTx`. */
  'signing',
  /** Signed; the wallet is broadcasting it. */
  'broadcasting',
  /** The broadcast got no clear answer: looking for the tx on the chain and at the router. Never re-signed silently. */
  'confirming',
  /** Broadcast: registering with the router and polling its status. */
  'tracking',
  /** Waiting for the user: the next tx of a multi-tx route, or a signature the page lost. See `error`. */
  'actionRequired',
  /** An OPinit withdrawal left its rollup: waiting for its output and the bridge's finalization period. */
  'finalizing',
  /** The withdrawal can be claimed on L1: waiting for the user (`resume` signs the claim). */
  'claimable',
  /** The claim is being signed, sent, and followed until the funds arrive on L1. */
  'claiming',
  /** The funds arrived. */
  'completed',
  /** The transfer failed and the funds were not returned to the source (see the last status). */
  'failed',
  /** The transfer failed and the funds were released back on the source chain. */
  'refunded',
  /** The router stopped following the transfer; `resume` asks it to track again. */
  'abandoned',
] as const

/** Where a submitted transfer is (`transferPhases` says what each means). */
export type TransferPhase = (typeof transferPhases)[number]

const finished: ReadonlySet<string> = new Set<TransferPhase>(['completed', 'failed', 'refunded'])
const waiting: ReadonlySet<string> = new Set<TransferPhase>(['actionRequired', 'claimable'])

/** Over for good: completed, failed or refunded. Such records are the ones history limits and full storage evict. */
export const isFinishedPhase = (phase: string): boolean => finished.has(phase)

/** Over: finished, or abandoned by the router (which `resume` may still take up again). */
export const isTerminal = (phase: string): boolean => finished.has(phase) || phase === 'abandoned'

/** Stopped on the user: a question (`actionRequired`) or a withdrawal to claim. */
export const isWaitingPhase = (phase: string): boolean => waiting.has(phase)

/** A phase the driver works in: not over, not waiting for the user. */
export const isActivePhase = (phase: TransferPhase): boolean => !isTerminal(phase) && !isWaitingPhase(phase)

/**
 * Over, or stopped on a question: nothing happens to it until the user decides, and it may be dismissed. A claimable
 * withdrawal is not settled: its funds wait for the claim.
 */
export const isSettled = (phase: string): boolean => isTerminal(phase) || phase === 'actionRequired'

/** Shown first in a history: the user can move it on (resume, sign again, track again, claim). */
export const needsUser = (phase: string): boolean => isWaitingPhase(phase) || phase === 'abandoned'

/** The user can move it on with `resume`: a question to answer, or a transfer the router stopped following. */
export const canResume = (phase: string): boolean => phase === 'actionRequired' || phase === 'abandoned'
