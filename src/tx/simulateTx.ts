import { toBase64 } from '@cosmjs/encoding'
import type { Registry } from '@cosmjs/proto-signing'
import type { RestClient } from '../balances/client.ts'
import { HttpError, InvalidParameterError } from '../errors/http.ts'
import { SimulationFailedError } from '../errors/tx.ts'
import { loadChecker, type RequestOptions, requestJson } from '../http/request.ts'
import { toInitiaBech32 } from '../router/initiaAddress.ts'
import { createCosmosRegistry, loadMessageTypes } from '../wallet/messages/registry.ts'
import { getSignerAccount, type SignerAccount } from './account.ts'
import { failureMessages, failureReasonOf } from './failureReason.ts'
import { gasAdjustment, maxGasLimit } from './fee.ts'
import { requestMemo, requestMessages } from './messages.ts'
import { gatewayErrorSchema, simulateResponseSchema } from './schemas.ts'
import type { SimulatedTxEvent, TxRequest } from './types.ts'
import { unsignedTxBytes } from './unsignedTx.ts'

export interface SimulateTxParameters {
  request: TxRequest
  /** The signing account on the request's chain (`init1…`, or 0x for an EVM call). */
  signer: string
  /** The signer's sequence and key, when already read; else read from the chain (one request). */
  account?: SignerAccount | undefined
}

export interface SimulateTxReturnType {
  gasUsed: bigint
  gasWanted: bigint
  /** The simulated tx's events, the first `maxEvents` of them. */
  events: SimulatedTxEvent[]
  /** Events past `maxEvents`, left out. */
  eventsOmitted: number
}

/** More events than any real tx of a wallet emits; a body with more is cut here. */
export const maxEvents = 1000
/** The most of a chain's log a failure keeps. */
export const maxLogLength = 4000

let registry: Registry | undefined

/**
 * Simulates the request on its chain: `POST <rest>/cosmos/tx/v1beta1/simulate` with the unsigned tx (cosmos-sdk
 * x/auth/tx/service.go Simulate), as InterwovenKit estimates gas. Nothing is signed. A tx the chain would refuse
 * throws `SimulationFailedError` with the reason in words and the chain's log; a chain that does not answer throws
 * the http layer's errors (NetworkError, TimeoutError, HttpError).
 */
export async function simulateTx(
  client: RestClient,
  parameters: SimulateTxParameters,
  options: RequestOptions = {},
): Promise<SimulateTxReturnType> {
  const { request, signer } = parameters
  registry ??= createCosmosRegistry()
  const messages = requestMessages(request, signer)
  await loadMessageTypes(
    registry,
    messages.map((message) => message.typeUrl),
  )
  // the chain's REST knows an account by its bech32 form; an EVM signer's 0x is the same 20 bytes (an Initia chain's
  // `init` prefix). A bech32 signer is asked for as it is: Noble's REST refuses an `init1` address
  const restSigner = /^0x/i.test(signer) ? (toInitiaBech32(signer, 'init') ?? signer) : signer
  const account = parameters.account ?? (await getSignerAccount(client, restSigner, options))
  let txBytes: Uint8Array
  try {
    txBytes = unsignedTxBytes(registry, messages, requestMemo(request), account)
  } catch (error) {
    throw new InvalidParameterError(
      'messages',
      messages.map((message) => message.typeUrl).join(', '),
      `A message's value does not fit its type: ${(error as Error).message}`,
    )
  }
  try {
    // never retried: a refusal is an answer, and a second simulate is a second request
    const { gas_info, result } = await requestJson(
      { ...client, retry: false },
      {
        service: 'Chain REST',
        method: 'POST',
        path: '/cosmos/tx/v1beta1/simulate',
        body: { tx_bytes: toBase64(txBytes) },
        schema: simulateResponseSchema,
        signal: options.signal,
      },
    )
    const raw = result?.events ?? []
    // the gas limit asked for (× 1.4) must fit the fee's uint64: more is a tx no chain can take
    if ((BigInt(gas_info.gas_used) * gasAdjustment.numerator) / gasAdjustment.denominator > maxGasLimit)
      throw new SimulationFailedError({
        chainId: request.chainId,
        reason: 'outOfGas',
        message: failureMessages.outOfGas,
        log: `gas used ${gas_info.gas_used} is more than a tx can ask for`,
      })
    return {
      gasUsed: BigInt(gas_info.gas_used),
      gasWanted: BigInt(gas_info.gas_wanted),
      events: readEvents(raw.slice(0, maxEvents)),
      eventsOmitted: Math.max(0, raw.length - maxEvents),
    }
  } catch (error) {
    if (error instanceof SimulationFailedError) throw error
    throw (await refusalOf(error, request.chainId)) ?? error
  }
}

/** A grpc-gateway error body (`{code, message}`) is the chain refusing the tx; anything else is not an answer. */
async function refusalOf(error: unknown, chainId: string): Promise<SimulationFailedError | undefined> {
  if (!(error instanceof HttpError)) return undefined
  let body: unknown
  try {
    body = JSON.parse(error.body)
  } catch {
    return undefined
  }
  const parsed = (await loadChecker(gatewayErrorSchema)).safeParse(gatewayErrorSchema, body)
  if (!parsed.success) return undefined
  const log = parsed.data.message.slice(0, maxLogLength)
  const reason = failureReasonOf(log)
  return new SimulationFailedError({ chainId, reason, message: failureMessages[reason], log, cause: error })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Events read defensively: what is not an event is dropped, attributes kept as strings. */
function readEvents(raw: readonly unknown[]): SimulatedTxEvent[] {
  return raw.flatMap((event) => {
    if (!isRecord(event) || typeof event.type !== 'string' || !Array.isArray(event.attributes)) return []
    const attributes = event.attributes.flatMap((attribute) =>
      isRecord(attribute) && typeof attribute.key === 'string' && typeof attribute.value === 'string'
        ? [{ key: attribute.key, value: attribute.value }]
        : [],
    )
    return [{ type: event.type, attributes }]
  })
}
