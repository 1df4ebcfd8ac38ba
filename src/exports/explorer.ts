// `rollscope/explorer`: the explorer's components (lists, details, NFTs, an account's activity), their labels, and the
// lists' URL state (which a server also reads, to prefetch the page a link shows).

export {
  AccountActivity,
  type AccountActivityLabels,
  type AccountActivityProps,
  type AccountActivityTab,
  defaultAccountActivityLabels,
} from '../components/AccountActivity/AccountActivity.tsx'
export {
  BlockDetail,
  type BlockDetailLabels,
  type BlockDetailProps,
  defaultBlockDetailLabels,
} from '../components/BlockDetail/BlockDetail.tsx'
export {
  BlockList,
  type BlockListLabels,
  type BlockListProps,
  defaultBlockListLabels,
} from '../components/BlockList/BlockList.tsx'
export {
  defaultEvmTxDetailLabels,
  type EvmTokenInfo,
  EvmTxDetail,
  type EvmTxDetailLabels,
  type EvmTxDetailProps,
} from '../components/EvmTxDetail/EvmTxDetail.tsx'
export {
  defaultEvmTxListLabels,
  EvmTxList,
  type EvmTxListLabels,
  type EvmTxListProps,
} from '../components/EvmTxList/EvmTxList.tsx'
export {
  defaultIndexerStatusLabels,
  IndexerStatus,
  type IndexerStatusLabels,
  type IndexerStatusProps,
} from '../components/IndexerStatus/IndexerStatus.tsx'
export {
  defaultInternalTxTreeLabels,
  InternalTxTree,
  type InternalTxTreeLabels,
  type InternalTxTreeProps,
} from '../components/InternalTxTree/InternalTxTree.tsx'
export {
  defaultNftGalleryLabels,
  NftGallery,
  type NftGalleryLabels,
  type NftGalleryProps,
  type ResolveNftGalleryMedia,
} from '../components/NftGallery/NftGallery.tsx'
export {
  defaultPortfolioLabels,
  Portfolio,
  type PortfolioLabels,
  type PortfolioProps,
} from '../components/Portfolio/Portfolio.tsx'
export {
  defaultRichListTableLabels,
  RichListTable,
  type RichListTableLabels,
  type RichListTableProps,
} from '../components/RichListTable/RichListTable.tsx'
export { defaultSearchBoxLabels, type SearchBoxLabels } from '../components/SearchBox/labels.ts'
export { SearchBox, type SearchBoxProps, type SearchSelection } from '../components/SearchBox/SearchBox.tsx'
export {
  BalanceChangeAmount,
  BalanceChangeList,
  BalanceChanges,
  type BalanceChangesLabels,
  type BalanceChangesProps,
  defaultBalanceChangesLabels,
  type ShownBalanceChange,
  type UnlistedAmount,
} from '../components/shared/BalanceChanges.tsx'
export {
  type ListUrlField,
  type ListUrlSpec,
  type ListUrlStateOptions,
  type ListUrlStateProp,
  type ListUrlValues,
  listUrlParam,
  readListUrlState,
  writeListUrlState,
} from '../components/shared/listUrlState.ts'
export {
  defaultTxDetailLabels,
  TxDetail,
  type TxDetailLabels,
  type TxDetailProps,
} from '../components/TxDetail/TxDetail.tsx'
export {
  defaultTxListLabels,
  TxList,
  type TxListLabels,
  type TxListProps,
} from '../components/TxList/TxList.tsx'
export { buildCallTree, type InternalCallNode } from '../evm/callTree.ts'
