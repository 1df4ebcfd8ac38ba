import { createRestClient } from '../balances/client.ts'
import { SimulationUnavailableError } from '../errors/bridge.ts'
import type { RouterClient } from '../router/client.ts'
import type { SimulateRouteTx } from './driver/context.ts'

// The bridge's `simulate` over each chain's REST: the router's msgs encoded as the wallet adapters encode them, then
// `simulateTx` as the signer (its sequence and key read from the chain). Both load on the first simulation.

export interface CreateRouteTxSimulatorParameters {
  router: RouterClient
  /** Each chain's REST (LCD) by chain id. Default: the `rest` the router's `/v2/info/chains` names for it. */
  restUrls?: Readonly<Record<string, string>> | undefined
  /** A fetch for the chains' REST (SSR, tests, instrumentation). Default: the global fetch. */
  fetch?: typeof fetch | undefined
}

/**
 * Simulates a route's Cosmos tx on its chain as its signer, for `BridgeControllerOptions.simulate`.
 *
 * @example
 * const bridge = useBridgeTransfer({ wallet, simulate: createRouteTxSimulator({ router }) })
 */
export function createRouteTxSimulator({
  router,
  restUrls,
  fetch,
}: CreateRouteTxSimulatorParameters): SimulateRouteTx {
  const urls = new Map<string, Promise<string | undefined>>()
  const restOf = (chainId: string) => {
    let url = urls.get(chainId)
    if (!url) {
      url = restUrls?.[chainId]
        ? Promise.resolve(restUrls[chainId])
        : router
            .chains({ chain_ids: chainId })
            .then(({ chains }) => chains.find((chain) => chain.chain_id === chainId)?.rest)
      // a failure is not kept: the next try asks again
      url.catch(() => urls.delete(chainId))
      urls.set(chainId, url)
    }
    return url
  }
  return async (tx, { signal }) => {
    const [{ simulateTx }, { routerMsgToEncodeObject }, baseUrl] = await Promise.all([
      import('../tx/simulateTx.ts'),
      import('../wallet/messages/registry.ts'),
      restOf(tx.chain_id),
    ])
    if (!baseUrl)
      throw new SimulationUnavailableError(tx.chain_id, {
        details: `the router names no REST endpoint for ${tx.chain_id}: set restUrls`,
      })
    const { gasUsed, events, eventsOmitted } = await simulateTx(
      createRestClient({ baseUrl, ...(fetch && { fetch }) }),
      {
        request: { chainId: tx.chain_id, messages: tx.msgs.map((msg) => routerMsgToEncodeObject(msg)) },
        signer: tx.signer_address,
      },
      { signal },
    )
    return { gasUsed, events, eventsOmitted }
  }
}
