import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const integer = new Intl.NumberFormat('es', { maximumFractionDigits: 0 })

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: 'comisión',
  unlisted: 'sin registrar',
  none: 'Ningún saldo cambió.',
  account: (account) => `Cambios de ${account}`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 &&
        `${integer.format(unreadable)} ${unreadable === 1 ? 'evento no se pudo leer' : 'eventos no se pudieron leer'}`,
      unattributed > 0 &&
        `${integer.format(unattributed)} ${unattributed === 1 ? 'movimiento' : 'movimientos'} de almacenes sin dueño indicado en la transacción (pools, contratos) no se ${unattributed === 1 ? 'muestra' : 'muestran'}`,
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.'),
}

/** What an amount field says about an amount it cannot take (the bridge's and Send's). */
export function amountProblemWords(problem: AmountProblem, symbol: string): string {
  switch (problem.kind) {
    case 'zero':
      return 'Introduce una cantidad mayor que 0.'
    case 'balance':
      return `No tienes tanto ${symbol}.`
    case 'decimals':
      return `${symbol} admite ${problem.decimals === 1 ? '1 decimal' : `${problem.decimals} decimales`} como máximo.`
    case 'grouping':
      return `Aquí «${problem.group}» separa los miles. Usa «${problem.decimal}» para los decimales.`
    case 'ambiguous':
      return `Esto se puede leer de dos formas. Usa «${problem.decimal}» para los decimales y no separes los miles.`
    default:
      return 'Introduce una cantidad con cifras, por ejemplo 12,5.'
  }
}

/** What a recipient field says about an address it cannot take (Send's and Send NFT's). */
export function recipientProblemWords(problem: RecipientProblem): string {
  switch (problem.kind) {
    case 'checksum':
      return 'Esta dirección tiene un error: su checksum no coincide. Cópiala de nuevo desde su origen.'
    case 'prefix':
      return `Una dirección ${problem.prefix}1… es de otra red. Envía a una dirección ${problem.expected}1… o 0x….`
    default:
      return 'Esto no es una dirección. Pega una dirección init1… o 0x….'
  }
}
