import { expect, test } from 'vitest'
import { readAmountInput } from '../../amounts/amountInput.ts'
import { readSlippageInput } from './slippage.ts'

test('readAmountInput: base units in the locale, else why not', () => {
  expect(readAmountInput('1,5', { decimals: 6, locale: 'fr' })).toEqual({
    amountIn: '1500000',
    problem: undefined,
  })
  expect(readAmountInput('', { decimals: 6 })).toEqual({ amountIn: null, problem: undefined })
  expect(readAmountInput('0.0000001', { decimals: 6, locale: 'en' }).problem).toEqual({
    kind: 'decimals',
    decimals: 6,
  })
  expect(readAmountInput('0', { decimals: 6, locale: 'en' }).problem).toEqual({ kind: 'zero' })
  expect(readAmountInput('2', { decimals: 6, balance: '1000000', locale: 'en' }).problem).toEqual({
    kind: 'balance',
    balance: '1000000',
  })
  expect(readAmountInput('1,5', { decimals: 6, locale: 'en' }).problem).toMatchObject({
    decimal: '.',
    group: ',',
  })
})

test('readSlippageInput: a percentage within the bounds, written as the router takes it', () => {
  expect(readSlippageInput('.5', 'en')).toEqual({ value: '0.5', problem: undefined })
  expect(readSlippageInput('0,5', 'fr')).toEqual({ value: '0.5', problem: undefined })
  expect(readSlippageInput('51', 'en')).toEqual({ value: null, problem: 'range' })
  expect(readSlippageInput('abc', 'en')).toEqual({ value: null, problem: 'invalid' })
})
