import { toBase64 } from '@cosmjs/encoding'
import type { RestClient } from '../balances/client.ts'
import { loadModule } from '../bridge/controller/lazyModule.ts'
import { HttpError, InvalidParameterError } from '../errors/http.ts'
import { SimulationFailedError } from '../errors/tx.ts'
import { loadChecker, type RequestOptions, requestJson } from '../http/request.ts'
import { getSignerAccount, type SignerAccount } from './account.ts'
import { failureMessages, failureReasonOf } from './failureReason.ts'
import { requestMemo, requestMessages } from './messages.ts'
import { gatewayErrorSchema, simulateResponseSchema } from './schemas.ts'
import type { SimulatedTxEvent, TxRequest } from './types.ts'

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
  const messages = requestMessages(request, signer)
  // the encoders (cosmjs's registry, the Initia and CCTP types) load with the first simulation
  const encoder = await loadModule(() => import('./messageEncoder.ts'))
  const registry = await encoder.registryFor(messages.map((message) => message.typeUrl))
  const account = parameters.account ?? (await getSignerAccount(client, signer, options))
  let txBytes: Uint8Array
  try {
    txBytes = encoder.unsignedTxBytes(registry, messages, requestMemo(request), account)
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
    return {
      gasUsed: BigInt(gas_info.gas_used),
      gasWanted: BigInt(gas_info.gas_wanted),
      events: readEvents(raw.slice(0, maxEvents)),
      eventsOmitted: Math.max(0, raw.length - maxEvents),
    }
  } catch (error) {
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
  const parsed = (await loadChecker()).safeParse(gatewayErrorSchema, body)
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
