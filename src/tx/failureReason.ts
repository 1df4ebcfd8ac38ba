import type { SimulationFailureReason } from '../errors/tx.ts'

// cosmos-sdk's registered errors keep their words in every log (types/errors/errors.go: "insufficient funds",
// "incorrect account sequence", ...), wrapped as "<context>: <words>"; minievm's reverts say "reverted"
// (x/evm/types/errors.go ErrReverted), Move aborts "VM aborted" (initia x/move/types/errors.go).
const reasons: [RegExp, SimulationFailureReason][] = [
  [/insufficient funds|smaller than/i, 'insufficientFunds'],
  [/insufficient fee/i, 'insufficientFee'],
  [/incorrect account sequence|account sequence mismatch/i, 'wrongSequence'],
  [
    /unable to resolve type URL|no message handler|unknown message|unrecognized .* message type/i,
    'unknownMessage',
  ],
  [/out of gas/i, 'outOfGas'],
  [/unknown address|account .* not found|does not exist/i, 'unknownAccount'],
  [/invalid address|decoding bech32 failed/i, 'invalidAddress'],
  [/revert|abort|execution failed|failed to execute/i, 'executionFailed'],
]

/** The kind of failure a chain's log names; the specific words win over "failed to execute message". */
export function failureReasonOf(log: string): SimulationFailureReason {
  return reasons.find(([pattern]) => pattern.test(log))?.[1] ?? 'other'
}

/** The default English sentence for each kind; components word them through their labels. */
export const failureMessages: Record<SimulationFailureReason, string> = {
  insufficientFunds:
    'Your account does not hold enough for this transaction. Add funds or lower the amount, then try again.',
  insufficientFee: 'The fee is too low for this chain. Pick another fee token, then try again.',
  wrongSequence: 'Another transaction from your account went first. Try again in a moment.',
  unknownMessage:
    'This chain does not know one of the messages the app asked for. Nothing was signed; tell the app.',
  outOfGas: 'This transaction needs more gas than the chain allows. It cannot be sent as it is.',
  unknownAccount: 'Your account does not exist on this chain yet. Receive some funds on it first.',
  invalidAddress: 'An address in this transaction is not valid on this chain. Check it, then try again.',
  executionFailed:
    'The contract refused this transaction: it would fail. Check what the app asks, then try again.',
  other: 'The chain says this transaction would fail, so nothing was signed. See Details for its reason.',
}

/**
 * The default English sentence for a tx that was included and failed there, by kind: the fee is spent, nothing else
 * changed.
 */
export const executionFailureMessages: Record<SimulationFailureReason, string> = {
  insufficientFunds:
    'The transaction failed on the chain: your account did not hold enough. Only the fee was spent.',
  insufficientFee: 'The transaction failed on the chain: the fee was too low. Only the fee was spent.',
  wrongSequence:
    'The transaction failed on the chain: another transaction from your account went first. Only the fee was spent.',
  unknownMessage:
    'The transaction failed on the chain: it does not know one of the messages. Only the fee was spent; tell the app.',
  outOfGas: 'The transaction failed on the chain: it ran out of gas. Only the fee was spent.',
  unknownAccount:
    'The transaction failed on the chain: an account it names does not exist there. Only the fee was spent.',
  invalidAddress:
    'The transaction failed on the chain: an address in it is not valid there. Only the fee was spent.',
  executionFailed:
    'The transaction failed on the chain: the contract refused it. Only the fee was spent; check what the app asked.',
  other: 'The transaction failed on the chain. Only the fee was spent; see Details for its reason.',
}
