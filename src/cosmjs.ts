// `rollscope/cosmjs`: the wallet adapter for Cosmos wallets through cosmjs, and the message encoders it uses.
// A subpath of its own, so that apps without cosmjs never have to resolve it.
export { type CosmjsAdapterOptions, type CosmjsChainConfig, createCosmjsAdapter } from './wallet/cosmjs.ts'
export {
  createCosmosAminoTypes,
  createCosmosRegistry,
  parseRouterJson,
  routerMsgToEncodeObject,
} from './wallet/cosmosMessages.ts'
export {
  MsgInitiateTokenDeposit,
  MsgInitiateTokenWithdrawal,
  opinitAminoConverters,
} from './wallet/opinit.ts'
