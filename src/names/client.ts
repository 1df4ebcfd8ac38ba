// Where the L1's usernames module is, and the REST that serves it (registryClient.ts finds both in the registry).
import { createRestClient, type RestClient } from '../balances/client.ts'

export interface UsernamesClient {
  readonly type: 'usernames'
  /** The L1's REST (`createRestClient` or `chainRestClient`); its baseUrl is in the query keys. */
  readonly rest: RestClient
  /** The usernames module's address (0x…), or found when first asked (by the L1's chain id); undefined: no names. */
  readonly moduleAddress: string | (() => Promise<string | undefined>)
}

/** InterwovenKit's usernames modules by L1 chain id (src/public/data/constants.ts, MAINNET and TESTNET). */
export const usernamesModules: Readonly<Record<string, string>> = {
  'interwoven-1': '0x72ed9b26ecdcd6a21d304df50f19abfdbe31d2c02f60c84627844620a45940ef',
  'initiation-2': '0x42cd8467b1c86e59bf319e5664a09b6b5840bb3fac64f5ce690b5041c530565a',
}

/** What a RollscopeProvider's `usernames` takes: `false` turns names off; else the module, and the L1's REST. */
export type UsernamesConfig =
  | false
  | {
      /** The usernames module's address (`usernamesModules['interwoven-1']` on mainnet). */
      moduleAddress: string
      /** The L1's REST; default: the one the provider's `network` lists for its L1. */
      rest?: string | undefined
    }

/**
 * @example
 * const usernames = createUsernamesClient({ rest: 'https://rest.testnet.initia.xyz', moduleAddress: usernamesModules['initiation-2'] })
 */
export function createUsernamesClient(parameters: {
  rest: RestClient | string
  moduleAddress: string
}): UsernamesClient {
  const { rest, moduleAddress } = parameters
  return {
    type: 'usernames',
    rest: typeof rest === 'string' ? createRestClient({ baseUrl: rest }) : rest,
    moduleAddress,
  }
}
