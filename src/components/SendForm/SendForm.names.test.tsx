// Send to a name (issue 32) over the devnet (registry, its L1's usernames module, balances REST) with the cosmjs
// adapter over a test wallet: a name is read once after the typing pause and its address shown; text that cannot be
// a name and every invalid name ask nothing; a name asked again at Confirm that moved (or garbage) signs nothing.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http, passthrough } from 'msw'
import { afterEach, beforeEach, describe, expect, inject, test } from 'vitest'
import { devnetUsernames } from '../../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { cosmosTestWallet, countingSigner } from '../../../test/wallets.ts'
import { RollscopeProvider, type RollscopeProviderProps } from '../../hooks/RollscopeProvider.tsx'
import { usernameTypingPauseMs } from '../../hooks/useRecipientUsername.ts'
import { createMemoryRecipientStore } from '../../recipients/localStore.ts'
import { createTxStore } from '../../tx/txStore.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { SendForm } from './SendForm.tsx'

const origin = inject('devnetUrl')
const server = setupMswServer()
const alice = devnetUsernames.find((entry) => entry.name === 'alice')!
const bob = devnetUsernames.find((entry) => entry.name === 'bob')!
const viewPath = '*/initia/move/v1/accounts/:module/modules/usernames/view_functions/get_address_from_name'

/** Every name the devnet's L1 was asked for; `answer` replaces the devnet's answer (by how many were asked). */
let asked: string[] = []
let answer: ((count: number) => string | undefined) | undefined
const signs: string[] = []

let wallet: WalletAdapter
beforeEach(async () => {
  signs.length = 0
  asked = []
  answer = undefined
  server.use(
    http.post(viewPath, async ({ request }) => {
      const body = (await request.clone().json()) as { args: string[] }
      // the BCS string: a length byte, then the name (names are at most 64 bytes)
      asked.push(Buffer.from(body.args[0]!, 'base64').subarray(1).toString())
      const data = answer?.(asked.length)
      return data === undefined ? passthrough() : HttpResponse.json({ data, events: [], gas_used: '4287' })
    }),
    http.all(`${origin}/*`, () => passthrough()),
  )
  wallet = await cosmosTestWallet(inject('devnetChains'), countingSigner(signs), 1)
})
afterEach(() => {
  cleanup()
})

function renderSend(provider: Partial<RollscopeProviderProps> = {}) {
  const recipients = createMemoryRecipientStore()
  const entries = new Map<string, string>()
  const storage = { getItem: (key: string) => entries.get(key) ?? null, setItem: entries.set.bind(entries) }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RollscopeProvider network={{ url: `${origin}/registry` }} {...provider}>
        <SendForm
          wallet={wallet}
          chainId="initiation-2"
          locale="en-US"
          storage={createTxStore({ storage: storage as never })}
          recipients={recipients}
        />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  return { recipients }
}

const slow = { timeout: 20_000 }
const recipientField = () => screen.getByRole('textbox', { name: 'Recipient' }) as HTMLInputElement
const review = () => screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement
// keystrokes 60 ms apart: a person typing, each well inside the pause
const typist = () => userEvent.setup({ delay: 60 })

async function ready() {
  await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 })
}

/** Past the typing pause. Nothing shows that nothing was asked: the wait is the point. */
const afterThePause = () => new Promise((resolve) => setTimeout(resolve, usernameTypingPauseMs * 3))

