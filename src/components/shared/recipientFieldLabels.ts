import type { ContactProblem } from '../../recipients/entries.ts'

/** The words of a recipient field's saved recipients (Send's, Send NFT's, the bridge's). */
export interface RecipientFieldLabels {
  /** The button that opens the saved recipients. */
  saved: string
  recent: string
  addressBook: string
  /** Nothing saved yet that this field can take. */
  none: string
  /** Offered under a valid recipient the address book does not hold. */
  saveContact: string
  contactLabel: string
  save: string
  cancel: string
  rename: (label: string) => string
  remove: (label: string) => string
  contactProblem: (problem: ContactProblem) => string
  /** Saved entries this browser could not read were left out. */
  dropped: (count: number) => string
  storeFailed: string
}

export const defaultRecipientFieldLabels: RecipientFieldLabels = {
  saved: 'Saved',
  recent: 'Recent',
  addressBook: 'Address book',
  none: 'No saved recipients for this network yet.',
  saveContact: 'Save to address book',
  contactLabel: 'Name',
  save: 'Save',
  cancel: 'Cancel',
  rename: (label) => `Rename ${label}`,
  remove: (label) => `Remove ${label}`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'Give the address a name.'
      : problem === 'labelTooLong'
        ? 'Use a name of at most 40 characters.'
        : problem === 'labelCharacters'
          ? 'Use plain text for the name: no < or >, no line breaks, and not a link.'
          : 'This address cannot be saved.',
  dropped: (count) =>
    `${count} saved recipient${count === 1 ? ' was' : 's were'} unreadable in this browser and left out.`,
  storeFailed: 'Saved recipients could not be kept in this browser: it may be full or in private mode.',
}
