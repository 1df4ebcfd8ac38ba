import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import { errorLabels } from './common.ts'

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

export const richListTableLabels: RichListTableLabels = {
  title: 'Держатели',
  rank: 'Место',
  account: 'Аккаунт',
  amount: 'Баланс',
  share: 'Доля',
  holders: (count) => `${count} ${plural(countOf(count), 'держатель', 'держателя', 'держателей')}`,
  loading: 'Загружаем держателей…',
  empty: 'Держателей пока нет.',
  retry: 'Повторить',
  errors: errorLabels,
  exportCsv: 'Экспорт CSV',
  copy: 'Копировать адрес',
  copied: 'Скопировано',
  toStart: 'В начало',
}

export const txTableLabels: TxTableLabels = {
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
  errors: errorLabels,
  formatTime,
}

export const txListLabels: TxListLabels = {
  ...txTableLabels,
  title: 'Транзакции',
  count: (count) => `${count} ${plural(countOf(count), 'транзакция', 'транзакции', 'транзакций')}`,
  filter: 'Типы сообщений',
  clear: 'Сбросить фильтр',
  noTypes: 'Типов сообщений пока нет.',
  emptyFiltered: 'Нет транзакций выбранных типов.',
  toStart: 'Показать новые',
}

export const blockListLabels: BlockListLabels = {
  title: 'Блоки',
  height: 'Высота',
  time: 'Время',
  txs: 'Транз.',
  proposer: 'Валидатор',
  loading: 'Загружаем блоки…',
  empty: 'Блоков пока нет.',
  retry: 'Повторить',
  errors: errorLabels,
  formatTime,
  toStart: 'Показать новые',
}

export const evmTxListLabels: EvmTxListLabels = {
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
  errors: errorLabels,
  toStart: 'Показать новые',
}

export const indexerStatusLabels: IndexerStatusLabels = {
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
  errors: errorLabels,
}

export const internalTxTreeLabels: InternalTxTreeLabels = {
  title: 'Внутренние вызовы',
  to: 'кому',
  value: 'сумма',
  gas: 'газ: расход / лимит',
  reverted: 'Откат',
  level: (level) => `уровень ${level}`,
  loading: 'Загружаем внутренние вызовы…',
  empty: 'Внутренних вызовов нет.',
  retry: 'Повторить',
  errors: errorLabels,
}
