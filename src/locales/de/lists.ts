import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

const plural = new Intl.PluralRules('de')

// a count the component passes already written (`1.234`): its digits say which form
const one = (count: number | string) => plural.select(Number(String(count).replace(/\D/g, ''))) === 'one'

// in UTC, as the English time, so a server and a browser write the same text
const dateTime = new Intl.DateTimeFormat('de', {
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
  title: 'Inhaber',
  rank: 'Rang',
  account: 'Konto',
  amount: 'Betrag',
  share: 'Anteil',
  holders: (count) => `${count} Inhaber`,
  loading: 'Inhaber werden geladen…',
  empty: 'Noch keine Inhaber.',
  retry: 'Wiederholen',
  exportCsv: 'CSV exportieren',
  copy: 'Adresse kopieren',
  copied: 'Kopiert',
  toStart: 'Zum Anfang',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: 'Hash',
  height: 'Höhe',
  messages: 'Nachrichten',
  status: 'Status',
  time: 'Zeit',
  success: 'Erfolg',
  failed: (code) => `Fehler (Code ${code})`,
  loading: 'Transaktionen werden geladen…',
  empty: 'Keine Transaktionen.',
  retry: 'Wiederholen',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: 'Transaktionen',
  count: (count) => `${count} ${one(count) ? 'Transaktion' : 'Transaktionen'}`,
  filter: 'Nachrichtentypen',
  clear: 'Filter löschen',
  noTypes: 'Noch keine Nachrichtentypen gesehen.',
  emptyFiltered: 'Keine Transaktionen der gewählten Typen.',
  toStart: 'Neueste anzeigen',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: 'Blöcke',
  height: 'Höhe',
  time: 'Zeit',
  txs: 'Txs',
  proposer: 'Proposer',
  loading: 'Blöcke werden geladen…',
  empty: 'Noch keine Blöcke.',
  retry: 'Wiederholen',
  formatTime,
  toStart: 'Neueste anzeigen',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'EVM-Transaktionen',
  hash: 'Tx-Hash',
  block: 'Block',
  from: 'Von',
  to: 'An',
  status: 'Status',
  gasUsed: 'Gasverbrauch',
  success: 'Erfolg',
  failed: 'Fehler',
  contractCreation: 'Contract-Erstellung',
  cosmosTx: 'Cosmos-Tx',
  loading: 'Transaktionen werden geladen…',
  empty: 'Noch keine EVM-Transaktionen.',
  retry: 'Wiederholen',
  toStart: 'Neueste anzeigen',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: 'Chain',
  height: 'Letzte Höhe',
  internalTxs: 'Interne Txs',
  richList: 'Top-Inhaber',
  version: 'Version',
  inSync: 'synchron',
  behind: (blocks) => `${blocks} ${one(blocks) ? 'Block' : 'Blöcke'} zurück`,
  notIndexed: 'Nicht indexiert',
  loading: 'Indexer-Status wird geladen…',
  empty: 'Noch nichts indexiert.',
  retry: 'Wiederholen',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: 'Interne Aufrufe',
  to: 'an',
  value: 'Wert',
  gas: 'Gas genutzt / Limit',
  reverted: 'Revert',
  level: (level) => `Ebene ${level}`,
  loading: 'Interne Aufrufe werden geladen…',
  empty: 'Keine internen Aufrufe.',
  retry: 'Wiederholen',
}
