import { sha256 } from '@cosmjs/crypto'
import { toHex, toUtf8 } from '@cosmjs/encoding'
import type { TxRecord } from './txStore.ts'
import type { TxRequest } from './types.ts'

// A request's id and whether its signed tx is still open: what the preview's queries and the store need, apart from
// the signing (sendTxRequest).

const canonical = (value: unknown) =>
  JSON.stringify(value, (_, item) =>
    typeof item === 'bigint' ? `${item}n` : item instanceof Uint8Array ? toHex(item) : item,
  )

/** One id per request and signer: what the store and the lock know a request by. */
export const txRequestId = (request: TxRequest, signer: string): string =>
  toHex(sha256(toUtf8(canonical({ request, signer })))).slice(0, 32)

/** A signed request that has not ended: signing it again could send it twice. */
export const isOpenRecord = (record: TxRecord | undefined): record is TxRecord =>
  record !== undefined && record.state !== 'confirmed' && record.state !== 'failed'
