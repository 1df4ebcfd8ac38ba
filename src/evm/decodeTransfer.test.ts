import { expect, test } from 'vitest'
import { decodeTransfer, transferTopic } from './decodeTransfer.ts'

const word = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`
const from = '0x00000000000000000000000000000000000000aa'
const to = '0x00000000000000000000000000000000000000Bb'

test('default: an ERC-20 transfer has the amount in data', () => {
  expect(decodeTransfer({ topics: [transferTopic, word(from), word(to)], data: word('0x3e8') })).toEqual({
    standard: 'erc20',
    from,
    to: to.toLowerCase(),
    amount: '1000',
  })
})

test('behavior: an ERC-721 transfer has the token id as a third topic', () => {
  expect(decodeTransfer({ topics: [transferTopic, word(from), word(to), word('0x2a')], data: '0x' })).toEqual(
    {
      standard: 'erc721',
      from,
      to: to.toLowerCase(),
      tokenId: '42',
    },
  )
})

test('behavior: other events and malformed transfers are not decoded', () => {
  expect(decodeTransfer({ topics: [word('0x1'), word(from), word(to)], data: word('0x1') })).toBeUndefined()
  expect(decodeTransfer({ topics: [transferTopic, word(from)], data: word('0x1') })).toBeUndefined()
  expect(decodeTransfer({ topics: [transferTopic, '0x01', word(to)], data: word('0x1') })).toBeUndefined()
  expect(decodeTransfer({ topics: [transferTopic, word(from), word(to)], data: '0x' })).toBeUndefined()
})
