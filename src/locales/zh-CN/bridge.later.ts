import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const tag = 'zh-CN'

const inUnit = timeUnits(tag)

const bridgeNames: Record<string, string> = {
  transfer: 'IBC 转账',
  ibc_transfer: 'IBC 转账',
  swap: '兑换',
  evm_swap: '兑换',
  op_init_transfer: 'OPinit 跨链桥',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: '发送',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: '你在钱包中拒绝了请求。未发送任何资产。',
  WalletNotConnectedError: '未连接钱包。请连接钱包后重试。',
  ChainNotConfiguredError: '本网站的钱包设置不包含此链。请选择其他链。',
  TxRejectedError: '链拒绝了交易，未发送任何资产。请检查余额和手续费后重试。',
  ReceiptTimeoutError: '你的交易尚未确认。再次发送前，请先在区块浏览器中查询。',
  UnsupportedMessageError: '你的钱包无法签署此类交易。请尝试其他路由或钱包。',
  UnsupportedTxError: '你的钱包无法发送此类交易。请连接适用于该链的钱包。',
  SignerMismatchError: '你的钱包切换到了其他账户。请切换回来，或为此账户重新获取报价。',
  UnsupportedSignerError: '你的钱包无法签署此跨链步骤。请尝试其他钱包，例如 Keplr。',
  SimulationFailedError: '链判断此交易会失败，因此未签名。原因请查看详情。',
  AccountNotFoundError: '你的账户在此链上尚不存在。请先向该账户转入一些资金，然后重试。',
  BroadcastUncertainError: '你的交易可能已发送，但网络未确认。再次签名前，请先查看钱包中的活动记录。',
  RouterError: '跨链服务无法处理此请求。请重试，或选择其他路由。',
  RouteNotFoundError: '在此数量下，这两种资产之间没有可用路由。请尝试其他资产对或数量。',
  BadPriceError: '此路由损耗很大。请尝试更小的数量，或仍然查看路由。',
  InvalidAmountError: '此路由无法发送该数量。请尝试其他数量。',
  TxNotFoundError: '跨链服务尚未看到此交易。请稍等片刻后再查看。',
  RateLimitedError: '服务繁忙。请稍等片刻后重试。',
  MsgsMismatchError: '跨链服务准备的交易与你的报价不符，因此未签名。未发送任何资产。',
  SimulatedOutflowError: '签名前的检查显示，此交易从你账户转出的资产多于报价，因此未签名。未发送任何资产。',
  SimulationUnavailableError: '链未响应对交易的检查，因此未签名。未发送任何资产。请稍后重试。',
  WalletContractError: '钱包未告知交易是否已发送。再次签名前，请先查看钱包中的活动记录。',
  TransferStorageError: '你的浏览器无法保存此次转账。请保持此页面打开，直到转账完成。',
  StorageEntryError: '有一笔已保存的转账无法读取，已另行存放。你的其他转账不受影响。',
  RecipientEntryError: '有一个已保存的收款人无法读取，已略过。你的其他收款人不受影响。',
  TransferRecordError: '有一笔已保存的转账无法读取。你的其他转账不受影响。',
  NewerTransferRecordError: '有一笔已保存的转账由本网站的新版本创建。请刷新页面后打开。',
  BroadcastNotFoundError: '你的交易未到达网络，未发送任何资产。请重新签名。',
  TrackTimeoutError: '跨链桥尚未看到你的交易，链可能已将其丢弃。请在区块浏览器中查看，然后继续或移除。',
  SignatureRequiredError: '转账已完成一部分。请在钱包中签署下一笔交易以继续。',
  TransferStateUnknownError: '跨链桥无法确定你的转账状态。请在区块浏览器中查看，然后继续或移除。',
  TransferAbandonedError: '跨链桥已停止跟踪你的转账。点击继续可重新跟踪，或在区块浏览器中查看。',
  InterruptedSignatureError: '钱包签名时页面被关闭。再次签名前，请先查看钱包中的活动记录。',
  TransferFailedError: '转账中途失败。请在区块浏览器中查看资金所在位置。',
  ClaimUnconfirmedError: '领取交易已发送，但资金尚未到账。请在区块浏览器中查看；再次领取是安全的。',
  WithdrawalMismatchError: 'Rollup 对此提款的记录与你的转账不符，因此未领取或发送任何资产。',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: '在链上找到',
  trackAgain: '重新跟踪',
  state: {
    success: '已完成',
    error: '失败',
    abandoned: '已停滞',
    pending: '进行中',
    unknown: '暂不明确',
    finalizing: '等待领取',
    claimable: '可领取',
    claimed: '已领取',
    notFollowed: '未跟踪',
  },
  chainFailed: (chain) => `无法读取 ${chain} 的历史记录`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) => `请连接可在 ${chain} 上签名的钱包以从该链发送。`,
  enterRecipient: (chain) => `请输入 ${chain} 上的地址以接收。`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `请输入在 ${chain} 上接收资金的地址。`
      : problem === 'prefix'
        ? `此地址不在 ${chain} 上：请检查开头的字符。`
        : `这不是 ${chain} 上的地址。`,
  minimumReceived: '最少收到',
  feesDeducted: '从数量中扣除',
  feesAdditional: '额外支付',
  sender: '发送地址',
  signatures: (count) => (count === 1 ? '你需在钱包中签名 1 次。' : `你需在钱包中签名 ${count} 次。`),
  mayApprove: '钱包可能会先请你授权该代币。',
  claimLater: (chain) => `这是一笔提款：等待期结束后，你需在 ${chain} 上再签名一次来领取资金。`,
  steps: '路由',
  step: (kind, from, to) =>
    from === to
      ? `在 ${from} 上${bridgeNames[kind] ?? kind}`
      : `${bridgeNames[kind] ?? kind}：${from} → ${to}`,
  riskAcknowledge: '我知道收到的可能远少于发送的',
  highPriceImpact: (percent) => `此兑换会使价格变动 ${percent}%：你收到的会少得多。`,
  badPriceWarning: '你收到的价值将远低于发送的价值。',
  reviewTitle: '核对转账',
  balanceChanges: '你的余额',
  changesOn: (chain) => `在 ${chain} 上：`,
  simulatedChanges: '签名前由链模拟',
  simulatedTx: (tx, chain) => `${chain} 上的第 ${tx} 笔交易：`,
  simulatedGas: (gas) => `${gas} Gas`,
  notSimulated: '未模拟（此链地址未知）；仅与报价核对',
  confirm: '确认并签名',
  back: '返回',
  newTransfer: '新转账',
  signAgain: '重新签名',
  resume: '继续',
  dismiss: '移除',
  view: '查看',
  claim: '领取',
  claimOn: (chain) => `在 ${chain} 上领取`,
  claimIn: (seconds) =>
    `约 ${
      seconds < 60
        ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
        : seconds < 2 * 3600
          ? inUnit(minutes(seconds), 'minute')
          : seconds < 2 * 86_400
            ? inUnit(Math.round(seconds / 3600), 'hour')
            : inUnit(Math.round(seconds / 86_400), 'day')
    }后可领取`,
  waitingForOutput: (chain) => `正在等待 Rollup 向 ${chain} 报告此提款`,
  timeLeft: (seconds) =>
    `剩余约 ${
      seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')
    }`,
  overdue: '耗时超出预期',
  received: (amount, chain) => `你已在 ${chain} 上收到 ${amount}。`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `在 ${chain} 上发送`
      : role === 'receive'
        ? `在 ${chain} 上接收`
        : role === 'acknowledge'
          ? `在 ${chain} 上确认`
          : `${chain} 交易`,
  progressTitle: '转账',
  routeProgress: '路由进度',
  relativeTime: relativeTimeIn('zh-CN', '刚刚'),
  hopState: hopStateIn({ waiting: '等待中', done: '已完成', failed: '失败', active: '进行中' }),
  gasOnDestination: (chain) => `${chain} 上的 Gas`,
  gasWhy: (symbol) => `接收地址没有用于支付手续费的 ${symbol}。`,
  gasBring: (symbol) => `附带 ${symbol} 用作手续费`,
  gasCost: (cost, amount) => `${cost} 换 ${amount}`,
  gasSignedApart: (count) => (count === 1 ? '转账后需再签名 1 次。' : `转账后需再签名 ${count} 次。`),
  gasSignaturesToBring: (count) => (count === 1 ? '需在钱包中签名 1 次。' : `需在钱包中签名 ${count} 次。`),
  gasUnavailable: '无法添加支付手续费的 Gas。转账不受影响，可照常进行。',
  gasProgress: {
    waiting: (amount) => `用于手续费的 ${amount}：转账发出后开始`,
    signing: (amount) => `用于手续费的 ${amount}：请在钱包中签名`,
    sending: (amount) => `用于手续费的 ${amount}：发送中`,
    arrived: (amount) => `用于手续费的 ${amount} 已到账`,
    failed: (amount) => `用于手续费的 ${amount} 未能送达。转账不受影响。`,
    notSent: (amount) => `用于手续费的 ${amount} 未发送：签名前页面已关闭。转账不受影响。`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: '你在钱包中拒绝了签名。未发送任何资产。',
    RateLimitedError: '跨链服务繁忙。请稍等片刻后重试。',
    TimeoutError: '跨链服务未及时响应。请重试。',
    NetworkError: '无法连接到跨链服务。请检查网络连接后重试。',
    HttpError: '跨链服务返回了错误。请稍后重试。',
    ResponseValidationError: '跨链服务返回了本页面无法读取的内容。请稍后再试。',
    generic: '出错了。请重试。',
  },
}
