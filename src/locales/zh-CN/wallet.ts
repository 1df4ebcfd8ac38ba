import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { SimulationFailureReason } from '../../errors/tx.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

const failures: Record<SimulationFailureReason, string> = {
  insufficientFunds: '你的账户余额不足以完成此交易。请添加资金或减少数量后重试。',
  insufficientFee: '手续费低于此链的要求。请选择其他手续费代币后重试。',
  wrongSequence: '你账户的另一笔交易先行处理了。请稍后重试。',
  unknownMessage: '此链无法识别应用请求的某条消息。未签名任何内容；请告知应用方。',
  outOfGas: '此交易所需的 Gas 超出链的上限，无法按原样发送。',
  unknownAccount: '你的账户在此链上尚不存在。请先向其转入一些资金。',
  invalidAddress: '此交易中有地址在此链上无效。请检查后重试。',
  executionFailed: '合约拒绝了此交易：它将会失败。请检查应用的请求后重试。',
  other: '链判断此交易会失败，因此未签名。原因请查看详情。',
}

const failedOnChain: Record<SimulationFailureReason, string> = {
  insufficientFunds: '交易在链上失败：账户余额不足。仅扣除了手续费。',
  insufficientFee: '交易在链上失败：手续费过低。仅扣除了手续费。',
  wrongSequence: '交易在链上失败：你账户的另一笔交易先行处理了。仅扣除了手续费。',
  unknownMessage: '交易在链上失败：链无法识别其中一条消息。仅扣除了手续费；请告知应用方。',
  outOfGas: '交易在链上失败：Gas 耗尽。仅扣除了手续费。',
  unknownAccount: '交易在链上失败：其中的某个账户在该链上不存在。仅扣除了手续费。',
  invalidAddress: '交易在链上失败：其中有地址在该链上无效。仅扣除了手续费。',
  executionFailed: '交易在链上失败：合约拒绝了它。仅扣除了手续费；请检查应用的请求。',
  other: '交易在链上失败。仅扣除了手续费；原因请查看详情。',
}

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: '发送',
  asset: '资产',
  amount: '数量',
  balance: (amount) => `余额：${amount}`,
  max: '最大',
  fee: (amount) => `手续费约 ${amount}`,
  recipient: '收款人',
  recipientHint: 'init1… 或 0x… 地址，或 name.init',
  memo: '备注',
  memoOptional: '（可选）',
  review: '预览',
  loading: '正在加载余额…',
  noAssets: (chain) => `此账户在 ${chain} 上没有可发送的资产。`,
  retry: '重试',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `这样就不够支付手续费（${feeWords}）。请先向此账户添加 ${symbol}。`
          : `这样就不够支付手续费（${feeWords}）。点“最大”可发送扣除手续费后的全部余额。`
      case 'feeBalance':
        return `你无法支付手续费（${feeWords}）。请先向此账户添加一些。`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `备注过长：最多 ${max} 字节。`,
  memoCheck: '要发送到交易所？请确认是否需要填写备注。',
  memoContract: '此地址是合约或模块账户。如果它属于交易所或应用，请确认是否需要填写备注。',
  otherChain: (chain) => `此地址在 ${chain} 上。发送到那里需要跨链转账。`,
  bridge: '改用跨链',
  sent: '已发送。',
  sendAnother: '再发一笔',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `发送 ${name}`,
  recipient: '收款人',
  recipientHint: '此链上的 init1… 或 0x… 地址',
  recipientProblem: recipientProblemWords,
  contractRecipient: '此地址是合约。发送前请确认它能持有并转出 NFT。',
  unsupported: '无法在此链上转移 NFT：其虚拟机不是 Move、EVM 或 Wasm。',
  review: '预览',
  cancel: '取消',
  loading: '加载中…',
  retry: '重试',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: '接收',
  bech32: 'Initia 地址',
  hex: 'EVM 地址',
  copyBech32: '复制 Initia 地址',
  copyHex: '复制 EVM 地址',
  copied: '已复制',
  qrOf: '二维码内容',
  qrCode: (address) => `${address} 的二维码`,
  qrLoading: '正在生成二维码…',
  noHex: '无：此账户是合约或模块账户。',
  invalid: '这不是账户地址，无法接收。请连接钱包或传入其地址。',
  retry: '重试',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: '资产组合',
  total: '总价值',
  unpriced: '部分代币没有价格，未计入总价值。',
  assets: '资产',
  loading: '正在加载余额…',
  empty: '这些链上暂无代币。',
  retry: '重试',
  chainError: (chain, text) => `${chain}：${text}`,
  retryChain: (chain) => `重试 ${chain}`,
  chainsLoading: (chains) => `仍在加载：${chains.join('、')}`,
  chainCount: (count) => `${count} 条链`,
  onChain: (chain) => `在 ${chain} 上`,
  noPrice: '无价格',
  showSmall: (count) => `显示 ${count} 个小额余额`,
  hideSmall: '隐藏小额余额',
  unlisted: (count) => `未登记代币（${count}）`,
  baseUnits: '数量以最小单位显示：链注册表未收录这些代币。',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: '确认交易',
  loading: '正在模拟交易…',
  actions: '交易内容',
  message: (name, detail) => (detail ? `${name}：${detail}` : name),
  evmCall: (to) => `调用合约 ${to}`,
  memo: '备注',
  recipient: '收款人',
  gas: 'Gas',
  fee: '手续费',
  feeToken: '手续费代币',
  evmFee: '在 EVM 钱包中支付',
  changes: '余额变动',
  simulated: '来自签名前在链上的模拟。',
  confirm: '确认',
  cancel: '取消',
  retry: '重试',
  details: '详情',
  cannotPay: (symbol) => `你的账户无法用 ${symbol} 支付此手续费。请选择其他手续费代币，或添加资金。`,
  failures,
  notAnswering: '链未响应，无法检查交易。请稍后重试。',
  previewFailed: '无法检查此交易，因此不能在此签名。请查看详情。',
  declined: '你在钱包中拒绝了请求。未发送任何资产。',
  sendFailed: '交易无法发送。没有任何内容被重复签名；请查看详情后重试。',
  signing: '请在钱包中批准交易…',
  broadcasting: '正在发送交易…',
  confirming: '正在等待交易被打包进区块…',
  confirmed: '交易已确认。',
  dropped: '你账户的另一笔交易占用了此交易的位置，因此它不会被打包。',
  failedOnChain,
  notFoundYet: '已发送，但尚未进入区块。再次发送前，请先在区块浏览器中查询。',
  alreadySigned: '此交易已签名，不会再次签名。',
  hash: '交易',
  explorer: '在区块浏览器中查看',
  balanceChanges: balanceChangesLabels,
}
