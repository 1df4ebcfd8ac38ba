// The widget opened with a token as the chain registry names it (a Portfolio row), against the devnet's registry and
// router over HTTP: the devnet's router routes the minievm rollup `evm-1` as EVM chain 4354 and its tokens by their
// ERC-20 contracts, the L1 by the registry's own chain id and denoms.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, inject, test } from 'vitest'
import { defaultEvmContracts } from '../../../packages/devnet/src/router/registry.ts'
import { usdcL1 } from '../../../test/bridgeRequests.ts'
import { createMemoryStorage } from '../../bridge/store/storage.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import type { WalletAdapter } from '../../wallet/types.ts'
import { BridgeWidget, type BridgeWidgetProps } from './BridgeWidget.tsx'

afterEach(cleanup)

const wallet: WalletAdapter = {
  getAddress: async (chainId) =>
    chainId === '4354'
      ? '0xfc3a8488fbaa04a3df35772ebd460b850c2d8ec4'
      : 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
  sendTx: async () => {
    throw new Error('nothing is signed here')
  },
}

const widget = (props: Partial<BridgeWidgetProps>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: `${inject('devnetUrl')}/registry` }}>
        <BridgeWidget
          wallet={wallet}
          router={{ baseUrl: inject('devnetRouter') }}
          storage={createMemoryStorage()}
          locale="en-US"
          {...props}
        />
      </RollscopeProvider>
    </QueryClientProvider>,
  )

// a Portfolio row as `onAssetSelect` hands it: the registry's chain id and bank denom, and the rest of the row
const row = (chainId: string, denom: string) => ({ chainId, denom, symbol: 'USDC', amount: 5_000_000n })

test('default: an evm/ token of a minievm rollup opens on its ERC-20 on the rollup', async () => {
  const usdcEvm = `evm/${defaultEvmContracts.usdc.slice(2).toLowerCase()}`
  widget({ defaultSource: row('evm-1', usdcEvm), defaultDestination: row('initiation-2', usdcL1) })
  expect(
    await screen.findByRole('button', { name: 'From: USDC on Minievm Devnet' }, { timeout: 10_000 }),
  ).toBeVisible()
  expect(screen.getByRole('button', { name: 'To: USDC on Initia' })).toBeVisible()
  expect(screen.queryByText(/cannot be bridged/)).toBeNull()
})

test('behavior: a token the router names as the registry does is taken as it is', async () => {
  widget({ defaultSource: row('initiation-2', usdcL1) })
  expect(
    await screen.findByRole('button', { name: 'From: USDC on Initia' }, { timeout: 10_000 }),
  ).toBeVisible()
})

test('behavior: the `chainId/denom` key of the router still works', async () => {
  widget({ defaultSource: `4354/${defaultEvmContracts.usdc}` })
  expect(
    await screen.findByRole('button', { name: 'From: USDC on Minievm Devnet' }, { timeout: 10_000 }),
  ).toBeVisible()
})

test('behavior: a token the router does not offer says so, and the form offers its own', async () => {
  widget({
    defaultSource: row('move-1', 'l2/0000000000000000000000000000000000000000000000000000000000000000'),
  })
  expect(
    await screen.findByText(/That token cannot be bridged from here/, undefined, { timeout: 10_000 }),
  ).toBeVisible()
  expect(screen.getByRole('button', { name: /^From: / })).toBeVisible()
})
