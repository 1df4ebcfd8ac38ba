// `rollscope/cosmjs`: the wallet adapter for Cosmos wallets through cosmjs, and the message registry it signs with.
// A subpath of its own, so that apps without cosmjs never have to resolve it.

// the bridge's simulation before signing: it encodes the router's txs with cosmjs, so it lives here
export {
  type CreateRouteTxSimulatorParameters,
  createRouteTxSimulator,
} from '../bridge/routeTxSimulator.ts'
export { type CosmjsAdapterOptions, type CosmjsChainConfig, createCosmjsAdapter } from '../wallet/cosmjs.ts'
export {
  createCosmosAminoTypes,
  createCosmosRegistry,
  loadMessageTypes,
  routerMsgsToEncodeObjects,
  routerMsgToEncodeObject,
  supportedMessageTypes,
} from '../wallet/messages/registry.ts'
export { parseRouterJson } from '../wallet/messages/routerJson.ts'
