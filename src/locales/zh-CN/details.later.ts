import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { LaterWords } from '../layout.ts'
import { errorLabels } from './common.later.ts'
import { txTableLabels } from './lists.later.ts'

export const blockDetailLabels: LaterWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
}

export const txDetailLabels: LaterWords<TxDetailLabels, 'txDetailLabels'> = {
  errors: errorLabels,
}

export const evmTxDetailLabels: LaterWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  errors: errorLabels,
}
