import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

// in UTC, as the English time, so a server and a browser write the same text
const dateTime = new Intl.DateTimeFormat('tr', {
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
  title: 'Sahipler',
  rank: 'Sıra',
  account: 'Hesap',
  amount: 'Miktar',
  share: 'Pay',
  holders: (count) => `${count} sahip`,
  loading: 'Sahipler yükleniyor…',
  empty: 'Henüz sahip yok.',
  retry: 'Tekrar dene',
  exportCsv: 'CSV indir',
  copy: 'Adresi kopyala',
  copied: 'Kopyalandı',
  toStart: 'Başa dön',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: 'Hash',
  height: 'Yükseklik',
  messages: 'Mesajlar',
  status: 'Durum',
  time: 'Zaman',
  success: 'Başarılı',
  failed: (code) => `Başarısız (kod ${code})`,
  loading: 'İşlemler yükleniyor…',
  empty: 'İşlem yok.',
  retry: 'Tekrar dene',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: 'İşlemler',
  count: (count) => `${count} işlem`,
  filter: 'Mesaj türleri',
  clear: 'Filtreyi temizle',
  noTypes: 'Henüz mesaj türü görülmedi.',
  emptyFiltered: 'Seçili türlerde işlem yok.',
  toStart: 'En yeniler',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: 'Bloklar',
  height: 'Yükseklik',
  time: 'Zaman',
  txs: 'İşlem',
  proposer: 'Önerici',
  loading: 'Bloklar yükleniyor…',
  empty: 'Henüz blok yok.',
  retry: 'Tekrar dene',
  formatTime,
  toStart: 'En yeniler',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'EVM işlemleri',
  hash: 'İşlem hash’i',
  block: 'Blok',
  from: 'Gönderen',
  to: 'Alıcı',
  status: 'Durum',
  gasUsed: 'Harcanan gaz',
  success: 'Başarılı',
  failed: 'Başarısız',
  contractCreation: 'Sözleşme oluşturma',
  cosmosTx: 'Cosmos işlemi',
  loading: 'İşlemler yükleniyor…',
  empty: 'Henüz EVM işlemi yok.',
  retry: 'Tekrar dene',
  toStart: 'En yeniler',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: 'Zincir',
  height: 'Son yükseklik',
  internalTxs: 'İç işlemler',
  richList: 'En büyük sahipler',
  version: 'Sürüm',
  inSync: 'güncel',
  behind: (blocks) => `${blocks} blok geride`,
  notIndexed: 'Dizinlenmedi',
  loading: 'Dizinleyici durumu yükleniyor…',
  empty: 'Henüz dizinlenen bir şey yok.',
  retry: 'Tekrar dene',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: 'İç çağrılar',
  to: 'alıcı',
  value: 'değer',
  gas: 'harcanan gaz / limit',
  reverted: 'Geri alındı',
  level: (level) => `seviye ${level}`,
  loading: 'İç çağrılar yükleniyor…',
  empty: 'İç çağrı yok.',
  retry: 'Tekrar dene',
}
