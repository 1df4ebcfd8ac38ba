// `rollscope/wallet`: the components of a wallet that acts: TxPreview (a dApp's tx, simulated and shown before it is
// signed). Its hook, useTxRequest, is in the root entry.

export {
  defaultTxPreviewLabels,
  TxPreview,
  type TxPreviewLabels,
  type TxPreviewProps,
} from '../components/TxPreview/TxPreview.tsx'
