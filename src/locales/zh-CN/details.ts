import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = /* @__PURE__ */ new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 })

// a decimal string grouped exactly; anything else as sent
const grouped = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${grouped(used)} / ${grouped(wanted)}`

const notFound = (txHash: string) => `未找到交易 ${txHash}。它可能尚未被索引。`

export const messageWords: MessageWords = {
  Send: '发送',
  'IBC transfer': 'IBC 转账',
  'Move call': 'Move 调用',
  'Move call (JSON arguments)': 'Move 调用（JSON 参数）',
  'EVM call': 'EVM 调用',
  'Deposit to a rollup': '存入 Rollup',
  'Withdrawal to L1': '提款到 L1',
  'Withdrawal claim': '领取提款',
  'Contract call': '合约调用',
  From: '发送方',
  To: '接收方',
  Amount: '数量',
  Channel: '通道',
  Memo: '备注',
  Function: '函数',
  Sender: '发送方',
  'Type arguments': '类型参数',
  Arguments: '参数',
  Contract: '合约',
  Method: '方法',
  Value: '金额',
  Bridge: '跨链桥',
  'Claimed by': '领取方',
  'From (L2)': '发送方（L2）',
  Sequence: '序号',
  Action: '操作',
  Funds: '附带资金',
  Spender: '被授权方',
  'Amount or token ID': '数量或代币 ID',
  'Token ID': '代币 ID',
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: '高度',
  hash: '哈希',
  chain: '链',
  timestamp: '时间',
  blockTimeTerm: '出块时间',
  blockTime: (milliseconds) => `距上一区块 ${milliseconds} 毫秒`,
  proposer: '提议者',
  txCount: '交易',
  gas: 'Gas 用量 / 请求量',
  gasValue,
  totalFee: '总手续费',
  noFee: '无',
  txsTitle: (height) => `区块 ${height} 中的交易`,
  empty: '此区块中没有交易。',
  loadingBlock: '正在加载区块…',
  notFound: (height) => `未找到区块 ${height}。它可能尚未被索引。`,
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: '哈希',
  evmTx: 'EVM 交易',
  status: '状态',
  success: '成功',
  failed: (code, codespace) => `失败（代码 ${code}${codespace ? `，${codespace}` : ''}）`,
  rawLog: '错误日志',
  height: '高度',
  time: '时间',
  gas: 'Gas 用量 / 请求量',
  gasValue,
  fee: '手续费',
  noFee: '无',
  memo: '备注',
  noMemo: '—',
  signer: '签名者',
  balanceChanges: '余额变动',
  changes: balanceChangesLabels,
  messages: (count) => `消息（${count}）`,
  events: (count) => `事件（${count}）`,
  json: 'JSON',
  loading: '正在加载交易…',
  notFound,
  retry: '重试',
  copy: '复制',
  copied: '已复制',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: '交易哈希',
  status: '状态',
  success: '成功',
  failed: '失败',
  block: '区块',
  blockHash: '区块哈希',
  index: '区块内序号',
  from: '发送方',
  to: '接收方',
  contractCreation: '创建合约',
  gasUsed: 'Gas 用量',
  cumulativeGasUsed: '累计 Gas 用量',
  gasPrice: '实际 Gas 价格',
  type: '类型',
  balanceChanges: '余额变动',
  changes: balanceChangesLabels,
  logs: (count) => `日志（${count}）`,
  noLogs: '此交易没有产生日志。',
  log: (index) => `日志 ${index}`,
  address: '地址',
  topics: '主题',
  data: '数据',
  erc20Transfer: 'ERC-20 转账',
  nftTransfer: 'ERC-721 转账',
  amount: '数量',
  tokenId: '代币 ID',
  time: '时间',
  value: '金额',
  fee: 'EVM 手续费',
  evmFeeHint: 'Gas 用量 × Gas 价格',
  feeCharged: '预先扣除',
  feeChargedHint: 'Gas 上限 × Gas 价格，在交易执行前扣除',
  feePaid: '发送方实付',
  feePaidHint: (succeeded) =>
    succeeded ? '预先扣除的费用，减去退还的部分剩余 Gas' : '预先扣除的费用：失败的交易不退款',
  method: '方法',
  cosmosTx: 'Cosmos 交易',
  noRecipient: '无：为 Cosmos 交易记录',
  loading: '正在加载交易…',
  empty: '未选择交易。',
  notFound,
  retry: '重试',
  copy: '复制',
  copied: '已复制',
  messageWords,
}
