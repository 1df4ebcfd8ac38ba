import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const plural = new Intl.PluralRules('de')

const integer = new Intl.NumberFormat('de', { maximumFractionDigits: 0 })

const one = (count: number) => plural.select(count) === 'one'

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: 'Gebühr',
  unlisted: 'ungelistet',
  none: 'Kein Guthaben geändert.',
  account: (account) => `Änderungen von ${account}`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 &&
        (one(unreadable)
          ? `${integer.format(unreadable)} Ereignis konnte nicht gelesen werden`
          : `${integer.format(unreadable)} Ereignisse konnten nicht gelesen werden`),
      unattributed > 0 &&
        `${integer.format(unattributed)} ${one(unattributed) ? 'Bewegung' : 'Bewegungen'} von Speichern ohne in der Tx genannten Eigentümer (Pools, Contracts) nicht angezeigt`,
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.'),
}

/** What an amount field says about an amount it cannot take (the bridge's and Send's). */
export function amountProblemWords(problem: AmountProblem, symbol: string): string {
  switch (problem.kind) {
    case 'zero':
      return 'Einen Betrag über 0 eingeben.'
    case 'balance':
      return `Mehr ${symbol} als verfügbar.`
    case 'decimals':
      return `${symbol} hat höchstens ${problem.decimals} ${one(problem.decimals) ? 'Dezimalstelle' : 'Dezimalstellen'}.`
    case 'grouping':
      return `„${problem.group}“ trennt hier Tausender. „${problem.decimal}“ für Dezimalstellen verwenden.`
    case 'ambiguous':
      return `Das lässt sich zweifach lesen. „${problem.decimal}“ für Dezimalstellen und kein Tausendertrennzeichen verwenden.`
    default:
      return 'Einen Betrag in Ziffern eingeben, etwa 12,5.'
  }
}

/** What a recipient field says about an address it cannot take (Send's and Send NFT's). */
export function recipientProblemWords(problem: RecipientProblem): string {
  switch (problem.kind) {
    case 'checksum':
      return 'Diese Adresse hat einen Tippfehler: Die Prüfsumme stimmt nicht. Erneut aus der Quelle kopieren.'
    case 'prefix':
      return `Eine ${problem.prefix}1…-Adresse gehört zu einem anderen Netzwerk. An eine ${problem.expected}1…- oder 0x…-Adresse senden.`
    default:
      return 'Das ist keine Adresse. Eine init1…- oder 0x…-Adresse einfügen.'
  }
}
