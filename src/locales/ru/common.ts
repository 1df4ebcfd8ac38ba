import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const rules = new Intl.PluralRules('ru')

/** The form of a noun after `count`: one (1, 21), few (2–4, 22), many (5–20, 25). */
const plural = (count: number, one: string, few: string, many: string) => {
  const form = rules.select(count)
  return form === 'one' ? one : form === 'many' ? many : few
}

const integer = new Intl.NumberFormat('ru', { maximumFractionDigits: 0 })

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: 'комиссия',
  unlisted: 'нет в реестре',
  none: 'Балансы не изменились.',
  account: (account) => `Изменения для ${account}`,
  issues: (unreadable, unattributed) => {
    const text = [
      unreadable > 0 &&
        `не удалось прочитать ${integer.format(unreadable)} ${plural(unreadable, 'событие', 'события', 'событий')}`,
      unattributed > 0 &&
        `не показано ${integer.format(unattributed)} ${plural(unattributed, 'движение', 'движения', 'движений')} в хранилищах без указанного в транзакции владельца (пулы, контракты)`,
    ]
      .filter(Boolean)
      .join('; ')
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
  },
}

/** What an amount field says about an amount it cannot take (the bridge's and Send's). */
export function amountProblemWords(problem: AmountProblem, symbol: string): string {
  switch (problem.kind) {
    case 'zero':
      return 'Введите сумму больше 0.'
    case 'balance':
      return `Недостаточно ${symbol} на балансе.`
    case 'decimals':
      return `${symbol}: не больше ${problem.decimals} ${plural(problem.decimals, 'знака', 'знаков', 'знаков')} после запятой.`
    case 'grouping':
      return `«${problem.group}» здесь разделяет тысячи. Дробную часть отделяйте «${problem.decimal}».`
    case 'ambiguous':
      return `Это можно прочитать двояко. Дробную часть отделяйте «${problem.decimal}», а тысячи не разделяйте.`
    default:
      return 'Введите сумму цифрами, например 12,5.'
  }
}

/** What a recipient field says about an address it cannot take (Send's and Send NFT's). */
export function recipientProblemWords(problem: RecipientProblem): string {
  switch (problem.kind) {
    case 'checksum':
      return 'В адресе опечатка: контрольная сумма не сходится. Скопируйте его заново из источника.'
    case 'prefix':
      return `Адрес ${problem.prefix}1… — из другой сети. Отправьте на адрес ${problem.expected}1… или 0x….`
    default:
      return 'Это не адрес. Вставьте адрес init1… или 0x….'
  }
}
