import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })

// a quantity grouped exactly (as a bigint); anything else as sent
const integer = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${integer(used)} / ${integer(wanted)}`

export const messageWords: MessageWords = {
  Send: 'Envio',
  'IBC transfer': 'Transferência IBC',
  'Move call': 'Chamada Move',
  'Move call (JSON arguments)': 'Chamada Move (argumentos JSON)',
  'EVM call': 'Chamada EVM',
  'Deposit to a rollup': 'Depósito em um rollup',
  'Withdrawal to L1': 'Saque para L1',
  'Withdrawal claim': 'Resgate de saque',
  'Contract call': 'Chamada de contrato',
  From: 'De',
  To: 'Para',
  Amount: 'Valor',
  Channel: 'Canal',
  Memo: 'Memo',
  Function: 'Função',
  Sender: 'Remetente',
  'Type arguments': 'Argumentos de tipo',
  Arguments: 'Argumentos',
  Contract: 'Contrato',
  Method: 'Método',
  Value: 'Valor',
  Bridge: 'Ponte',
  'Claimed by': 'Resgatado por',
  'From (L2)': 'De (L2)',
  Sequence: 'Sequência',
  Action: 'Ação',
  Funds: 'Fundos',
  Spender: 'Autorizado',
  'Amount or token ID': 'Valor ou ID do token',
  'Token ID': 'ID do token',
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: 'Hash',
  evmTx: 'Tx EVM',
  status: 'Status',
  success: 'Sucesso',
  failed: (code, codespace) => `Falhou (código ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: 'Log de erro',
  height: 'Altura',
  time: 'Hora',
  gas: 'Gas usado / pedido',
  gasValue,
  fee: 'Taxa',
  noFee: 'Nenhuma',
  memo: 'Memo',
  noMemo: '—',
  signer: 'Signatário',
  balanceChanges: 'Mudanças de saldo',
  changes: balanceChangesLabels,
  messages: (count) => `Mensagens (${count})`,
  events: (count) => `Eventos (${count})`,
  json: 'JSON',
  loading: 'Carregando transação…',
  notFound: (txHash) => `Transação ${txHash} não encontrada. Talvez ainda não tenha sido indexada.`,
  retry: 'Tentar de novo',
  copy: 'Copiar',
  copied: 'Copiado',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: 'Altura',
  hash: 'Hash',
  chain: 'Rede',
  timestamp: 'Hora',
  blockTimeTerm: 'Tempo de bloco',
  blockTime: (milliseconds) => `${milliseconds} ms após o bloco anterior`,
  proposer: 'Propositor',
  txCount: 'Transações',
  gas: 'Gas usado / pedido',
  gasValue,
  totalFee: 'Taxa total',
  noFee: 'Nenhuma',
  txsTitle: (height) => `Transações do bloco ${height}`,
  empty: 'Nenhuma transação neste bloco.',
  loadingBlock: 'Carregando bloco…',
  notFound: (height) => `Bloco ${height} não encontrado. Talvez ainda não tenha sido indexado.`,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: 'Hash da tx',
  status: 'Status',
  success: 'Sucesso',
  failed: 'Falhou',
  block: 'Bloco',
  blockHash: 'Hash do bloco',
  index: 'Posição no bloco',
  from: 'De',
  to: 'Para',
  contractCreation: 'Criação de contrato',
  gasUsed: 'Gas usado',
  cumulativeGasUsed: 'Gas acumulado usado',
  gasPrice: 'Preço efetivo do gas',
  type: 'Tipo',
  balanceChanges: 'Mudanças de saldo',
  changes: balanceChangesLabels,
  logs: (count) => `Logs (${count})`,
  noLogs: 'Esta transação não emitiu logs.',
  log: (index) => `Log ${index}`,
  address: 'Endereço',
  topics: 'Topics',
  data: 'Dados',
  erc20Transfer: 'Transferência ERC-20',
  nftTransfer: 'Transferência ERC-721',
  amount: 'Valor',
  tokenId: 'ID do token',
  time: 'Hora',
  value: 'Valor',
  fee: 'Taxa EVM',
  evmFeeHint: 'gas usado × preço do gas',
  feeCharged: 'Cobrado antes',
  feeChargedHint: 'limite de gas × preço do gas, cobrado antes da execução',
  feePaid: 'Pago pelo remetente',
  feePaidHint: (succeeded) =>
    succeeded
      ? 'o cobrado antecipadamente, menos o reembolso de parte do gas restante'
      : 'o cobrado antecipadamente: uma tx que falha não tem reembolso',
  method: 'Método',
  cosmosTx: 'Tx Cosmos',
  noRecipient: 'Nenhum: registrado para uma transação Cosmos',
  loading: 'Carregando transação…',
  empty: 'Nenhuma transação selecionada.',
  notFound: (txHash) => `Transação ${txHash} não encontrada. Talvez ainda não tenha sido indexada.`,
  retry: 'Tentar de novo',
  copy: 'Copiar',
  copied: 'Copiado',
  messageWords,
}
