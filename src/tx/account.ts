import { fromBase64 } from '@cosmjs/encoding'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import type { RestClient } from '../balances/client.ts'
import { HttpError } from '../errors/http.ts'
import { type RequestOptions, requestJson } from '../http/request.ts'
import { accountResponseSchema } from './schemas.ts'

/** What a tx's signer info needs from the chain: the account's sequence and the key it holds (none before it signs). */
export interface SignerAccount {
  accountNumber: bigint
  sequence: bigint
  pubkey: Any | undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The BaseAccount inside any account type: module accounts and vesting accounts nest it (x/auth/types/auth.proto). */
function baseAccountOf(account: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!isRecord(account) || depth > 3) return undefined
  if (typeof account.sequence === 'string') return account
  return baseAccountOf(account.base_account ?? account.base_vesting_account, depth + 1)
}

const decimal = (value: unknown) =>
  typeof value === 'string' && /^\d{1,20}$/.test(value) ? BigInt(value) : 0n

/** `PubKey { bytes key = 1 }` (secp256k1 and Initia's ethsecp256k1 alike) as an Any. */
function pubkeyOf(value: unknown): Any | undefined {
  if (!isRecord(value) || typeof value['@type'] !== 'string' || typeof value.key !== 'string')
    return undefined
  try {
    const key = fromBase64(value.key)
    if (key.length === 0 || key.length > 65) return undefined
    return { typeUrl: value['@type'], value: Uint8Array.from([10, key.length, ...key]) }
  } catch {
    return undefined
  }
}

/**
 * The account's sequence and key: `GET /cosmos/auth/v1beta1/accounts/{address}`. An account the chain does not
 * know yet (404, grpc NotFound) signs its first tx with sequence 0 and no key.
 */
export async function getSignerAccount(
  client: RestClient,
  address: string,
  options: RequestOptions = {},
): Promise<SignerAccount> {
  try {
    const { account } = await requestJson(client, {
      service: 'Chain REST',
      path: `/cosmos/auth/v1beta1/accounts/${encodeURIComponent(address)}`,
      schema: accountResponseSchema,
      signal: options.signal,
    })
    const base = baseAccountOf(account)
    return {
      accountNumber: decimal(base?.account_number),
      sequence: decimal(base?.sequence),
      pubkey: pubkeyOf(base?.pub_key),
    }
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      return { accountNumber: 0n, sequence: 0n, pubkey: undefined }
    throw error
  }
}
