// Transfer records at each step of a two-tx route, made by the machine's own transition, for its tests.
import { transition } from '../src/bridge/machine/transition.ts'
import type { BridgeRequest, TransferRecord } from '../src/bridge/types.ts'
import type { MsgsResponse, Route, StatusResponse } from '../src/router/schemas.ts'

export const request: BridgeRequest = {
  sourceChainId: 'initiation-2',
  sourceDenom: 'uinit',
  destChainId: 'noble-1',
  destDenom: 'uusdc',
  amountIn: '1000000',
}
export const route = {
  source_asset_chain_id: 'initiation-2',
  source_asset_denom: 'uinit',
  dest_asset_chain_id: 'noble-1',
  dest_asset_denom: 'uusdc',
  amount_in: '1000000',
  amount_out: '990000',
  operations: [],
  chain_ids: ['initiation-2', 'noble-1'],
  required_chain_addresses: ['initiation-2', 'noble-1'],
  txs_required: 2,
  estimated_route_duration_seconds: 30,
} as Route
export const msgs: MsgsResponse = {
  txs: [
    { cosmos_tx: { chain_id: 'initiation-2', signer_address: 'init1a', msgs: [] } },
    { cosmos_tx: { chain_id: 'noble-1', signer_address: 'noble1a', msgs: [] } },
  ],
}
export const status = (state: string, extra: Partial<StatusResponse> = {}): StatusResponse => ({
  state,
  transfer_sequence: [],
  ...extra,
})
export const record = (changes: Partial<TransferRecord> = {}): TransferRecord => ({
  version: 4,
  id: 't1',
  createdAt: 1,
  updatedAt: 1,
  request,
  route,
  addressList: [],
  slippagePercent: '1',
  msgs: null,
  txs: [],
  currentTx: 0,
  phase: 'preparing',
  error: null,
  broadcastAt: null,
  droppedTxHashes: [],
  withdrawal: null,
  ...changes,
})
export const signing = () => transition(record(), { type: 'msgsReceived', msgs, addressList: [] }, 2)!
export const tracking = (at = 0) =>
  transition(
    {
      ...signing(),
      currentTx: at,
      txs: signing().txs.map((tx, i) => (i < at ? { ...tx, txHash: `H${i}` } : tx)),
    },
    { type: 'txBroadcast', txHash: `H${at}`, chainId: msgs.txs[at]!.cosmos_tx!.chain_id, at: 10 },
    3,
  )!
