import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = new Intl.NumberFormat('tr', { maximumFractionDigits: 0 })

// digits grouped exactly (as a bigint); anything else as sent
const integer = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${integer(used)} / ${integer(wanted)}`

const notFound = (txHash: string) => `İşlem ${txHash} bulunamadı. Henüz dizinlenmemiş olabilir.`

export const messageWords: MessageWords = {
  Send: 'Gönderim',
  'IBC transfer': 'IBC transferi',
  'Move call': 'Move çağrısı',
  'Move call (JSON arguments)': 'Move çağrısı (JSON argümanları)',
  'EVM call': 'EVM çağrısı',
  'Deposit to a rollup': 'Rollup’a yatırma',
  'Withdrawal to L1': 'L1’e çekim',
  'Withdrawal claim': 'Çekim talebi',
  'Contract call': 'Sözleşme çağrısı',
  From: 'Gönderen',
  To: 'Alıcı',
  Amount: 'Miktar',
  Channel: 'Kanal',
  Memo: 'Memo',
  Function: 'Fonksiyon',
  Sender: 'Gönderen',
  'Type arguments': 'Tür argümanları',
  Arguments: 'Argümanlar',
  Contract: 'Sözleşme',
  Method: 'Metot',
  Value: 'Değer',
  Bridge: 'Köprü',
  'Claimed by': 'Talep eden',
  'From (L2)': 'Gönderen (L2)',
  Sequence: 'Sıra numarası',
  Action: 'Eylem',
  Funds: 'Fonlar',
  Spender: 'Harcama yetkilisi',
  'Amount or token ID': 'Miktar veya token ID',
  'Token ID': 'Token ID',
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: 'Yükseklik',
  hash: 'Hash',
  chain: 'Zincir',
  timestamp: 'Zaman',
  blockTimeTerm: 'Blok süresi',
  blockTime: (milliseconds) => `Önceki bloktan ${milliseconds} ms sonra`,
  proposer: 'Önerici',
  txCount: 'İşlemler',
  gas: 'Harcanan / istenen gaz',
  gasValue,
  totalFee: 'Toplam ücret',
  noFee: 'Yok',
  txsTitle: (height) => `Blok ${height} içindeki işlemler`,
  empty: 'Bu blokta işlem yok.',
  loadingBlock: 'Blok yükleniyor…',
  notFound: (height) => `Blok ${height} bulunamadı. Henüz dizinlenmemiş olabilir.`,
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: 'Hash',
  evmTx: 'EVM işlemi',
  status: 'Durum',
  success: 'Başarılı',
  failed: (code, codespace) => `Başarısız (kod ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: 'Hata kaydı',
  height: 'Yükseklik',
  time: 'Zaman',
  gas: 'Harcanan / istenen gaz',
  gasValue,
  fee: 'Ücret',
  noFee: 'Yok',
  memo: 'Memo',
  noMemo: '—',
  signer: 'İmzalayan',
  balanceChanges: 'Bakiye değişiklikleri',
  changes: balanceChangesLabels,
  messages: (count) => `Mesajlar (${count})`,
  events: (count) => `Olaylar (${count})`,
  json: 'JSON',
  loading: 'İşlem yükleniyor…',
  notFound,
  retry: 'Tekrar dene',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: 'İşlem hash’i',
  status: 'Durum',
  success: 'Başarılı',
  failed: 'Başarısız',
  block: 'Blok',
  blockHash: 'Blok hash’i',
  index: 'Bloktaki sırası',
  from: 'Gönderen',
  to: 'Alıcı',
  contractCreation: 'Sözleşme oluşturma',
  gasUsed: 'Harcanan gaz',
  cumulativeGasUsed: 'Kümülatif harcanan gaz',
  gasPrice: 'Efektif gaz fiyatı',
  type: 'Tür',
  balanceChanges: 'Bakiye değişiklikleri',
  changes: balanceChangesLabels,
  logs: (count) => `Loglar (${count})`,
  noLogs: 'Bu işlem hiç log üretmedi.',
  log: (index) => `Log ${index}`,
  address: 'Adres',
  topics: 'Topics',
  data: 'Veri',
  erc20Transfer: 'ERC-20 transferi',
  nftTransfer: 'ERC-721 transferi',
  amount: 'Miktar',
  tokenId: 'Token ID',
  time: 'Zaman',
  value: 'Değer',
  fee: 'EVM ücreti',
  evmFeeHint: 'harcanan gaz × gaz fiyatı',
  feeCharged: 'Peşin alınan',
  feeChargedHint: 'gaz limiti × gaz fiyatı, işlem çalışmadan önce alınır',
  feePaid: 'Gönderenin ödediği',
  feePaidHint: (succeeded) =>
    succeeded
      ? 'peşin alınan, eksi kalan gazın bir kısmının iadesi'
      : 'peşin alınan: başarısız işleme iade yapılmaz',
  method: 'Metot',
  cosmosTx: 'Cosmos işlemi',
  noRecipient: 'Yok: bir Cosmos işlemi için kaydedildi',
  loading: 'İşlem yükleniyor…',
  empty: 'Seçili işlem yok.',
  notFound,
  retry: 'Tekrar dene',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  messageWords,
}
