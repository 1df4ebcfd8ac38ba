import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import { errorLabels } from './common.later.ts'

export const richListTableLabels: Pick<RichListTableLabels, 'errors'> = {
  errors: errorLabels,
}

export const txTableLabels: Pick<TxTableLabels, 'errors'> = {
  errors: errorLabels,
}

export const txListLabels: Pick<TxListLabels, 'errors'> = {
  ...txTableLabels,
}

export const blockListLabels: Pick<BlockListLabels, 'errors'> = {
  errors: errorLabels,
}

export const evmTxListLabels: Pick<EvmTxListLabels, 'errors'> = {
  errors: errorLabels,
}

export const indexerStatusLabels: Pick<IndexerStatusLabels, 'errors'> = {
  errors: errorLabels,
}

export const internalTxTreeLabels: Pick<InternalTxTreeLabels, 'errors'> = {
  errors: errorLabels,
}
