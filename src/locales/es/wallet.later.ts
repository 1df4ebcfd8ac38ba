import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import { errorLabels, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

export const sendFormLabels: Pick<SendFormLabels, 'savedRecipients' | 'recipientName' | 'errors'> = {
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  errors: errorLabels,
}

export const sendNftFormLabels: Pick<SendNftFormLabels, 'savedRecipients' | 'recipientName' | 'errors'> = {
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  errors: errorLabels,
}

export const receiveAddressLabels: Pick<ReceiveAddressLabels, 'errors'> = {
  errors: errorLabels,
}
