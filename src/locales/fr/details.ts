import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 })

// digits grouped exactly (as a bigint); anything else as sent
const integer = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${integer(used)} / ${integer(wanted)}`

export const messageWords: MessageWords = {
  Send: 'Envoi',
  'IBC transfer': 'Transfert IBC',
  'Move call': 'Appel Move',
  'Move call (JSON arguments)': 'Appel Move (arguments JSON)',
  'EVM call': 'Appel EVM',
  'Deposit to a rollup': 'Dépôt vers un rollup',
  'Withdrawal to L1': 'Retrait vers L1',
  'Withdrawal claim': 'Réclamation de retrait',
  'Contract call': 'Appel de contrat',
  From: 'De',
  To: 'À',
  Amount: 'Montant',
  Channel: 'Canal',
  Memo: 'Mémo',
  Function: 'Fonction',
  Sender: 'Expéditeur',
  'Type arguments': 'Arguments de type',
  Arguments: 'Arguments',
  Contract: 'Contrat',
  Method: 'Méthode',
  Value: 'Valeur',
  Bridge: 'Bridge',
  'Claimed by': 'Réclamé par',
  'From (L2)': 'De (L2)',
  Sequence: 'Séquence',
  Action: 'Action',
  Funds: 'Fonds',
  Spender: 'Adresse autorisée',
  'Amount or token ID': 'Montant ou ID du jeton',
  'Token ID': 'ID du jeton',
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: 'Hauteur',
  hash: 'Hash',
  chain: 'Chaîne',
  timestamp: 'Date',
  blockTimeTerm: 'Temps de bloc',
  blockTime: (milliseconds) => `${milliseconds} ms après le bloc précédent`,
  proposer: 'Proposant',
  txCount: 'Transactions',
  gas: 'Gaz utilisé / demandé',
  gasValue,
  totalFee: 'Frais totaux',
  noFee: 'Aucun',
  txsTitle: (height) => `Transactions du bloc ${height}`,
  empty: 'Aucune transaction dans ce bloc.',
  loadingBlock: 'Chargement du bloc…',
  notFound: (height) => `Bloc ${height} introuvable. Il n’est peut-être pas encore indexé.`,
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: 'Hash',
  evmTx: 'Tx EVM',
  status: 'Statut',
  success: 'Réussie',
  failed: (code, codespace) => `Échec (code ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: 'Journal d’erreur',
  height: 'Hauteur',
  time: 'Date',
  gas: 'Gaz utilisé / demandé',
  gasValue,
  fee: 'Frais',
  noFee: 'Aucun',
  memo: 'Mémo',
  noMemo: '—',
  signer: 'Signataire',
  balanceChanges: 'Variations de solde',
  changes: balanceChangesLabels,
  messages: (count) => `Messages (${count})`,
  events: (count) => `Événements (${count})`,
  json: 'JSON',
  loading: 'Chargement de la transaction…',
  notFound: (txHash) => `Transaction ${txHash} introuvable. Elle n’est peut-être pas encore indexée.`,
  retry: 'Réessayer',
  copy: 'Copier',
  copied: 'Copié',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: 'Hash de tx',
  status: 'Statut',
  success: 'Réussie',
  failed: 'Échec',
  block: 'Bloc',
  blockHash: 'Hash du bloc',
  index: 'Position dans le bloc',
  from: 'De',
  to: 'À',
  contractCreation: 'Création de contrat',
  gasUsed: 'Gaz utilisé',
  cumulativeGasUsed: 'Gaz utilisé cumulé',
  gasPrice: 'Prix effectif du gaz',
  type: 'Type',
  balanceChanges: 'Variations de solde',
  changes: balanceChangesLabels,
  logs: (count) => `Logs (${count})`,
  noLogs: 'Cette transaction n’a émis aucun log.',
  log: (index) => `Log ${index}`,
  address: 'Adresse',
  topics: 'Topics',
  data: 'Données',
  erc20Transfer: 'Transfert ERC-20',
  nftTransfer: 'Transfert ERC-721',
  amount: 'Montant',
  tokenId: 'ID du jeton',
  time: 'Date',
  value: 'Valeur',
  fee: 'Frais EVM',
  evmFeeHint: 'gaz utilisé × prix du gaz',
  feeCharged: 'Prélevé d’avance',
  feeChargedHint: 'limite de gaz × prix du gaz, prélevé avant exécution',
  feePaid: 'Payé par l’expéditeur',
  feePaidHint: (succeeded) =>
    succeeded
      ? 'prélevé d’avance, moins le remboursement d’une partie du gaz restant'
      : 'prélevé d’avance : une tx échouée n’est pas remboursée',
  method: 'Méthode',
  cosmosTx: 'Tx Cosmos',
  noRecipient: 'Aucun : enregistré pour une transaction Cosmos',
  loading: 'Chargement de la transaction…',
  empty: 'Aucune transaction sélectionnée.',
  notFound: (txHash) => `Transaction ${txHash} introuvable. Elle n’est peut-être pas encore indexée.`,
  retry: 'Réessayer',
  copy: 'Copier',
  copied: 'Copié',
  messageWords,
}
