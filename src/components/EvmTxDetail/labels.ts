import { type BalanceChangesLabels, defaultBalanceChangesLabels } from '../shared/BalanceChanges.tsx'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { defaultMessageWords, type MessageWords } from '../TxDetail/messageWords.ts'
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
  /** gas used × effective gas price: what the EVM counts. */
  fee: string
  evmFeeHint: string
  /** The Cosmos tx's fee, on the gas limit, taken before the tx ran. */
  feeCharged: string
  feeChargedHint: string
  /** What the sender paid: the fee charged less the refund of unused gas (none for a failed tx). */
  feePaid: string
  feePaidHint: (succeeded: boolean) => string
  method: string
  cosmosTx: string
  noRecipient: string
  loading: string
  empty: string
  notFound: (txHash: string) => string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
  /** The decoded call's argument names ("To", "Amount"), by their English text. */
  messageWords: MessageWords
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
  fee: 'EVM fee',
  evmFeeHint: 'gas used × gas price',
  feeCharged: 'Charged up front',
  feeChargedHint: 'gas limit × gas price, taken before the tx ran',
  feePaid: 'Paid by the sender',
  feePaidHint: (succeeded) =>
    succeeded
      ? 'charged up front, less the refund of part of the gas left'
      : 'charged up front: a failed tx gets no refund',
  method: 'Method',
  cosmosTx: 'Cosmos tx',
  noRecipient: 'None: recorded for a Cosmos transaction',
  loading: 'Loading transaction…',
  empty: 'No transaction selected.',
  notFound: (txHash) => `Transaction ${txHash} not found. It may not be indexed yet.`,
  retry: 'Retry',
  errors: defaultErrorLabels,
  messageWords: defaultMessageWords,
  copy: 'Copy',
  copied: 'Copied',
}
