// The package's entry: the server-safe part (also `rollscope/server`) and the React hooks and components, each in
// a "use client" module. Everything public is exported by name, so that bundlers drop what an app does not import.

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
  defaultEvmTxDetailLabels,
  type EvmTokenInfo,
  EvmTxDetail,
  type EvmTxDetailLabels,
  type EvmTxDetailProps,
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
  defaultInternalTxTreeLabels,
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
export { buildCallTree, type InternalCallNode } from './evm/callTree.ts'
export { type DecodedTransfer, decodeTransfer, transferTopic } from './evm/decodeTransfer.ts'
export {
  RollscopeProvider,
  type RollscopeProviderProps,
  useIndexerClient,
} from './hooks/RollscopeProvider.tsx'
export {
  type AccountActivityChainState,
  type AccountActivityError,
  type AccountActivityListResult,
  type AccountActivityQueryParameter,
  type UseAccountActivityParameters,
  type UseAccountActivityReturnType,
  useAccountActivity,
} from './hooks/useAccountActivity.ts'
export {
  type UseAssetParameters,
  type UseAssetReturnType,
  useAsset,
} from './hooks/useAsset.ts'
export {
  type UseAssetsParameters,
  type UseAssetsReturnType,
  useAssets,
} from './hooks/useAssets.ts'
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
  type AmountProblem,
  type SlippageProblem,
  slippageBounds,
  slippagePresets,
  type UseBridgeFormParameters,
  type UseBridgeFormReturnType,
  useBridgeForm,
} from './hooks/useBridgeForm.ts'
export {
  type UseBridgeTransferParameters,
  type UseBridgeTransferReturnType,
  useBridgeTransfer,
} from './hooks/useBridgeTransfer.ts'
export {
  type UseChainParameters,
  type UseChainReturnType,
  useChain,
} from './hooks/useChain.ts'
export { type UseChainDisplayReturnType, useChainDisplay } from './hooks/useChainDisplay.ts'
export {
  type UseChainsParameters,
  type UseChainsReturnType,
  useChains,
} from './hooks/useChains.ts'
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
  type UseEvmTxOfCosmosTxParameters,
  type UseEvmTxOfCosmosTxReturnType,
  useEvmTxOfCosmosTx,
} from './hooks/useEvmTxOfCosmosTx.ts'
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
  type UseNftMediaParameters,
  type UseNftMediaReturnType,
  useNftMedia,
} from './hooks/useNftMedia.ts'
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
  type UseOpBridgeParameters,
  type UseOpBridgeReturnType,
  useOpBridge,
} from './hooks/useOpBridge.ts'
export {
  type UseOpClaimableAtParameters,
  type UseOpClaimableAtReturnType,
  useOpClaimableAt,
} from './hooks/useOpClaimableAt.ts'
export { type OpinitHookParameters, useOpinitClient } from './hooks/useOpinitClient.ts'
export {
  type UseOpOutputParameters,
  type UseOpOutputReturnType,
  useOpOutput,
} from './hooks/useOpOutput.ts'
export {
  type UseOpWithdrawalParameters,
  type UseOpWithdrawalReturnType,
  useOpWithdrawal,
} from './hooks/useOpWithdrawal.ts'
export {
  type UseOpWithdrawalClaimedParameters,
  type UseOpWithdrawalClaimedReturnType,
  useOpWithdrawalClaimed,
} from './hooks/useOpWithdrawalClaimed.ts'
export {
  type UseOpWithdrawalsParameters,
  type UseOpWithdrawalsReturnType,
  useOpWithdrawals,
} from './hooks/useOpWithdrawals.ts'
export {
  type UseOtherWithdrawalsParameters,
  type UseOtherWithdrawalsReturnType,
  useOtherWithdrawals,
} from './hooks/useOtherWithdrawals.ts'
export { useRegistryClient } from './hooks/useRegistryClient.ts'
export type {
  RegistryHookParameters,
  RegistryQueryParameter,
  UseRegistryQueryReturnType,
} from './hooks/useRegistryQuery.ts'
export {
  type UseRichListParameters,
  type UseRichListReturnType,
  useRichList,
} from './hooks/useRichList.ts'
export {
  type UseRouterAssetsParameters,
  type UseRouterAssetsReturnType,
  useRouterAssets,
} from './hooks/useRouterAssets.ts'
export {
  type UseRouterAssetsFromSourceParameters,
  type UseRouterAssetsFromSourceReturnType,
  useRouterAssetsFromSource,
} from './hooks/useRouterAssetsFromSource.ts'
export {
  type UseRouterBalancesParameters,
  type UseRouterBalancesReturnType,
  useRouterBalances,
} from './hooks/useRouterBalances.ts'
export {
  type UseRouterChainsParameters,
  type UseRouterChainsReturnType,
  useRouterChains,
} from './hooks/useRouterChains.ts'
export { initiaRouterUrl, useRouterClient } from './hooks/useRouterClient.ts'
export type {
  RouterHookParameters,
  RouterQueryParameter,
  UseRouterQueryReturnType,
} from './hooks/useRouterQuery.ts'
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
export * from './server.ts'
