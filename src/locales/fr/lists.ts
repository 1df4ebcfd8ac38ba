import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

const plural = new Intl.PluralRules('fr')

// a count the component passes already written (`1,234`): its digits say which form
const one = (count: number | string) => plural.select(Number(String(count).replace(/\D/g, ''))) === 'one'

// in UTC, as the English time, so a server and a browser write the same text
const dateTime = new Intl.DateTimeFormat('fr', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

const formatTime = (timestamp: string) => {
  const time = Date.parse(timestamp)
  return Number.isNaN(time) ? timestamp : `${dateTime.format(time)} UTC`
}

export const richListTableLabels: FirstWords<RichListTableLabels, 'richListTableLabels'> = {
  title: 'Détenteurs',
  rank: 'Rang',
  account: 'Compte',
  amount: 'Montant',
  share: 'Part',
  holders: (count) => `${count} ${one(count) ? 'détenteur' : 'détenteurs'}`,
  loading: 'Chargement des détenteurs…',
  empty: 'Pas encore de détenteur.',
  retry: 'Réessayer',
  exportCsv: 'Exporter en CSV',
  copy: 'Copier l’adresse',
  copied: 'Copié',
  toStart: 'Retour en haut',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: 'Hash',
  height: 'Hauteur',
  messages: 'Messages',
  status: 'Statut',
  time: 'Date',
  success: 'Réussie',
  failed: (code) => `Échec (code ${code})`,
  loading: 'Chargement des transactions…',
  empty: 'Aucune transaction.',
  retry: 'Réessayer',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: 'Transactions',
  count: (count) => `${count} ${one(count) ? 'transaction' : 'transactions'}`,
  filter: 'Types de message',
  clear: 'Effacer le filtre',
  noTypes: 'Aucun type de message vu.',
  emptyFiltered: 'Aucune transaction des types choisis.',
  toStart: 'Plus récentes',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: 'Blocs',
  height: 'Hauteur',
  time: 'Date',
  txs: 'Tx',
  proposer: 'Proposant',
  loading: 'Chargement des blocs…',
  empty: 'Pas encore de bloc.',
  retry: 'Réessayer',
  formatTime,
  toStart: 'Plus récents',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'Transactions EVM',
  hash: 'Hash de tx',
  block: 'Bloc',
  from: 'De',
  to: 'À',
  status: 'Statut',
  gasUsed: 'Gaz utilisé',
  success: 'Réussie',
  failed: 'Échec',
  contractCreation: 'Création de contrat',
  cosmosTx: 'Tx Cosmos',
  loading: 'Chargement des transactions…',
  empty: 'Pas encore de transaction EVM.',
  retry: 'Réessayer',
  toStart: 'Plus récentes',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: 'Chaîne',
  height: 'Dernière hauteur',
  internalTxs: 'Tx internes',
  richList: 'Top détenteurs',
  version: 'Version',
  inSync: 'synchronisé',
  behind: (blocks) => `${blocks} ${one(blocks) ? 'bloc' : 'blocs'} de retard`,
  notIndexed: 'Non indexé',
  loading: 'Chargement de l’indexeur…',
  empty: 'Rien d’indexé pour l’instant.',
  retry: 'Réessayer',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: 'Appels internes',
  to: 'vers',
  value: 'valeur',
  gas: 'gaz utilisé / limite',
  reverted: 'Annulé',
  level: (level) => `niveau ${level}`,
  loading: 'Chargement des appels internes…',
  empty: 'Aucun appel interne.',
  retry: 'Réessayer',
}
