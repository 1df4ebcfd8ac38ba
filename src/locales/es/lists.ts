import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

// a count arrives written out (`12,345`): only 1 is singular
const isOne = (count: string) => Number(String(count).replace(/\D/g, '')) === 1

const dateTime = new Intl.DateTimeFormat('es', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
})

const formatTime = (timestamp: string) => {
  const time = Date.parse(timestamp)
  return Number.isNaN(time) ? timestamp : dateTime.format(time)
}

export const richListTableLabels: FirstWords<RichListTableLabels, 'richListTableLabels'> = {
  title: 'Titulares',
  rank: 'Puesto',
  account: 'Cuenta',
  amount: 'Saldo',
  share: 'Porcentaje',
  holders: (count) => `${count} ${isOne(count) ? 'titular' : 'titulares'}`,
  loading: 'Cargando titulares…',
  empty: 'Aún no hay titulares.',
  retry: 'Reintentar',
  exportCsv: 'Exportar CSV',
  copy: 'Copiar dirección',
  copied: 'Copiada',
  toStart: 'Volver arriba',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: 'Hash',
  height: 'Altura',
  messages: 'Mensajes',
  status: 'Estado',
  time: 'Hora',
  success: 'Correcta',
  failed: (code) => `Fallida (código ${code})`,
  loading: 'Cargando transacciones…',
  empty: 'No hay transacciones.',
  retry: 'Reintentar',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: 'Transacciones',
  count: (count) => `${count} ${isOne(count) ? 'transacción' : 'transacciones'}`,
  filter: 'Tipos de mensaje',
  clear: 'Quitar filtro',
  noTypes: 'Aún no hay tipos de mensaje.',
  emptyFiltered: 'No hay transacciones de los tipos elegidos.',
  toStart: 'Ver las últimas',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: 'Bloques',
  height: 'Altura',
  time: 'Hora',
  txs: 'Txs',
  proposer: 'Proponente',
  loading: 'Cargando bloques…',
  empty: 'Aún no hay bloques.',
  retry: 'Reintentar',
  formatTime,
  toStart: 'Ver los últimos',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'Transacciones EVM',
  hash: 'Hash de tx',
  block: 'Bloque',
  from: 'De',
  to: 'Para',
  status: 'Estado',
  gasUsed: 'Gas usado',
  success: 'Correcta',
  failed: 'Fallida',
  contractCreation: 'Creación de contrato',
  cosmosTx: 'Tx de Cosmos',
  loading: 'Cargando transacciones…',
  empty: 'Aún no hay transacciones EVM.',
  retry: 'Reintentar',
  toStart: 'Ver las últimas',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: 'Red',
  height: 'Última altura',
  internalTxs: 'Txs internas',
  richList: 'Top titulares',
  version: 'Versión',
  inSync: 'sincronizado',
  behind: (blocks) => `${blocks} ${blocks === 1 ? 'bloque' : 'bloques'} por detrás`,
  notIndexed: 'Sin indexar',
  loading: 'Cargando el estado del indexador…',
  empty: 'Aún no hay nada indexado.',
  retry: 'Reintentar',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: 'Llamadas internas',
  to: 'a',
  value: 'valor',
  gas: 'gas usado / límite',
  reverted: 'Revertida',
  level: (level) => `nivel ${level}`,
  loading: 'Cargando llamadas internas…',
  empty: 'No hay llamadas internas.',
  retry: 'Reintentar',
}