describe('SendForm: a recipient typed as a name', () => {
  test('default: alice.init typed key by key is read once, after the pause, and its address shown before Review', async () => {
    const user = typist()
    renderSend()
    await ready()
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1')
    await user.type(recipientField(), 'Alice.init')
    expect(screen.getByText('Looking up alice.init…')).toBeTruthy()
    expect(await screen.findByText(alice.address, {}, slow)).toBeTruthy()
    expect(asked).toEqual(['alice'])
    expect(recipientField().getAttribute('aria-invalid')).toBe('false')
    // the review shows the name and the address the tx sends to
    await waitFor(() => expect(review().disabled).toBe(false))
    await user.click(review())
    const preview = await screen.findByRole('region', { name: 'Confirm transaction' }, slow)
    expect(await within(preview).findByText('alice.init', {}, slow)).toBeTruthy()
    expect(within(preview).getAllByText(new RegExp(alice.address)).length).toBeGreaterThan(0)
    expect(signs).toEqual([])
  })

  test('behavior: a name typed before its .init is read once, though "dav.init" was a name on the way', async () => {
    const user = typist()
    renderSend()
    await ready()
    await user.type(recipientField(), '.init')
    await user.type(recipientField(), 'dave', { initialSelectionStart: 0, initialSelectionEnd: 0 })
    expect(recipientField().value).toBe('dave.init')
    const dave = devnetUsernames.find((entry) => entry.name === 'dave')!
    expect(await screen.findByText(dave.address, {}, slow)).toBeTruthy()
    expect(asked).toEqual(['dave'])
  })

  test('behavior: text that cannot be a name asks nothing', async () => {
    const user = typist()
    renderSend()
    await ready()
    for (const text of ['alice', 'noble1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a', `0x${'ab'.repeat(20)}`]) {
      await user.clear(recipientField())
      await user.type(recipientField(), text)
      await afterThePause()
    }
    expect(screen.queryByText(/Looking up/)).toBeNull()
    expect(asked).toEqual([])
    // the count does count: a name then is asked
    await user.clear(recipientField())
    await user.type(recipientField(), 'bob.init')
    expect(await screen.findByText(bob.address, {}, slow)).toBeTruthy()
    expect(asked).toEqual(['bob'])
  })

  test.each([
    [
      'a Cyrillic а',
      '\u0430lice.init',
      /“а” \(U\+0430\) only looks like a Latin letter: it is a Cyrillic letter/,
    ],
    ['too short', 'ab.init', /3 to 64 characters before \.init; this one has 2/],
    ['too long', `${'a'.repeat(65)}.init`, /3 to 64 characters before \.init; this one has 65/],
    ['a space', 'al ice.init', /cannot have a space/],
    ['x.init.init', 'x.init.init', /no other dots/],
  ])('bad input: %s says why and asks nothing', async (_, text, words) => {
    const user = userEvent.setup()
    renderSend()
    await ready()
    await user.click(recipientField())
    await user.paste(text)
    expect(screen.getByText(words)).toBeTruthy()
    expect(recipientField().getAttribute('aria-invalid')).toBe('true')
    await afterThePause()
    expect(review().disabled).toBe(true)
    expect(asked).toEqual([])
  })

  test('bad input: a name nobody has says so after one read', async () => {
    const user = typist()
    renderSend()
    await ready()
    await user.type(recipientField(), 'nobody-here.init')
    expect(await screen.findByText(/Nobody has the name nobody-here\.init/, {}, slow)).toBeTruthy()
    expect(asked).toEqual(['nobody-here'])
    expect(review().disabled).toBe(true)
  })

  test('bad input: a REST answering garbage is an error in words, with Details', async () => {
    answer = () => '42'
    const user = userEvent.setup()
    renderSend()
    await ready()
    await user.click(recipientField())
    await user.paste('alice.init')
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert.textContent).toMatch(/not an address for alice\.init, so it is not used/)
    expect(within(alert).getByText('Details')).toBeTruthy()
    expect(review().disabled).toBe(true)
  })

  test('bad input: names off say the name cannot be used, asking nothing', async () => {
    const user = userEvent.setup()
    renderSend({ usernames: false })
    await ready()
    await user.click(recipientField())
    await user.paste('alice.init')
    expect(screen.getByText(/Names like alice\.init are not looked up here/)).toBeTruthy()
    await afterThePause()
    expect(asked).toEqual([])
  })

  test.each([
    ['another address', () => JSON.stringify(bob.hex), /now points at another account/],
    ['nobody', () => 'null', /Nobody has this name/],
    ['garbage', () => '{"vec":[]}', /not a username or an address/],
  ])(
    'bad input: the name answering %s at Confirm stops the send, signing nothing',
    async (_, data, words) => {
      const user = userEvent.setup()
      const { recipients } = renderSend()
      await ready()
      await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1')
      await user.click(recipientField())
      await user.paste('alice.init')
      await screen.findByText(alice.address, {}, slow)
      await waitFor(() => expect(review().disabled).toBe(false))
      await user.click(review())
      const preview = await screen.findByRole('region', { name: 'Confirm transaction' }, slow)
      // from the second read on, the chain answers otherwise
      answer = (count) => (count > 1 ? data() : undefined)
      await user.click(await within(preview).findByRole('button', { name: 'Confirm' }, slow))
      const alert = await within(preview).findByRole('alert', {}, slow)
      expect(alert.textContent).toMatch(words)
      expect(within(preview).getByText('Details')).toBeTruthy()
      expect(asked).toEqual(['alice', 'alice'])
      expect(signs).toEqual([])
      expect((await recipients.load()).recent).toEqual([])
    },
  )
})
