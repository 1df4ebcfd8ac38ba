import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = new Intl.NumberFormat('ru', { maximumFractionDigits: 0 })

// a quantity grouped exactly (as a bigint); anything else as sent
const integer = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${integer(used)} / ${integer(wanted)}`

export const messageWords: MessageWords = {
  Send: 'Отправка',
  'IBC transfer': 'Перевод IBC',
  'Move call': 'Вызов Move',
  'Move call (JSON arguments)': 'Вызов Move (аргументы JSON)',
  'EVM call': 'Вызов EVM',
  'Deposit to a rollup': 'Депозит в роллап',
  'Withdrawal to L1': 'Вывод в L1',
  'Withdrawal claim': 'Получение вывода',
  'Contract call': 'Вызов контракта',
  From: 'От',
  To: 'Кому',
  Amount: 'Сумма',
  Channel: 'Канал',
  Memo: 'Мемо',
  Function: 'Функция',
  Sender: 'Отправитель',
  'Type arguments': 'Аргументы типов',
  Arguments: 'Аргументы',
  Contract: 'Контракт',
  Method: 'Метод',
  Value: 'Сумма',
  Bridge: 'Мост',
  'Claimed by': 'Кто забрал',
  'From (L2)': 'От (L2)',
  Sequence: 'Порядковый номер',
  Action: 'Действие',
  Funds: 'Средства',
  Spender: 'Получатель разрешения',
  'Amount or token ID': 'Сумма или ID токена',
  'Token ID': 'ID токена',
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: 'Хеш',
  evmTx: 'EVM-транзакция',
  status: 'Статус',
  success: 'Успешно',
  failed: (code, codespace) => `Ошибка (код ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: 'Журнал ошибки',
  height: 'Высота',
  time: 'Время',
  gas: 'Газ: расход / лимит',
  gasValue,
  fee: 'Комиссия',
  noFee: 'Нет',
  memo: 'Мемо',
  noMemo: '—',
  signer: 'Подписант',
  balanceChanges: 'Изменения балансов',
  changes: balanceChangesLabels,
  messages: (count) => `Сообщения (${count})`,
  events: (count) => `События (${count})`,
  json: 'JSON',
  loading: 'Загружаем транзакцию…',
  notFound: (txHash) => `Транзакция ${txHash} не найдена. Возможно, она ещё не проиндексирована.`,
  retry: 'Повторить',
  copy: 'Копировать',
  copied: 'Скопировано',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: 'Высота',
  hash: 'Хеш',
  chain: 'Сеть',
  timestamp: 'Время',
  blockTimeTerm: 'Время блока',
  blockTime: (milliseconds) => `${milliseconds} мс после предыдущего блока`,
  proposer: 'Валидатор',
  txCount: 'Транзакции',
  gas: 'Газ: расход / лимит',
  gasValue,
  totalFee: 'Сумма комиссий',
  noFee: 'Нет',
  txsTitle: (height) => `Транзакции блока ${height}`,
  empty: 'В этом блоке нет транзакций.',
  loadingBlock: 'Загружаем блок…',
  notFound: (height) => `Блок ${height} не найден. Возможно, он ещё не проиндексирован.`,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: 'Хеш транзакции',
  status: 'Статус',
  success: 'Успешно',
  failed: 'Ошибка',
  block: 'Блок',
  blockHash: 'Хеш блока',
  index: 'Позиция в блоке',
  from: 'От',
  to: 'Кому',
  contractCreation: 'Создание контракта',
  gasUsed: 'Расход газа',
  cumulativeGasUsed: 'Накопленный газ',
  gasPrice: 'Фактическая цена газа',
  type: 'Тип',
  balanceChanges: 'Изменения балансов',
  changes: balanceChangesLabels,
  logs: (count) => `Логи (${count})`,
  noLogs: 'Транзакция не создала логов.',
  log: (index) => `Лог ${index}`,
  address: 'Адрес',
  topics: 'Топики',
  data: 'Данные',
  erc20Transfer: 'Перевод ERC-20',
  nftTransfer: 'Перевод ERC-721',
  amount: 'Сумма',
  tokenId: 'ID токена',
  time: 'Время',
  value: 'Сумма',
  fee: 'Комиссия EVM',
  evmFeeHint: 'расход газа × цена газа',
  feeCharged: 'Списано заранее',
  feeChargedHint: 'лимит газа × цена газа, списано до выполнения',
  feePaid: 'Оплачено отправителем',
  feePaidHint: (succeeded) =>
    succeeded
      ? 'списано заранее, минус возврат части оставшегося газа'
      : 'списано заранее: при ошибке газ не возвращается',
  method: 'Метод',
  cosmosTx: 'Cosmos-транзакция',
  noRecipient: 'Нет: записано для Cosmos-транзакции',
  loading: 'Загружаем транзакцию…',
  empty: 'Транзакция не выбрана.',
  notFound: (txHash) => `Транзакция ${txHash} не найдена. Возможно, она ещё не проиндексирована.`,
  retry: 'Повторить',
  copy: 'Копировать',
  copied: 'Скопировано',
  messageWords,
}
