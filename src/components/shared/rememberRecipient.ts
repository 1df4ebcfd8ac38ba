import type { RecipientStore } from '../../recipients/types.ts'

/**
 * Remembers a recipient the user just sent to. The saved recipients load here, on the first send, not with the
 * form; a chunk that cannot load (offline) loses only the entry, never the send.
 */
export function rememberRecipient(
  store: RecipientStore | undefined,
  entry: { address: string; chainId?: string | undefined },
): void {
  import('../../recipients/remember.ts').then(
    (module) => module.rememberRecipient(store, entry),
    () => {},
  )
}
