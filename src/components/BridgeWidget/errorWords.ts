import type { ErrorName } from '../../errors/record.ts'
import type { DataErrorName } from '../shared/errorWords.ts'

/** The bridge's error classes (router, wallet, transfer, storage, claim): those only the bridge throws. */
export type BridgeErrorName = Exclude<ErrorName, DataErrorName>

/** A sentence for each of the bridge's error classes, by its name: what happened, and what the person can do. */
export type BridgeErrorWords = Record<BridgeErrorName, string>

/** The bridge's words, beside the root's `defaultErrorWords`; BridgeWidget's `labels.errors` starts from both. */
export const defaultBridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'You declined the request in your wallet. Nothing was sent.',
  WalletNotConnectedError: 'No wallet is connected. Connect your wallet, then try again.',
  ChainNotConfiguredError: "This site's wallet setup does not include this chain. Pick another chain.",
  TxRejectedError:
    'The chain refused the transaction, so nothing was sent. Check your balance and fees, then try again.',
  ReceiptTimeoutError:
    'Your transaction is not confirmed yet. Look it up in an explorer before you send it again.',
  UnsupportedMessageError: 'Your wallet cannot sign this kind of transaction. Try another route or wallet.',
  UnsupportedTxError: 'Your wallet cannot send this kind of transaction. Connect a wallet for that chain.',
  SignerMismatchError:
    'Your wallet switched to another account. Switch back, or get a new quote for this account.',
  UnsupportedSignerError: 'Your wallet cannot sign this bridge step. Try another wallet, such as Keplr.',
  SimulationFailedError:
    'The chain says this transaction would fail, so nothing was signed. See Details for its reason.',
  AccountNotFoundError:
    'Your account does not exist on this chain yet. Send it some funds there first, then try again.',
  BroadcastUncertainError:
    "Your transaction may have been sent, but the network did not confirm it. Check your wallet's activity before you sign again.",
  RouterError: 'The bridge service could not handle the request. Try again, or pick another route.',
  RouteNotFoundError: 'There is no route between these assets for this amount. Try another pair or amount.',
  BadPriceError: 'This route loses a lot of value. Try a smaller amount, or look at the route anyway.',
  InvalidAmountError: 'This amount cannot be sent on this route. Try another amount.',
  TxNotFoundError: 'The bridge service has not seen this transaction yet. Wait a moment, then check again.',
  RateLimitedError: 'The service is busy. Wait a moment, then try again.',
  MsgsMismatchError:
    'The transaction the bridge service prepared does not match your quote, so it was not signed. Nothing was sent.',
  SimulatedOutflowError:
    'A check of the transaction before signing showed it taking more from your account than the quote, so it was not signed. Nothing was sent.',
  SimulationUnavailableError:
    'The chain did not answer a check of your transaction, so it was not signed. Nothing was sent. Try again in a moment.',
  WalletContractError:
    "Your wallet did not say whether the transaction was sent. Check your wallet's activity before you sign again.",
  TransferStorageError: 'Your browser could not save this transfer. Keep this page open until it completes.',
  StorageEntryError:
    'A saved transfer could not be read and was set aside. Your other transfers are not affected.',
  RecipientEntryError:
    'A saved recipient could not be read and was left out. Your other saved recipients are not affected.',
  TransferRecordError: 'A saved transfer could not be read. Your other transfers are not affected.',
  NewerTransferRecordError:
    'A saved transfer was made by a newer version of this site. Reload the page to open it.',
  BroadcastNotFoundError: 'Your transaction did not reach the network, so nothing was sent. Sign it again.',
  TrackTimeoutError:
    'The bridge has not seen your transaction yet; the chain may have dropped it. Check it in an explorer, then continue or remove it.',
  SignatureRequiredError:
    'Part of your transfer is done. Sign the next transaction in your wallet to continue.',
  TransferStateUnknownError:
    'The bridge cannot tell where your transfer is. Check it in an explorer, then continue or remove it.',
  TransferAbandonedError:
    'The bridge stopped following your transfer. Continue to follow it again, or check it in an explorer.',
  InterruptedSignatureError:
    "The page closed while your wallet was signing. Check your wallet's activity before you sign again.",
  TransferFailedError: 'The transfer failed on the way. Check it in an explorer to see where your funds are.',
  ClaimUnconfirmedError:
    'Your claim was sent, but the funds have not arrived yet. Check it in an explorer; claiming again is safe.',
  WithdrawalMismatchError:
    "The rollup's record of this withdrawal does not match your transfer, so nothing was claimed or sent.",
}
