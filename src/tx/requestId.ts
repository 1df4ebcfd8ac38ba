import type { TxRecord } from './txStore.ts'
import type { TxRequest } from './types.ts'

// FNV-1a, 64 bits: an id to find a request's record by, not a digest to trust (no crypto in the first load)
const offset = 0xcbf29ce484222325n
const prime = 0x100000001b3n
const mask = (1n << 64n) - 1n

function fnv1a64(text: string): string {
  let hash = offset
  for (let index = 0; index < text.length; index++)
    hash = ((hash ^ BigInt(text.charCodeAt(index))) * prime) & mask
  return hash.toString(16).padStart(16, '0')
}

const canonical = (value: unknown) =>
  JSON.stringify(value, (_, item) =>
    typeof item === 'bigint'
      ? `${item}n`
      : item instanceof Uint8Array
        ? Array.from(item, (byte) => byte.toString(16).padStart(2, '0')).join('')
        : item,
  )

/** One id per request and signer: what the store and the lock know a request by. */
export const txRequestId = (request: TxRequest, signer: string): string => {
  const text = canonical({ request, signer })
  // two halves of the text hashed apart: 128 bits, so two requests never share a record
  return fnv1a64(text) + fnv1a64(`${text.length}:${text}`)
}

/** A signed request that has not ended: signing it again could send it twice. */
export const isOpenRecord = (record: TxRecord | undefined): record is TxRecord =>
  record !== undefined && record.state !== 'confirmed' && record.state !== 'failed'
