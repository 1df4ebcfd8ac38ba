// `rollscope`: the provider, the indexer's, the chain registry's and the account's hooks, the errors and their words,
// amount formatting, and the records' types. The explorer's components, the bridge, and the React-free clients,
// actions and query options have entries of their own (`rollscope/explorer`, `rollscope/bridge`, `rollscope/actions`,
// `rollscope/query`). Each name lives in one entry, listed by name, so that bundlers keep only what an app imports.

export { formatAmount, parseAmount } from '../amounts/amount.ts'
export {
  formatLocaleAmount,
  type LocaleAmountResult,
  parseLocaleAmount,
} from '../amounts/localeAmount.ts'
export { defaultErrorWords, type ErrorWords } from '../components/shared/errorWords.ts'
export type { DenomDisplay } from '../components/shared/format.ts'
export {
  AccountNotFoundError,
  BadPriceError,
  BroadcastNotFoundError,
  BroadcastUncertainError,
  ChainNotConfiguredError,
  ClaimUnconfirmedError,
  type ErrorName,
  type ErrorRecord,
  errorOf,
  HttpError,
  InterruptedSignatureError,
  InvalidAmountError,
  InvalidParameterError,
  isUserRejection,
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
  type SimulatedOutflow,
  SimulatedOutflowError,
  SimulationFailedError,
  type SimulationFailureReason,
  SimulationUnavailableError,
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
} from '../errors/index.ts'
export type {
  HookParameters,
  IndexerInfiniteQueryParameter,
  IndexerQueryParameter,
  RegistryHookParameters,
  RegistryQueryParameter,
  UseIndexerListReturnType,
  UseIndexerQueryReturnType,
  UseRegistryQueryReturnType,
} from '../hooks/queryParameters.ts'
export {
  RollscopeProvider,
  type RollscopeProviderProps,
  useIndexerClient,
} from '../hooks/RollscopeProvider.tsx'
export {
  type AccountActivityChainState,
  type AccountActivityError,
  type AccountActivityListResult,
  type AccountActivityQueryParameter,
  type UseAccountActivityParameters,
  type UseAccountActivityReturnType,
  useAccountActivity,
} from '../hooks/useAccountActivity.ts'
export { type UseAssetParameters, type UseAssetReturnType, useAsset } from '../hooks/useAsset.ts'
export { type UseAssetsParameters, type UseAssetsReturnType, useAssets } from '../hooks/useAssets.ts'
export {
  type UseAvgBlockTimeParameters,
  type UseAvgBlockTimeReturnType,
  useAvgBlockTime,
} from '../hooks/useAvgBlockTime.ts'
export {
  type BalancesChainState,
  type UseBalancesParameters,
  type UseBalancesReturnType,
  useBalances,
} from '../hooks/useBalances.ts'
export { type UseBlockParameters, type UseBlockReturnType, useBlock } from '../hooks/useBlock.ts'
export { type UseBlocksParameters, type UseBlocksReturnType, useBlocks } from '../hooks/useBlocks.ts'
export { type UseChainParameters, type UseChainReturnType, useChain } from '../hooks/useChain.ts'
export { type UseChainDisplayReturnType, useChainDisplay } from '../hooks/useChainDisplay.ts'
export { type UseChainsParameters, type UseChainsReturnType, useChains } from '../hooks/useChains.ts'
export {
  type UseCosmosTxOfEvmTxParameters,
  type UseCosmosTxOfEvmTxReturnType,
  useCosmosTxOfEvmTx,
} from '../hooks/useCosmosTxOfEvmTx.ts'
export {
  type UseEvmInternalTxsParameters,
  type UseEvmInternalTxsReturnType,
  useEvmInternalTxs,
} from '../hooks/useEvmInternalTxs.ts'
export {
  type UseEvmInternalTxsByAccountParameters,
  type UseEvmInternalTxsByAccountReturnType,
  useEvmInternalTxsByAccount,
} from '../hooks/useEvmInternalTxsByAccount.ts'
export {
  type UseEvmInternalTxsByHashParameters,
  type UseEvmInternalTxsByHashReturnType,
  useEvmInternalTxsByHash,
} from '../hooks/useEvmInternalTxsByHash.ts'
export {
  type UseEvmInternalTxsByHeightParameters,
  type UseEvmInternalTxsByHeightReturnType,
  useEvmInternalTxsByHeight,
} from '../hooks/useEvmInternalTxsByHeight.ts'
export { type UseEvmTxParameters, type UseEvmTxReturnType, useEvmTx } from '../hooks/useEvmTx.ts'
export {
  type UseEvmTxOfCosmosTxParameters,
  type UseEvmTxOfCosmosTxReturnType,
  useEvmTxOfCosmosTx,
} from '../hooks/useEvmTxOfCosmosTx.ts'
export { type UseEvmTxsParameters, type UseEvmTxsReturnType, useEvmTxs } from '../hooks/useEvmTxs.ts'
export {
  type UseEvmTxsByAccountParameters,
  type UseEvmTxsByAccountReturnType,
  useEvmTxsByAccount,
} from '../hooks/useEvmTxsByAccount.ts'
export {
  type UseEvmTxsByHeightParameters,
  type UseEvmTxsByHeightReturnType,
  useEvmTxsByHeight,
} from '../hooks/useEvmTxsByHeight.ts'
export {
  type UseIndexerStatusParameters,
  type UseIndexerStatusReturnType,
  useIndexerStatus,
} from '../hooks/useIndexerStatus.ts'
export {
  type UseNftCollectionParameters,
  type UseNftCollectionReturnType,
  useNftCollection,
} from '../hooks/useNftCollection.ts'
export {
  type UseNftCollectionsParameters,
  type UseNftCollectionsReturnType,
  useNftCollections,
} from '../hooks/useNftCollections.ts'
export {
  type UseNftCollectionsByAccountParameters,
  type UseNftCollectionsByAccountReturnType,
  useNftCollectionsByAccount,
} from '../hooks/useNftCollectionsByAccount.ts'
export {
  type UseNftCollectionsByNameParameters,
  type UseNftCollectionsByNameReturnType,
  useNftCollectionsByName,
} from '../hooks/useNftCollectionsByName.ts'
export { type UseNftMediaParameters, type UseNftMediaReturnType, useNftMedia } from '../hooks/useNftMedia.ts'
export {
  type UseNftTokensByAccountParameters,
  type UseNftTokensByAccountReturnType,
  useNftTokensByAccount,
} from '../hooks/useNftTokensByAccount.ts'
export {
  type UseNftTokensByCollectionParameters,
  type UseNftTokensByCollectionReturnType,
  useNftTokensByCollection,
} from '../hooks/useNftTokensByCollection.ts'
export { type UseNftTxsParameters, type UseNftTxsReturnType, useNftTxs } from '../hooks/useNftTxs.ts'
export {
  type UsePortfolioParameters,
  type UsePortfolioReturnType,
  usePortfolio,
} from '../hooks/usePortfolio.ts'
export { useRegistryClient } from '../hooks/useRegistryClient.ts'
export { type UseRichListParameters, type UseRichListReturnType, useRichList } from '../hooks/useRichList.ts'
export {
  type SearchChainState,
  type SearchError,
  type SearchUsernameState,
  type UseSearchParameters,
  type UseSearchReturnType,
  useSearch,
} from '../hooks/useSearch.ts'
export {
  type UseSearchBoxParameters,
  type UseSearchBoxReturnType,
  useSearchBox,
} from '../hooks/useSearchBox.ts'
export {
  type UseStoreOwnersParameters,
  type UseStoreOwnersReturnType,
  useStoreOwners,
} from '../hooks/useStoreOwners.ts'
export { type UseTxParameters, type UseTxReturnType, useTx } from '../hooks/useTx.ts'
export { type UseTxsParameters, type UseTxsReturnType, useTxs } from '../hooks/useTxs.ts'
export {
  type UseTxsByAccountParameters,
  type UseTxsByAccountReturnType,
  useTxsByAccount,
} from '../hooks/useTxsByAccount.ts'
export {
  type UseTxsByHeightParameters,
  type UseTxsByHeightReturnType,
  useTxsByHeight,
} from '../hooks/useTxsByHeight.ts'
export {
  type UseUsernameParameters,
  type UseUsernameReturnType,
  useUsername,
} from '../hooks/useUsername.ts'
export {
  type UseUsernameAddressParameters,
  type UseUsernameAddressReturnType,
  useUsernameAddress,
} from '../hooks/useUsernameAddress.ts'
export { useUsernamesClient } from '../hooks/useUsernamesClient.ts'
export { loadLocale } from '../i18n/loadLocale.ts'
export { type LocaleGroup, type LocaleTag, locales } from '../i18n/tags.ts'
export type { AvgBlockTime, Block, IndexerStatus as IndexerStatusResponse } from '../indexer/blocks.ts'
export type { EvmInternalTx, EvmLog, EvmTx } from '../indexer/evmTxs.ts'
export type { Nft, NftCollection, NftTokenOrder } from '../indexer/nft.ts'
export type { RichListHolder } from '../indexer/richList.ts'
export type { Coin, Pagination } from '../indexer/schemas.ts'
export type { CosmosTx, Tx, TxEvent } from '../indexer/txs.ts'
export type { NftAttribute, NftMedia, NftMediaKind, NftMediaSource, NftMetadata } from '../media/nftMedia.ts'
export type { UsernamesConfig } from '../names/client.ts'
export type {
  RegistryAsset,
  RegistryAssetList,
  RegistryDenomUnit,
  RegistryProfile,
  RegistryTrace,
} from '../registry/assetSchemas.ts'
export type { ChainDisplay } from '../registry/display.ts'
export type { RegistryChain, RegistryEndpoint, RegistryExplorer } from '../registry/schemas.ts'
