import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { LaterWords } from '../layout.ts'
import { errorLabels } from './common.later.ts'

export const richListTableLabels: LaterWords<RichListTableLabels, 'richListTableLabels'> = {
  errors: errorLabels,
}

export const txTableLabels: LaterWords<TxTableLabels, 'txTableLabels'> = {
  errors: errorLabels,
}

export const txListLabels: LaterWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
}

export const blockListLabels: LaterWords<BlockListLabels, 'blockListLabels'> = {
  errors: errorLabels,
}

export const evmTxListLabels: LaterWords<EvmTxListLabels, 'evmTxListLabels'> = {
  errors: errorLabels,
}

export const indexerStatusLabels: LaterWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  errors: errorLabels,
}

export const internalTxTreeLabels: LaterWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  errors: errorLabels,
}
