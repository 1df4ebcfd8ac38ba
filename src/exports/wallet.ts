// `rollscope/wallet`: a wallet that acts: TxPreview (a dApp's tx, simulated and shown before it is signed), its hook
// useTxRequest and the store of signed requests. Here, not in the root entry (as the bridge's hooks are in
// `rollscope/bridge`): their simulation and signing load on first use, and esbuild would load what those chunks share
// with the root up front in every app.

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
