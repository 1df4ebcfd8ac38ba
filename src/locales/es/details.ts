import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = new Intl.NumberFormat('es', { maximumFractionDigits: 0 })

// a quantity grouped exactly (as a bigint); anything else as sent
const integer = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${integer(used)} / ${integer(wanted)}`

export const messageWords: MessageWords = {
  Send: 'Envío',
  'IBC transfer': 'Transferencia IBC',
  'Move call': 'Llamada Move',
  'Move call (JSON arguments)': 'Llamada Move (argumentos JSON)',
  'EVM call': 'Llamada EVM',
  'Deposit to a rollup': 'Depósito a un rollup',
  'Withdrawal to L1': 'Retiro a L1',
  'Withdrawal claim': 'Reclamo de retiro',
  'Contract call': 'Llamada a contrato',
  From: 'De',
  To: 'Para',
  Amount: 'Cantidad',
  Channel: 'Canal',
  Memo: 'Memo',
  Function: 'Función',
  Sender: 'Remitente',
  'Type arguments': 'Argumentos de tipo',
  Arguments: 'Argumentos',
  Contract: 'Contrato',
  Method: 'Método',
  Value: 'Valor',
  Bridge: 'Puente',
  'Claimed by': 'Reclamado por',
  'From (L2)': 'De (L2)',
  Sequence: 'Secuencia',
  Action: 'Acción',
  Funds: 'Fondos',
  Spender: 'Autorizado',
  'Amount or token ID': 'Cantidad o ID del token',
  'Token ID': 'ID del token',
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: 'Hash',
  evmTx: 'Tx EVM',
  status: 'Estado',
  success: 'Correcta',
  failed: (code, codespace) => `Fallida (código ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: 'Registro de error',
  height: 'Altura',
  time: 'Hora',
  gas: 'Gas usado / pedido',
  gasValue,
  fee: 'Comisión',
  noFee: 'Ninguna',
  memo: 'Memo',
  noMemo: '—',
  signer: 'Firmante',
  balanceChanges: 'Cambios de saldo',
  changes: balanceChangesLabels,
  messages: (count) => `Mensajes (${count})`,
  events: (count) => `Eventos (${count})`,
  json: 'JSON',
  loading: 'Cargando la transacción…',
  notFound: (txHash) => `No se encontró la transacción ${txHash}. Puede que aún no esté indexada.`,
  retry: 'Reintentar',
  copy: 'Copiar',
  copied: 'Copiado',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: 'Altura',
  hash: 'Hash',
  chain: 'Red',
  timestamp: 'Hora',
  blockTimeTerm: 'Tiempo de bloque',
  blockTime: (milliseconds) => `${milliseconds} ms después del bloque anterior`,
  proposer: 'Proponente',
  txCount: 'Transacciones',
  gas: 'Gas usado / pedido',
  gasValue,
  totalFee: 'Comisión total',
  noFee: 'Ninguna',
  txsTitle: (height) => `Transacciones del bloque ${height}`,
  empty: 'No hay transacciones en este bloque.',
  loadingBlock: 'Cargando el bloque…',
  notFound: (height) => `No se encontró el bloque ${height}. Puede que aún no esté indexado.`,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: 'Hash de tx',
  status: 'Estado',
  success: 'Correcta',
  failed: 'Fallida',
  block: 'Bloque',
  blockHash: 'Hash del bloque',
  index: 'Posición en el bloque',
  from: 'De',
  to: 'Para',
  contractCreation: 'Creación de contrato',
  gasUsed: 'Gas usado',
  cumulativeGasUsed: 'Gas acumulado usado',
  gasPrice: 'Precio efectivo del gas',
  type: 'Tipo',
  balanceChanges: 'Cambios de saldo',
  changes: balanceChangesLabels,
  logs: (count) => `Logs (${count})`,
  noLogs: 'Esta transacción no emitió logs.',
  log: (index) => `Log ${index}`,
  address: 'Dirección',
  topics: 'Topics',
  data: 'Datos',
  erc20Transfer: 'Transferencia ERC-20',
  nftTransfer: 'Transferencia ERC-721',
  amount: 'Cantidad',
  tokenId: 'ID del token',
  time: 'Hora',
  value: 'Valor',
  fee: 'Comisión EVM',
  evmFeeHint: 'gas usado × precio del gas',
  feeCharged: 'Cobrado por adelantado',
  feeChargedHint: 'límite de gas × precio del gas, cobrado antes de ejecutar',
  feePaid: 'Pagado por el remitente',
  feePaidHint: (succeeded) =>
    succeeded
      ? 'lo cobrado por adelantado, menos el reembolso de parte del gas sobrante'
      : 'lo cobrado por adelantado: una tx fallida no recibe reembolso',
  method: 'Método',
  cosmosTx: 'Tx de Cosmos',
  noRecipient: 'Ninguno: registrada para una transacción de Cosmos',
  loading: 'Cargando la transacción…',
  empty: 'Ninguna transacción seleccionada.',
  notFound: (txHash) => `No se encontró la transacción ${txHash}. Puede que aún no esté indexada.`,
  retry: 'Reintentar',
  copy: 'Copiar',
  copied: 'Copiado',
  messageWords,
}
