import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { SendAmountProblem } from '../../send/fee.ts'
import type { RecipientProblem } from '../../send/recipient.ts'
import { amountProblemWords } from '../shared/amountWords.ts'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { defaultRecipientFieldLabels, type RecipientFieldLabels } from '../shared/recipientFieldLabels.ts'
import { defaultRecipientNameLabels, type RecipientNameLabels } from '../shared/recipientNameLabels.ts'
import { recipientProblemWords } from '../shared/recipientWords.ts'

/** Every word the Send form shows. Pass a partial set through `labels` to translate or rephrase. */
export interface SendFormLabels {
  title: string
  asset: string
  amount: string
  balance: (amount: string) => string
  max: string
  fee: (amount: string) => string
  recipient: string
  recipientHint: string
  memo: string
  memoOptional: string
  review: string
  loading: string
  noAssets: (chain: string) => string
  retry: string
  /** What an amount field says about an amount it cannot take (the amount in the asset's words). */
  amountProblem: (problem: AmountProblem | SendAmountProblem, symbol: string, feeWords: string) => string
  recipientProblem: (problem: RecipientProblem) => string
  /** The saved recipients offered in the recipient field, and the address book. */
  savedRecipients: RecipientFieldLabels
  /** A recipient typed as a name (`alice.init`): the lookup, the address found, and what is wrong. */
  recipientName: RecipientNameLabels
  memoTooLong: (max: number) => string
  memoCheck: string
  memoContract: string
  otherChain: (chain: string) => string
  bridge: string
  sent: string
  sendAnother: string
  errors: ErrorLabels
}

export const defaultSendFormLabels: SendFormLabels = {
  title: 'Send',
  asset: 'Asset',
  amount: 'Amount',
  balance: (amount) => `Balance: ${amount}`,
  max: 'Max',
  fee: (amount) => `Fee about ${amount}`,
  recipient: 'Recipient',
  recipientHint: 'An init1… or 0x… address, or a name.init',
  memo: 'Memo',
  memoOptional: '(optional)',
  review: 'Review',
  loading: 'Loading your balances…',
  noAssets: (chain) => `This account holds nothing on ${chain} to send.`,
  retry: 'Retry',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `That leaves nothing for the fee (${feeWords}). Add ${symbol} to this account first.`
          : `That leaves nothing for the fee (${feeWords}). Use Max to send all but the fee.`
      case 'feeBalance':
        return `You cannot pay the fee (${feeWords}). Add some to this account first.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  savedRecipients: defaultRecipientFieldLabels,
  recipientName: defaultRecipientNameLabels,
  memoTooLong: (max) => `The memo is too long: at most ${max} bytes.`,
  memoCheck: 'Sending to an exchange? Check whether it needs a memo.',
  memoContract:
    'This address is a contract or module account. If it belongs to an exchange or an app, check whether it needs a memo.',
  otherChain: (chain) => `This address is on ${chain}. Sending there is a bridge transfer.`,
  bridge: 'Bridge instead',
  sent: 'Sent.',
  sendAnother: 'Send another',
  errors: defaultErrorLabels,
}
