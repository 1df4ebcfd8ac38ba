import type { RecipientProblem } from '../../send/recipient.ts'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { defaultRecipientFieldLabels, type RecipientFieldLabels } from '../shared/recipientFieldLabels.ts'
import { defaultRecipientNameLabels, type RecipientNameLabels } from '../shared/recipientNameLabels.ts'
import { recipientProblemWords } from '../shared/recipientWords.ts'

/** Every word the Send NFT form shows. Pass a partial set through `labels` to translate or rephrase. */
export interface SendNftFormLabels {
  title: (name: string) => string
  recipient: string
  recipientHint: string
  recipientProblem: (problem: RecipientProblem) => string
  /** The saved recipients offered in the recipient field, and the address book. */
  savedRecipients: RecipientFieldLabels
  /** A recipient typed as a name (`alice.init`): the lookup, the address found, and what is wrong. */
  recipientName: RecipientNameLabels
  /** A 32-byte recipient: a contract that may not hand the NFT on. */
  contractRecipient: string
  unsupported: string
  review: string
  cancel: string
  loading: string
  retry: string
  errors: ErrorLabels
}

export const defaultSendNftFormLabels: SendNftFormLabels = {
  title: (name) => `Send ${name}`,
  recipient: 'Recipient',
  recipientHint: 'An init1… or 0x… address on this chain',
  recipientProblem: recipientProblemWords,
  savedRecipients: defaultRecipientFieldLabels,
  recipientName: defaultRecipientNameLabels,
  contractRecipient: 'This address is a contract. Check that it can hold and hand on NFTs before you send.',
  unsupported: 'The kit cannot move NFTs on this chain: its VM is not Move, EVM or Wasm.',
  review: 'Review',
  cancel: 'Cancel',
  loading: 'Loading…',
  retry: 'Retry',
  errors: defaultErrorLabels,
}
