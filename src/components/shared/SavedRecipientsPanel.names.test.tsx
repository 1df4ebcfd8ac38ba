// The saved recipients with their names (issue 32): each Initia entry's username from the L1 (the names core's msw
// REST), asked once per account however often the list opens; another chain's address asks nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../../test/usernamesRest.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { createMemoryRecipientStore } from '../../recipients/localStore.ts'
import { bech32Encode } from '../../router/initiaAddress.ts'
import { RecipientField } from './RecipientField.tsx'
import { defaultRecipientFieldLabels } from './recipientFieldLabels.ts'

const server = setupMswServer()
afterEach(cleanup)
const rest = 'https://l1-rest.example'
const aliceHex = '1f2e3d4c5b6a79880f1e2d3c4b5a69788796a5b4'
const alice = bech32Encode('init', Buffer.from(aliceHex, 'hex'))
const nobody = bech32Encode('init', new Uint8Array(20).fill(7))
const noble = bech32Encode('noble', Buffer.from(aliceHex, 'hex'))

test('default: each saved Initia account shows its name, asked once; a Noble address asks nothing', async () => {
  const names = usernamesRestHandlers(rest)
  names.state.names.set(aliceHex.padStart(64, '0'), 'alice')
  server.use(names.handler)
  const store = createMemoryRecipientStore({
    recent: [
      { address: alice, chainId: 'initiation-2', at: 3 },
      { address: nobody, chainId: 'initiation-2', at: 2 },
      { address: noble, chainId: 'initiation-2', at: 1 },
    ],
    addressBook: [{ label: 'Savings', address: alice }],
  })
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider usernames={{ moduleAddress: testnetModule, rest }}>
        <form data-rollscope="">
          <RecipientField
            label="Recipient"
            value=""
            onChange={() => {}}
            chainId="initiation-2"
            store={store}
            labels={defaultRecipientFieldLabels}
          />
        </form>
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const saved = screen.getByRole('button', { name: 'Saved' })
  await user.click(saved)
  const recent = await screen.findByRole('region', { name: 'Recent' })
  await waitFor(() => expect(within(recent).getAllByRole('button')[0]!.textContent).toContain('alice.init'))
  const book = screen.getByRole('region', { name: 'Address book' })
  expect(within(book).getByRole('button', { name: /^Savings alice\.init/ })).toBeTruthy()
  // closed and opened again: nothing asked again
  await user.click(saved)
  await user.click(saved)
  await screen.findByRole('region', { name: 'Recent' })
  expect(names.state.calls.map((call) => call.argument).sort()).toEqual(
    [aliceHex.padStart(64, '0'), '07'.repeat(20).padStart(64, '0')].sort(),
  )
})
