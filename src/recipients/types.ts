/** An address the user sent to (Send, Send NFT, or the bridge), newest first. */
export interface RecentRecipient {
  address: string
  /** The chain it was sent to, when known. */
  chainId?: string | undefined
  /** When it was last sent to (ms since the epoch). */
  at: number
}

/** An entry of the address book the user edits. */
export interface Contact {
  /** Plain text, at most `maxContactLabelLength` characters. */
  label: string
  address: string
  /** The chain the address is for; without it, offered on every chain whose fields take it. */
  chainId?: string | undefined
}

/** The saved recipients: what a `RecipientStore` keeps. */
export interface SavedRecipients {
  recent: readonly RecentRecipient[]
  addressBook: readonly Contact[]
}

/** What `load` returns: the entries it could read, and a note for each list it dropped entries from. */
export interface LoadedRecipients extends SavedRecipients {
  dropped?: readonly DroppedRecipients[] | undefined
}

/** Entries a store could not read (corrupt or hostile) and left out. */
export interface DroppedRecipients {
  list: 'recent' | 'addressBook'
  count: number
}

/** Where saved recipients are kept between reloads. Calls may be sync or async. */
export interface RecipientStore {
  load(): LoadedRecipients | Promise<LoadedRecipients>
  save(saved: SavedRecipients): void | Promise<void>
  /** Tells the hooks when another tab (or another user of the store) changed the entries. */
  subscribe?(listener: () => void): () => void
}
