import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const grouped = (value: number) => new Intl.NumberFormat('ja').format(value)

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: '手数料',
  unlisted: '未登録',
  none: '残高の変動はありません。',
  account: (account) => `${account} の変動`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 && `${grouped(unreadable)} 件のイベントを読み取れませんでした。`,
      unattributed > 0 &&
        `トランザクションが所有者を示さないストア（プール、コントラクト）の移動 ${grouped(unattributed)} 件は表示していません。`,
    ]
      .filter(Boolean)
      .join(''),
}

export const amountProblemWords = (problem: AmountProblem, symbol: string): string => {
  switch (problem.kind) {
    case 'zero':
      return '0 より大きい金額を入力してください。'
    case 'balance':
      return `保有している ${symbol} を超えています。`
    case 'decimals':
      return `${symbol} の小数点以下は最大 ${problem.decimals} 桁です。`
    case 'grouping':
      return `ここでは「${problem.group}」は桁区切りです。小数点には「${problem.decimal}」を使ってください。`
    case 'ambiguous':
      return `2 通りに読めます。小数点には「${problem.decimal}」を使い、桁区切りは入れないでください。`
    default:
      return '金額は数字で入力してください（例: 12.5）。'
  }
}

export const recipientProblemWords = (problem: RecipientProblem): string => {
  switch (problem.kind) {
    case 'checksum':
      return 'アドレスに誤りがあります（チェックサムが一致しません）。元の場所からコピーし直してください。'
    case 'prefix':
      return `${problem.prefix}1… のアドレスは別のネットワークのものです。${problem.expected}1… または 0x… のアドレスに送ってください。`
    default:
      return 'アドレスではありません。init1… または 0x… のアドレスを貼り付けてください。'
  }
}
