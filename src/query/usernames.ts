// Names and addresses of the L1's usernames module: one query per distinct account (its 32 bytes, whatever form a
// row shows) and per name, in the app's QueryClient, so a list asks each account once however often rows mount.
import type { DataTag } from '@tanstack/react-query'
import type { RollscopeError } from '../errors/base.ts'
import type { RequestOptions } from '../http/request.ts'
import { usernameAccountKey } from '../names/account.ts'
import type { UsernamesClient } from '../names/client.ts'
import { parseUsername } from '../names/username.ts'

const load = () => import('../names/usernames.ts')

export const usernamesKeys = {
  all: ['rollscope', 'usernames'] as const,
  /** `address`: the account's 32 bytes as 64 hex digits, no 0x. */
  username: (baseUrl: string, parameters: { address?: string | undefined }) =>
    ['rollscope', 'usernames', baseUrl, 'username', { address: parameters.address }] as const,
  /** `username`: lower-case, with `.init`. */
  address: (baseUrl: string, parameters: { username?: string | undefined }) =>
    ['rollscope', 'usernames', baseUrl, 'address', { username: parameters.username }] as const,
}

// the http layer retried network errors and 5xx already; a timeout is asked again twice
const retry = (failures: number, error: Error) => error.name === 'TimeoutError' && failures < 2
// a name changes hands rarely; what is shown is asked again before anything is signed (confirmUsernameAddress)
const staleTime = 10 * 60_000

export interface UsernameQueryOptions<data, key> {
  queryKey: DataTag<key, data, RollscopeError>
  queryFn: (context: { signal: AbortSignal }) => Promise<data>
  enabled: boolean
  staleTime: number
  retry: typeof retry
}

/**
 * The account's name (`alice.init`, or null), one query per account: `init1…` and 0x of one account share it. Waits
 * for an Initia address (a `noble1…` address asks nothing).
 */
export function usernameQueryOptions(client: UsernamesClient, parameters: { address?: string | undefined }) {
  const key = parameters.address === undefined ? undefined : usernameAccountKey(parameters.address)
  return {
    queryKey: usernamesKeys.username(client.rest.baseUrl, { address: key }) as never,
    queryFn: async ({ signal }) => (await load()).getUsername(client, { address: `0x${key}` }, { signal }),
    enabled: key !== undefined,
    staleTime,
    retry,
  } satisfies UsernameQueryOptions<
    string | null,
    ReturnType<typeof usernamesKeys.username>
  > as UsernameQueryOptions<string | null, ReturnType<typeof usernamesKeys.username>>
}

/** The account (`init1…`, or null) a name points at. Waits for text that is a username (`parseUsername`). */
export function usernameAddressQueryOptions(
  client: UsernamesClient,
  parameters: { username?: string | undefined },
) {
  const parsed = parameters.username === undefined ? undefined : parseUsername(parameters.username)
  const username = parsed?.kind === 'username' ? parsed.username : undefined
  return {
    queryKey: usernamesKeys.address(client.rest.baseUrl, { username }) as never,
    queryFn: async ({ signal }) =>
      (await load()).getUsernameAddress(client, { username: username! }, { signal }),
    enabled: username !== undefined,
    staleTime,
    retry,
  } satisfies UsernameQueryOptions<
    string | null,
    ReturnType<typeof usernamesKeys.address>
  > as UsernameQueryOptions<string | null, ReturnType<typeof usernamesKeys.address>>
}

/**
 * Asks the chain again, past the cache, where `username` points, before signing for `address`: throws
 * UsernameChangedError when it points at another account now, UsernameNotFoundError when at none.
 */
export async function confirmUsernameAddress(
  client: UsernamesClient,
  parameters: { username: string; address: string },
  options: RequestOptions = {},
): Promise<void> {
  // the errors load with the actions: an app's first load carries neither
  const [{ getUsernameAddress }, { UsernameChangedError, UsernameNotFoundError }] = await Promise.all([
    load(),
    import('../errors/names.ts'),
  ])
  const now = await getUsernameAddress(client, { username: parameters.username }, options)
  const username = parameters.username.trim().toLowerCase()
  if (now === null) throw new UsernameNotFoundError(username)
  if (usernameAccountKey(now) !== usernameAccountKey(parameters.address))
    throw new UsernameChangedError(username, parameters.address, now)
}
