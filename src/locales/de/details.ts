import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = new Intl.NumberFormat('de', { maximumFractionDigits: 0 })

// digits grouped exactly (as a bigint); anything else as sent
const integer = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${integer(used)} / ${integer(wanted)}`

const notFound = (txHash: string) =>
  `Transaktion ${txHash} nicht gefunden. Vielleicht ist sie noch nicht indexiert.`

export const messageWords: MessageWords = {
  Send: 'Senden',
  'IBC transfer': 'IBC-Transfer',
  'Move call': 'Move-Aufruf',
  'Move call (JSON arguments)': 'Move-Aufruf (JSON-Argumente)',
  'EVM call': 'EVM-Aufruf',
  'Deposit to a rollup': 'Einzahlung in ein Rollup',
  'Withdrawal to L1': 'Auszahlung nach L1',
  'Withdrawal claim': 'Abholung einer Auszahlung',
  'Contract call': 'Contract-Aufruf',
  From: 'Von',
  To: 'An',
  Amount: 'Betrag',
  Channel: 'Kanal',
  Memo: 'Memo',
  Function: 'Funktion',
  Sender: 'Absender',
  'Type arguments': 'Typargumente',
  Arguments: 'Argumente',
  Contract: 'Contract',
  Method: 'Methode',
  Value: 'Wert',
  Bridge: 'Bridge',
  'Claimed by': 'Abgeholt von',
  'From (L2)': 'Von (L2)',
  Sequence: 'Sequenz',
  Action: 'Aktion',
  Funds: 'Mittel',
  Spender: 'Berechtigter',
  'Amount or token ID': 'Betrag oder Token-ID',
  'Token ID': 'Token-ID',
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: 'Höhe',
  hash: 'Hash',
  chain: 'Chain',
  timestamp: 'Zeit',
  blockTimeTerm: 'Blockzeit',
  blockTime: (milliseconds) => `${milliseconds} ms nach dem vorigen Block`,
  proposer: 'Proposer',
  txCount: 'Transaktionen',
  gas: 'Gas genutzt / Limit',
  gasValue,
  totalFee: 'Gesamtgebühr',
  noFee: 'Keine',
  txsTitle: (height) => `Transaktionen in Block ${height}`,
  empty: 'Keine Transaktionen in diesem Block.',
  loadingBlock: 'Block wird geladen…',
  notFound: (height) => `Block ${height} nicht gefunden. Vielleicht ist er noch nicht indexiert.`,
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: 'Hash',
  evmTx: 'EVM-Tx',
  status: 'Status',
  success: 'Erfolg',
  failed: (code, codespace) => `Fehler (Code ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: 'Fehlerlog',
  height: 'Höhe',
  time: 'Zeit',
  gas: 'Gas genutzt / Limit',
  gasValue,
  fee: 'Gebühr',
  noFee: 'Keine',
  memo: 'Memo',
  noMemo: '—',
  signer: 'Signierer',
  balanceChanges: 'Guthabenänderungen',
  changes: balanceChangesLabels,
  messages: (count) => `Nachrichten (${count})`,
  events: (count) => `Ereignisse (${count})`,
  json: 'JSON',
  loading: 'Transaktion wird geladen…',
  notFound,
  retry: 'Wiederholen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: 'Tx-Hash',
  status: 'Status',
  success: 'Erfolg',
  failed: 'Fehler',
  block: 'Block',
  blockHash: 'Block-Hash',
  index: 'Index im Block',
  from: 'Von',
  to: 'An',
  contractCreation: 'Contract-Erstellung',
  gasUsed: 'Gasverbrauch',
  cumulativeGasUsed: 'Gas kumuliert',
  gasPrice: 'Effektiver Gaspreis',
  type: 'Typ',
  balanceChanges: 'Guthabenänderungen',
  changes: balanceChangesLabels,
  logs: (count) => `Logs (${count})`,
  noLogs: 'Diese Transaktion hat keine Logs ausgegeben.',
  log: (index) => `Log ${index}`,
  address: 'Adresse',
  topics: 'Topics',
  data: 'Daten',
  erc20Transfer: 'ERC-20-Transfer',
  nftTransfer: 'ERC-721-Transfer',
  amount: 'Betrag',
  tokenId: 'Token-ID',
  time: 'Zeit',
  value: 'Wert',
  fee: 'EVM-Gebühr',
  evmFeeHint: 'Gasverbrauch × Gaspreis',
  feeCharged: 'Vorab berechnet',
  feeChargedHint: 'Gaslimit × Gaspreis, vor Ausführung der Tx abgezogen',
  feePaid: 'Vom Absender bezahlt',
  feePaidHint: (succeeded) =>
    succeeded
      ? 'vorab berechnet, abzüglich der Erstattung für einen Teil des übrigen Gases'
      : 'vorab berechnet: Eine fehlgeschlagene Tx erhält keine Erstattung',
  method: 'Methode',
  cosmosTx: 'Cosmos-Tx',
  noRecipient: 'Keiner: für eine Cosmos-Transaktion erfasst',
  loading: 'Transaktion wird geladen…',
  empty: 'Keine Transaktion ausgewählt.',
  notFound,
  retry: 'Wiederholen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  messageWords,
}
