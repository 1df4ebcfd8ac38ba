import { expect, test } from 'vitest'
import { eventValue } from './values.tsx'

test('an event attribute that lists coins shows them by symbol; other values as sent, made visible', () => {
  const denoms = { 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22': { symbol: 'GAS', decimals: 18 } }
  expect(eventValue('2753530000000000evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', denoms)).toBe(
    '0.00275353 GAS',
  )
  expect(eventValue('1500000uinit,2ibc/ABC', denoms)).toBe('1,500,000 uinit, 2 ibc/ABC')
  expect(eventValue('init1qqqq', denoms)).toBe('init1qqqq')
  expect(eventValue('5\u202Euinit', denoms)).toBe('5[U+202E]uinit')
})
