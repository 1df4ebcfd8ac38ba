// @rollscope/devnet/isomorphic: the stand-ins alone (Web APIs only), for Node and browsers, e.g. behind an msw
// handler. The Node server is in ./server.ts.

export type { BankDevnet, BankDevnetOptions } from './bank/index.ts'
export { bankFixtures, bankLedger, createBankDevnet } from './bank/index.ts'
export type { PriceDevnetOptions } from './bank/prices.ts'
export { createPriceDevnet } from './bank/prices.ts'
export type {
  AbciEvent,
  CosmosChainDevnet,
  CosmosChainDevnetOptions,
  CosmosSimulation,
  IncludedCosmosTx,
} from './cosmos/index.ts'
export { createCosmosChainDevnet, SimulationError } from './cosmos/index.ts'
export type { Ledger, LedgerDraft } from './cosmos/ledger.ts'
export { cosmosRest } from './cosmos/rest.ts'
export type {
  DevnetAccount,
  DevnetNft,
  IndexerDevnet,
  IndexerDevnetFixtures,
  IndexerDevnetOptions,
} from './indexer/index.ts'
export { createIndexerDevnet } from './indexer/index.ts'
export type { MoveObjectsDevnet, MoveObjectsDevnetOptions, PairChain } from './move/objects.ts'
export { createMoveObjectsDevnet, dexPairOf } from './move/objects.ts'
export type { DevnetUsername } from './move/usernames.ts'
export { devnetUsernames, usernamesModule, usernamesModuleAddress } from './move/usernames.ts'
export type { MoveViewFunction, MoveViewModule, MoveViewParam } from './move/views.ts'
export { createMoveViewsDevnet } from './move/views.ts'
export type { RegistryDevnet, RegistryDevnetOptions, RegistryDevnetUrls } from './registry/index.ts'
export { createRegistryDevnet } from './registry/index.ts'
export type { RouterChains, RouterDevnet, RouterDevnetOptions, RouterFaults } from './router/index.ts'
export { createRouterDevnet } from './router/index.ts'
