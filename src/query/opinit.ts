import type { DataTag } from '@tanstack/react-query'
import type {
  HttpError,
  InvalidParameterError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from '../errors/http.ts'
import { getClaimableAt, listUnclaimedWithdrawals } from '../opinit/claimable.ts'
import { createOpinitClient, type OpinitClient } from '../opinit/client.ts'
import type { ExecutorWithdrawal, ExecutorWithdrawals, OpBridge, OpOutput } from '../opinit/schemas.ts'
import { withdrawalKey } from '../opinit/withdrawal.ts'
import { shouldRetryIndexerQuery } from './indexerQuery.ts'

/** Everything an OPinit read can fail with. */
export type OpinitError =
  | HttpError
  | ResponseValidationError
  | TimeoutError
  | NetworkError
  | InvalidParameterError

/** OPinit query keys, for `invalidateQueries`: `opinitKeys.server(url)` covers one executor or one L1 REST. */
export const opinitKeys = {
  all: ['rollscope', 'opinit'] as const,
  server: (baseUrl: string) => ['rollscope', 'opinit', baseUrl] as const,
  query: <scope extends string, parameters extends object>(
    baseUrl: string,
    scope: scope,
    parameters: parameters,
  ) => ['rollscope', 'opinit', baseUrl, scope, parameters] as const,
}

type OpinitQueryKey<scope extends string, parameters> = readonly [
  'rollscope',
  'opinit',
  string,
  scope,
  parameters,
]

export interface OpinitQueryOptions<data, key> {
  queryKey: DataTag<key, data, OpinitError>
  queryFn: (context: { signal: AbortSignal }) => Promise<data>
  enabled: boolean
  staleTime?: number
  retry: typeof shouldRetryIndexerQuery
}

type Optional<parameters> = { [name in keyof parameters]?: parameters[name] | undefined }

function opinitQueryOptions<scope extends string, parameters extends object, data>(
  baseUrl: string,
  scope: scope,
  parameters: parameters,
  fetch: (signal: AbortSignal) => Promise<data>,
  { enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {},
): OpinitQueryOptions<data, OpinitQueryKey<scope, parameters>> {
  return {
    queryKey: opinitKeys.query(baseUrl, scope, parameters) as never,
    queryFn: ({ signal }) => fetch(signal),
    enabled,
    ...(staleTime !== undefined && { staleTime }),
    // the http layer retried network errors and 5xx already
    retry: shouldRetryIndexerQuery,
  }
}

export interface OpWithdrawalQueryParameters {
  sequence: number
}

/** The executor's `GET /withdrawal/{sequence}`: proofs once the withdrawal is in a proposed output. */
export function opWithdrawalQueryOptions(
  client: OpinitClient,
  parameters: Optional<OpWithdrawalQueryParameters>,
): OpinitQueryOptions<
  ExecutorWithdrawal,
  OpinitQueryKey<'withdrawal', Optional<OpWithdrawalQueryParameters>>
> {
  const { sequence } = parameters
  return opinitQueryOptions(
    client.executorUrl,
    'withdrawal',
    parameters,
    (signal) => client.withdrawal(sequence!, { signal }),
    { enabled: sequence !== undefined },
  )
}

export interface OpWithdrawalsQueryParameters {
  address: string
  offset?: number | undefined
  limit?: number | undefined
  order?: 'asc' | 'desc' | undefined
}

/** The executor's `GET /withdrawals/{address}`: an address's withdrawals, newest first. Waits for an address. */
export function opWithdrawalsQueryOptions(
  client: OpinitClient,
  parameters: Optional<OpWithdrawalsQueryParameters>,
): OpinitQueryOptions<
  ExecutorWithdrawals,
  OpinitQueryKey<'withdrawals', Optional<OpWithdrawalsQueryParameters>>
> {
  const { address, ...page } = parameters
  const pageParameters = Object.fromEntries(Object.entries(page).filter(([, value]) => value !== undefined))
  return opinitQueryOptions(
    client.executorUrl,
    'withdrawals',
    parameters,
    (signal) => client.withdrawals(address!, pageParameters, { signal }),
    { enabled: Boolean(address) },
  )
}

export interface OpBridgeQueryParameters {
  bridgeId: number | string
}

/** The bridge's config on L1, with its `finalization_period`: it changes by governance only, so kept an hour. */
export function opBridgeQueryOptions(
  client: OpinitClient,
  parameters: Optional<OpBridgeQueryParameters>,
): OpinitQueryOptions<OpBridge, OpinitQueryKey<'bridge', Optional<OpBridgeQueryParameters>>> {
  const { bridgeId } = parameters
  return opinitQueryOptions(
    client.l1RestUrl,
    'bridge',
    parameters,
    (signal) => client.bridge(bridgeId!, { signal }),
    { enabled: bridgeId !== undefined, staleTime: 60 * 60_000 },
  )
}

export interface OpOutputQueryParameters {
  bridgeId: number | string
  outputIndex: number | string
}

/** An output proposal on L1; once proposed it never changes. */
export function opOutputQueryOptions(
  client: OpinitClient,
  parameters: Optional<OpOutputQueryParameters>,
): OpinitQueryOptions<OpOutput, OpinitQueryKey<'output', Optional<OpOutputQueryParameters>>> {
  const { bridgeId, outputIndex } = parameters
  return opinitQueryOptions(
    client.l1RestUrl,
    'output',
    parameters,
    (signal) => client.output(bridgeId!, outputIndex!, { signal }),
    { enabled: bridgeId !== undefined && outputIndex !== undefined, staleTime: Number.POSITIVE_INFINITY },
  )
}

export interface OpWithdrawalClaimedQueryParameters {
  /** The executor's record of the withdrawal; the L1 keys it by a hash of its fields. */
  withdrawal: ExecutorWithdrawal
}

/** Whether the L1 has recorded the withdrawal as claimed. Waits for a withdrawal. */
export function opWithdrawalClaimedQueryOptions(
  client: OpinitClient,
  { withdrawal }: Optional<OpWithdrawalClaimedQueryParameters>,
): OpinitQueryOptions<boolean, OpinitQueryKey<'claimed', { bridgeId?: number; sequence?: number }>> {
  return opinitQueryOptions(
    client.l1RestUrl,
    'claimed',
    { bridgeId: withdrawal?.bridge_id, sequence: withdrawal?.sequence },
    async (signal) => client.claimed(withdrawal!.bridge_id, await withdrawalKey(withdrawal!), { signal }),
    { enabled: withdrawal !== undefined },
  )
}

export interface OpClaimableAtQueryParameters {
  withdrawal: ExecutorWithdrawal
}

/**
 * When a withdrawal's claim opens (ms), from its bridge and its output on L1; null while it is in no proposed
 * output. Waits for a withdrawal.
 */
export function opClaimableAtQueryOptions(
  client: OpinitClient,
  { withdrawal }: Optional<OpClaimableAtQueryParameters>,
): OpinitQueryOptions<
  number | null,
  OpinitQueryKey<'claimableAt', { bridgeId?: number; sequence?: number; outputIndex?: number }>
> {
  return opinitQueryOptions(
    client.l1RestUrl,
    'claimableAt',
    {
      bridgeId: withdrawal?.bridge_id,
      sequence: withdrawal?.sequence,
      outputIndex: withdrawal?.output_index,
    },
    (signal) => getClaimableAt(client, withdrawal!, { signal }),
    { enabled: withdrawal !== undefined },
  )
}

/** A withdrawal to the user's L1 address from one of the configured rollups. */
export interface OtherWithdrawal {
  l2ChainId: string
  withdrawal: ExecutorWithdrawal
  /** When it can be claimed (ms), null while its output is not proposed. */
  claimableAt: number | null
}

export interface OtherWithdrawalsQueryParameters {
  /** The receiver on L1. */
  address: string
  /** The L1's REST (LCD). */
  l1RestUrl: string
  /** Each rollup's OPinit executor API by its chain id. */
  executors: Readonly<Record<string, string>>
  /** A fetch for the executors and the L1's REST. Default: the global fetch. */
  fetch?: typeof fetch | undefined
}

type OtherWithdrawalsKey = readonly [
  'rollscope',
  'opinit',
  'otherWithdrawals',
  { address?: string; l1RestUrl?: string; executors: Readonly<Record<string, string>> },
]

export interface OtherWithdrawalsQueryOptions
  extends OpinitQueryOptions<OtherWithdrawal[], OtherWithdrawalsKey> {
  refetchInterval: (query: { state: { data?: OtherWithdrawal[] | undefined } }) => number
}

/**
 * The unclaimed withdrawals to `address` at every rollup's executor (by receiver, as opinit-bots indexes them),
 * each with when it can be claimed. Checked every 30 s, every 5 s while one waits for its output to be
 * proposed. Waits for an address, the L1's REST and at least one executor.
 */
export function otherWithdrawalsQueryOptions(
  parameters: Optional<OtherWithdrawalsQueryParameters>,
): OtherWithdrawalsQueryOptions {
  const { address, l1RestUrl, executors = {}, fetch } = parameters
  return {
    queryKey: ['rollscope', 'opinit', 'otherWithdrawals', { address, l1RestUrl, executors }] as never,
    enabled: Boolean(address && l1RestUrl && Object.keys(executors).length > 0),
    // a withdrawal whose output is not proposed yet is looked at again soon: its claim time is coming
    refetchInterval: (query) =>
      query.state.data?.some((found) => found.claimableAt === null) ? 5_000 : 30_000,
    retry: shouldRetryIndexerQuery,
    queryFn: async ({ signal }) => {
      const found: OtherWithdrawal[] = []
      for (const [l2ChainId, executorUrl] of Object.entries(executors)) {
        const client = createOpinitClient({ executorUrl, l1RestUrl: l1RestUrl!, ...(fetch && { fetch }) })
        for (const unclaimed of await listUnclaimedWithdrawals(client, { address: address! }, { signal }))
          found.push({ l2ChainId, ...unclaimed })
      }
      return found
    },
  }
}
