// `rollscope/actions`: the clients (indexer, chain registry, router, OPinit executor) and the plain async functions
// that read through them, as wagmi's `wagmi/actions`. No React: for Server Components, route handlers and scripts.

// an account's balances on a chain (its REST) and USD prices (Initia's price API), and the portfolio across chains
export {
  type BankBalance,
  type GetBalancesParameters,
  type GetBalancesReturnType,
  type GetPricesParameters,
  type GetPricesReturnType,
  getBalances,
  getPrices,
} from '../balances/actions.ts'
// what a tx changed: the components that show it load it on first use; it is not in the root entry, whose static
// imports would carry it into every app esbuild bundles
export { balanceChanges } from '../balances/balanceChanges.ts'
export {
  createPriceClient,
  createRestClient,
  type PriceClient,
  priceApiUrl,
  type RestClient,
} from '../balances/client.ts'
export {
  buildPortfolio,
  originOf,
  type PortfolioBalance,
  type PortfolioChainInput,
  type PortfolioGroup,
  type PortfolioSummary,
  type UnlistedBalance,
} from '../balances/portfolio.ts'
export { type BankBalancesPage, bankBalancesPageSchema } from '../balances/schemas.ts'
// who owns the Move stores a tx names no owner for: asked of the chain, each address once
export {
  type GetStoreOwnersParameters,
  type GetStoreOwnersReturnType,
  getStoreOwners,
} from '../balances/storeOwners.ts'
export type {
  BalanceChange,
  BalanceChangeIssue,
  BalanceChangeSource,
  BalanceChangesOptions,
  BalanceChangesReturnType,
} from '../balances/types.ts'
export {
  ChainNotFoundError,
  type ChainService,
  ChainServiceMissingError,
  DuplicateChainIdError,
  JsonRpcError,
  UsernameAnswerError,
  UsernameChangedError,
  UsernameNotFoundError,
} from '../errors/index.ts'
export { type EvmJsonRpcConfig, getCosmosTxHashOfEvmTx, getEvmTxHashOfCosmosTx } from '../evm/cosmosTxHash.ts'
// an ERC-20 or ERC-721 Transfer log read (EvmTxDetail's logs, balanceChanges): here, not in `rollscope/explorer`,
// whose re-export made esbuild load it with every explorer app, balanceChanges loading it lazily (evanw/esbuild#3704)
export { type DecodedTransfer, decodeTransfer, transferTopic } from '../evm/decodeTransfer.ts'
export type { EvmJsonRpcSource } from '../evm/linkedTx.ts'
export type { HttpClientConfig, RequestOptions, RetryOptions } from '../http/request.ts'
export {
  type GetAvgBlockTimeReturnType,
  type GetBlockParameters,
  type GetBlockReturnType,
  type GetIndexerStatusReturnType,
  getAvgBlockTime,
  getBlock,
  getIndexerStatus,
  type ListBlocksParameters,
  type ListBlocksReturnType,
  listBlocks,
} from '../indexer/blocks.ts'
export { createIndexerClient, type IndexerClient, type IndexerClientConfig } from '../indexer/client.ts'
export { type GetCosmosTxOfEvmTxParameters, getCosmosTxOfEvmTx } from '../indexer/evmCosmosTx.ts'
export {
  type GetEvmTxParameters,
  type GetEvmTxReturnType,
  getEvmTx,
  type ListEvmInternalTxsByAccountParameters,
  type ListEvmInternalTxsByHashParameters,
  type ListEvmInternalTxsByHeightParameters,
  type ListEvmInternalTxsParameters,
  type ListEvmInternalTxsReturnType,
  type ListEvmTxsByAccountParameters,
  type ListEvmTxsByHeightParameters,
  type ListEvmTxsParameters,
  type ListEvmTxsReturnType,
  listEvmInternalTxs,
  listEvmInternalTxsByAccount,
  listEvmInternalTxsByHash,
  listEvmInternalTxsByHeight,
  listEvmTxs,
  listEvmTxsByAccount,
  listEvmTxsByHeight,
} from '../indexer/evmTxs.ts'
export {
  type GetNftCollectionParameters,
  type GetNftCollectionReturnType,
  getNftCollection,
  type ListNftCollectionsByAccountParameters,
  type ListNftCollectionsByNameParameters,
  type ListNftCollectionsParameters,
  type ListNftCollectionsReturnType,
  type ListNftTokensByAccountParameters,
  type ListNftTokensByCollectionParameters,
  type ListNftTokensReturnType,
  type ListNftTxsParameters,
  type ListNftTxsReturnType,
  listNftCollections,
  listNftCollectionsByAccount,
  listNftCollectionsByName,
  listNftTokensByAccount,
  listNftTokensByCollection,
  listNftTxs,
} from '../indexer/nft.ts'
export { MAX_LIMIT, type MsgsParameters, type PaginationParameters } from '../indexer/parameters.ts'
export {
  type ListRichListParameters,
  type ListRichListReturnType,
  listRichList,
} from '../indexer/richList.ts'
export {
  type GetTxParameters,
  type GetTxReturnType,
  getTx,
  type ListTxsByAccountParameters,
  type ListTxsByHeightParameters,
  type ListTxsParameters,
  type ListTxsReturnType,
  listTxs,
  listTxsByAccount,
  listTxsByHeight,
} from '../indexer/txs.ts'
export {
  defaultIpfsGateways,
  parseNftMetadata,
  type ResolveNftMediaOptions,
  resolveNftMedia,
} from '../media/nftMedia.ts'
// Initia usernames (`alice.init`), read from the L1's usernames module
export {
  createUsernamesClient,
  type UsernamesClient,
  usernamesModules,
} from '../names/client.ts'
// pure: whether text is a username, and why not (the hooks' `parsed`)
export { type ParseUsernameReturnType, parseUsername, type UsernameProblem } from '../names/username.ts'
export {
  type GetUsernameAddressParameters,
  type GetUsernameParameters,
  getUsername,
  getUsernameAddress,
} from '../names/usernames.ts'
export {
  getClaimableAt,
  type ListUnclaimedWithdrawalsParameters,
  listUnclaimedWithdrawals,
  type UnclaimedWithdrawal,
} from '../opinit/claimable.ts'
export { createOpinitClient, type OpinitClient, type OpinitClientConfig } from '../opinit/client.ts'
export type { ExecutorWithdrawal, ExecutorWithdrawals, OpBridge, OpOutput } from '../opinit/schemas.ts'
export {
  type GetAssetsParameters,
  type GetAssetsReturnType,
  type GetChainsReturnType,
  type GetProfilesReturnType,
  getAssets,
  getChains,
  getProfiles,
} from '../registry/actions.ts'
export { type AssetInfo, type AssetOfOptions, assetOf, decimalsOf } from '../registry/asset.ts'
export { type ChainEndpoints, type ChainExplorer, chainEndpoints, chainOf } from '../registry/chain.ts'
export {
  createRegistryClient,
  type RegistryClient,
  type RegistryClientConfig,
  type RegistryNetwork,
  registryUrls,
} from '../registry/client.ts'
export { chainDisplayOf } from '../registry/display.ts'
export {
  type AssetsFromSourceRequest,
  type AssetsRequest,
  type BalancesRequest,
  type ChainsRequest,
  createRouterClient,
  type MsgsRequest,
  type OpHookRequest,
  type RouteRequest,
  type RouterClient,
  type RouterClientConfig,
  type TrackRequest,
} from '../router/client.ts'
export type {
  Asset as RouterAsset,
  AssetsFromSourceResponse,
  AssetsResponse,
  Balance as RouterBalance,
  BalancesResponse,
  ChainInfo as RouterChain,
  ChainsResponse,
  CosmosTx as RouterCosmosTx,
  Erc20Approval,
  EvmTx as RouterEvmTx,
  Fee,
  MsgsResponse,
  MsgsTx,
  Operation,
  OpHookResponse,
  Route,
  RouterMsg,
  StatusResponse,
  TrackResponse,
  TransferEvent,
} from '../router/schemas.ts'
export { classifySearch } from '../search/classifySearch.ts'
export { type SearchChain, searchChainOf } from '../search/searchChain.ts'
export type { SearchFound, SearchMatch, SearchRegistryFound } from '../search/searchMatch.ts'
export type { SearchKind, SearchTerm } from '../search/searchTerm.ts'
// Send and Send NFT: the recipient read, and the tx that moves a coin or an NFT
export { maxSendable, sendGasEstimate } from '../send/fee.ts'
export { maxMemoBytes } from '../send/memo.ts'
export {
  type NftTransferParameters,
  type NftVm,
  nftTransferRequest,
} from '../send/nftTransfer.ts'
export {
  accountForms,
  checksumAddress,
  type RecipientChain,
  type RecipientProblem,
  type RecipientResult,
  readRecipient,
} from '../send/recipient.ts'
export { type SendRequest, type SendRequestParameters, sendRequest } from '../send/sendRequest.ts'
// a tx simulated on its chain before anything is signed
export { getSignerAccount, type SignerAccount } from '../tx/account.ts'
export { type ConfirmTxParameters, confirmTx } from '../tx/confirmTx.ts'
export { type FeeOption, gasAdjustment, type TxFee, txFee } from '../tx/fee.ts'
export { isOpenRecord, txRequestId } from '../tx/requestId.ts'
export { type ChosenFee, type SendTxRequestParameters, sendTxRequest } from '../tx/sendTxRequest.ts'
export {
  maxEvents,
  maxLogLength,
  type SimulateTxParameters,
  type SimulateTxReturnType,
  simulateTx,
} from '../tx/simulateTx.ts'
export type { CosmosMessage, EvmCall, SimulatedTxEvent, TxRequest } from '../tx/types.ts'
