// rollscope/server: everything that needs no React (clients, fetchers, schemas, errors, query options and
// key factories, the chain registry, the bridge controller, the media pipeline), for Server Components, route handlers and scripts.
// The root entry exports all of it too, with the hooks and components.

// an account's balances on every chain, and their USD prices (issue 27)
export {
  type BankBalance,
  type GetBalancesParameters,
  type GetBalancesReturnType,
  type GetPricesParameters,
  type GetPricesReturnType,
  getBalances,
  getPrices,
} from './balances/actions.ts'
export {
  createPriceClient,
  createRestClient,
  type PriceClient,
  priceApiUrl,
  type RestClient,
} from './balances/client.ts'
export {
  buildPortfolio,
  originOf,
  type PortfolioChainInput,
  type PortfolioGroup,
  type PortfolioSummary,
  type UnlistedBalance,
} from './balances/portfolio.ts'
export { type BankBalancesPage, bankBalancesPageSchema } from './balances/schemas.ts'
export {
  formatAmount,
  parseAmount,
} from './bridge/amount.ts'
export type { Clock } from './bridge/clock.ts'
export {
  type BridgeCallbacks,
  type BridgeController,
  type BridgeControllerOptions,
  createBridgeController,
} from './bridge/controller.ts'
export {
  formatLocaleAmount,
  type LocaleAmountResult,
  parseLocaleAmount,
} from './bridge/form/localeAmount.ts'
export {
  type ChainTransferHistory,
  type ReadChainHistoryParameters,
  readChainHistory,
} from './bridge/history/chain.ts'
export {
  type FollowTransferParameters,
  type FoundTransfer,
  type FoundTransferState,
  followTransfer,
} from './bridge/history/follow.ts'
export {
  type ChainHistoryBounds,
  type ReadChainTransfersParameters,
  type ReadChainTransfersReturnType,
  readChainTransfers,
} from './bridge/history/read.ts'
export { type FoundTransferKind, type RecognisedTransfer, recogniseTx } from './bridge/history/recognise.ts'
export type { OpWithdrawalsOptions } from './bridge/opinitAccess.ts'
export type { PollingOptions } from './bridge/polling.ts'
export { hopsOf } from './bridge/status.ts'
export {
  type CreateLocalStorageParameters,
  createDefaultStorage,
  createLocalStorage,
  createMemoryStorage,
  type TransferStorage,
} from './bridge/storage.ts'
export type {
  BridgeRequest,
  BridgeState,
  BridgeStatus,
  StoredError,
  TransferHop,
  TransferPhase,
  TransferRecord,
  TransferTx,
  WithdrawalProgress,
} from './bridge/types.ts'
export type { DenomDisplay } from './components/shared/format.ts'
export {
  type ListUrlField,
  type ListUrlSpec,
  type ListUrlStateOptions,
  type ListUrlStateProp,
  type ListUrlValues,
  listUrlParam,
  readListUrlState,
  writeListUrlState,
} from './components/shared/listUrlState.ts'
export {
  AccountNotFoundError,
  BadPriceError,
  BroadcastNotFoundError,
  BroadcastUncertainError,
  ChainNotConfiguredError,
  ChainNotFoundError,
  type ChainService,
  ChainServiceMissingError,
  ClaimUnconfirmedError,
  DuplicateChainIdError,
  type ErrorName,
  type ErrorRecord,
  errorClasses,
  errorOf,
  HttpError,
  InterruptedSignatureError,
  InvalidAmountError,
  InvalidParameterError,
  isUserRejection,
  JsonRpcError,
  ModuleLoadError,
  type MsgsMismatch,
  MsgsMismatchError,
  NetworkError,
  NewerTransferRecordError,
  RateLimitedError,
  ReceiptTimeoutError,
  ResponseValidationError,
  RollscopeError,
  type RollscopeErrorOptions,
  RouteNotFoundError,
  RouterError,
  SignatureRequiredError,
  SignerMismatchError,
  StorageEntryError,
  TimeoutError,
  TrackTimeoutError,
  TransferAbandonedError,
  TransferFailedError,
  TransferRecordError,
  TransferStateUnknownError,
  TransferStorageError,
  TxNotFoundError,
  TxRejectedError,
  UnsupportedMessageError,
  UnsupportedSignerError,
  UnsupportedTxError,
  UserRejectedError,
  type ValidationIssue,
  WalletContractError,
  WalletNotConnectedError,
  WithdrawalMismatchError,
} from './errors/index.ts'
export {
  type EvmJsonRpcConfig,
  getCosmosTxHashOfEvmTx,
  getEvmTxHashOfCosmosTx,
} from './evm/cosmosTxHash.ts'
export type { EvmJsonRpcSource } from './evm/linkedTx.ts'
export type {
  HttpClientConfig,
  RequestOptions,
  RetryOptions,
} from './http/request.ts'
export {
  type AvgBlockTime,
  avgBlockTimeSchema,
  type Block,
  blockSchema,
  type GetAvgBlockTimeReturnType,
  type GetBlockParameters,
  type GetBlockReturnType,
  type GetIndexerStatusReturnType,
  getAvgBlockTime,
  getBlock,
  getIndexerStatus,
  type IndexerStatus as IndexerStatusResponse,
  indexerStatusSchema,
  type ListBlocksParameters,
  type ListBlocksReturnType,
  listBlocks,
} from './indexer/blocks.ts'
export {
  createIndexerClient,
  type IndexerClient,
  type IndexerClientConfig,
} from './indexer/client.ts'
export {
  type GetCosmosTxOfEvmTxParameters,
  getCosmosTxOfEvmTx,
  isCosmosOnlyReceipt,
} from './indexer/evmCosmosTx.ts'
export {
  type EvmInternalTx,
  type EvmLog,
  type EvmTx,
  evmInternalTxSchema,
  evmLogSchema,
  evmTxSchema,
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
} from './indexer/evmTxs.ts'
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
  type Nft,
  type NftCollection,
  type NftTokenOrder,
  nftCollectionSchema,
  nftSchema,
} from './indexer/nft.ts'
export {
  MAX_LIMIT,
  type MsgsParameters,
  type PaginationParameters,
} from './indexer/parameters.ts'
export {
  type ListRichListParameters,
  type ListRichListReturnType,
  listRichList,
  type RichListHolder,
  richListHolderSchema,
} from './indexer/richList.ts'
export {
  type Coin,
  type Pagination,
  paginationSchema,
} from './indexer/schemas.ts'
export {
  type CosmosTx,
  cosmosTxSchema,
  eventSchema,
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
  type Tx,
  type TxEvent,
  txSchema,
} from './indexer/txs.ts'
export {
  defaultIpfsGateways,
  type NftAttribute,
  type NftMedia,
  type NftMediaKind,
  type NftMediaSource,
  type NftMetadata,
  parseNftMetadata,
  type ResolveNftMediaOptions,
  resolveNftMedia,
} from './media/nftMedia.ts'
export {
  getClaimableAt,
  type ListUnclaimedWithdrawalsParameters,
  listUnclaimedWithdrawals,
  type UnclaimedWithdrawal,
} from './opinit/claimable.ts'
export { createOpinitClient, type OpinitClient, type OpinitClientConfig } from './opinit/client.ts'
export type { ExecutorWithdrawal, ExecutorWithdrawals, OpBridge, OpOutput } from './opinit/schemas.ts'
export {
  type AccountActivityChain,
  type AccountActivityChainIds,
  type AccountActivityList,
  type ActivityChainPages,
  type ActivityRecord,
  type ActivityRow,
  accountActivityChainQueryOptions,
  type MergedActivity,
  type PrefetchAccountActivityParameters,
  prefetchAccountActivity,
} from './query/accountActivity.ts'
export {
  type BalancesChain,
  type BalancesChainIds,
  type BalancesError,
  type BalancesQueryParameters,
  balancesChains,
  balancesKeys,
  balancesQueryOptions,
  pricesQueryOptions,
} from './query/balances.ts'
export {
  avgBlockTimeQueryOptions,
  type BlockQueryParameters,
  type BlocksQueryParameters,
  blockQueryOptions,
  blocksInfiniteQueryOptions,
  indexerStatusQueryOptions,
} from './query/blocks.ts'
export { chainViewQueryOptions } from './query/chainView.ts'
export {
  type CosmosTxOfEvmTxQueryParameters,
  cosmosTxOfEvmTxQueryOptions,
  type EvmInternalTxsByAccountQueryParameters,
  type EvmInternalTxsByHashQueryParameters,
  type EvmInternalTxsByHeightQueryParameters,
  type EvmInternalTxsQueryParameters,
  type EvmTxOfCosmosTxQueryParameters,
  type EvmTxQueryParameters,
  type EvmTxsByAccountQueryParameters,
  type EvmTxsByHeightQueryParameters,
  type EvmTxsQueryParameters,
  evmInternalTxsByAccountInfiniteQueryOptions,
  evmInternalTxsByHashInfiniteQueryOptions,
  evmInternalTxsByHeightInfiniteQueryOptions,
  evmInternalTxsInfiniteQueryOptions,
  evmTxOfCosmosTxQueryOptions,
  evmTxQueryOptions,
  evmTxsByAccountInfiniteQueryOptions,
  evmTxsByHeightInfiniteQueryOptions,
  evmTxsInfiniteQueryOptions,
} from './query/evmTxs.ts'
export {
  type IndexerError,
  type IndexerInfiniteQueryOptions,
  type IndexerPage,
  type IndexerPageParam,
  type IndexerQueryKey,
  type IndexerQueryOptions,
  indexerKeys,
  type ListQueryParameters,
  type QueryParameters,
  rollscopeQueryKey,
} from './query/indexerQuery.ts'
export {
  accountActivityQueryOptions,
  blockDetailQueryOptions,
  blockListQueryOptions,
  evmTxListQueryOptions,
  nftGalleryQueryOptions,
  richListTableQueryOptions,
  type TxListQueryParameters,
  txListQueryOptions,
} from './query/listQueries.ts'
export {
  type NftCollectionQueryParameters,
  type NftCollectionsByAccountQueryParameters,
  type NftCollectionsByNameQueryParameters,
  type NftCollectionsQueryParameters,
  type NftTokensByAccountQueryParameters,
  type NftTokensByCollectionQueryParameters,
  type NftTxsQueryParameters,
  nftCollectionQueryOptions,
  nftCollectionsByAccountInfiniteQueryOptions,
  nftCollectionsByNameInfiniteQueryOptions,
  nftCollectionsInfiniteQueryOptions,
  nftTokensByAccountInfiniteQueryOptions,
  nftTokensByCollectionInfiniteQueryOptions,
  nftTxsInfiniteQueryOptions,
} from './query/nft.ts'
export {
  type NftMediaQueryKey,
  type NftMediaQueryOptions,
  type NftMediaQueryParameters,
  nftMediaQueryOptions,
} from './query/nftMedia.ts'
export {
  type OpBridgeQueryParameters,
  type OpClaimableAtQueryParameters,
  type OpinitError,
  type OpinitQueryOptions,
  type OpOutputQueryParameters,
  type OpWithdrawalClaimedQueryParameters,
  type OpWithdrawalQueryParameters,
  type OpWithdrawalsQueryParameters,
  type OtherWithdrawal,
  type OtherWithdrawalsQueryOptions,
  type OtherWithdrawalsQueryParameters,
  opBridgeQueryOptions,
  opClaimableAtQueryOptions,
  opinitKeys,
  opOutputQueryOptions,
  opWithdrawalClaimedQueryOptions,
  opWithdrawalQueryOptions,
  opWithdrawalsQueryOptions,
  otherWithdrawalsQueryOptions,
} from './query/opinit.ts'
export {
  type AssetQueryParameters,
  type AssetsQueryParameters,
  assetQueryOptions,
  assetsQueryOptions,
  type ChainQueryParameters,
  chainQueryOptions,
  chainsQueryOptions,
  type RegistryError,
  type RegistryQueryOptions,
  registryKeys,
} from './query/registry.ts'
export {
  type RichListQueryParameters,
  richListInfiniteQueryOptions,
} from './query/richList.ts'
export {
  routerAssetsFromSourceQueryOptions,
  routerAssetsQueryOptions,
  routerBalancesQueryOptions,
  routerChainsQueryOptions,
  routerKeys,
} from './query/router.ts'
export {
  type PrefetchTransferHistoryParameters,
  prefetchTransferHistory,
  type TransferHistoryChainQueryKey,
  type TransferHistoryChainQueryOptions,
  type TransferHistoryChainQueryParameters,
  type TransferHistoryError,
  type TransferHistoryExecutors,
  transferHistoryChainQueryOptions,
  transferHistoryKeys,
} from './query/transferHistory.ts'
export {
  type TxQueryParameters,
  type TxsByAccountQueryParameters,
  type TxsByHeightQueryParameters,
  type TxsQueryParameters,
  txQueryOptions,
  txsByAccountInfiniteQueryOptions,
  txsByHeightInfiniteQueryOptions,
  txsInfiniteQueryOptions,
} from './query/txs.ts'
export {
  type GetAssetsParameters,
  type GetAssetsReturnType,
  type GetChainsReturnType,
  type GetProfilesReturnType,
  getAssets,
  getChains,
  getProfiles,
} from './registry/actions.ts'
export { type AssetInfo, type AssetOfOptions, assetOf, decimalsOf } from './registry/asset.ts'
export { type ChainEndpoints, type ChainExplorer, chainEndpoints, chainOf } from './registry/chain.ts'
export { chainIndexerClient, chainRestClient, type RegistryChainSource } from './registry/chainClients.ts'
export type { ChainViewData } from './registry/chainView.ts'
export {
  createRegistryClient,
  type RegistryClient,
  type RegistryClientConfig,
  type RegistryNetwork,
  registryUrls,
} from './registry/client.ts'
export { type ChainDisplay, chainDisplayOf } from './registry/display.ts'
export {
  type RegistryAsset,
  type RegistryAssetList,
  type RegistryChain,
  type RegistryDenomUnit,
  type RegistryEndpoint,
  type RegistryExplorer,
  type RegistryProfile,
  type RegistryTrace,
  registryAssetListSchema,
  registryAssetSchema,
  registryChainSchema,
  registryChainsSchema,
  registryProfileSchema,
  registryProfilesSchema,
} from './registry/schemas.ts'
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
} from './router/client.ts'
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
} from './router/schemas.ts'
export { type CombineWalletsParameters, combineWallets } from './wallet/combineWallets.ts'
export type {
  OpHookContext,
  PendingTxLookup,
  PendingTxRef,
  SendTxOptions,
  SendTxStep,
  WalletAdapter,
} from './wallet/types.ts'
