// EvmTxDetail's fees as a person reads them, over HTTP to the devnet and its chain registry: the EVM's own fee
// (gas used × price), the Cosmos fee minievm charged on the gas limit, and what the sender paid after the refund.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, inject, test } from 'vitest'
import { createIndexerDevnet } from '../../../packages/devnet/src/isomorphic.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { feePaidBy } from './EvmFeeFields.tsx'
import { EvmTxDetail } from './EvmTxDetail.tsx'

const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
afterEach(cleanup)

test('default: each fee says what it is', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: `${inject('devnetUrl')}/registry` }} chainId="evm-1">
        <EvmTxDetail txHash={evm.evmTxHash!} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const term = async (name: string) =>
    (await screen.findByText(name, { selector: 'dt' }, { timeout: 15_000 })).nextElementSibling as HTMLElement
  const evmFee = await term('EVM fee')
  const charged = await term('Charged up front')
  const paid = await term('Paid by the sender')
  expect(within(evmFee).getByText('gas used × gas price')).toBeVisible()
  expect(within(charged).getByText(/gas limit × gas price/)).toBeVisible()
  expect(within(paid).getByText(/less the refund/)).toBeVisible()
  // minievm's rule (app/posthandler/gasrefund.go, gas_refund_ratio 0.5 by default): the fee on the gas limit, less
  // half the gas left at the same price; the three differ, and what was paid is charged − (charged − used) / 2
  const amount = (dd: HTMLElement) => Number(/^([\d.]+) INIT/.exec(dd.textContent ?? '')?.[1])
  const [used, upFront, net] = [amount(evmFee), amount(charged), amount(paid)]
  expect(used).toBeLessThan(net)
  expect(net).toBeLessThan(upFront)
  expect(net).toBeCloseTo(upFront - (upFront - used) / 2, 7)
})

test('behavior: what the sender paid is its fee less the refund, its address in any case; others are not counted', () => {
  const hex = '0xf1829676db577682e944fc3493d451b67ff3e29f'
  const change = (account: string, direction: 'in' | 'out', amount: bigint, isFee = true) => ({
    account,
    denom: 'evm/5FbDB2315678afecb367f032d93F642f64180aa3',
    amount,
    direction,
    isFee,
    source: 'evm' as const,
    denomKnown: true,
  })
  expect(
    feePaidBy(
      [
        change(hex, 'out', 500n),
        change(hex.toUpperCase().replace('0X', '0x'), 'in', 200n),
        change('0x0000000000000000000000000000000000000001', 'in', 300n),
        change(hex, 'out', 9n, false),
      ],
      hex,
    ),
  ).toEqual([{ denom: 'evm/5FbDB2315678afecb367f032d93F642f64180aa3', amount: '300' }])
  expect(feePaidBy(undefined, hex)).toEqual([])
})
