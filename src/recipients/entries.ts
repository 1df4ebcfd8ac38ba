// The saved recipients' entries: what one may hold, and the lists' rules (10 recents, one entry per address and
// chain). Pure.
import * as z from '../http/zodCore.ts'
import type { Contact, RecentRecipient } from './types.ts'

export const maxRecentRecipients = 10
export const maxContactLabelLength = 40

// bech32 (BIP-173: at most 90 characters, one case) or 0x and 20 or 32 bytes of hex
const address = z.pattern(
  /^(?:[a-z][a-z0-9]{0,82}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}|0x[0-9a-fA-F]{40}|0x[0-9a-fA-F]{64})$/,
  'an address (bech32, or 0x and 40 or 64 hex digits)',
)
// a Cosmos chain id or an EVM chain id: letters, digits and - _ . only
const chainId = z.pattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'a chain id')
// plain text: no control or format characters (bidi overrides), no markup, no script URL
const label = z.pattern(
  new RegExp(
    `^(?![\\s\\u200b]*(?:javascript|data|vbscript):)[^\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}<>]{1,${maxContactLabelLength}}$`,
    'iu',
  ),
  `plain text of 1 to ${maxContactLabelLength} characters`,
)

export const recentSchema = z.record({ address, chainId: z.optional(chainId), at: z.nonNegativeInt() })
export const contactSchema = z.record({ label, address, chainId: z.optional(chainId) })

/** Why the address book cannot take a contact. */
export type ContactProblem = 'labelEmpty' | 'labelTooLong' | 'labelCharacters' | 'address' | 'chainId'

const matches = (schema: z.ZodType, text: unknown) =>
  schema.kind === 'pattern' && typeof text === 'string' && schema.regex.test(text)

/** Whether `text` has the form of an address a saved entry may hold (its checksum is the field's to check). */
export const isSavedAddress = (text: string) => matches(address, text)

/** What is wrong with a contact about to be saved, if anything. */
export function contactProblem(contact: Contact): ContactProblem | undefined {
  const text = contact.label.trim()
  if (!text) return 'labelEmpty'
  if ([...text].length > maxContactLabelLength) return 'labelTooLong'
  if (!matches(label, text)) return 'labelCharacters'
  if (!isSavedAddress(contact.address.trim())) return 'address'
  if (contact.chainId !== undefined && !matches(chainId, contact.chainId)) return 'chainId'
  return undefined
}

/** One entry per address and chain: 0x addresses compared without case. */
export const entryKey = (entry: { address: string; chainId?: string | undefined }) =>
  `${entry.address.startsWith('0x') ? entry.address.toLowerCase() : entry.address}|${entry.chainId ?? ''}`

/** `entry` first, any older entry for its address and chain gone, at most 10. */
export function withRecent(recent: readonly RecentRecipient[], entry: RecentRecipient): RecentRecipient[] {
  const key = entryKey(entry)
  return [entry, ...recent.filter((old) => entryKey(old) !== key)].slice(0, maxRecentRecipients)
}

/** The address book with `contact` saved: a contact for its address and chain renamed in place, else added. */
export function withContact(addressBook: readonly Contact[], contact: Contact): Contact[] {
  const key = entryKey(contact)
  const index = addressBook.findIndex((old) => entryKey(old) === key)
  if (index === -1) return [...addressBook, contact]
  return addressBook.map((old, at) => (at === index ? contact : old))
}

/** The address book without `address` (0x without case), on every chain or on `chainId` only. */
export function withoutContact(
  addressBook: readonly Contact[],
  address: string,
  chainId?: string | undefined,
): Contact[] {
  const key = entryKey({ address }).split('|')[0]
  return addressBook.filter(
    (old) => entryKey(old).split('|')[0] !== key || (chainId !== undefined && old.chainId !== chainId),
  )
}

type Fields = Record<string, unknown>
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null
const optionalChainId = (value: Fields) => value.chainId === undefined || matches(chainId, value.chainId)

/** The schema's checks without zod, for entries an app's own store hands over (localStorage's are checked by zod). */
export const isRecentEntry = (value: unknown): value is RecentRecipient =>
  isObject(value) &&
  matches(address, value.address) &&
  optionalChainId(value) &&
  Number.isSafeInteger(value.at) &&
  (value.at as number) >= 0

/** Whether `value` is a contact the address book may hold (see `isRecentEntry`). */
export const isContactEntry = (value: unknown): value is Contact =>
  isObject(value) && matches(label, value.label) && matches(address, value.address) && optionalChainId(value)
