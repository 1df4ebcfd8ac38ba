// AccountActivity with chainIds on a server: prefetchAccountActivity loads what the component asks for, under the
// same keys, so the server's HTML already holds both rollups' rows (over HTTP to the devnet and its registry).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { expect, inject, test } from 'vitest'
import { createIndexerDevnet } from '../../../packages/devnet/src/isomorphic.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { prefetchAccountActivity } from '../../query/accountActivity.ts'
import { createRegistryClient } from '../../registry/client.ts'
import { AccountActivity } from './AccountActivity.tsx'

const origin = inject('devnetUrl')
const { accounts } = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures

test('behavior: prefetched on a server, the first rows of both rollups are in the HTML', async () => {
  const queryClient = new QueryClient()
  const registry = createRegistryClient({ network: { url: `${origin}/registry` } })
  const account = accounts[3]!.bech32
  await prefetchAccountActivity(queryClient, { registry, account, chainIds: 'all' })
  // chains.json, and per chain (the L1 and both rollups) its txs, its NFTs, and what names its balance changes (its
  // registry view and assetlist); EVM receipts on evm-1 only
  expect(queryClient.getQueryCache().getAll()).toHaveLength(14)
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RollscopeProvider network={registry} chainId="evm-1">
        <AccountActivity account={account} chainIds="all" height={400} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  expect(html).toContain('data-state="success"')
  expect(html).toContain('<span class="rs-chain" title="Evm (evm-1)">Evm</span>')
  expect(html).toContain('<span class="rs-chain" title="Move (move-1)">Move</span>')
  // nothing was asked for while rendering: every query the component made was already in the cache
  expect(queryClient.getQueryCache().getAll()).toHaveLength(14)
})
