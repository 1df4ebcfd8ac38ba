// `rollscope/recipients`: the user's saved recipients (the last ones sent to and an address book), kept in
// localStorage or the app's own store, and the hook over them. Its own entry: SendForm and BridgeWidget load the saved
// recipients' list on first use, and an entry the app already imports that reached the same modules would make
// esbuild load them with every app (evanw/esbuild#3704).

export { RecipientEntryError } from '../errors/storage.ts'
export {
  type SavedRecipientsNote,
  type UseSavedRecipientsParameters,
  type UseSavedRecipientsReturnType,
  useSavedRecipients,
} from '../hooks/useSavedRecipients.ts'
export {
  type ContactProblem,
  contactProblem,
  maxContactLabelLength,
  maxRecentRecipients,
} from '../recipients/entries.ts'
export {
  type CreateLocalRecipientStoreParameters,
  createDefaultRecipientStore,
  createLocalRecipientStore,
  createMemoryRecipientStore,
} from '../recipients/localStore.ts'
export type {
  Contact,
  DroppedRecipients,
  LoadedRecipients,
  RecentRecipient,
  RecipientStore,
  SavedRecipients,
} from '../recipients/types.ts'
