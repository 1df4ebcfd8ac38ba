import { type BalanceChangesLabels, defaultBalanceChangesLabels } from '../shared/BalanceChanges.tsx'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
export interface EvmTxDetailLabels {
  hash: string
  status: string
  success: string
  failed: string
  block: string
  blockHash: string
  index: string
  from: string
  to: string
  contractCreation: string
  gasUsed: string
  cumulativeGasUsed: string
  gasPrice: string
  type: string
  /** The section of what the tx changed, per account. */
  balanceChanges: string
  /** Its words (fee, unlisted, ...). */
  changes: BalanceChangesLabels
  logs: (count: number) => string
  noLogs: string
  log: (index: number) => string
  address: string
  topics: string
  data: string
  erc20Transfer: string
  nftTransfer: string
  amount: string
  tokenId: string
  time: string
  value: string
  fee: string
  method: string
  cosmosTx: string
  noRecipient: string
  loading: string
  empty: string
  notFound: (txHash: string) => string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
  copy: string
  copied: string
}

export const defaultEvmTxDetailLabels: EvmTxDetailLabels = {
  hash: 'Tx hash',
  status: 'Status',
  success: 'Success',
  failed: 'Failed',
  block: 'Block',
  blockHash: 'Block hash',
  index: 'Index in block',
  from: 'From',
  to: 'To',
  contractCreation: 'Contract creation',
  gasUsed: 'Gas used',
  cumulativeGasUsed: 'Cumulative gas used',
  gasPrice: 'Effective gas price',
  type: 'Type',
  balanceChanges: 'Balance changes',
  changes: defaultBalanceChangesLabels,
  logs: (count) => `Logs (${count})`,
  noLogs: 'This transaction emitted no logs.',
  log: (index) => `Log ${index}`,
  address: 'Address',
  topics: 'Topics',
  data: 'Data',
  erc20Transfer: 'ERC-20 Transfer',
  nftTransfer: 'ERC-721 Transfer',
  amount: 'Amount',
  tokenId: 'Token ID',
  time: 'Time',
  value: 'Value',
  fee: 'Fee',
  method: 'Method',
  cosmosTx: 'Cosmos tx',
  noRecipient: 'None: recorded for a Cosmos transaction',
  loading: 'Loading transaction…',
  empty: 'No transaction selected.',
  notFound: (txHash) => `Transaction ${txHash} not found. It may not be indexed yet.`,
  retry: 'Retry',
  errors: defaultErrorLabels,
  copy: 'Copy',
  copied: 'Copied',
}
