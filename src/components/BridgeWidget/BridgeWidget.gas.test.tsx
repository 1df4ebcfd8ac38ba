// Gas on the destination, as a user meets it (the setup: test/gasOnDestination.tsx).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { createRouterDevnet } from '../../../packages/devnet/src/router/index.ts'
import { usdcL1, usdcMove } from '../../../test/bridgeRequests.ts'
import {
  base,
  empty,
  gasName,
  initMove,
  own,
  type RouterCall,
  review,
  routerOnMsw,
  scriptedWallet,
  u64,
  widget,
} from '../../../test/gasOnDestination.tsx'
import { setupMswServer } from '../../../test/msw.ts'
import { createMemoryStorage, type TransferStorage } from '../../bridge/store/storage.ts'

const server = setupMswServer()
afterEach(cleanup)

const gasLine = () => screen.queryByRole('region', { name: gasName })
const balanceReads = (calls: RouterCall[]) =>
  calls.filter((call) => call.path === '/v2/info/balances' && JSON.stringify(call.body).includes('"move-1"'))

test('behavior: a recipient who holds INIT on the rollup is offered no gas', async () => {
  const calls = routerOnMsw(server)
  const { wallet, sent } = scriptedWallet()
  render(widget({ wallet }))
  await review()
  // the check is made: the rollup's fee token asked of the recipient's balances
  await waitFor(() => expect(balanceReads(calls)).toHaveLength(1))
  expect(balanceReads(calls)[0]?.body).toEqual({
    chains: { 'move-1': { address: own['move-1'], denoms: [initMove] } },
  })
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  expect(await screen.findByText(/^You received /, {}, { timeout: 10_000 })).toBeTruthy()
  // by then a gas route would have been asked for and shown: none was, and one tx was signed
  expect(calls.filter((call) => call.body?.dest_asset_denom === initMove)).toEqual([])
  expect(gasLine()).toBeNull()
  expect(screen.queryByText(/for fees/)).toBeNull()
  expect(sent).toHaveLength(1)
})

test('behavior: a recipient without INIT sees the gas line with its cost, and at most 2 router calls more for it', async () => {
  const calls = routerOnMsw(server)
  render(widget({ wallet: scriptedWallet().wallet }))
  await review(empty)
  const line = await screen.findByRole('region', { name: gasName })
  expect(within(line).getByText('The recipient has no INIT to pay fees.')).toBeTruthy()
  // $0.10 of USDC (the route's own price: 1 USDC = $1) buys INIT at the devnet pool's rate
  const cost = within(line).getByText(/^0\.1 USDC for [\d.]+ INIT$/)
  expect(cost).toBeTruthy()
  expect(
    (within(line).getByRole('checkbox', { name: 'Bring INIT for fees' }) as HTMLInputElement).checked,
  ).toBe(true)
  // per quote: the main route (asked again as the recipient was typed), then the recipient's fee balance and the
  // gas route, and nothing more
  const asked = calls.filter(
    (call) => call.path === '/v2/fungible/route' || balanceReads(calls).includes(call),
  )
  const lastQuote = asked.map((call) => call.body?.dest_asset_denom).lastIndexOf(usdcMove)
  const quoteCalls = asked.slice(lastQuote)
  expect(quoteCalls.map((call) => [call.path, call.body?.dest_asset_denom])).toEqual([
    ['/v2/fungible/route', usdcMove],
    ['/v2/info/balances', undefined],
    ['/v2/fungible/route', initMove],
  ])
  expect(
    calls.filter((call) => call.path === '/v2/info/balances' && !balanceReads(calls).includes(call)).length,
  ).toBeLessThanOrEqual(1)
  expect(quoteCalls[2]?.body).toMatchObject({
    amount_in: '100000',
    allow_multi_tx: false,
    source_asset_denom: usdcL1,
  })
})

test('behavior: kept on, the gas route is signed after the transfer, to the recipient, and its progress shows; a reload keeps both', async () => {
  routerOnMsw(server)
  const storage: TransferStorage = createMemoryStorage()
  const { wallet, sent, hooks } = scriptedWallet()
  const view = render(widget({ wallet, storage }))
  await review(empty)
  const line = await screen.findByRole('region', { name: gasName })
  const brought = within(line)
    .getByText(/^0\.1 USDC for ([\d.]+ INIT)$/)
    .textContent!.replace(/^.* for /, '')
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  expect(await screen.findByText(`${brought} for fees arrived`, {}, { timeout: 10_000 })).toBeTruthy()
  // the transfer's 5 USDC, then the gas route's 0.1 USDC, whose INIT the op-hook deposits to the recipient
  expect(sent).toHaveLength(2)
  expect(JSON.parse(sent[0]!.cosmos_tx!.msgs[0]!.msg)).toMatchObject({
    to: empty,
    amount: { denom: usdcL1, amount: '5000000' },
  })
  // the swap's amount is a Move argument
  expect(JSON.stringify(sent[1])).toContain(u64(100000n))
  expect(sent[1]?.cosmos_tx?.chain_id).toBe('initiation-2')
  expect(hooks).toHaveLength(1)
  expect(hooks[0]).toContain(empty)

  // a reload: the same storage, a new page
  view.unmount()
  render(widget({ wallet, storage }))
  await userEvent.click(await screen.findByRole('button', { name: 'Show' }))
  expect(await screen.findByText(`${brought} for fees arrived`)).toBeTruthy()
  // the history lists the transfer (now on screen, so without Show), never its gas route
  expect(screen.queryAllByRole('button', { name: 'Show' })).toHaveLength(0)
})

