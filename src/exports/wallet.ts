// `rollscope/wallet`: a wallet that acts: TxPreview (a dApp's tx, simulated and shown before it is signed), its hook
// useTxRequest and the store of signed requests, SendForm, SendNftForm and ReceiveAddress. The tx request's hook is
// here, not in the root entry (as the bridge's hooks are in `rollscope/bridge`): its simulation and signing load on
// first use, and esbuild would load what those chunks share with the root up front in every app.

export {
  defaultReceiveAddressLabels,
  ReceiveAddress,
  type ReceiveAddressLabels,
  type ReceiveAddressProps,
} from '../components/ReceiveAddress/ReceiveAddress.tsx'
export {
  defaultSendFormLabels,
  SendForm,
  type SendFormLabels,
  type SendFormProps,
} from '../components/SendForm/SendForm.tsx'
export {
  defaultSendNftFormLabels,
  SendNftForm,
  type SendNftFormLabels,
  type SendNftFormProps,
} from '../components/SendNftForm/SendNftForm.tsx'
export {
  defaultTxPreviewLabels,
  TxPreview,
  type TxPreviewLabels,
  type TxPreviewProps,
} from '../components/TxPreview/TxPreview.tsx'
export {
  type TxRequestStatus,
  type UseTxRequestParameters,
  type UseTxRequestReturnType,
  useTxRequest,
} from '../hooks/useTxRequest.ts'
export {
  type CreateTxStoreParameters,
  createTxStore,
  type TxRecord,
  type TxRecordFailure,
  type TxRecordState,
  type TxStore,
} from '../tx/txStore.ts'
