import { recipientBook } from './book.ts'
import { defaultRecipientStore } from './defaultStore.ts'
import type { RecipientStore } from './types.ts'

/** Adds a recipient just sent to to `store`'s recent ones (default: the browser's). */
export function rememberRecipient(
  store: RecipientStore | undefined,
  entry: { address: string; chainId?: string | undefined },
): void {
  recipientBook(store ?? defaultRecipientStore()).addRecent(entry)
}
