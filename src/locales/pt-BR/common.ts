import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: 'taxa',
  unlisted: 'sem registro',
  none: 'Nenhum saldo mudou.',
  account: (account) => `Mudanças de ${account}`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 &&
        `${integer.format(unreadable)} ${unreadable === 1 ? 'evento não pôde ser lido' : 'eventos não puderam ser lidos'}`,
      unattributed > 0 &&
        `${integer.format(unattributed)} ${unattributed === 1 ? 'movimento' : 'movimentos'} em armazenamentos sem dono indicado na transação (pools, contratos) não ${unattributed === 1 ? 'aparece' : 'aparecem'}`,
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.'),
}

/** What an amount field says about an amount it cannot take (the bridge's and Send's). */
export function amountProblemWords(problem: AmountProblem, symbol: string): string {
  switch (problem.kind) {
    case 'zero':
      return 'Digite um valor maior que 0.'
    case 'balance':
      return `Você não tem tanto ${symbol}.`
    case 'decimals':
      return `${symbol} aceita no máximo ${problem.decimals} ${problem.decimals === 1 ? 'casa decimal' : 'casas decimais'}.`
    case 'grouping':
      return `Aqui “${problem.group}” separa os milhares. Use “${problem.decimal}” para os decimais.`
    case 'ambiguous':
      return `Isto pode ser lido de dois jeitos. Use “${problem.decimal}” para os decimais e não separe os milhares.`
    default:
      return 'Digite um valor em números, como 12,5.'
  }
}

/** What a recipient field says about an address it cannot take (Send's and Send NFT's). */
export function recipientProblemWords(problem: RecipientProblem): string {
  switch (problem.kind) {
    case 'checksum':
      return 'Este endereço tem um erro de digitação: o checksum não confere. Copie de novo da origem.'
    case 'prefix':
      return `Um endereço ${problem.prefix}1… é de outra rede. Envie para um endereço ${problem.expected}1… ou 0x….`
    default:
      return 'Isto não é um endereço. Cole um endereço init1… ou 0x….'
  }
}
