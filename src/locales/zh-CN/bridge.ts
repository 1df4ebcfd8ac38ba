import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const tag = 'zh-CN'

const inUnit = timeUnits(tag)

const linkFields: Record<string, string> = {
  sourceChain: '源链',
  sourceAsset: '源资产',
  destChain: '目标链',
  destAsset: '目标资产',
  amount: '数量',
  recipient: '接收地址',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: '跨链桥',
  from: '从',
  to: '到',
  amount: '数量',
  max: '最大',
  balance: (amount) => `余额：${amount}`,
  flip: '交换源链和目标链',
  flipLocked: '有一侧已锁定，无法交换',
  chooseAsset: '选择资产',
  search: '搜索链和资产',
  noMatch: '无匹配结果',
  onChain: (chain) => `在 ${chain} 上`,
  loadingAssets: '正在加载链和资产…',
  walletCannotSign: (chain) => `你的钱包无法从 ${chain} 发送。请连接支持的钱包，或选择其他来源。`,
  assetsError: '无法加载链和资产列表。',
  slippage: '滑点',
  slippageCustom: '自定义滑点（%）',
  slippageCustomPlaceholder: '自定义 %',
  slippageProblem: {
    invalid: '请以数字输入滑点，例如 1 或 0.5。',
    range: '滑点必须介于 0.01% 和 50% 之间。',
  },
  recipient: '接收地址',
  recipientOwn: '你的地址',
  recipientEdit: '发送到其他地址',
  recipientUseOwn: '使用我的地址',
  recipientAtReview: '预览时填写',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `链接中的${linkFields[field] ?? ` ${field} `}${
      problem === 'unknown'
        ? '在此不受支持。请重新选择。'
        : problem === 'locked'
          ? `已忽略：本页面只能${field.startsWith('source') ? '从显示的来源' : '向显示的目标'}跨链。`
          : problem === 'large'
            ? '过大。'
            : problem === 'decimals'
              ? '小数位数超过该资产的精度。'
              : problem === 'zero'
                ? '为 0。'
                : '无法读取，已略过。'
    }`,
  defaultNotOffered: (side) =>
    `该代币无法作为${side === 'source' ? '来源' : '目标'}跨链。请从提供的代币中选择。`,
  lockNotOffered: (side, problem, name) =>
    `跨链服务目前不支持${problem === 'chain' ? ` ${name} 链` : `此资产（${name}）`}，因此无法作为${side === 'source' ? '来源' : '目标'}跨链。请稍后再试。`,
  routePreference: '路由',
  routePreferences: { fastest: '最快', cheapest: '最便宜' },
  routeChosen: (preference, bridges) =>
    `${preference === 'fastest' ? '最快' : '最便宜'}的路由${bridges.length > 0 ? `（经由 ${bridges.join('、')}）` : ''}`,
  youReceive: '你将收到',
  fees: '手续费',
  etaLabel: '时间',
  eta: (seconds) =>
    seconds < 10
      ? '几秒'
      : seconds < 90
        ? `约 ${inUnit(seconds, 'second')}`
        : `约 ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: '价格影响',
  updatingQuote: '正在更新报价…',
  showRouteAnyway: '仍然显示路由',
  review: '预览',
  retry: '重试',
  details: '详情',
  history: '最近的转账',
  otherWithdrawals: '待领取的提款',
  status: {
    idle: '请输入数量',
    quoting: '正在寻找最佳路由…',
    quoted: '就绪',
    preparing: '正在准备交易…',
    signingOpHook: '请在钱包中批准跨链步骤',
    approving: '请在钱包中授权代币',
    signing: '请在钱包中签署交易',
    broadcasting: '正在发送…',
    tracking: '转账中',
    confirming: '正在网络中确认你的交易',
    actionRequired: '需要你操作',
    finalizing: '已离开 Rollup：等待提款期结束',
    claimable: '可在目标链上领取',
    claiming: '正在领取资金',
    completed: '已完成',
    failed: '失败',
    refunded: '失败：资金已退回',
    abandoned: '已停止跟踪',
  },
}
