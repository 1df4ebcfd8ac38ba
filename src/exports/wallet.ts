// `rollscope/wallet`: a wallet that acts: TxPreview (a dApp's tx, simulated and shown before it is signed), SendForm,
// SendNftForm and ReceiveAddress, and their hooks (useTxRequest, useSendForm, useSendNftForm, useQrCode). The hooks
// live here, not in the root, as the bridge's live in `rollscope/bridge`: the preview loads its encoders on first use,
// and an entry that reached those loads would make esbuild load their shared code with every app (evanw/esbuild#3704).

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
  type QrCode,
  type UseQrCodeParameters,
  useQrCode,
} from '../hooks/useQrCode.ts'
export {
  type SendAsset,
  type SendFormView,
  type SendHandover,
  type UseSendFormParameters,
  type UseSendFormReturnType,
  useSendForm,
} from '../hooks/useSendForm.ts'
export {
  type NftTransferRequest,
  nftVmOf,
  type UseSendNftFormParameters,
  type UseSendNftFormReturnType,
  useSendNftForm,
} from '../hooks/useSendNftForm.ts'
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
