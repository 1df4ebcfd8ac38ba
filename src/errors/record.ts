import { RollscopeError } from './base.ts'
import {
  ModuleLoadError,
  MsgsMismatchError,
  SimulatedOutflowError,
  SimulationUnavailableError,
  WalletContractError,
} from './bridge.ts'
import { JsonRpcError } from './evm.ts'
import {
  HttpError,
  InvalidParameterError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from './http.ts'
import { UsernameAnswerError, UsernameChangedError, UsernameNotFoundError } from './names.ts'
import { ChainNotFoundError, ChainServiceMissingError, DuplicateChainIdError } from './registry.ts'
import {
  BadPriceError,
  InvalidAmountError,
  RateLimitedError,
  RouteNotFoundError,
  RouterError,
  TxNotFoundError,
} from './router.ts'
import {
  NewerTransferRecordError,
  RecipientEntryError,
  StorageEntryError,
  TransferRecordError,
  TransferStorageError,
} from './storage.ts'
import {
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
import { SimulationFailedError } from './tx.ts'
import {
  AccountNotFoundError,
  BroadcastUncertainError,
  ChainNotConfiguredError,
  ReceiptTimeoutError,
  SignerMismatchError,
  TxRejectedError,
  UnsupportedMessageError,
  UnsupportedSignerError,
  UnsupportedTxError,
  UserRejectedError,
  WalletNotConnectedError,
} from './wallet.ts'

/**
 * Every error class the kit throws or stores, by name: what `errorOf` rebuilds a stored error as, and what a UI
 * needs words for.
 */
export const errorClasses = {
  RollscopeError,
  InvalidParameterError,
  HttpError,
  ResponseValidationError,
  TimeoutError,
  NetworkError,
  UserRejectedError,
  WalletNotConnectedError,
  ChainNotConfiguredError,
  TxRejectedError,
  ReceiptTimeoutError,
  UnsupportedMessageError,
  UnsupportedTxError,
  SignerMismatchError,
  UnsupportedSignerError,
  AccountNotFoundError,
  BroadcastUncertainError,
  RouterError,
  RouteNotFoundError,
  BadPriceError,
  InvalidAmountError,
  TxNotFoundError,
  RateLimitedError,
  ChainNotFoundError,
  DuplicateChainIdError,
  ChainServiceMissingError,
  JsonRpcError,
  MsgsMismatchError,
  WalletContractError,
  ModuleLoadError,
  SimulatedOutflowError,
  SimulationUnavailableError,
  TransferStorageError,
  TransferRecordError,
  NewerTransferRecordError,
  StorageEntryError,
  RecipientEntryError,
  BroadcastNotFoundError,
  TrackTimeoutError,
  SignatureRequiredError,
  TransferStateUnknownError,
  TransferAbandonedError,
  InterruptedSignatureError,
  TransferFailedError,
  ClaimUnconfirmedError,
  WithdrawalMismatchError,
  SimulationFailedError,
  UsernameAnswerError,
  UsernameChangedError,
  UsernameNotFoundError,
} as const

/** The name of an error class of the kit. */
export type ErrorName = keyof typeof errorClasses

/** An error as stored in a transfer record: its class name and its short message. */
export interface ErrorRecord {
  name: string
  message: string
}

/**
 * An error as a record: its class name and short message (the details stay with the live error). An error that is
 * not the kit's (a wallet library's TypeError, say) is stored as a RollscopeError, so every stored name is a class.
 */
export function errorRecordOf(error: unknown): ErrorRecord {
  if (!(error instanceof Error)) return { name: 'RollscopeError', message: String(error) }
  const message = (error as Partial<RollscopeError>).shortMessage ?? error.message
  // instanceof, not a lookup in errorClasses: a lazily loaded driver stores errors, and the lookup would make
  // every class load with any app that esbuild bundles (BENCHMARKS.md, issue 20)
  return { name: error instanceof RollscopeError ? error.name : 'RollscopeError', message }
}

/**
 * A stored error as an instance of its class (with its name and message; the class's own fields, such as
 * `status`, are not stored). A name the kit does not know, as from a newer version or hand-edited storage, gives a
 * RollscopeError that keeps the name.
 */
export function errorOf(record: ErrorRecord | null): RollscopeError | null {
  if (!record) return null
  const known = Object.hasOwn(errorClasses, record.name)
    ? errorClasses[record.name as ErrorName]
    : RollscopeError
  // the base constructor only, with the class's prototype: the stored message needs no class's own arguments
  const error = Reflect.construct(RollscopeError, [String(record.message)], known) as RollscopeError
  error.name = String(record.name)
  // list fields are not stored: empty rather than missing, so `error.issues.map(...)` cannot throw
  if (known === ResponseValidationError || known === TransferRecordError)
    Object.defineProperty(error, 'issues', { value: [] })
  if (known === MsgsMismatchError) Object.defineProperty(error, 'mismatches', { value: [] })
  if (known === SimulatedOutflowError) Object.defineProperty(error, 'outflows', { value: [] })
  return error
}
