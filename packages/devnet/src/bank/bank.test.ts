// x/bank's balances as the gateway answers them: pages, next_key, total, bad addresses; and the price API.
import { expect, test } from 'vitest'
import { bech32Encode } from '../../../../src/router/initiaAddress.ts'
import { bankFixtures, createBankDevnet } from './index.ts'
import { createPriceDevnet } from './prices.ts'

const bytes = (hex: string) =>
  hex
    .slice(2)
    .match(/../g)!
    .map((byte) => Number.parseInt(byte, 16))
const bank = createBankDevnet({ chainId: 'initiation-2', bech32Prefix: 'init', funded: () => [] })
const get = async (path: string) => {
  const response = await bank.fetch(new Request(`http://devnet${path}`))
  return { status: response!.status, body: await response!.json() }
}
const many = bech32Encode('init', bytes(bankFixtures.manyDenoms))

test('default: 100 per page in denom order, next_key the next denom in base64, total only when counted', async () => {
  const first = await get(`/cosmos/bank/v1beta1/balances/${many}?pagination.count_total=true`)
  expect(first.body.balances).toHaveLength(100)
  expect(first.body.pagination.total).toBe('231')
  const denoms = first.body.balances.map((coin: { denom: string }) => coin.denom)
  expect(denoms).toEqual([...denoms].sort())
  const key = first.body.pagination.next_key
  expect(atob(key)).toBe('factory/init1dust/token100')
  const second = await get(`/cosmos/bank/v1beta1/balances/${many}?pagination.key=${encodeURIComponent(key)}`)
  expect(second.body.balances[0].denom).toBe('factory/init1dust/token100')
  expect(second.body.pagination.total).toBe('0')
  const last = await get(`/cosmos/bank/v1beta1/balances/${many}?pagination.offset=200&pagination.limit=100`)
  expect(last.body.balances).toHaveLength(31)
  expect(last.body.pagination.next_key).toBeNull()
})

test('behavior: an address of another prefix, or not bech32, is InvalidArgument', async () => {
  const other = await get(
    `/cosmos/bank/v1beta1/balances/${bech32Encode('cosmos', bytes(bankFixtures.manyDenoms))}`,
  )
  expect(other).toMatchObject({ status: 400, body: { code: 3 } })
  expect((await get('/cosmos/bank/v1beta1/balances/0xabc')).status).toBe(400)
  const both = await get(`/cosmos/bank/v1beta1/balances/${many}?pagination.key=AA==&pagination.offset=5`)
  expect(both.body.message).toMatch(/either offset or key/)
})

test('behavior: an unknown account holds nothing', async () => {
  const empty = await get(`/cosmos/bank/v1beta1/balances/${bech32Encode('init', bytes(bankFixtures.empty))}`)
  expect(empty.body).toEqual({ balances: [], pagination: { next_key: null, total: '0' } })
})

test('prices: each listed asset of the chain at the router devnet prices', async () => {
  const prices = createPriceDevnet({ chainNames: { 'initiation-2': 'initia' } })
  const response = await prices.fetch(
    new Request('http://devnet/initia/initiation-2/assets?quote=USD&with_prices=true'),
  )
  const list = (await response.json()) as { id: string; price: number }[]
  expect(list).toContainEqual({ id: 'uinit', price: 0.5 })
  expect(list.every((item) => item.price > 0)).toBe(true)
})
