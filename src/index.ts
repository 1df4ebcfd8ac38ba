// The package's only entry. Everything public is exported here by name, so that bundlers drop what an app does not import.

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
  type MsgsMismatch,
  MsgsMismatchError,
  TransferStorageError,
  WalletContractError,
} from './bridge/errors.ts'
export type { OpWithdrawalsOptions } from './bridge/opinitAccess.ts'
export type { PollingOptions } from './bridge/polling.ts'
export {
  migrateRecord,
  NewerTransferRecordError,
  TransferRecordError,
} from './bridge/recordSchema.ts'
export { hopsOf } from './bridge/status.ts'
export {
  type CreateLocalStorageParameters,
  createDefaultStorage,
  createLocalStorage,
  createMemoryStorage,
  StorageEntryError,
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
export {
  type VerifyMsgsInput,
  type VerifyOpHookInput,
  verifyMsgs,
  verifyOpHook,
} from './bridge/verifyMsgs.ts'
export {
  AccountActivity,
  type AccountActivityLabels,
  type AccountActivityProps,
  type AccountActivityTab,
  defaultAccountActivityLabels,
} from './components/AccountActivity/AccountActivity.tsx'
export {
  BlockDetail,
  type BlockDetailLabels,
  type BlockDetailProps,
  defaultBlockDetailLabels,
} from './components/BlockDetail/BlockDetail.tsx'
export {
  BlockList,
  type BlockListLabels,
  type BlockListProps,
  defaultBlockListLabels,
} from './components/BlockList/BlockList.tsx'
export {
  type BridgeAsset,
  type BridgeChain,
  BridgeWidget,
  type BridgeWidgetLabels,
  type BridgeWidgetProps,
  defaultBridgeWidgetLabels,
} from './components/BridgeWidget/BridgeWidget.tsx'
export {
  type AmountProblem,
  type SlippageProblem,
  slippageBounds,
  slippagePresets,
  type UseBridgeFormParameters,
  type UseBridgeFormReturnType,
  useBridgeForm,
} from './components/BridgeWidget/useBridgeForm.ts'
export {
  type DecodedTransfer,
  decodeTransfer,
  defaultEvmTxDetailLabels,
  type EvmTokenInfo,
  EvmTxDetail,
  type EvmTxDetailLabels,
  type EvmTxDetailProps,
  transferTopic,
} from './components/EvmTxDetail/EvmTxDetail.tsx'
export {
  defaultEvmTxListLabels,
  EvmTxList,
  type EvmTxListLabels,
  type EvmTxListProps,
} from './components/EvmTxList/EvmTxList.tsx'
export {
  defaultIndexerStatusLabels,
  IndexerStatus,
  type IndexerStatusLabels,
  type IndexerStatusProps,
} from './components/IndexerStatus/IndexerStatus.tsx'
export {
  buildCallTree,
  defaultInternalTxTreeLabels,
  type InternalCallNode,
  InternalTxTree,
  type InternalTxTreeLabels,
  type InternalTxTreeProps,
} from './components/InternalTxTree/InternalTxTree.tsx'
export {
  defaultNftGalleryLabels,
  NftGallery,
  type NftGalleryLabels,
  type NftGalleryProps,
  type ResolveNftGalleryMedia,
} from './components/NftGallery/NftGallery.tsx'
export {
  defaultRichListTableLabels,
  RichListTable,
  type RichListTableLabels,
  type RichListTableProps,
} from './components/RichListTable/RichListTable.tsx'
export type { DenomDisplay } from './components/shared/format.ts'
export {
  formatLocaleAmount,
  type LocaleAmountResult,
  parseLocaleAmount,
} from './components/shared/localeAmount.ts'
export {
  defaultTxDetailLabels,
  TxDetail,
  type TxDetailLabels,
  type TxDetailProps,
} from './components/TxDetail/TxDetail.tsx'
export {
  defaultTxListLabels,
  TxList,
  type TxListLabels,
  type TxListProps,
} from './components/TxList/TxList.tsx'
export {
  RollscopeProvider,
  type RollscopeProviderProps,
  useIndexerClient,
} from './hooks/RollscopeProvider.tsx'
export {
  type UseAvgBlockTimeParameters,
  type UseAvgBlockTimeReturnType,
  useAvgBlockTime,
} from './hooks/useAvgBlockTime.ts'
export {
  type UseBlockParameters,
  type UseBlockReturnType,
  useBlock,
} from './hooks/useBlock.ts'
export {
  type UseBlocksParameters,
  type UseBlocksReturnType,
  useBlocks,
} from './hooks/useBlocks.ts'
export {
  type UseBridgeTransferParameters,
  type UseBridgeTransferReturnType,
  useBridgeTransfer,
} from './hooks/useBridgeTransfer.ts'
export {
  type UseCosmosTxOfEvmTxParameters,
  type UseCosmosTxOfEvmTxReturnType,
  useCosmosTxOfEvmTx,
} from './hooks/useCosmosTxOfEvmTx.ts'
export {
  type UseEvmInternalTxsParameters,
  type UseEvmInternalTxsReturnType,
  useEvmInternalTxs,
} from './hooks/useEvmInternalTxs.ts'
export {
  type UseEvmInternalTxsByAccountParameters,
  type UseEvmInternalTxsByAccountReturnType,
  useEvmInternalTxsByAccount,
} from './hooks/useEvmInternalTxsByAccount.ts'
export {
  type UseEvmInternalTxsByHashParameters,
  type UseEvmInternalTxsByHashReturnType,
  useEvmInternalTxsByHash,
} from './hooks/useEvmInternalTxsByHash.ts'
export {
  type UseEvmInternalTxsByHeightParameters,
  type UseEvmInternalTxsByHeightReturnType,
  useEvmInternalTxsByHeight,
} from './hooks/useEvmInternalTxsByHeight.ts'
export {
  type UseEvmTxParameters,
  type UseEvmTxReturnType,
  useEvmTx,
} from './hooks/useEvmTx.ts'
export {
  type UseEvmTxsParameters,
  type UseEvmTxsReturnType,
  useEvmTxs,
} from './hooks/useEvmTxs.ts'
export {
  type UseEvmTxsByAccountParameters,
  type UseEvmTxsByAccountReturnType,
  useEvmTxsByAccount,
} from './hooks/useEvmTxsByAccount.ts'
export {
  type UseEvmTxsByHeightParameters,
  type UseEvmTxsByHeightReturnType,
  useEvmTxsByHeight,
} from './hooks/useEvmTxsByHeight.ts'
export type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerQueryParameter,
  UseIndexerListReturnType,
  UseIndexerQueryReturnType,
} from './hooks/useIndexerQuery.ts'
export {
  type UseIndexerStatusParameters,
  type UseIndexerStatusReturnType,
  useIndexerStatus,
} from './hooks/useIndexerStatus.ts'
export {
  type UseNftCollectionParameters,
  type UseNftCollectionReturnType,
  useNftCollection,
} from './hooks/useNftCollection.ts'
export {
  type UseNftCollectionsParameters,
  type UseNftCollectionsReturnType,
  useNftCollections,
} from './hooks/useNftCollections.ts'
export {
  type UseNftCollectionsByAccountParameters,
  type UseNftCollectionsByAccountReturnType,
  useNftCollectionsByAccount,
} from './hooks/useNftCollectionsByAccount.ts'
export {
  type UseNftCollectionsByNameParameters,
  type UseNftCollectionsByNameReturnType,
  useNftCollectionsByName,
} from './hooks/useNftCollectionsByName.ts'
export {
  type UseNftTokensByAccountParameters,
  type UseNftTokensByAccountReturnType,
  useNftTokensByAccount,
} from './hooks/useNftTokensByAccount.ts'
export {
  type UseNftTokensByCollectionParameters,
  type UseNftTokensByCollectionReturnType,
  useNftTokensByCollection,
} from './hooks/useNftTokensByCollection.ts'
export {
  type UseNftTxsParameters,
  type UseNftTxsReturnType,
  useNftTxs,
} from './hooks/useNftTxs.ts'
export {
  type UseRichListParameters,
  type UseRichListReturnType,
  useRichList,
} from './hooks/useRichList.ts'
export { type UseRouterAssetsParameters, useRouterAssets } from './hooks/useRouterAssets.ts'
export { type UseRouterBalancesParameters, useRouterBalances } from './hooks/useRouterBalances.ts'
export { type UseRouterChainsParameters, useRouterChains } from './hooks/useRouterChains.ts'
export { initiaRouterUrl, useRouterClient } from './hooks/useRouterClient.ts'
export {
  type UseTxParameters,
  type UseTxReturnType,
  useTx,
} from './hooks/useTx.ts'
export {
  type UseTxsParameters,
  type UseTxsReturnType,
  useTxs,
} from './hooks/useTxs.ts'
export {
  type UseTxsByAccountParameters,
  type UseTxsByAccountReturnType,
  useTxsByAccount,
} from './hooks/useTxsByAccount.ts'
export {
  type UseTxsByHeightParameters,
  type UseTxsByHeightReturnType,
  useTxsByHeight,
} from './hooks/useTxsByHeight.ts'
export {
  HttpError,
  InvalidParameterError,
  NetworkError,
  ResponseValidationError,
  RollscopeError,
  type RollscopeErrorOptions,
  TimeoutError,
  type ValidationIssue,
} from './http/errors.ts'
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
  findCosmosTxOfEvmTx,
  type GetCosmosTxOfEvmTxParameters,
  getCosmosTxOfEvmTx,
  isCosmosOnlyReceipt,
  isEthereumOriginated,
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
  ipfsPath,
  isRenderableUrl,
  mediaKindOf,
  mediaUrls,
  type NftAttribute,
  type NftMedia,
  type NftMediaKind,
  type NftMediaSource,
  type NftMetadata,
  parseNftMetadata,
  type ResolveNftMediaOptions,
  resolveNftMedia,
  sanitizeNftMedia,
} from './media/nftMedia.ts'
export { createOpinitClient, type OpinitClient, type OpinitClientConfig } from './opinit/client.ts'
export type { ExecutorWithdrawal, ExecutorWithdrawals, OpBridge, OpOutput } from './opinit/schemas.ts'
export {
  claimableAt,
  claimTx,
  durationSeconds,
  findWithdrawal,
  isProven,
  withdrawalKey,
} from './opinit/withdrawal.ts'
export {
  avgBlockTimeQueryOptions,
  type BlockQueryParameters,
  type BlocksQueryParameters,
  blockQueryOptions,
  blocksInfiniteQueryOptions,
  indexerStatusQueryOptions,
} from './query/blocks.ts'
export {
  type CosmosTxOfEvmTxQueryParameters,
  cosmosTxOfEvmTxQueryOptions,
  type EvmInternalTxsByAccountQueryParameters,
  type EvmInternalTxsByHashQueryParameters,
  type EvmInternalTxsByHeightQueryParameters,
  type EvmInternalTxsQueryParameters,
  type EvmTxQueryParameters,
  type EvmTxsByAccountQueryParameters,
  type EvmTxsByHeightQueryParameters,
  type EvmTxsQueryParameters,
  evmInternalTxsByAccountInfiniteQueryOptions,
  evmInternalTxsByHashInfiniteQueryOptions,
  evmInternalTxsByHeightInfiniteQueryOptions,
  evmInternalTxsInfiniteQueryOptions,
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
  indexerQueryKey,
  type ListQueryParameters,
  type QueryParameters,
  rollscopeQueryKey,
  shouldRetryIndexerQuery,
} from './query/indexerQuery.ts'
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
export { type NftMediaQueryParameters, nftMediaQueryOptions } from './query/nftMedia.ts'
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
export {
  BadPriceError,
  InvalidAmountError,
  RateLimitedError,
  RouteNotFoundError,
  RouterError,
  TxNotFoundError,
} from './router/errors.ts'
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
export {
  AccountNotFoundError,
  BroadcastUncertainError,
  ChainNotConfiguredError,
  isUserRejection,
  ReceiptTimeoutError,
  SignerMismatchError,
  TxRejectedError,
  UnsupportedMessageError,
  UnsupportedSignerError,
  UnsupportedTxError,
  UserRejectedError,
  WalletNotConnectedError,
} from './wallet/errors.ts'
export type {
  OpHookContext,
  PendingTxLookup,
  PendingTxRef,
  SendTxOptions,
  SendTxStep,
  WalletAdapter,
} from './wallet/types.ts'
