import { toBech32 } from '@cosmjs/encoding'
import { describe, expect, test } from 'vitest'
import { type SendFormInput, sendFormView } from './sendForm.ts'

const bytes = Uint8Array.from({ length: 20 }, (_, i) => i + 90)
const input: SendFormInput = {
  chainId: 'initiation-2',
  sender: toBech32('init', new Uint8Array(20).fill(1)),
  prefix: 'init',
  chains: [
    { chainId: 'initiation-2', bech32Prefix: 'init' },
    { chainId: 'noble-1', bech32Prefix: 'noble' },
  ],
  asset: { denom: 'uinit', symbol: 'INIT', decimals: 6, balance: '10000000' },
  balances: { uinit: '10000000' },
  feeToken: { denom: 'uinit', average_gas_price: 0.015 },
  amountText: '1,5',
  recipientText: toBech32('init', bytes),
  memo: '',
  locale: 'de-DE',
}

describe('sendFormView', () => {
  test("default: an amount in the user's locale, the fee on the estimate, Max less the fee", () => {
    const view = sendFormView(input)
    expect(view.amount).toBe('1500000')
    // txFee on the estimate: 180,000 × 1.4 = 252,000 gas × 0.015
    expect(view.fee).toEqual({ denom: 'uinit', amount: '3780' })
    expect(view.max).toBe('9.99622')
    expect(view.memoWarning).toBe('check')
    expect(view.request?.messages[0].value.amount).toEqual([{ denom: 'uinit', amount: '1500000' }])
    expect(view.request?.memo).toBeUndefined()
  })

  test('behavior: a recipient on another chain of the registry is a handover to the bridge, no tx', () => {
    const recipient = toBech32('noble', bytes)
    const view = sendFormView({ ...input, recipientText: recipient })
    expect(view.request).toBeUndefined()
    expect(view.handover).toEqual({
      sourceChainId: 'initiation-2',
      denom: 'uinit',
      destinationChainId: 'noble-1',
      recipient,
      amount: '1500000',
    })
  })

  test('behavior: a memo of more than 256 bytes is no tx; a memo is sent as typed', () => {
    expect(sendFormView({ ...input, memo: 'é'.repeat(129) })).toMatchObject({
      memoTooLong: true,
      request: undefined,
    })
    expect(sendFormView({ ...input, memo: ' 12345 ' }).request?.memo).toBe(' 12345 ')
  })

  test('behavior: no usable fee token leaves Max the whole balance', () => {
    const view = sendFormView({ ...input, feeToken: { denom: 'uinit' } })
    expect(view.fee).toBeUndefined()
    expect(view.max).toBe('10')
  })
})
