import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

// in UTC, as the English words, so a server and a browser write the same text
const dateTime = /* @__PURE__ */ new Intl.DateTimeFormat('ja', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

const formatTime = (timestamp: string) => {
  const time = Date.parse(timestamp)
  return Number.isNaN(time) ? timestamp : `${dateTime.format(time)} UTC`
}

export const richListTableLabels: FirstWords<RichListTableLabels, 'richListTableLabels'> = {
  title: '保有者',
  rank: '順位',
  account: 'アカウント',
  amount: '数量',
  share: '割合',
  holders: (count) => `保有者 ${count} 人`,
  loading: '保有者を読み込み中…',
  empty: 'まだ保有者はいません。',
  retry: '再試行',
  exportCsv: 'CSV を出力',
  copy: 'アドレスをコピー',
  copied: 'コピーしました',
  toStart: '先頭に戻る',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: 'ハッシュ',
  height: '高さ',
  messages: 'メッセージ',
  status: 'ステータス',
  time: '日時',
  success: '成功',
  failed: (code) => `失敗（コード ${code}）`,
  loading: 'トランザクションを読み込み中…',
  empty: 'トランザクションはありません。',
  retry: '再試行',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: 'トランザクション',
  count: (count) => `${count} 件のトランザクション`,
  filter: 'メッセージの種類',
  clear: 'フィルターを解除',
  noTypes: 'メッセージの種類はまだありません。',
  emptyFiltered: '選択した種類のトランザクションはありません。',
  toStart: '最新を表示',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: 'ブロック',
  height: '高さ',
  time: '日時',
  txs: 'Tx 数',
  proposer: 'プロポーザー',
  loading: 'ブロックを読み込み中…',
  empty: 'まだブロックはありません。',
  retry: '再試行',
  formatTime,
  toStart: '最新を表示',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'EVM トランザクション',
  hash: 'Tx ハッシュ',
  block: 'ブロック',
  from: '送信元',
  to: '送信先',
  status: 'ステータス',
  gasUsed: '使用ガス',
  success: '成功',
  failed: '失敗',
  contractCreation: 'コントラクト作成',
  cosmosTx: 'Cosmos Tx',
  loading: 'トランザクションを読み込み中…',
  empty: 'まだ EVM トランザクションはありません。',
  retry: '再試行',
  toStart: '最新を表示',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: 'チェーン',
  height: '最新の高さ',
  internalTxs: '内部 Tx',
  richList: '保有者ランキング',
  version: 'バージョン',
  inSync: '同期済み',
  behind: (blocks) => `${blocks} ブロック遅延`,
  notIndexed: '未インデックス',
  loading: 'インデクサーの状態を読み込み中…',
  empty: 'まだ何もインデックスされていません。',
  retry: '再試行',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: '内部呼び出し',
  to: '宛先',
  value: '値',
  gas: '使用ガス / 上限',
  reverted: 'リバート',
  level: (level) => `階層 ${level}`,
  loading: '内部呼び出しを読み込み中…',
  empty: '内部呼び出しはありません。',
  retry: '再試行',
}
