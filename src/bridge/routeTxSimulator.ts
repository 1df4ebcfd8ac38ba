import { createRestClient } from '../balances/client.ts'
import type { RouterClient } from '../router/client.ts'
import type { SimulateRouteTx } from './driver/context.ts'

// The bridge's `simulate` over each chain's REST: the router's msgs encoded as the wallet adapters encode them, then
// `simulateTx` as the signer (its sequence and key read from the chain). Both load on the first simulation.
// A chain whose REST no source names is not simulated, and its tx is signed as before: Initia's registry lists
// Initia's chains only, and a route's first tx is often on another one (Noble, the Hub) that the router may not
// name a REST for either; refusing those would stop real routes that the static check against the quote passes.

export interface CreateRouteTxSimulatorParameters {
  router: RouterClient
  /** Each chain's REST (LCD) by chain id. A chain not named here is looked for with `findRest`, then the router. */
  restUrls?: Readonly<Record<string, string>> | undefined
  /**
   * Finds a chain's REST, e.g. in the chain registry; undefined (or a rejection) when it lists none. The `rest` the
   * router's `/v2/info/chains` names is asked for next. BridgeWidget and useBridgeTransfer pass the registry's.
   */
  findRest?: ((chainId: string) => Promise<string | undefined>) | undefined
  /** A fetch for the chains' REST (SSR, tests, instrumentation). Default: the global fetch. */
  fetch?: typeof fetch | undefined
}

/**
 * Simulates a route's Cosmos tx on its chain as its signer, for `BridgeControllerOptions.simulate`.
 *
 * @example
 * const bridge = useBridgeTransfer({ wallet, simulate: createRouteTxSimulator({ router, restUrls: { 'noble-1': nobleRest } }) })
 */
export function createRouteTxSimulator({
  router,
  restUrls,
  findRest,
  fetch,
}: CreateRouteTxSimulatorParameters): SimulateRouteTx {
  const urls = new Map<string, Promise<string | undefined>>()
  const fromRouter = (chainId: string) =>
    router
      .chains({ chain_ids: chainId })
      .then(({ chains }) => chains.find((chain) => chain.chain_id === chainId)?.rest)
  const restOf = (chainId: string) => {
    let url = urls.get(chainId)
    if (!url) {
      url = restUrls?.[chainId]
        ? Promise.resolve(restUrls[chainId])
        : (findRest?.(chainId) ?? Promise.resolve(undefined))
            .catch(() => undefined)
            .then((found) => found || fromRouter(chainId))
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
      return {
        notSimulated: true,
        reason: `no REST endpoint known for ${tx.chain_id}: neither the registry nor the router names one (set restUrls)`,
      }
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
