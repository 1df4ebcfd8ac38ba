import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../test/usernamesRest.ts'
import { usernamesModules } from '../names/client.ts'
import { bech32Encode } from '../router/initiaAddress.ts'
import { RollscopeProvider, type RollscopeProviderProps } from './RollscopeProvider.tsx'
import { useUsername } from './useUsername.ts'
import { useUsernameAddress } from './useUsernameAddress.ts'

const server = setupMswServer()
const rest = 'https://l1-rest.example'

// the L1's entry of each network's chains.json (../shared/specs/samples/registry/*/initia/chain.json)
const l1Registry = (host: string, chainId: string, restUrl: string) =>
  http.get(`${host}/chains.json`, () =>
    HttpResponse.json([
      {
        chain_id: chainId,
        chain_name: 'initia',
        network_type: chainId === 'interwoven-1' ? 'mainnet' : 'testnet',
        bech32_prefix: 'init',
        fees: { fee_tokens: [{ denom: 'uinit', fixed_min_gas_price: 0.015 }] },
        apis: { rpc: [], rest: [{ address: restUrl, provider: 'Initia Labs' }] },
        metadata: { is_l1: true },
      },
    ]),
  )
const sampleHandlers = () => [
  l1Registry('https://registry.testnet.initia.xyz', 'initiation-2', 'https://rest.testnet.initia.xyz'),
  l1Registry('https://registry.initia.xyz', 'interwoven-1', 'https://rest.initia.xyz'),
]

function wrapperOf(props: Omit<RollscopeProviderProps, 'children'>, queryClient = new QueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider {...props}>{children}</RollscopeProvider>
    </QueryClientProvider>
  )
}

const hexOf = (index: number) => (index + 1).toString(16).padStart(40, '0')
const initOf = (hex: string) => bech32Encode('init', Buffer.from(hex, 'hex'))

function Row({ address }: { address: string }) {
  const { username } = useUsername({ address })
  return <li>{username ?? address}</li>
}

function Rows({ addresses }: { addresses: string[] }) {
  return (
    <ul>
      {addresses.map((address, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows of the same account repeat
        <Row key={index} address={address} />
      ))}
    </ul>
  )
}

test('behavior: 50 rows of 25 accounts (init1… and 0x…) ask 25 times, never again on re-render or re-mount', async () => {
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  const accounts = Array.from({ length: 25 }, (_, index) => hexOf(index))
  for (const [index, hex] of accounts.entries()) state.names.set(hex.padStart(64, '0'), `user-${index}`)
  // each account twice: once as init1…, once as 0x…
  const rows = accounts.flatMap((hex) => [initOf(hex), `0x${hex}`])
  const wrapper = wrapperOf({ usernames: { moduleAddress: testnetModule, rest } })
  const view = render(<Rows addresses={rows} />, { wrapper })
  await waitFor(() => expect(screen.getAllByText(/^user-\d+\.init$/)).toHaveLength(50))
  expect(screen.getAllByText('user-7.init')).toHaveLength(2)
  expect(state.calls).toHaveLength(25)
  view.rerender(<Rows addresses={[...rows]} />)
  view.rerender(<Rows addresses={[]} />)
  expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  view.rerender(<Rows addresses={rows} />)
  expect(screen.getAllByText(/^user-\d+\.init$/)).toHaveLength(50)
  expect(state.calls).toHaveLength(25)
})

test('behavior: useUsernameAddress resolves a name, tells a missing one, and asks nothing for a bad one', async () => {
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  state.addresses.set('alice', `0x${hexOf(1)}`)
  const wrapper = wrapperOf({ usernames: { moduleAddress: testnetModule, rest } })
  const { result, rerender } = renderHook(
    ({ username }: { username: string }) => useUsernameAddress({ username }),
    { wrapper, initialProps: { username: 'Alice.init' } },
  )
  await waitFor(() => expect(result.current.address).toBe(initOf(hexOf(1))))
  expect(result.current.parsed).toMatchObject({ kind: 'username', username: 'alice.init' })
  rerender({ username: 'nobody.init' })
  await waitFor(() => expect(result.current.isNotFound).toBe(true))
  expect(result.current.address).toBeUndefined()
  for (const username of ['\u0430lice.init', 'ab.init', 'x.init.init', 'alice', `${'a'.repeat(65)}.init`]) {
    rerender({ username })
    expect(result.current).toMatchObject({ address: undefined, isPending: false, isNotFound: false })
  }
  expect(result.current.parsed).toEqual({ kind: 'invalid', problem: 'tooLong' })
  expect(state.calls.map((call) => call.argument)).toEqual(['alice', 'nobody'])
})

test('behavior: names off (usernames={false}, or no registry) ask nothing', async () => {
  let asked = 0
  server.use(
    ...sampleHandlers(),
    http.post(/view_functions/, () => {
      asked++
      return HttpResponse.json({ data: '"alice"', events: [], gas_used: '1' })
    }),
  )
  const address = initOf(hexOf(1))
  for (const props of [{ network: 'testnet' as const, usernames: false as const }, {}]) {
    const { result } = renderHook(() => useUsername({ address }), { wrapper: wrapperOf(props) })
    expect(result.current).toEqual({ username: undefined, isPending: false, error: null })
  }
  // a query switched off by the caller asks nothing either
  const { result } = renderHook(() => useUsername({ address, query: { enabled: false } }), {
    wrapper: wrapperOf({ usernames: { moduleAddress: testnetModule, rest } }),
  })
  expect(result.current.isPending).toBe(false)
  expect(asked).toBe(0)
})

test("behavior: through the registry, the L1's REST and InterwovenKit's module for its chain id", async () => {
  const testnet = usernamesRestHandlers('https://rest.testnet.initia.xyz', usernamesModules['initiation-2'])
  const mainnet = usernamesRestHandlers('https://rest.initia.xyz', usernamesModules['interwoven-1'])
  server.use(...sampleHandlers(), testnet.handler, mainnet.handler)
  const key = hexOf(3).padStart(64, '0')
  testnet.state.names.set(key, 'tester')
  mainnet.state.names.set(key, 'mainer')
  const address = `0x${hexOf(3)}`
  for (const [network, name] of [
    ['testnet', 'tester.init'],
    ['mainnet', 'mainer.init'],
  ] as const) {
    const { result } = renderHook(() => useUsername({ address }), { wrapper: wrapperOf({ network }) })
    await waitFor(() => expect(result.current.username).toBe(name))
  }
  expect(testnet.state.calls).toHaveLength(1)
  expect(mainnet.state.calls).toHaveLength(1)
})

test('behavior: an L1 whose chain id has no known module: no name, nothing asked of its REST', async () => {
  let asked = 0
  server.use(
    l1Registry('https://registry.example', 'other-l1', rest),
    http.post(/view_functions/, () => {
      asked++
      return HttpResponse.json({ data: '"alice"', events: [], gas_used: '1' })
    }),
  )
  const queryClient = new QueryClient()
  const { result } = renderHook(() => useUsername({ address: `0x${hexOf(1)}` }), {
    wrapper: wrapperOf({ network: { url: 'https://registry.example' } }, queryClient),
  })
  await waitFor(() => expect(result.current.isPending).toBe(false))
  expect(result.current).toEqual({ username: undefined, isPending: false, error: null })
  expect(asked).toBe(0)
})
