import { expect, test } from 'vitest'
import { readListUrlState, writeListUrlState } from './listUrlState.ts'

const spec = { cursor: 'cursor', msgs: 'list', denom: 'text', tab: ['txs', 'evm'] } as const

test('default: reads what it wrote', () => {
  const values = {
    cursor: 'eyJzZXF1ZW5jZSI6MTB9',
    msgs: ['cosmos.bank.v1beta1.MsgSend'],
    denom: 'ibc/AB-1',
    tab: 'evm' as const,
  }
  const search = writeListUrlState('?other=1', spec, values)
  expect(search.toString()).toMatchInlineSnapshot(
    `"other=1&cursor=eyJzZXF1ZW5jZSI6MTB9&msgs=cosmos.bank.v1beta1.MsgSend&denom=ibc%2FAB-1&tab=evm"`,
  )
  expect(readListUrlState(search, spec)).toEqual(values)
})

test('parameters: prefix and renamed params keep two lists apart', () => {
  const holders = { prefix: 'h-', params: { cursor: 'page' } }
  const search = writeListUrlState(writeListUrlState('', spec, { cursor: 'MTAw' }, holders), spec, {
    cursor: 'NTA=',
  })
  expect(search.toString()).toBe('h-page=MTAw&cursor=NTA%3D')
  expect(readListUrlState(search, spec, holders)).toEqual({ cursor: 'MTAw' })
  expect(readListUrlState(search, spec)).toEqual({ cursor: 'NTA=' })
})

test('behavior: undefined or empty removes a param, others stay', () => {
  const search = writeListUrlState('?cursor=MTAw&msgs=a&x=y', spec, { cursor: undefined, msgs: [] })
  expect(search.toString()).toBe('x=y')
})

test('behavior: a + typed into a link is still the cursor', () => {
  expect(readListUrlState('?cursor=ab+c', spec)).toEqual({ cursor: 'ab+c' })
})

test.each([
  ['not base64', '?cursor=%7B%22sequence%22%3A1%7D'],
  ['unpadded', '?cursor=abc'],
  ['too long', `?cursor=${'A'.repeat(1024)}`],
  ['markup', '?denom=%3Cscript%3E'],
  ['a space', '?denom=u%20init'],
  ['not a tab', '?tab=__proto__'],
  ['too many types', `?msgs=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')}`],
  ['only empty types', '?msgs=,,,'],
  ['broken escapes', '?cursor=%E0%A4%A&denom=%'],
])('behavior: hostile %s is dropped', (_, search) => {
  expect(readListUrlState(search, spec)).toEqual({})
})

test('behavior: duplicate params: the first counts; duplicate types once; bad types left out', () => {
  expect(readListUrlState('?cursor=MTAw&cursor=NTA=&msgs=a,a,<b>,c', spec)).toEqual({
    cursor: 'MTAw',
    msgs: ['a', 'c'],
  })
})

test('behavior: names outside the spec are not written', () => {
  expect(writeListUrlState('', spec, { other: 'x' } as never).toString()).toBe('')
})
