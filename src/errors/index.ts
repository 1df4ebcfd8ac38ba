// Every error class of the kit, by concern; `errorClasses` lists them by name.
export { RollscopeError, type RollscopeErrorOptions, type ValidationIssue } from './base.ts'
export {
  ModuleLoadError,
  type MsgsMismatch,
  MsgsMismatchError,
  type SimulatedOutflow,
  SimulatedOutflowError,
  SimulationUnavailableError,
  WalletContractError,
} from './bridge.ts'
export { JsonRpcError } from './evm.ts'
export {
  HttpError,
  InvalidParameterError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from './http.ts'
export { UsernameAnswerError, UsernameChangedError, UsernameNotFoundError } from './names.ts'
export { type ErrorName, type ErrorRecord, errorClasses, errorOf, errorRecordOf } from './record.ts'
export {
  ChainNotFoundError,
  type ChainService,
  ChainServiceMissingError,
  DuplicateChainIdError,
} from './registry.ts'
export {
  BadPriceError,
  InvalidAmountError,
  RateLimitedError,
  RouteNotFoundError,
  RouterError,
  TxNotFoundError,
  toRouterError,
} from './router.ts'
export {
  NewerTransferRecordError,
  RecipientEntryError,
  StorageEntryError,
  TransferRecordError,
  TransferStorageError,
} from './storage.ts'
export {
  BroadcastNotFoundError,
  ClaimUnconfirmedError,
  InterruptedSignatureError,
  SignatureRequiredError,
  TrackTimeoutError,
  TransferAbandonedError,
  TransferFailedError,
  TransferStateUnknownError,
  WithdrawalMismatchError,
} from './transfer.ts'
export { SimulationFailedError, type SimulationFailureReason } from './tx.ts'
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
} from './wallet.ts'
