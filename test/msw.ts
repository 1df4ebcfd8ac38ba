import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** An msw server for a test file; unhandled requests fail the test. */
export function setupMswServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/**
 * A registry at `<origin>/two-evm` listing the devnet's chains and a second minievm rollup, `evm-2` ("Evm 2"),
 * served by evm-1's indexer: for what changes with two EVM chains. Returns the registry's URL.
 */
export async function serveTwoEvmRegistry(server: ReturnType<typeof setupMswServer>, origin: string) {
  const chains = await (await fetch(`${origin}/registry/chains.json`)).json()
  const evmChain = chains.find((chain: { chain_id: string }) => chain.chain_id === 'evm-1')
  server.use(
    http.get(`${origin}/two-evm/chains.json`, () =>
      HttpResponse.json([
        ...chains,
        { ...evmChain, chain_id: 'evm-2', chain_name: 'evm2', pretty_name: 'Evm 2' },
      ]),
    ),
  )
  return `${origin}/two-evm`
}

/** The devnet's registry with one chain's indexer left out, at `<origin>/no-indexer`. */
export async function serveRegistryWithoutIndexer(
  server: ReturnType<typeof setupMswServer>,
  origin: string,
  chainId: string,
) {
  const chains = await (await fetch(`${origin}/registry/chains.json`)).json()
  server.use(
    http.get(`${origin}/no-indexer/chains.json`, () =>
      HttpResponse.json(
        chains.map((chain: { chain_id: string; apis: Record<string, unknown> }) => {
          if (chain.chain_id !== chainId) return chain
          const { indexer, ...apis } = chain.apis
          return { ...chain, apis }
        }),
      ),
    ),
  )
  return `${origin}/no-indexer`
}
