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

const dateTime = new Intl.DateTimeFormat('pt-BR', {
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
  title: 'Detentores',
  rank: 'Posição',
  account: 'Conta',
  amount: 'Saldo',
  share: 'Participação',
  holders: (count) => `${count} ${isOne(count) ? 'detentor' : 'detentores'}`,
  loading: 'Carregando detentores…',
  empty: 'Ainda não há detentores.',
  retry: 'Tentar de novo',
  exportCsv: 'Exportar CSV',
  copy: 'Copiar endereço',
  copied: 'Copiado',
  toStart: 'Voltar ao topo',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: 'Hash',
  height: 'Altura',
  messages: 'Mensagens',
  status: 'Status',
  time: 'Hora',
  success: 'Sucesso',
  failed: (code) => `Falhou (código ${code})`,
  loading: 'Carregando transações…',
  empty: 'Nenhuma transação.',
  retry: 'Tentar de novo',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: 'Transações',
  count: (count) => `${count} ${isOne(count) ? 'transação' : 'transações'}`,
  filter: 'Tipos de mensagem',
  clear: 'Limpar filtro',
  noTypes: 'Nenhum tipo de mensagem ainda.',
  emptyFiltered: 'Nenhuma transação dos tipos escolhidos.',
  toStart: 'Mais recentes',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: 'Blocos',
  height: 'Altura',
  time: 'Hora',
  txs: 'Txs',
  proposer: 'Propositor',
  loading: 'Carregando blocos…',
  empty: 'Ainda não há blocos.',
  retry: 'Tentar de novo',
  formatTime,
  toStart: 'Mais recentes',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'Transações EVM',
  hash: 'Hash da tx',
  block: 'Bloco',
  from: 'De',
  to: 'Para',
  status: 'Status',
  gasUsed: 'Gas usado',
  success: 'Sucesso',
  failed: 'Falhou',
  contractCreation: 'Criação de contrato',
  cosmosTx: 'Tx Cosmos',
  loading: 'Carregando transações…',
  empty: 'Ainda não há transações EVM.',
  retry: 'Tentar de novo',
  toStart: 'Mais recentes',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: 'Rede',
  height: 'Última altura',
  internalTxs: 'Txs internas',
  richList: 'Maiores detentores',
  version: 'Versão',
  inSync: 'sincronizado',
  behind: (blocks) => `${blocks} ${blocks === 1 ? 'bloco' : 'blocos'} atrás`,
  notIndexed: 'Não indexado',
  loading: 'Carregando status do indexador…',
  empty: 'Nada indexado ainda.',
  retry: 'Tentar de novo',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: 'Chamadas internas',
  to: 'para',
  value: 'valor',
  gas: 'gas usado / limite',
  reverted: 'Revertida',
  level: (level) => `nível ${level}`,
  loading: 'Carregando chamadas internas…',
  empty: 'Nenhuma chamada interna.',
  retry: 'Tentar de novo',
}
