import { createDefaultRecipientStore } from './localStore.ts'
import type { RecipientStore } from './types.ts'

let defaultStore: RecipientStore | undefined
/** The store every form and hook without one shares, so two forms on a page see each other's entries. */
export function defaultRecipientStore(): RecipientStore {
  defaultStore ??= createDefaultRecipientStore()
  return defaultStore
}
