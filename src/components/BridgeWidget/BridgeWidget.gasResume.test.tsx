// Gas on the destination never sent: the page closed after the transfer's first tx and before its gas route was
// signed, or the wallet declined the gas route. A reload (a new page on the same storage) signs nothing unasked, says
// so, and brings the gas when the user asks: quoted again, its cost shown, signed once. (Setup: test/gasOnDestination.tsx.)
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { closingPage } from '../../../test/closingPage.ts'
import {
  empty,
  gasName,
  initMove,
  review,
  routerOnMsw,
  scriptedWallet,
  u64,
  widget,
} from '../../../test/gasOnDestination.tsx'
import { setupMswServer } from '../../../test/msw.ts'
import { createMemoryStorage } from '../../bridge/store/storage.ts'

const server = setupMswServer()
afterEach(cleanup)

const notSent =
  /for fees was not sent: the page closed before it was signed\. The transfer is not affected\.$/

test('behavior: a page closed before the gas route started: the reload signs nothing unasked, says so, and brings the gas on the user’s Confirm', async () => {
  const calls = routerOnMsw(server)
  const stored = createMemoryStorage()
  // the first page goes away as it notes the gas route's start: that save, and anything after it, never lands
  const page1 = closingPage(stored)
  let closing = false
  void page1.closing.then(() => {
    closing = true
  })
  const first = scriptedWallet()
  const page = render(widget({ wallet: first.wallet, storage: page1.storage }))
  await review(empty)
  await screen.findByRole('region', { name: gasName })
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  await waitFor(() => expect(closing).toBe(true), { timeout: 10_000 })
  page.unmount()
  // its locks go with it (a closed tab releases its Web Locks)
  page1.close()
  // the transfer's one tx went; nothing of the gas route
  expect(first.sent).toHaveLength(1)
  expect(stored.load()).toHaveLength(1)

  // the reload: the same storage, a new page, a wallet that records what it is asked
  const second = scriptedWallet()
  render(widget({ wallet: second.wallet, storage: stored }))
  await userEvent.click(await screen.findByRole('button', { name: 'Show' }, { timeout: 5000 }))
  expect(await screen.findByText(/^You received /, {}, { timeout: 10_000 })).toBeTruthy()
  const line = await screen.findByText(notSent)
  const amount = line.textContent!.replace(/ for fees.*$/, '')
  // the transfer was taken up and completed: the wallet was never asked for the gas route
  expect(second.sent).toHaveLength(0)

  const routesBefore = calls.filter((call) => call.body?.dest_asset_denom === initMove).length
  await userEvent.click(screen.getByRole('button', { name: 'Bring INIT for fees' }))
  // quoted again, its cost shown, nothing signed yet: $0.10 of USDC at the router's price of USDC ($1)
  const cost = await screen.findByText(/^0\.1 USDC for ([\d.]+ INIT)$/)
  // the transfer is already sent: the signatures are asked now, not "after the transfer"
  expect(screen.getByText(/^(One signature|\d+ signatures) in your wallet\.$/)).toBeTruthy()
  expect(screen.queryByText(/after the transfer\.$/)).toBeNull()
  expect(second.sent).toHaveLength(0)
  const asked = calls.filter((call) => call.body?.dest_asset_denom === initMove).slice(routesBefore)
  expect(asked.map((call) => [call.path, call.body?.amount_in, call.body?.allow_multi_tx])).toEqual([
    ['/v2/fungible/route', '100000', false],
  ])
  const brought = cost.textContent!.replace(/^.* for /, '')
  expect(brought).toBe(amount)

  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  expect(await screen.findByText(`${brought} for fees arrived`, {}, { timeout: 10_000 })).toBeTruthy()
  // signed once: the swap of 0.1 USDC on the source, its INIT deposited to the recipient by the op-hook
  expect(second.sent).toHaveLength(1)
  expect(second.sent[0]?.cosmos_tx?.chain_id).toBe('initiation-2')
  expect(JSON.stringify(second.sent[0])).toContain(u64(100000n))
  expect(second.hooks).toHaveLength(1)
  expect(second.hooks[0]).toContain(empty)
  expect(screen.queryByRole('button', { name: 'Bring INIT for fees' })).toBeNull()
  expect(screen.queryByText(notSent)).toBeNull()
})

test('behavior: a gas route the wallet declined can be asked for again, and signs once', async () => {
  routerOnMsw(server)
  const storage = createMemoryStorage()
  // the second tx, the gas route, is declined; everything after is signed
  const { wallet, sent } = scriptedWallet((_tx, index) => index === 1)
  const page = render(widget({ wallet, storage }))
  await review(empty)
  await screen.findByRole('region', { name: gasName })
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  expect(await screen.findByText(/^You received /, {}, { timeout: 10_000 })).toBeTruthy()
  await screen.findByText(
    /for fees was not brought\. The transfer is not affected\./,
    {},
    { timeout: 10_000 },
  )
  expect(sent).toHaveLength(2)

  // after a reload too
  page.unmount()
  render(widget({ wallet, storage }))
  await userEvent.click(await screen.findByRole('button', { name: 'Show' }, { timeout: 5000 }))
  await userEvent.click(await screen.findByRole('button', { name: 'Bring INIT for fees' }))
  const cost = await screen.findByText(/^0\.1 USDC for ([\d.]+ INIT)$/)
  // Back signs nothing
  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  expect(screen.queryByText(cost.textContent!)).toBeNull()
  expect(sent).toHaveLength(2)
  await userEvent.click(screen.getByRole('button', { name: 'Bring INIT for fees' }))
  const brought = (await screen.findByText(/^0\.1 USDC for ([\d.]+ INIT)$/)).textContent!.replace(
    /^.* for /,
    '',
  )
  const confirm = screen.getByRole('button', { name: 'Confirm and sign' })
  await userEvent.dblClick(confirm)
  expect(await screen.findByText(`${brought} for fees arrived`, {}, { timeout: 10_000 })).toBeTruthy()
  expect(sent).toHaveLength(3)
  expect(within(document.body).queryByRole('button', { name: 'Bring INIT for fees' })).toBeNull()
})

test('behavior: another tab still driving the transfer starts its gas route: this one shows it to come and offers no Bring', async () => {
  routerOnMsw(server)
  const stored = createMemoryStorage()
  // the first tab stops as it notes the gas route's start, and stays open: it holds the transfer
  const tab1 = closingPage(stored)
  let closing = false
  void tab1.closing.then(() => {
    closing = true
  })
  const first = scriptedWallet()
  render(widget({ wallet: first.wallet, storage: tab1.storage }))
  await review(empty)
  await screen.findByRole('region', { name: gasName })
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }))
  await waitFor(() => expect(closing).toBe(true), { timeout: 10_000 })

  // a second tab on the same storage shows the transfer the first one drives
  const second = scriptedWallet()
  const tab2 = render(widget({ wallet: second.wallet, storage: stored }))
  const inTab2 = within(tab2.container)
  await userEvent.click(await inTab2.findByRole('button', { name: 'Show' }, { timeout: 5000 }))
  await inTab2.findByText(/for fees: after the transfer is sent$/, {}, { timeout: 10_000 })
  expect(inTab2.queryByText(notSent)).toBeNull()
  expect(inTab2.queryByRole('button', { name: 'Bring INIT for fees' })).toBeNull()
  expect(second.sent).toHaveLength(0)
  tab1.close()
})
