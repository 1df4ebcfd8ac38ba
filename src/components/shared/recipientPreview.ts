import type { RecipientUsername } from '../../hooks/useRecipientUsername.ts'
import type { RecipientResult } from '../../send/recipient.ts'

/** What Send's and Send NFT's Review is for: the request, its recipient, and the name it was typed as. */
export interface RecipientPreview<request> {
  request: request
  /** Remembered among the recent recipients once broadcast: the address, not the name. */
  recipient: string
  /** The name the recipient was typed as, and the address in the request (asked again at Confirm). */
  name: { username: string; address: string } | undefined
}

/** The Review of `request`, fixed when Review is pressed: the form may look the name up again meanwhile. */
export function recipientPreviewOf<request>(
  request: request,
  form: { recipientText: string; recipientName: RecipientUsername; recipient: RecipientResult },
): RecipientPreview<request> {
  const { recipientName: name, recipient } = form
  const address = recipient.kind === 'account' ? recipient.bech32 : form.recipientText.trim()
  return {
    request,
    recipient: name.kind === 'found' ? name.address : form.recipientText.trim(),
    name: name.kind === 'found' ? { username: name.username, address } : undefined,
  }
}
