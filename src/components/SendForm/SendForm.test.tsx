// The Send form over the devnet (registry, balances REST) with the cosmjs adapter over a test wallet: every bad
// input of issue 31 gets a sentence and nothing is signed; a right form hands the MsgSend on.

import { toBech32 } from '@cosmjs/encoding'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http, passthrough } from 'msw'
import { getAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { cosmosTestWallet, countingSigner } from '../../../test/wallets.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { createMemoryRecipientStore } from '../../recipients/localStore.ts'
import { createTxStore } from '../../tx/txStore.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { SendForm, type SendFormProps } from './SendForm.tsx'

const origin = inject('devnetUrl')
const server = setupMswServer()
const signs: string[] = []

let wallet: WalletAdapter
beforeEach(async () => {
  signs.length = 0
  server.use(http.all(`${origin}/*`, () => passthrough()))
  wallet = await cosmosTestWallet(inject('devnetChains'), countingSigner(signs), 1)
})
afterEach(() => {
  cleanup()
  expect(signs).toEqual([])
})

function renderSend(props: Partial<SendFormProps> = {}) {
  const onConfirmed = vi.fn()
  const onBridge = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RollscopeProvider network={{ url: `${origin}/registry` }}>
        <SendForm
          wallet={wallet}
          chainId="initiation-2"
          locale="en-US"
          storage={createTxStore({ storage: memory() })}
          onConfirmed={onConfirmed}
          onBridge={onBridge}
          {...props}
        />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  return { onConfirmed, onBridge }
}

function memory() {
  const entries = new Map<string, string>()
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  }
}

const slow = { timeout: 20_000 }
const previewOf = () => screen.findByRole('region', { name: 'Confirm transaction' }, slow)

const recipientBytes = Uint8Array.from({ length: 20 }, (_, i) => 40 + i)
const recipient = toBech32('init', recipientBytes)
const amountField = () => screen.getByRole('textbox', { name: 'Amount' })
const recipientField = () => screen.getByRole('textbox', { name: 'Recipient' })
const review = () => screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement

async function ready() {
  await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 })
}

describe('SendForm', () => {
  test('default: INIT to an init1 address with a memo: previewed, signed once, and the recipient then holds it', async () => {
    const user = userEvent.setup()
    const recipients = createMemoryRecipientStore()
    const { onConfirmed } = renderSend({ recipients })
    await ready()
    const before = await balanceOf(recipient)
    await user.type(amountField(), '1.5')
    await user.type(recipientField(), recipient)
    await user.type(screen.getByRole('textbox', { name: /Memo/ }), 'invoice 7')
    await user.click(review())
    const preview = await previewOf()
    expect(await within(preview).findByText('invoice 7', {}, slow)).toBeTruthy()
    await user.click(await within(preview).findByRole('button', { name: 'Confirm' }, slow))
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled(), slow)
    expect(signs).toEqual(['signDirect'])
    signs.length = 0
    expect((await balanceOf(recipient)) - before).toBe(1_500_000n)
    // the recipient is remembered for the next send on this chain
    await waitFor(async () =>
      expect((await recipients.load()).recent).toEqual([
        { address: recipient, chainId: 'initiation-2', at: expect.any(Number) },
      ]),
    )
  })

  test('behavior: a 0x recipient is sent as its bech32 form; without a memo the form warns', async () => {
    const user = userEvent.setup()
    renderSend()
    await ready()
    await user.type(amountField(), '2')
    await user.type(recipientField(), getAddress(`0x${Buffer.from(recipientBytes).toString('hex')}`))
    expect(screen.getByText(/needs a memo/)).toBeTruthy()
    await user.click(review())
    const preview = await previewOf()
    expect(await within(preview).findByText(new RegExp(recipient), {}, slow)).toBeTruthy()
    await user.click(within(preview).getByRole('button', { name: 'Cancel' }))
    expect((amountField() as HTMLInputElement).value).toBe('2')
  })

  test.each([
    ['a wrong form', 'init1hello', /not an address/],
    ['a wrong 0x checksum', `0x${'aB'.repeat(20)}`, /checksum does not match/],
    [
      'a wrong bech32 checksum',
      `${recipient.slice(0, -1)}${recipient.endsWith('q') ? 'p' : 'q'}`,
      /checksum does not match/,
    ],
    [
      "another network's prefix",
      toBech32('cosmos', recipientBytes),
      /cosmos1… address is on another network/,
    ],
  ])('bad input: %s gets a sentence and no review', async (_, text, words) => {
    const user = userEvent.setup()
    renderSend()
    await ready()
    await user.type(amountField(), '1')
    await user.type(recipientField(), text)
    expect(screen.getByText(words)).toBeTruthy()
    expect(recipientField().getAttribute('aria-invalid')).toBe('true')
    expect(review().disabled).toBe(true)
    await user.click(review())
    expect(screen.queryByRole('region', { name: 'Confirm transaction' })).toBeNull()
  })

  test('bad input: an amount beyond the balance, and one that leaves nothing for the fee', async () => {
    const user = userEvent.setup()
    renderSend()
    await ready()
    await user.type(recipientField(), recipient)
    await user.type(amountField(), '99999999')
    expect(screen.getByText('That is more INIT than you have.')).toBeTruthy()
    expect(review().disabled).toBe(true)
    // Max leaves the fee (180,000 × 1.4 gas × 0.015 uinit = 0.00378 INIT); a little more than Max does not
    await user.click(screen.getByRole('button', { name: 'Max' }))
    const field = amountField() as HTMLInputElement
    expect(review().disabled).toBe(false)
    const max = Number(field.value.replaceAll(',', ''))
    await user.clear(field)
    await user.type(field, (max + 0.001).toFixed(6))
    await waitFor(() => expect(screen.getByText(/leaves nothing for the fee \(0\.00378 INIT\)/)).toBeTruthy())
    expect(review().disabled).toBe(true)
  })

  test('bad input: a chain that does not answer says so, and Retry reads it again', async () => {
    let fail = true
    server.use(
      http.get(`${origin}/*/cosmos/bank/v1beta1/balances/*`, () =>
        fail ? new HttpResponse('bad gateway', { status: 502 }) : passthrough(),
      ),
    )
    const user = userEvent.setup()
    renderSend()
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toMatch(/\S/)
    fail = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await ready()
  })

  test('bad input: a wallet that refuses to give its address says so', async () => {
    wallet = { ...wallet, getAddress: () => Promise.reject(new Error('User rejected the request.')) }
    renderSend()
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toMatch(/\S/)
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull()
  })
})

/** What the devnet's bank REST says `address` holds of uinit on the L1. */
async function balanceOf(address: string) {
  const chains = await (await fetch(`${origin}/registry/chains.json`)).json()
  const rest = chains.find((chain: { chain_id: string }) => chain.chain_id === 'initiation-2').apis.rest[0]
    .address
  const body = await (await fetch(`${rest}/cosmos/bank/v1beta1/balances/${address}`)).json()
  return BigInt(body.balances.find((coin: { denom: string }) => coin.denom === 'uinit')?.amount ?? '0')
}
