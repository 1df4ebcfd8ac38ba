import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

// Turkish nouns stay singular after a number (`3 işlem`): no plural forms to choose. An argument (a chain, a
// symbol, a name) never takes a suffix here: its vowel harmony is unknown, so the suffix goes on a word after it.
const integer = new Intl.NumberFormat('tr', { maximumFractionDigits: 0 })

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: 'ücret',
  unlisted: 'listesiz',
  none: 'Hiçbir bakiye değişmedi.',
  account: (account) => `Değişiklikler: ${account}`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 && `${integer.format(unreadable)} olay okunamadı`,
      unattributed > 0 &&
        `işlemin sahibini belirtmediği depolara (havuzlar, sözleşmeler) ait ${integer.format(unattributed)} hareket gösterilmedi`,
    ]
      .filter(Boolean)
      .join('; ')
      .replace(/^./, (first) => first.toLocaleUpperCase('tr'))
      .concat('.'),
}

/** What an amount field says about an amount it cannot take (the bridge's and Send's). */
export function amountProblemWords(problem: AmountProblem, symbol: string): string {
  switch (problem.kind) {
    case 'zero':
      return '0’dan büyük bir miktar girin.'
    case 'balance':
      return `Bu, ${symbol} bakiyenizden fazla.`
    case 'decimals':
      return `${symbol} en fazla ${problem.decimals} ondalık basamak alır.`
    case 'grouping':
      return `Burada “${problem.group}” binlik ayırıcıdır. Ondalık için “${problem.decimal}” kullanın.`
    case 'ambiguous':
      return `Bu iki şekilde okunabilir. Ondalık için “${problem.decimal}” kullanın, binlik ayırıcı kullanmayın.`
    default:
      return 'Rakamlarla bir miktar girin, örneğin 12,5.'
  }
}

/** What a recipient field says about an address it cannot take (Send's and Send NFT's). */
export function recipientProblemWords(problem: RecipientProblem): string {
  switch (problem.kind) {
    case 'checksum':
      return 'Bu adreste yazım hatası var: sağlama toplamı tutmuyor. Kaynağından yeniden kopyalayın.'
    case 'prefix':
      return `${problem.prefix}1… adresi başka bir ağa ait. ${problem.expected}1… veya 0x… adresine gönderin.`
    default:
      return 'Bu bir adres değil. init1… veya 0x… adresi yapıştırın.'
  }
}
