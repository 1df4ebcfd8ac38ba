// `rollscope/wallet`: the components of a wallet that acts: TxPreview (a dApp's tx, simulated and shown before it is
// signed), SendForm, SendNftForm and ReceiveAddress. Their hooks (useTxRequest, useSendForm, useSendNftForm,
// useQrCode) are in the root entry.

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
