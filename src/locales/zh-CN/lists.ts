import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

// in UTC, as the English words, so a server and a browser write the same text
const dateTime = /* @__PURE__ */ new Intl.DateTimeFormat('zh-CN', {
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
  title: '持有者',
  rank: '排名',
  account: '账户',
  amount: '数量',
  share: '占比',
  holders: (count) => `${count} 位持有者`,
  loading: '正在加载持有者…',
  empty: '暂无持有者。',
  retry: '重试',
  exportCsv: '导出 CSV',
  copy: '复制地址',
  copied: '已复制',
  toStart: '回到顶部',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: '哈希',
  height: '高度',
  messages: '消息',
  status: '状态',
  time: '时间',
  success: '成功',
  failed: (code) => `失败（代码 ${code}）`,
  loading: '正在加载交易…',
  empty: '没有交易。',
  retry: '重试',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: '交易',
  count: (count) => `${count} 笔交易`,
  filter: '消息类型',
  clear: '清除筛选',
  noTypes: '尚未出现任何消息类型。',
  emptyFiltered: '没有所选类型的交易。',
  toStart: '显示最新',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: '区块',
  height: '高度',
  time: '时间',
  txs: '交易数',
  proposer: '提议者',
  loading: '正在加载区块…',
  empty: '暂无区块。',
  retry: '重试',
  formatTime,
  toStart: '显示最新',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'EVM 交易',
  hash: '交易哈希',
  block: '区块',
  from: '发送方',
  to: '接收方',
  status: '状态',
  gasUsed: 'Gas 用量',
  success: '成功',
  failed: '失败',
  contractCreation: '创建合约',
  cosmosTx: 'Cosmos 交易',
  loading: '正在加载交易…',
  empty: '暂无 EVM 交易。',
  retry: '重试',
  toStart: '显示最新',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: '链',
  height: '最新高度',
  internalTxs: '内部交易',
  richList: '持币排行',
  version: '版本',
  inSync: '已同步',
  behind: (blocks) => `落后 ${blocks} 个区块`,
  notIndexed: '未索引',
  loading: '正在加载索引器状态…',
  empty: '尚未索引任何内容。',
  retry: '重试',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: '内部调用',
  to: '目标',
  value: '金额',
  gas: 'Gas 用量 / 上限',
  reverted: '已回滚',
  level: (level) => `第 ${level} 层`,
  loading: '正在加载内部调用…',
  empty: '没有内部调用。',
  retry: '重试',
}
