// Shared story fixtures: facts about the devnet's generated chains (the same seed as the server's), so stories need no
// hard-coded ids, and the clients and check behind every component's Error and Loading stories.
import { expect, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { createIndexerDevnet } from '../packages/devnet/src/isomorphic.ts'
import { createIndexerClient } from '../src/indexer/client.ts'
import { createRouterClient } from '../src/router/client.ts'
import { createTxStore } from '../src/tx/txStore.ts'
import { anvilAccounts, cosmosTestWallet, evmTestWallet, initiaTestWallet } from '../test/wallets.ts'

/**
 * A story file's first loader when its stories sign: in the test run they sign on a devnet of their own, since what
 * they send changes balances and the chains' latest txs, which other stories picture in whatever order they run.
 * (Under `npm start` there is one devnet.) Loaders start in order, so the ones after it see the devnet it picks.
 */
export const onSigningDevnet = () => {
  if (globalThis.__ROLLSCOPE_SIGNING_DEVNET__)
    globalThis.__ROLLSCOPE_DEVNET__ = globalThis.__ROLLSCOPE_SIGNING_DEVNET__
  return {}
}

export const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
export const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures

/** An indexer client pointed at a chain the devnet does not serve: every request answers 404. */
export const unknownChainClient = () =>
  createIndexerClient({ baseUrl: `${devnetUrl()}/no-such-chain`, retry: false })

/** An indexer client whose requests never answer, so a story stays in its loading state. */
export const hangingClient = () =>
  createIndexerClient({ baseUrl: devnetUrl(), fetch: () => new Promise<Response>(() => {}) })

/** The Error stories' check: the component reports the 404 and offers Retry. */
export async function showsRetryableError({ canvasElement }: { canvasElement: HTMLElement }) {
  const alert = await within(canvasElement).findByRole('alert')
  await expect(alert).toHaveTextContent('404')
  await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible()
}

/** Puts a link's `param` into the page URL before the story renders; puts the URL back after. */
export const linkTo = (param: string, cursor: string) => () => {
  const before = window.location.href
  const params = new URLSearchParams(window.location.search)
  params.set(param, cursor)
  window.history.replaceState(window.history.state, '', `?${params}`)
  return () => window.history.replaceState(window.history.state, '', before)
}

/** A Cosmos test wallet on the devnet's Cosmos chains, signing as the test mnemonic's account `accountIndex`. */
export const devnetWallet = (accountIndex = 0) =>
  cosmosTestWallet(
    Object.fromEntries(
      ['initiation-2', 'move-1', 'cosmoshub-4', 'noble-1'].map((id) => [id, `${devnetUrl()}/chains/${id}`]),
    ),
    undefined,
    accountIndex,
  )

/** The devnet's EVM rollup's RPC (anvil, chain id 4354), as the devnet's router names it. */
async function devnetEvmRpc() {
  const { chains } = await createRouterClient({ baseUrl: `${devnetUrl()}/router` }).chains({
    include_evm: 'true',
  })
  const rpcUrl = chains.find((chain) => chain.chain_id === '4354')?.rpc
  if (!rpcUrl) throw new Error('The devnet runs without its EVM rollup (no anvil binary).')
  return rpcUrl
}

/** The kit's wagmi adapter on the devnet's EVM rollup. */
export async function devnetEvmWallet(account: `0x${string}`) {
  return evmTestWallet({ rpcUrl: await devnetEvmRpc(), chainId: 4354 }, account)
}

/** A story loader: a Cosmos test wallet that signs on the devnet's Cosmos chains (the dApp stories' wallet). */
export const devnetWalletLoader = async () => ({ wallet: await devnetWallet() })

/**
 * A story's own signer: the test mnemonic's account `accountIndex` (the devnet funds the first two) on the Initia
 * chains, evm-1's Cosmos txs included. A story that signs uses an account and chain no other story signs on, so
 * its balances, and its pictures, do not depend on which stories ran before it.
 */
export async function storyWallet(accountIndex: 0 | 1) {
  const chains = ['initiation-2', 'evm-1', 'move-1']
  const wallet = await cosmosTestWallet(
    Object.fromEntries(chains.map((id) => [id, `${devnetUrl()}/chains/${id}`])),
    undefined,
    accountIndex,
  )
  return { wallet, account: await wallet.getAddress('initiation-2') }
}

/** A tx store in memory (TxPreview's signed txs and fee token picks): each story starts with none. */
export function memoryTxStore() {
  const entries = new Map<string, string>()
  return createTxStore({
    storage: {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
    },
  })
}

const bridgeChains = ['initiation-2', 'move-1', 'cosmoshub-4', 'noble-1']

/**
 * A wallet for the bridge on the devnet: one Ethereum test key (anvil's second account, through wagmi's mock
 * connector) signs on every Initia chain and the EVM rollup; a cosmjs test wallet signs on Noble and the Hub.
 */
export async function bridgeTestWallet() {
  return initiaTestWallet({
    routerUrl: `${devnetUrl()}/router`,
    evm: { rpcUrl: await devnetEvmRpc(), chainId: 4354 },
    chains: Object.fromEntries(bridgeChains.map((chainId) => [chainId, `${devnetUrl()}/chains/${chainId}`])),
    // the Node tests sign with anvil's first and third accounts and the mnemonic's first: no two signers race
    account: anvilAccounts[1],
    cosmosAccountIndex: 1,
  })
}
