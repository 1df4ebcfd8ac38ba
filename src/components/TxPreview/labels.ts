import type { SimulationFailureReason } from '../../errors/tx.ts'
import { executionFailureMessages, failureMessages } from '../../tx/failureReason.ts'
import { type BalanceChangesLabels, defaultBalanceChangesLabels } from '../shared/BalanceChanges.tsx'
import { usernameAnswerWords, usernameChangedWords, usernameNotFoundWords } from '../shared/errorWords.ts'

export interface TxPreviewLabels {
  /** The component's accessible name. */
  title: string
  loading: string
  /** The list of what the tx does. */
  actions: string
  /** A message: its short type name (`Send`, `Execute`), and what it names when known. */
  message: (name: string, detail: string | undefined) => string
  /** An EVM call to a contract. */
  evmCall: (to: string) => string
  memo: string
  /** The recipient typed as a name: the name and the address it points at. */
  recipient: string
  gas: string
  fee: string
  feeToken: string
  /** EVM calls pay gas in the EVM wallet. */
  evmFee: string
  changes: string
  /** The changes come from a simulation: what the chain then does may differ if its state moves. */
  simulated: string
  confirm: string
  cancel: string
  retry: string
  details: string
  /** The account holds less than the fee in the picked token. */
  cannotPay: (symbol: string) => string
  /** The simulation's refusal, by kind. */
  failures: Record<SimulationFailureReason, string>
  /** The chain, its registry or the wallet did not answer. */
  notAnswering: string
  /** The preview could not be made otherwise (a chain the registry lists no REST for, a message no codec knows). */
  previewFailed: string
  /** The wallet declined. */
  declined: string
  /** Signing or sending failed otherwise. */
  sendFailed: string
  /** A recipient typed as a name, asked again at Confirm (`beforeSign`): nothing was signed. */
  usernameErrors: Record<'UsernameChangedError' | 'UsernameNotFoundError' | 'UsernameAnswerError', string>
  signing: string
  broadcasting: string
  confirming: string
  confirmed: string
  /** Another tx took this one's nonce: it can never land. */
  dropped: string
  /** The tx was included and failed there, by kind (its fee spent, nothing else changed). */
  failedOnChain: Record<SimulationFailureReason, string>
  /** Broadcast, not found in a block in the time looked. */
  notFoundYet: string
  /** A request already signed (a re-mount, another tab): it is not signed again. */
  alreadySigned: string
  hash: string
  explorer: string
  balanceChanges: BalanceChangesLabels
}

export const defaultTxPreviewLabels: TxPreviewLabels = {
  title: 'Confirm transaction',
  loading: 'Simulating the transaction…',
  actions: 'What this does',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `Call contract ${to}`,
  memo: 'Memo',
  recipient: 'Recipient',
  gas: 'Gas',
  fee: 'Fee',
  feeToken: 'Pay the fee in',
  evmFee: 'Paid in your EVM wallet',
  changes: 'Balance changes',
  simulated: 'From a simulation on the chain, before signing.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  retry: 'Try again',
  details: 'Details',
  cannotPay: (symbol) =>
    `Your account cannot pay this fee in ${symbol}. Pick another fee token, or add funds.`,
  failures: failureMessages,
  notAnswering: 'The chain did not answer, so the transaction could not be checked. Try again in a moment.',
  previewFailed: 'This transaction could not be checked, so it cannot be signed here. See Details.',
  declined: 'You declined the request in your wallet. Nothing was sent.',
  sendFailed: 'The transaction could not be sent. Nothing was signed twice; see Details, then try again.',
  usernameErrors: {
    UsernameChangedError: usernameChangedWords,
    UsernameNotFoundError: usernameNotFoundWords,
    UsernameAnswerError: usernameAnswerWords,
  },
  signing: 'Approve the transaction in your wallet…',
  broadcasting: 'Sending the transaction…',
  confirming: 'Waiting for the transaction to be included in a block…',
  confirmed: 'Transaction confirmed.',
  dropped: 'Another transaction from your account took this one’s place, so it will not be included.',
  failedOnChain: executionFailureMessages,
  notFoundYet: 'Sent, but not in a block yet. Look it up in the explorer before sending it again.',
  alreadySigned: 'This transaction was already signed; it is not signed again.',
  hash: 'Transaction',
  explorer: 'View in explorer',
  balanceChanges: defaultBalanceChangesLabels,
}
