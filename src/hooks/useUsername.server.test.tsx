// On a server, a name is neither asked nor waited for: the row renders with its address, and the prefetched name
// (dehydrated) shows in the HTML.
import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../test/usernamesRest.ts'
import { createUsernamesClient } from '../names/client.ts'
import { usernameQueryOptions } from '../query/usernames.ts'
import { bech32Encode } from '../router/initiaAddress.ts'
import { RollscopeProvider } from './RollscopeProvider.tsx'
import { useUsername } from './useUsername.ts'

const server = setupMswServer()
const rest = 'https://l1-rest.example'
const hex = '12'.repeat(20)
const address = bech32Encode('init', Buffer.from(hex, 'hex'))

function Holder({ of }: { of: string }) {
  const { username } = useUsername({ address: of })
  return <span>{username ?? of}</span>
}

test('behavior: the server renders the address at once, and a prefetched name', async () => {
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  state.names.set(hex.padStart(64, '0'), 'alice')
  const usernames = { moduleAddress: testnetModule, rest }
  const render = (queryClient: QueryClient, dehydrated?: DehydratedState) =>
    renderToString(
      <QueryClientProvider client={queryClient}>
        <RollscopeProvider usernames={usernames}>
          <HydrationBoundary state={dehydrated}>
            <Holder of={address} />
          </HydrationBoundary>
        </RollscopeProvider>
      </QueryClientProvider>,
    )
  expect(render(new QueryClient())).toContain(address)
  expect(state.calls).toHaveLength(0)
  const prefetching = new QueryClient()
  await prefetching.prefetchQuery(usernameQueryOptions(createUsernamesClient(usernames), { address }))
  expect(render(new QueryClient(), dehydrate(prefetching))).toContain('alice.init')
  expect(state.calls).toHaveLength(1)
})
