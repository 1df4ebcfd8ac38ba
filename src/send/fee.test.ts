import { describe, expect, test } from 'vitest'
import { maxSendable, sendAmountProblem } from './fee.ts'

describe('fee', () => {
  test('maxSendable: Max leaves the fee in the same denom only', () => {
    expect(maxSendable('10000', 'uinit', { denom: 'uinit', amount: '3750' })).toBe('6250')
    expect(maxSendable('10000', 'uusdc', { denom: 'uinit', amount: '3750' })).toBe('10000')
    expect(maxSendable('100', 'uinit', { denom: 'uinit', amount: '3750' })).toBe('0')
    expect(maxSendable('100', 'uinit', undefined)).toBe('100')
  })

  test('sendAmountProblem: beyond the balance, beyond the balance less the fee, a fee the account cannot pay', () => {
    const balances = { uinit: '10000', uusdc: '500' }
    const fee = { denom: 'uinit', amount: '3750' }
    expect(sendAmountProblem({ amount: '10001', denom: 'uinit', balances, fee })).toEqual({
      kind: 'balance',
      balance: '10000',
    })
    expect(sendAmountProblem({ amount: '6251', denom: 'uinit', balances, fee })).toEqual({
      kind: 'fee',
      fee: '3750',
      max: '6250',
    })
    expect(sendAmountProblem({ amount: '6250', denom: 'uinit', balances, fee })).toBeUndefined()
    expect(sendAmountProblem({ amount: '500', denom: 'uusdc', balances, fee })).toBeUndefined()
    expect(
      sendAmountProblem({ amount: '500', denom: 'uusdc', balances: { uusdc: '500', uinit: '1' }, fee }),
    ).toEqual({ kind: 'feeBalance', fee, balance: '1' })
  })
})
