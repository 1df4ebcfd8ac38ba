// The explorer components with one network and one chain id: symbols, decimals and explorer links come from the
// devnet's chain registry over HTTP; the host's own props still win; a hostile registry changes nothing unsafe.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { RollscopeProvider } from '../hooks/RollscopeProvider.tsx'
import { createIndexerClient } from '../indexer/client.ts'
import { EvmTxDetail } from './EvmTxDetail/EvmTxDetail.tsx'
import { RichListTable } from './RichListTable/RichListTable.tsx'
import { TxDetail } from './TxDetail/TxDetail.tsx'

const origin = inject('devnetUrl')
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures

afterEach(cleanup)

function renderWith(ui: ReactNode, network = `${origin}/registry`) {
  const queryClient = new QueryClient()
  return render(
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider network={{ url: network }} chainId="evm-1">
        {ui}
      </RollscopeProvider>
    </QueryClientProvider>,
  )
}

const field = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('amounts and links from the chain registry', () => {
  test('default: TxDetail shows the fee and message amounts with symbols, and links accounts to the explorer', async () => {
    renderWith(<TxDetail txHash={evm.txHash} />)
    // evm-1's fee denom is the ERC-20 evm/2eE7…, INIT with 18 decimals in the devnet's assetlist
    await waitFor(() => expect(field('Fee')).toHaveTextContent(/^[\d,.]+ INIT$/))
    const amount = screen.getByText('Amount', { selector: '.rs-decoded dt' }).nextElementSibling!
    expect(amount).toHaveTextContent(/^[\d,.]+ (INIT|GAS|USDC)$/)
    const to = screen.getByText('To', { selector: '.rs-decoded dt' }).nextElementSibling as HTMLElement
    const link = within(to).getByRole('link')
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^${origin}/explorer/evm-1/accounts/init1[0-9a-z]+$`),
    )
  })

  test("parameters: the host's denoms and accountHref win over the registry's", async () => {
    renderWith(
      <TxDetail
        txHash={evm.txHash}
        denoms={{ [evm.denoms.big]: { symbol: 'MINE', decimals: 18 } }}
        accountHref={(address) => `/accounts/${address}`}
      />,
    )
    await waitFor(() => expect(field('Fee')).toHaveTextContent(/ MINE$/))
    const to = screen.getByText('To', { selector: '.rs-decoded dt' }).nextElementSibling as HTMLElement
    expect(within(to).getByRole('link').getAttribute('href')).toMatch(/^\/accounts\/init1/)
  })

  test('default: another chain of the network by chainId: its indexer and its own assetlist', async () => {
    renderWith(<TxDetail txHash={move.txHash} chainId="move-1" />)
    // move-1's fee denom is bridge 1's l2/771d…, INIT with 6 decimals in move-1's assetlist
    await waitFor(() => expect(field('Fee')).toHaveTextContent(/^[\d,.]+ INIT$/))
    expect(field('Fee')).not.toHaveTextContent('l2/')
  })

  test('default: EvmTxDetail shows the value and the fee in the fee token, not wei', async () => {
    renderWith(<EvmTxDetail txHash={evm.evmTxHash!} />)
    await waitFor(() => expect(field('EVM fee')).toHaveTextContent(/^[\d,.]+ INIT gas used × gas price$/))
    await waitFor(() => expect(field('Value')).toHaveTextContent(/^[\d,.]+ INIT$/))
    expect(document.body).not.toHaveTextContent(/\d wei/)
  })

  test('default: RichListTable needs no decimals or symbol', async () => {
    renderWith(<RichListTable denom={evm.denoms.big} />)
    const table = await screen.findByRole('grid')
    await waitFor(() => expect(within(table).getAllByText(/ INIT$/).length).toBeGreaterThan(5))
    const first = within(table).getAllByText(/ INIT$/)[0]!
    // 18 decimals: a holder's amount is shown in INIT, never its 20-odd base-unit digits
    expect(first.textContent!.replace(/\D/g, '').length).toBeLessThan(18)
  })

  test('behavior: a hostile registry: unknown or insane denoms stay in base units, unsafe links are not made', async () => {
    // the data from the devnet's evm-1 indexer, the chain's registry entry from the hostile one (javascript: explorer)
    const client = createIndexerClient({ baseUrl: `${origin}/evm-1` })
    renderWith(
      <>
        <TxDetail txHash={evm.txHash} client={client} chainId="scripted-1" />
        <RichListTable denom="uhuge" client={client} chainId="scripted-1" />
      </>,
      `${origin}/registry-hostile`,
    )
    await waitFor(() => expect(field('Fee')).toHaveTextContent(/^[\d,]+ evm\/2eE700…6e22$/))
    const to = screen.getByText('To', { selector: '.rs-decoded dt' }).nextElementSibling as HTMLElement
    expect(within(to).queryByRole('link')).toBeNull()
    expect(document.querySelectorAll('a[href^="javascript:"]')).toHaveLength(0)
  })

  // the L1's indexer is Initia's core indexer: it answers `{tx, tx_response}` and a JSON 404 (core-indexer
  // api/repositories/tx.go, api/apperror/response.go), where rollytics answers `{tx}` and `[NOT_FOUND]`
  test("behavior: a tx on the L1 is read from Initia's core indexer, and one it lacks is not found", async () => {
    const l1 = createIndexerDevnet({ vm: 'move', chainId: 'initiation-2', server: 'core' }).fixtures
    renderWith(<TxDetail txHash={l1.txHash} chainId="initiation-2" />)
    expect(await screen.findByText(l1.txHash)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    cleanup()
    const missing = 'AB'.repeat(32)
    renderWith(<TxDetail txHash={missing} chainId="initiation-2" />)
    expect(
      await screen.findByText(`Transaction ${missing} not found. It may not be indexed yet.`),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: a chain the registry lists without an indexer says so in words', async () => {
    // every devnet chain lists an indexer, as the real registry's do; the hostile registry has one that does not
    renderWith(<TxDetail txHash={evm.txHash} chainId="noindexer-1" />, `${origin}/registry-hostile`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The chain registry names no indexer for this chain')
  })

  test('behavior: a registry that is down says so in words, and explicit props keep working', async () => {
    const client = createIndexerClient({ baseUrl: `${origin}/evm-1` })
    renderWith(
      <>
        <TxDetail txHash={evm.txHash} chainId="move-1" />
        <RichListTable denom={evm.denoms.big} decimals={18} symbol="GAS" client={client} />
      </>,
      `${origin}/no-registry-here`,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The chain registry could not be read')
    await waitFor(() => expect(screen.getAllByText(/ GAS$/).length).toBeGreaterThan(5))
  })
})

describe('exact Cosmos <-> EVM links from the JSON-RPC the registry lists', () => {
  const jsonRpcCalls = () => {
    const calls: string[] = []
    const original = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.endsWith('/json-rpc')) calls.push(JSON.parse(String(init?.body)).method)
      return original(input, init)
    })
    return calls
  }
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test("default: EvmTxDetail links the Cosmos tx the node names, and TxDetail links that tx's EVM tx back", async () => {
    const calls = jsonRpcCalls()
    renderWith(
      <>
        <EvmTxDetail txHash={evm.evmTxHash!} />
        <TxDetail txHash={evm.evmTxCosmosHash!} />
      </>,
    )
    const cosmos = await screen.findByRole('link', { name: evm.evmTxCosmosHash! })
    expect(cosmos).toHaveAttribute('href', `${origin}/explorer/evm-1/txs/${evm.evmTxCosmosHash}`)
    const back = await screen.findByRole('link', { name: evm.evmTxHash! })
    expect(back).toHaveAttribute('href', `${origin}/explorer/evm-1/txs/${evm.evmTxHash}`)
    expect(calls).toEqual(
      expect.arrayContaining(['cosmos_cosmosTxHashByTxHash', 'cosmos_txHashByCosmosTxHash']),
    )
  })

  test('behavior: without a JSON-RPC (move-1) nothing is asked, and a tx with no EVM side shows none', async () => {
    const calls = jsonRpcCalls()
    renderWith(<TxDetail txHash={move.txHash} chainId="move-1" />)
    await waitFor(() => expect(field('Fee')).toHaveTextContent(/ INIT$/))
    expect(screen.queryByText('EVM tx', { selector: 'dt' })).toBeNull()
    expect(calls).toEqual([])
  })

  test('behavior: a JSON-RPC that fails leaves the block heuristic to find the Cosmos tx', async () => {
    const original = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      return url.endsWith('/json-rpc')
        ? Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 }))
        : original(input, init)
    })
    renderWith(<EvmTxDetail txHash={evm.evmTxHash!} />)
    expect(await screen.findByRole('link', { name: evm.evmTxCosmosHash! })).toBeVisible()
  })
})
