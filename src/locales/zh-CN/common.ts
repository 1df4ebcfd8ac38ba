import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const grouped = (value: number) => new Intl.NumberFormat('zh-CN').format(value)

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: '手续费',
  unlisted: '未登记',
  none: '没有余额变动。',
  account: (account) => `${account} 的变动`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 && `${grouped(unreadable)} 个事件无法读取`,
      unattributed > 0 && `交易未注明所有者的存储（池、合约）中的 ${grouped(unattributed)} 笔变动未显示`,
    ]
      .filter(Boolean)
      .join('；')
      .concat('。'),
}

export const amountProblemWords = (problem: AmountProblem, symbol: string): string => {
  switch (problem.kind) {
    case 'zero':
      return '请输入大于 0 的数量。'
    case 'balance':
      return `超出了你持有的 ${symbol}。`
    case 'decimals':
      return `${symbol} 最多 ${problem.decimals} 位小数。`
    case 'grouping':
      return `此处“${problem.group}”是千位分隔符。小数点请用“${problem.decimal}”。`
    case 'ambiguous':
      return `这有两种理解方式。小数点请用“${problem.decimal}”，且不要使用千位分隔符。`
    default:
      return '请用数字输入数量，例如 12.5。'
  }
}

export const recipientProblemWords = (problem: RecipientProblem): string => {
  switch (problem.kind) {
    case 'checksum':
      return '此地址有输入错误：校验和不匹配。请从来源处重新复制。'
    case 'prefix':
      return `${problem.prefix}1… 地址属于其他网络。请发送到 ${problem.expected}1… 或 0x… 地址。`
    default:
      return '这不是地址。请粘贴 init1… 或 0x… 地址。'
  }
}
