import { InvalidParameterError } from '../errors/http.ts'
import { type HttpClientConfig, type RequestOptions, requestJson } from '../http/request.ts'
import {
  claimedSchema,
  type ExecutorWithdrawal,
  type ExecutorWithdrawals,
  executorWithdrawalSchema,
  executorWithdrawalsSchema,
  type OpBridge,
  type OpOutput,
  opBridgeSchema,
  opOutputSchema,
} from './schemas.ts'

export interface OpinitClientConfig extends Omit<HttpClientConfig, 'baseUrl'> {
  /** The rollup's OPinit executor API (`executor_uri` in the Initia registry). */
  executorUrl: string
  /** The L1's REST (LCD) endpoint, for the bridge's finalization period and its outputs. */
  l1RestUrl: string
}

/** One rollup's withdrawals: the executor's records and proofs, and the L1's view of its bridge. */
export interface OpinitClient {
  readonly type: 'opinit'
  readonly executorUrl: string
  readonly l1RestUrl: string
  /** `GET /withdrawal/{sequence}`: proofs once the withdrawal is in a proposed output. */
  withdrawal(sequence: number, options?: RequestOptions): Promise<ExecutorWithdrawal>
  /** `GET /withdrawals/{address}`: an address's withdrawals, newest first by default (at most 100). */
  withdrawals(
    address: string,
    parameters?: { offset?: number; limit?: number; order?: 'asc' | 'desc' },
    options?: RequestOptions,
  ): Promise<ExecutorWithdrawals>
  /** The bridge's config on L1, with its `finalization_period`. */
  bridge(bridgeId: number | string, options?: RequestOptions): Promise<OpBridge>
  /** Whether the L1 has recorded the withdrawal with this hash (base64, `withdrawalHash`) as claimed. */
  claimed(bridgeId: number | string, withdrawalHash: string, options?: RequestOptions): Promise<boolean>
  /** An output proposal on L1: `l1_block_time` starts the finalization period of its withdrawals. */
  output(bridgeId: number | string, outputIndex: number | string, options?: RequestOptions): Promise<OpOutput>
}

const id = (name: string, value: number | string) => {
  if (!/^\d+$/.test(String(value))) throw new InvalidParameterError(name, value, 'Use a whole number.')
  return String(value)
}

export function createOpinitClient(config: OpinitClientConfig): OpinitClient {
  const { executorUrl, l1RestUrl, ...rest } = config
  const executor: HttpClientConfig = { ...rest, baseUrl: executorUrl.replace(/\/+$/, '') }
  const l1: HttpClientConfig = { ...rest, baseUrl: l1RestUrl.replace(/\/+$/, '') }
  return {
    type: 'opinit',
    executorUrl: executor.baseUrl,
    l1RestUrl: l1.baseUrl,
    withdrawal: (sequence, options = {}) =>
      requestJson(executor, {
        service: 'OPinit executor',
        path: `/withdrawal/${id('sequence', sequence)}`,
        schema: executorWithdrawalSchema,
        signal: options.signal,
      }),
    withdrawals: (address, { offset = 0, limit = 10, order = 'desc' } = {}, options = {}) =>
      requestJson(executor, {
        service: 'OPinit executor',
        path: `/withdrawals/${encodeURIComponent(address)}`,
        query: new URLSearchParams({ offset: String(offset), limit: String(limit), order }),
        schema: executorWithdrawalsSchema,
        signal: options.signal,
      }),
    bridge: (bridgeId, options = {}) =>
      requestJson(l1, {
        service: 'L1 REST',
        path: `/opinit/ophost/v1/bridges/${id('bridge id', bridgeId)}`,
        schema: opBridgeSchema,
        signal: options.signal,
      }),
    claimed: async (bridgeId, withdrawalHash, options = {}) =>
      (
        await requestJson(l1, {
          service: 'L1 REST',
          path: `/opinit/ophost/v1/bridges/${id('bridge id', bridgeId)}/withdrawals/claimed/by_hash`,
          query: new URLSearchParams({ withdrawal_hash: withdrawalHash }),
          schema: claimedSchema,
          signal: options.signal,
        })
      ).claimed,
    output: (bridgeId, outputIndex, options = {}) =>
      requestJson(l1, {
        service: 'L1 REST',
        path: `/opinit/ophost/v1/bridges/${id('bridge id', bridgeId)}/outputs/${id('output index', outputIndex)}`,
        schema: opOutputSchema,
        signal: options.signal,
      }),
  }
}
