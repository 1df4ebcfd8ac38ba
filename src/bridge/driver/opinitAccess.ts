import { RollscopeError } from '../../errors/base.ts'
import { createOpinitClient, type OpinitClient } from '../../opinit/client.ts'
import type { RouterClient } from '../../router/client.ts'
import type { OpinitAccess } from './withdrawalStart.ts'

/** Where OPinit withdrawals are followed to their claim. */
export interface OpWithdrawalsOptions {
  /**
   * Each rollup's OPinit executor API by the router's chain id for it (the Initia registry's `executor_uri`),
   * e.g. `{ 'minimove-1': 'https://executor.minimove-1.initia.xyz' }`. Withdrawals from other rollups are
   * followed by the router alone.
   */
  executors: Readonly<Record<string, string>>
  /** The L1's REST (LCD). Default: the `rest` the router's `/v2/info/chains` names for the L1. */
  l1RestUrl?: string | undefined
  /** The L1's chain id: BridgeWidget lists withdrawals made elsewhere (another device) to it, to claim them. */
  l1ChainId?: string | undefined
  /** A fetch for the executors and the L1's REST (SSR, tests, instrumentation). Default: the global fetch. */
  fetch?: typeof fetch | undefined
}

/** Clients per rollup, made once; the L1's REST from the options or asked of the router once. */
export function createOpinitAccess(
  options: () => OpWithdrawalsOptions | undefined,
  router: () => RouterClient,
): OpinitAccess {
  const clients = new Map<string, Promise<OpinitClient>>()
  return {
    has: (l2ChainId) => Boolean(options()?.executors[l2ChainId]),
    client(l2ChainId, l1ChainId) {
      const key = `${l2ChainId}>${l1ChainId}`
      let client = clients.get(key)
      if (!client) {
        client = (async () => {
          const settings = options()
          const executorUrl = settings?.executors[l2ChainId]
          if (!executorUrl) throw new RollscopeError(`No OPinit executor is configured for ${l2ChainId}.`)
          const { chains } = settings.l1RestUrl
            ? { chains: [] }
            : await router().chains({ chain_ids: l1ChainId })
          const l1RestUrl = settings.l1RestUrl ?? chains.find((chain) => chain.chain_id === l1ChainId)?.rest
          if (!l1RestUrl)
            throw new RollscopeError(
              `The router names no REST endpoint for ${l1ChainId}: set opWithdrawals.l1RestUrl.`,
            )
          return createOpinitClient({
            executorUrl,
            l1RestUrl,
            ...(settings.fetch && { fetch: settings.fetch }),
          })
        })()
        // a failure is not kept: the next poll asks again
        client.catch(() => clients.delete(key))
        clients.set(key, client)
      }
      return client
    },
  }
}