test('behavior: turned off, nothing but the transfer is signed', async () => {
  routerOnMsw(server)
  const { wallet, sent } = scriptedWallet()
  render(widget({ wallet }))
  await review(empty)
  const line = await screen.findByRole('region', { name: gasName })
  await userEvent.click(within(line).getByRole('checkbox', { name: 'Bring INIT for fees' }))
  expect(within(line).queryByText(/ for [\d.]+ INIT$/)).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  expect(await screen.findByText(/^You received /, {}, { timeout: 10_000 })).toBeTruthy()
  expect(sent).toHaveLength(1)
  expect(screen.queryByText(/for fees/)).toBeNull()
})

test('behavior: a gas route the user declines says so, and the transfer completes', async () => {
  routerOnMsw(server)
  const { wallet, sent } = scriptedWallet((_tx, index) => index === 1)
  render(widget({ wallet }))
  await review(empty)
  await screen.findByRole('region', { name: gasName })
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  expect(
    await screen.findByText(
      /for fees was not brought\. The transfer is not affected\./,
      {},
      { timeout: 10_000 },
    ),
  ).toBeTruthy()
  expect(await screen.findByText(/^You received /, {}, { timeout: 10_000 })).toBeTruthy()
  expect(sent).toHaveLength(2)
})

test('behavior: msgs for the gas route that take more than the review showed are never signed; the transfer completes', async () => {
  const devnet = createRouterDevnet({ speed: 200 })
  server.use(
    http.all(`${base}/*`, async ({ request }) => {
      const body =
        request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {}
      // the router hands out msgs for nine times the gas route's amount
      if (new URL(request.url).pathname === '/v2/fungible/msgs' && body.dest_asset_denom === initMove)
        return devnet.fetch(
          new Request(request.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...body, amount_in: '900000' }),
          }),
        )
      return devnet.fetch(request)
    }),
  )
  const { wallet, sent } = scriptedWallet()
  render(widget({ wallet }))
  await review(empty)
  await screen.findByRole('region', { name: gasName })
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  expect(await screen.findByText(/for fees was not brought/, {}, { timeout: 10_000 })).toBeTruthy()
  expect(await screen.findByText(/^You received /, {}, { timeout: 10_000 })).toBeTruthy()
  expect(sent).toHaveLength(1)
})

test('behavior: a gas route the router cannot quote gives a sentence, and the transfer goes without it', async () => {
  routerOnMsw(server)
  server.use(
    http.post(`${base}/v2/fungible/route`, async ({ request }) => {
      const body = (await request.clone().json()) as { dest_asset_denom: string }
      if (body.dest_asset_denom === initMove)
        return HttpResponse.json({ code: 5, message: 'no routes found', details: [] }, { status: 404 })
    }),
  )
  const { wallet, sent } = scriptedWallet()
  render(widget({ wallet }))
  await review(empty)
  expect(
    await screen.findByText('Gas for fees could not be added. The transfer works without it.'),
  ).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  expect(await screen.findByText(/^You received /, {}, { timeout: 10_000 })).toBeTruthy()
  expect(sent).toHaveLength(1)
})

test('parameters: gasOnDestination false asks nothing and offers nothing', async () => {
  const calls = routerOnMsw(server)
  render(widget({ wallet: scriptedWallet().wallet, gasOnDestination: false }))
  await review(empty)
  await screen.findByText('Minimum received')
  expect(balanceReads(calls)).toHaveLength(0)
  expect(gasLine()).toBeNull()
})

test('parameters: gasOnDestination { usd } sets the amount', async () => {
  const calls = routerOnMsw(server)
  render(widget({ wallet: scriptedWallet().wallet, gasOnDestination: { usd: 0.5 } }))
  await review(empty)
  const line = await screen.findByRole('region', { name: gasName })
  expect(within(line).getByText(/^0\.5 USDC for [\d.]+ INIT$/)).toBeTruthy()
  expect(calls.find((call) => call.body?.dest_asset_denom === initMove)?.body?.amount_in).toBe('500000')
})
