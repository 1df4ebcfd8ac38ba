import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

const rules = new Intl.PluralRules('ru')

const plural = (count: number, one: string, few: string, many: string) => {
  const form = rules.select(count)
  return form === 'one' ? one : form === 'many' ? many : few
}

// a count arrives written out (`12,345`): its digits say which form
const countOf = (count: string) => Number(String(count).replace(/\D/g, ''))

const dateTime = new Intl.DateTimeFormat('ru', {
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
  title: 'Держатели',
  rank: 'Место',
  account: 'Аккаунт',
  amount: 'Баланс',
  share: 'Доля',
  holders: (count) => `${count} ${plural(countOf(count), 'держатель', 'держателя', 'держателей')}`,
  loading: 'Загружаем держателей…',
  empty: 'Держателей пока нет.',
  retry: 'Повторить',
  exportCsv: 'Экспорт CSV',
  copy: 'Копировать адрес',
  copied: 'Скопировано',
  toStart: 'В начало',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: 'Хеш',
  height: 'Высота',
  messages: 'Сообщения',
  status: 'Статус',
  time: 'Время',
  success: 'Успешно',
  failed: (code) => `Ошибка (код ${code})`,
  loading: 'Загружаем транзакции…',
  empty: 'Нет транзакций.',
  retry: 'Повторить',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: 'Транзакции',
  count: (count) => `${count} ${plural(countOf(count), 'транзакция', 'транзакции', 'транзакций')}`,
  filter: 'Типы сообщений',
  clear: 'Сбросить фильтр',
  noTypes: 'Типов сообщений пока нет.',
  emptyFiltered: 'Нет транзакций выбранных типов.',
  toStart: 'Показать новые',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: 'Блоки',
  height: 'Высота',
  time: 'Время',
  txs: 'Транз.',
  proposer: 'Валидатор',
  loading: 'Загружаем блоки…',
  empty: 'Блоков пока нет.',
  retry: 'Повторить',
  formatTime,
  toStart: 'Показать новые',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'EVM-транзакции',
  hash: 'Хеш',
  block: 'Блок',
  from: 'От',
  to: 'Кому',
  status: 'Статус',
  gasUsed: 'Газ',
  success: 'Успешно',
  failed: 'Ошибка',
  contractCreation: 'Создание контракта',
  cosmosTx: 'Cosmos-транзакция',
  loading: 'Загружаем транзакции…',
  empty: 'EVM-транзакций пока нет.',
  retry: 'Повторить',
  toStart: 'Показать новые',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: 'Сеть',
  height: 'Последняя высота',
  internalTxs: 'Внутр. транзакции',
  richList: 'Топ держателей',
  version: 'Версия',
  inSync: 'синхронизирован',
  behind: (blocks) => `отстаёт на ${blocks} ${plural(blocks, 'блок', 'блока', 'блоков')}`,
  notIndexed: 'Не индексируется',
  loading: 'Загружаем статус индексатора…',
  empty: 'Пока ничего не проиндексировано.',
  retry: 'Повторить',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: 'Внутренние вызовы',
  to: 'кому',
  value: 'сумма',
  gas: 'газ: расход / лимит',
  reverted: 'Откат',
  level: (level) => `уровень ${level}`,
  loading: 'Загружаем внутренние вызовы…',
  empty: 'Внутренних вызовов нет.',
  retry: 'Повторить',
}
