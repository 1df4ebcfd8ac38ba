import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import { errorLabels } from './common.later.ts'
import { txTableLabels } from './lists.later.ts'

export const blockDetailLabels: Pick<BlockDetailLabels, 'errors'> = {
  ...txTableLabels,
}

export const txDetailLabels: Pick<TxDetailLabels, 'errors'> = {
  errors: errorLabels,
}

export const evmTxDetailLabels: Pick<EvmTxDetailLabels, 'errors'> = {
  errors: errorLabels,
}
