import { defaultEvmTxListLabels, type EvmTxColumnLabels } from '../EvmTxList/EvmTxList.tsx'
import { type BalanceChangesLabels, defaultBalanceChangesLabels } from '../shared/BalanceChanges.tsx'
import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { defaultTxTableLabels, type TxColumnLabels } from '../TxList/TxTable.tsx'

/** The tabs, in order. */
export const activityTabs = ['txs', 'evm', 'nfts'] as const
export type AccountActivityTab = (typeof activityTabs)[number]

/** The tabs' names and empty texts, and the columns' names: a Cosmos tx's (TxList) and an EVM tx's (EvmTxList). */
export interface AccountActivityLabels
  extends TxColumnLabels,
    Omit<EvmTxColumnLabels, 'success' | 'failed' | 'hash' | 'status'> {
  title: string
  txs: string
  evm: string
  nfts: string
  loading: string
  retry: string
  /** The EVM status column's "Failed" (a receipt has no code). */
  evmFailed: string
  nft: string
  tokenId: string
  collection: string
  emptyTxs: string
  emptyEvm: string
  emptyNfts: string
  /** With `chainIds`: the column naming each row's chain. */
  chain: string
  /** With `chainIds`: a chain's failure, in its words (ErrorAlert's), naming the chain. */
  chainError: (chain: string, text: string) => string
  /** With `chainIds`: a chain whose indexer does not serve this tab's list (Initia's core indexer on the L1). */
  chainLacksList: (chain: string, tab: AccountActivityTab) => string
  /** With `chainIds`: a chain whose indexer lists this tab's records in a shape the kit does not read. */
  chainListUnreadable: (chain: string, tab: AccountActivityTab) => string
  /** With `chainIds`: the Retry button of one chain. */
  retryChain: (chain: string) => string
  /** With `chainIds`: the chains that have not answered yet, while the others' rows are shown. */
  chainsLoading: (chains: readonly string[]) => string
  /** With `chainIds`: no rows, and some chain failed (it may have some). */
  emptyAnswered: string
  /** With `chainIds` and several EVM chains: the picker of the chain whose EVM txs are listed. */
  evmChain: string
  /** The txs' column of what each tx changed for the account. */
  changes: string
  /** Its words (fee, unlisted). */
  changeWords: BalanceChangesLabels
  /** The error texts (ErrorAlert's). */
  errors: ErrorLabels
  /** With `urlState`, on one chain's list opened at a later page: back to the newest. */
  toStart: string
}

const listWords: Record<AccountActivityTab, string> = {
  txs: 'transactions',
  evm: 'EVM transactions',
  nfts: 'NFTs',
}

export const defaultAccountActivityLabels: AccountActivityLabels = {
  ...defaultTxTableLabels,
  ...defaultEvmTxListLabels,
  title: 'Account activity',
  txs: 'Transactions',
  evm: 'EVM transactions',
  nfts: 'NFTs',
  evmFailed: defaultEvmTxListLabels.failed,
  failed: defaultTxTableLabels.failed,
  hash: defaultTxTableLabels.hash,
  loading: 'Loading…',
  nft: 'NFT',
  tokenId: 'Token ID',
  collection: 'Collection',
  emptyTxs: 'No transactions for this account.',
  emptyEvm: 'No EVM transactions for this account.',
  emptyNfts: 'This account holds no NFTs.',
  chain: 'Chain',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) => `${chain}: this chain's indexer does not list ${listWords[tab]}.`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: this chain's indexer lists ${listWords[tab]} in a form this page cannot read.`,
  retryChain: (chain) => `Retry ${chain}`,
  chainsLoading: (chains) => `Still loading ${chains.join(', ')}…`,
  emptyAnswered: 'Nothing for this account on the chains that answered.',
  evmChain: 'EVM chain',
  changes: 'Balance changes',
  changeWords: defaultBalanceChangesLabels,
  errors: defaultErrorLabels,
  toStart: 'Show newest',
}
