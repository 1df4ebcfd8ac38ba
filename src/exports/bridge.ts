// `rollscope/bridge`: BridgeWidget and the bridge's hooks (form, transfer, router, OPinit withdrawals, history), the
// transfer controller and its storage, the wallets' shared interface, and the URL codec of a transfer link.

export type { SubmitChoice } from '../bridge/controller/options.ts'
export {
  type BridgeCallbacks,
  type BridgeController,
  type BridgeControllerOptions,
  createBridgeController,
} from '../bridge/controller.ts'
export type { Clock } from '../bridge/driver/clock.ts'
export type { RouteTxNotSimulated, RouteTxSimulation, SimulateRouteTx } from '../bridge/driver/context.ts'
export type { OpWithdrawalsOptions } from '../bridge/driver/opinitAccess.ts'
export type { PollingOptions } from '../bridge/driver/polling.ts'
export {
  type BridgeUrlField,
  type BridgeUrlParams,
  type BridgeUrlProblem,
  type BridgeUrlState,
  type BridgeUrlValues,
  type ReadBridgeUrlStateParameters,
  readBridgeUrlState,
  writeBridgeUrlState,
} from '../bridge/form/urlState.ts'
export type { GasQuote } from '../bridge/gas/quote.ts'
export type { GasOnDestinationOption } from '../bridge/gas/setting.ts'
export {
  type CreateLocalStorageParameters,
  createDefaultStorage,
  createLocalStorage,
  createMemoryStorage,
  type TransferStorage,
} from '../bridge/store/storage.ts'
export type {
  BridgeRequest,
  BridgeState,
  BridgeStatus,
  GasOnDestinationRecord,
  StoredError,
  TransferHop,
  TransferPhase,
  TransferRecord,
  TransferTx,
  TxSimulationSummary,
  WithdrawalProgress,
} from '../bridge/types.ts'
export {
  type ChainTransferHistory,
  type ReadChainHistoryParameters,
  readChainHistory,
} from '../chainHistory/chain.ts'
export {
  type FollowTransferParameters,
  type FoundTransfer,
  type FoundTransferState,
  followTransfer,
} from '../chainHistory/follow.ts'
export type { FoundTransferKind, RecognisedTransfer } from '../chainHistory/recognise.ts'
export {
  type BridgeAsset,
  type BridgeChain,
  type BridgeChainHistory,
  type BridgeHistoryLabels,
  type BridgeUrlStateOption,
  BridgeWidget,
  type BridgeWidgetLabels,
  type BridgeWidgetProps,
  defaultBridgeWidgetLabels,
} from '../components/BridgeWidget/BridgeWidget.tsx'
export {
  type BridgeErrorWords,
  defaultBridgeErrorWords,
} from '../components/BridgeWidget/errorWords.ts'
export type {
  RouterHookParameters,
  RouterQueryParameter,
  UseRouterQueryReturnType,
} from '../hooks/queryParameters.ts'
export {
  type AmountProblem,
  type BridgeLock,
  type LockProblem,
  type MissingForTransfer,
  type RegistryAssetRef,
  type RoutePreference,
  type SideLock,
  type SlippageProblem,
  slippageBounds,
  slippagePresets,
  type UseBridgeFormParameters,
  type UseBridgeFormReturnType,
  useBridgeForm,
} from '../hooks/useBridgeForm.ts'
export {
  type UseBridgeTransferParameters,
  type UseBridgeTransferReturnType,
  useBridgeTransfer,
} from '../hooks/useBridgeTransfer.ts'
export { type UseOpBridgeParameters, type UseOpBridgeReturnType, useOpBridge } from '../hooks/useOpBridge.ts'
export {
  type UseOpClaimableAtParameters,
  type UseOpClaimableAtReturnType,
  useOpClaimableAt,
} from '../hooks/useOpClaimableAt.ts'
export { type OpinitHookParameters, useOpinitClient } from '../hooks/useOpinitClient.ts'
export { type UseOpOutputParameters, type UseOpOutputReturnType, useOpOutput } from '../hooks/useOpOutput.ts'
export {
  type UseOpWithdrawalParameters,
  type UseOpWithdrawalReturnType,
  useOpWithdrawal,
} from '../hooks/useOpWithdrawal.ts'
export {
  type UseOpWithdrawalClaimedParameters,
  type UseOpWithdrawalClaimedReturnType,
  useOpWithdrawalClaimed,
} from '../hooks/useOpWithdrawalClaimed.ts'
export {
  type UseOpWithdrawalsParameters,
  type UseOpWithdrawalsReturnType,
  useOpWithdrawals,
} from '../hooks/useOpWithdrawals.ts'
export {
  type UseOtherWithdrawalsParameters,
  type UseOtherWithdrawalsReturnType,
  useOtherWithdrawals,
} from '../hooks/useOtherWithdrawals.ts'
export {
  type UseRouterAssetsParameters,
  type UseRouterAssetsReturnType,
  useRouterAssets,
} from '../hooks/useRouterAssets.ts'
export {
  type UseRouterAssetsFromSourceParameters,
  type UseRouterAssetsFromSourceReturnType,
  useRouterAssetsFromSource,
} from '../hooks/useRouterAssetsFromSource.ts'
export {
  type UseRouterBalancesParameters,
  type UseRouterBalancesReturnType,
  useRouterBalances,
} from '../hooks/useRouterBalances.ts'
export {
  type UseRouterChainsParameters,
  type UseRouterChainsReturnType,
  useRouterChains,
} from '../hooks/useRouterChains.ts'
export { initiaRouterUrl, useRouterClient } from '../hooks/useRouterClient.ts'
export {
  type TransferHistoryChainState,
  type TransferHistoryQueryParameter,
  type UseTransferHistoryParameters,
  type UseTransferHistoryReturnType,
  useTransferHistory,
} from '../hooks/useTransferHistory.ts'
export { hopsOf } from '../router/status.ts'
export { type CombineWalletsParameters, combineWallets } from '../wallet/combineWallets.ts'
export type {
  CosmosTxParameters,
  OpHookContext,
  PendingTxLookup,
  PendingTxRef,
  SendTxOptions,
  SendTxStep,
  TxExecutionFailure,
  WalletAdapter,
} from '../wallet/types.ts'
