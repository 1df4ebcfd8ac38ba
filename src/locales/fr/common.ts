import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const plural = new Intl.PluralRules('fr')

const integer = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 })

const one = (count: number) => plural.select(count) === 'one'

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: 'frais',
  unlisted: 'non listé',
  none: 'Aucun solde n’a changé.',
  account: (account) => `Variations de ${account}`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 &&
        (one(unreadable)
          ? `${integer.format(unreadable)} événement n’a pas pu être lu`
          : `${integer.format(unreadable)} événements n’ont pas pu être lus`),
      unattributed > 0 &&
        (one(unattributed)
          ? `${integer.format(unattributed)} mouvement de réserves sans propriétaire désigné par la tx (pools, contrats) n’est pas affiché`
          : `${integer.format(unattributed)} mouvements de réserves sans propriétaire désigné par la tx (pools, contrats) ne sont pas affichés`),
    ]
      .filter(Boolean)
      .join(' ; ')
      .concat('.'),
}

/** What an amount field says about an amount it cannot take (the bridge's and Send's). */
export function amountProblemWords(problem: AmountProblem, symbol: string): string {
  switch (problem.kind) {
    case 'zero':
      return 'Saisissez un montant supérieur à 0.'
    case 'balance':
      return `Montant supérieur à votre solde ${symbol}.`
    case 'decimals':
      return `${symbol} accepte au plus ${problem.decimals} ${one(problem.decimals) ? 'décimale' : 'décimales'}.`
    case 'grouping':
      return `« ${problem.group} » sépare ici les milliers. Utilisez « ${problem.decimal} » pour les décimales.`
    case 'ambiguous':
      return `Ce montant peut se lire de deux façons. Utilisez « ${problem.decimal} » pour les décimales, sans séparateur de milliers.`
    default:
      return 'Saisissez un montant en chiffres, par exemple 12,5.'
  }
}

/** What a recipient field says about an address it cannot take (Send's and Send NFT's). */
export function recipientProblemWords(problem: RecipientProblem): string {
  switch (problem.kind) {
    case 'checksum':
      return 'Cette adresse contient une faute de frappe : sa somme de contrôle ne correspond pas. Recopiez-la depuis sa source.'
    case 'prefix':
      return `Une adresse ${problem.prefix}1… est sur un autre réseau. Envoyez à une adresse ${problem.expected}1… ou 0x….`
    default:
      return 'Ce n’est pas une adresse. Collez une adresse init1… ou 0x….'
  }
}
