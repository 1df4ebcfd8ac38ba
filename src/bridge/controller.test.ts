// Full transfers through the controller, over real HTTP to a devnet of its own (router at 1000x speed, the
// Cosmos chain stand-ins that verify signatures, anvil), with the real wallet adapters.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { StargateClient } from '@cosmjs/stargate'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type DevnetServer, startDevnetServer } from '../../packages/devnet/src/server.ts'
import { nobleToL1, nobleToMove } from '../../test/bridgeRequests.ts'
import { until } from '../../test/untilState.ts'
import { cosmosTestWallet, evmTestWallet } from '../../test/wallets.ts'
import { createRouterClient } from '../router/client.ts'
import { combineWallets } from '../wallet/combineWallets.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { type BridgeControllerOptions, createBridgeController } from './controller.ts'
import { createMemoryStorage, type TransferStorage } from './store/storage.ts'
import type { BridgeState } from './types.ts'

// a contributor without an anvil binary skips the EVM flow; CI always has one
const hasAnvil =
  Boolean(process.env.CI) ||
  existsSync(
    process.env.ANVIL_PATH ?? fileURLToPath(new URL('../../node_modules/.bin/anvil', import.meta.url)),
  )

let devnet: DevnetServer
let wallet: WalletAdapter

beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, router: { speed: 1000 } })
  const cosmos = await cosmosTestWallet(devnet.chains)
  const evm = devnet.evm ? await evmTestWallet(devnet.evm) : undefined
  wallet = combineWallets({ cosmos, evm })
})
afterAll(() => devnet.close())

/** Counts what the wallet was asked to send: observing the real adapter, not replacing it. */
function counted(inner: WalletAdapter) {
  const sent: string[] = []
  const adapter: WalletAdapter = {
    getAddress: (chainId) => inner.getAddress(chainId),
    signOpHook: inner.signOpHook && ((hook) => inner.signOpHook!(hook)),
    async sendTx(tx, options) {
      const result = await inner.sendTx(tx, options)
      sent.push(result.txHash)
      return result
    },
  }
  return { adapter, sent }
}

function bridge(overrides: Partial<BridgeControllerOptions> = {}, { autoClaim = true } = {}) {
  const statuses: string[] = []
  const controller = createBridgeController({
    router: createRouterClient({ baseUrl: devnet.router }),
    wallet,
    storage: createMemoryStorage(),
    quoteDebounceMs: 10,
    polling: { minIntervalMs: 20, maxIntervalMs: 200 },
    // OPinit withdrawals through the devnet's executor stand-in, to their claim
    opWithdrawals: { executors: devnet.opinit.executors, l1RestUrl: devnet.opinit.l1RestUrl },
    ...overrides,
  })
  controller.subscribe(() => {
    const status = controller.getState().status
    if (statuses.at(-1) !== status) statuses.push(status)
  })
  // the user claims a withdrawal as soon as it can be claimed, shown or not
  controller.subscribe(() => {
    if (!autoClaim) return
    for (const transfer of controller.getTransfers())
      if (transfer.phase === 'claimable' && !claimed.has(transfer.id)) {
        claimed.add(transfer.id)
        controller.resume(transfer.id)
      }
  })
  const claimed = new Set<string>()
  controller.start()
  return { controller, statuses }
}

const terminal = (state: BridgeState) =>
  ['completed', 'failed', 'refunded', 'abandoned'].includes(state.status)

describe('useBridgeTransfer flows against the devnet', () => {
  test('default: a Cosmos-source single hop, quoted, signed, tracked and completed', async () => {
    const { adapter, sent } = counted(wallet)
    const events: string[] = []
    const { controller, statuses } = bridge({
      wallet: adapter,
      onSigned: () => events.push('signed'),
      onBroadcast: () => events.push('broadcast'),
      onTracked: () => events.push('tracked'),
      onCompleted: () => events.push('completed'),
    })
    controller.setRequest(nobleToL1)
    const quoted = await until(controller, (state) => state.status === 'quoted')
    expect(quoted.route?.amount_in).toBe('2500000')
    controller.submit()
    controller.submit() // a double click
    const done = await until(controller, terminal)
    controller.stop()

    expect(done.status).toBe('completed')
    expect(statuses).toEqual([
      'quoting',
      'quoted',
      'preparing',
      'signing',
      'broadcasting',
      'tracking',
      'completed',
    ])
    expect(events).toEqual(['signed', 'broadcast', 'tracked', 'completed'])
    expect(sent).toHaveLength(1)
    if (done.status !== 'completed') return
    expect(done.txHash).toBe(sent[0])
    expect(done.chainId).toBe('noble-1')
    expect(done.hops).toMatchObject([{ kind: 'ibc_transfer', state: 'TRANSFER_SUCCESS' }])
    expect(done.lastStatus?.state).toBe('STATE_COMPLETED_SUCCESS')
    expect(done.transfer.txs[0]?.status).toBe(done.lastStatus)
    // the tx is on the chain, signed by the user
    const chain = await StargateClient.connect(devnet.chains['noble-1']!)
    expect((await chain.getTx(sent[0]!))?.code).toBe(0)
    expect(controller.getTransfers()).toHaveLength(1)
  })

  test('behavior: a route that needs the op-hook signs it before the msgs', async () => {
    const { controller, statuses } = bridge()
    controller.setRequest(nobleToMove)
    await until(controller, (state) => state.status === 'quoted')
    controller.submit()
    const done = await until(controller, terminal)
    controller.stop()
    expect(done.status).toBe('completed')
    expect(statuses).toContain('signingOpHook')
    expect(statuses.indexOf('signingOpHook')).toBeLessThan(statuses.indexOf('signing'))
  })

  test.skipIf(!hasAnvil)(
    'behavior: a two-tx route with an ERC-20 approval runs tx by tx to the end',
    async () => {
      const evm = devnet.evm!
      const { adapter, sent } = counted(wallet)
      const { controller, statuses } = bridge({ wallet: adapter })
      controller.setRequest({
        sourceChainId: '4354',
        sourceDenom: evm.tokens.usdc,
        destChainId: 'noble-1',
        destDenom: 'uusdc',
        amountIn: '1000000',
      })
      const quoted = await until(controller, (state) => state.status === 'quoted')
      expect(quoted.route?.txs_required).toBe(2)
      controller.submit()
      const done = await until(controller, terminal, 30_000)
      controller.stop()
      expect(done.status).toBe('completed')
      // the rollup tx, the claim on L1, the L1 tx
      expect(sent).toHaveLength(3)
      expect(statuses).toContain('approving')
      // the first tx withdraws from the rollup: the second waits for its claim
      expect(statuses).toEqual(expect.arrayContaining(['finalizing', 'claimable', 'claiming']))
      // the second signature follows the first transfer's arrival
      expect(statuses.lastIndexOf('signing')).toBeGreaterThan(statuses.indexOf('tracking'))
      if (done.status === 'completed')
        expect(done.transfer.txs.map((tx) => tx.chainId)).toEqual(['4354', 'initiation-2'])
    },
  )

  test.skipIf(!hasAnvil)(
    'behavior: when the user has moved on, a multi-tx route waits for them (here at its claim) and resumes on request',
    async () => {
      const evm = devnet.evm!
      const { adapter, sent } = counted(wallet)
      const { controller } = bridge({ wallet: adapter }, { autoClaim: false })
      controller.setRequest({
        sourceChainId: '4354',
        sourceDenom: evm.tokens.usdc,
        destChainId: 'noble-1',
        destDenom: 'uusdc',
        amountIn: '1000000',
      })
      await until(controller, (state) => state.status === 'quoted')
      controller.submit()
      const tracking = await until(controller, (state) => state.status === 'tracking')
      const id = 'transfer' in tracking ? tracking.transfer.id : ''
      controller.reset() // the user leaves the transfer to run in the background
      // the first tx withdraws from the rollup: the transfer waits for the user's claim before the second
      const waiting = await new Promise<string | undefined>((resolve) => {
        const check = () => {
          const record = controller.getTransfers().find((transfer) => transfer.id === id)
          if (record?.phase === 'claimable') resolve(record.phase)
        }
        controller.subscribe(check)
        check()
      })
      expect(waiting).toBe('claimable')
      expect(sent).toHaveLength(1)
      controller.resume(id)
      const done = await until(controller, terminal, 30_000)
      controller.stop()
      expect(done.status).toBe('completed')
      // the claim, then the second tx
      expect(sent).toHaveLength(3)
    },
  )

  test('behavior: a rejected signature returns to the quote with a clear error, nothing stored', async () => {
    const storage = createMemoryStorage()
    const rejecting = await cosmosTestWallet(devnet.chains, (signer) => ({
      ...signer,
      signDirect: () => Promise.reject(new Error('Request rejected by the user')),
    }))
    const { controller } = bridge({ wallet: rejecting, storage })
    controller.setRequest(nobleToL1)
    await until(controller, (state) => state.status === 'quoted')
    controller.submit()
    const back = await until(controller, (state) => state.status === 'quoted' && state.error !== null)
    controller.stop()
    expect(back.error?.name).toBe('UserRejectedError')
    expect(await storage.load()).toEqual([])
  })

  test('behavior: a reload mid-flow resumes tracking; the tx is sent once and the transfer completes', async () => {
    const storage: TransferStorage = createMemoryStorage()
    const first = counted(wallet)
    const page1 = bridge({ wallet: first.adapter, storage, router: slowRouter() })
    page1.controller.setRequest(nobleToL1)
    await until(page1.controller, (state) => state.status === 'quoted')
    page1.controller.submit()
    await until(page1.controller, (state) => state.status === 'tracking')
    page1.controller.stop() // the tab closes while the router follows the transfer

    const second = counted(wallet)
    const page2 = bridge({ wallet: second.adapter, storage })
    // nothing to click: unfinished transfers continue on mount
    const finished = await new Promise((resolve) => {
      const check = () => page2.controller.getTransfers()[0]?.phase === 'completed' && resolve(true)
      page2.controller.subscribe(check)
      check()
    })
    page2.controller.stop()
    expect(finished).toBe(true)
    expect(first.sent).toHaveLength(1)
    expect(second.sent).toHaveLength(0)
    const [stored] = await storage.load()
    expect(stored).toMatchObject({ phase: 'completed', txs: [{ txHash: first.sent[0], tracked: true }] })
  })

  test('behavior: two tabs on the same storage: one drives the transfer, the other never tracks it', async () => {
    const storage = createMemoryStorage()
    const page0 = bridge({ storage, router: slowRouter() })
    page0.controller.setRequest(nobleToL1)
    await until(page0.controller, (state) => state.status === 'quoted')
    page0.controller.submit()
    await until(
      page0.controller,
      (state) => state.status === 'tracking' && state.transfer.txs[0]?.tracked === true,
    )
    page0.controller.stop()

    const tabs = [countingRouter(), countingRouter()]
    const [a, b] = tabs.map(({ router }) => bridge({ storage, router }).controller)
    const [stored] = await storage.load()
    await Promise.all(
      [a!, b!].map(
        (controller) =>
          new Promise<void>((resolve) => {
            const check = () => controller.getTransfers()[0]?.phase === 'completed' && resolve()
            controller.subscribe(check)
            check()
          }),
      ),
    )
    a!.stop()
    b!.stop()
    expect(stored?.phase).toBe('tracking')
    // exactly one tab asked the router about it
    expect(tabs.map(({ calls }) => calls.length > 0).sort()).toEqual([false, true])
    expect(tabs.flatMap(({ calls }) => calls).filter((path) => path.endsWith('/track'))).toEqual([])
  })

  test('behavior: finished transfers are evicted beyond maxHistory, unfinished ones never', async () => {
    const storage = createMemoryStorage()
    const finished = (id: string, createdAt: number) =>
      ({ version: 1, id, createdAt, updatedAt: createdAt, phase: 'completed', txs: [], route: {} }) as never
    for (let index = 0; index < 4; index++) await storage.save(finished(`done-${index}`, index))
    await storage.save({ ...(finished('waiting', -1) as object), phase: 'actionRequired' } as never)
    const { controller } = bridge({ storage, maxHistory: 2 })
    controller.setRequest(nobleToL1)
    await until(controller, (state) => state.status === 'quoted')
    controller.submit()
    await until(controller, terminal)
    controller.stop()
    const ids = (await storage.load()).map((record) => record.id)
    // the new transfer and the one waiting for the user fill both places: every finished one goes
    expect(ids).toHaveLength(2)
    expect(ids).toContain('waiting')
    expect(ids.filter((id) => id.startsWith('done-'))).toEqual([])
  })

  test('behavior: a gas route is evicted with its transfer, never before it (its screen would read it as never sent)', async () => {
    const storage = createMemoryStorage()
    const record = (id: string, createdAt: number, more: object = {}) =>
      ({
        version: 1,
        id,
        createdAt,
        updatedAt: createdAt,
        phase: 'completed',
        txs: [],
        route: {},
        ...more,
      }) as never
    const sentGas = (transferId: string) => ({ gas: { transferId, error: null } })
    await storage.save(record('waiting', -2, { phase: 'actionRequired', ...sentGas('waiting-gas') }))
    await storage.save(record('waiting-gas', -1, { gasFor: 'waiting' }))
    for (let index = 0; index < 3; index++) {
      await storage.save(record(`done-${index}`, index, sentGas(`done-${index}-gas`)))
      await storage.save(record(`done-${index}-gas`, index, { gasFor: `done-${index}` }))
    }
    const { controller } = bridge({ storage, maxHistory: 2 })
    controller.setRequest(nobleToL1)
    await until(controller, (state) => state.status === 'quoted')
    controller.submit()
    await until(controller, terminal)
    controller.stop()
    const ids = (await storage.load()).map((stored) => stored.id)
    // the transfer waiting for the user keeps its gas route's record; the finished ones go, each with its own
    expect(ids).toContain('waiting')
    expect(ids).toContain('waiting-gas')
    expect(ids.filter((id) => id.startsWith('done-'))).toEqual([])
  })

  test('behavior: a quote still loading when the request changes is aborted and never shown', async () => {
    const signals: AbortSignal[] = []
    const router = createRouterClient({
      baseUrl: devnet.router,
      headers: { 'x-devnet-fault': 'latency=300' },
      fetch: (input, init) => {
        if (String(input).endsWith('/route') && init?.signal) signals.push(init.signal)
        return fetch(input, init)
      },
    })
    const { controller, statuses } = bridge({ router })
    controller.setRequest(nobleToL1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    controller.setRequest({ ...nobleToL1, amountIn: '7000000' })
    const quoted = await until(controller, (state) => state.status === 'quoted')
    controller.stop()
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
    expect(quoted.route?.amount_in).toBe('7000000')
    expect(statuses.filter((status) => status === 'quoted')).toHaveLength(1)
  })

  test('behavior: an expired quote is refreshed with a newer one', async () => {
    const { controller } = bridge({ quoteTtlMs: 100 })
    controller.setRequest(nobleToL1)
    const first = await until(controller, (state) => state.status === 'quoted')
    const second = await until(
      controller,
      (state) => state.status === 'quoted' && first.status === 'quoted' && state.quotedAt > first.quotedAt,
    )
    controller.stop()
    expect(second.route?.amount_in).toBe(nobleToL1.amountIn)
  })

  test('behavior: a callback that throws changes nothing: the hash is saved and the transfer completes', async () => {
    const { adapter, sent } = counted(wallet)
    const { controller } = bridge({
      wallet: adapter,
      onSigned: () => {
        throw new Error('an app bug')
      },
      onBroadcast: () => {
        throw new Error('another app bug')
      },
    })
    controller.setRequest(nobleToL1)
    await until(controller, (state) => state.status === 'quoted')
    controller.submit()
    const done = await until(controller, terminal)
    controller.stop()
    expect(done.status).toBe('completed')
    expect(sent).toHaveLength(1)
  })

  test('behavior: with an async storage, a submit before the first load and other tabs writing, one send', async () => {
    const inner = createMemoryStorage()
    const slow = <value>(work: () => value) =>
      new Promise<Awaited<value>>((resolve) => setTimeout(async () => resolve(await work()), 15))
    const storage: TransferStorage = {
      load: () => slow(() => inner.load()),
      save: (record) => slow(() => inner.save(record)),
      remove: (id) => slow(() => inner.remove(id)),
      subscribe: inner.subscribe,
    }
    const { adapter, sent } = counted(wallet)
    const tabA = bridge({ wallet: adapter, storage })
    const tabB = bridge({ wallet: adapter, storage })
    tabA.controller.setRequest(nobleToL1)
    await until(tabA.controller, (state) => state.status === 'quoted')
    tabA.controller.submit()
    const done = await until(tabA.controller, terminal)
    tabA.controller.stop()
    tabB.controller.stop()
    expect(done.status).toBe('completed')
    expect(sent).toHaveLength(1)
  })

  test('behavior: an abandoned transfer, resumed, is tracked again with retry_track and completes', async () => {
    const storage = createMemoryStorage()
    const stalled = bridge({
      storage,
      router: createRouterClient({ baseUrl: devnet.router, headers: { 'x-devnet-fault': 'abandoned' } }),
    })
    stalled.controller.setRequest(nobleToL1)
    await until(stalled.controller, (state) => state.status === 'quoted')
    stalled.controller.submit()
    const abandoned = await until(stalled.controller, terminal)
    stalled.controller.stop()
    expect(abandoned.status).toBe('abandoned')

    // a real abandon comes long after the broadcast: resuming must not time out at once
    await new Promise((resolve) => setTimeout(resolve, 400))
    const { router, calls } = countingRouter()
    const { controller } = bridge({ storage, router, trackTimeoutMs: 300 })
    controller.resume(abandoned.status === 'abandoned' ? abandoned.transfer.id : '')
    const done = await until(controller, terminal)
    controller.stop()
    expect(done.status).toBe('completed')
    expect(calls.filter((path) => path.endsWith('/retry_track'))).toHaveLength(1)
  })

  test('behavior: a tx the router never sees stops tracking after the timeout and asks the user', async () => {
    const router = createRouterClient({
      baseUrl: devnet.router,
      headers: { 'x-devnet-fault': 'track-404=1000' },
    })
    const { controller } = bridge({ router, trackTimeoutMs: 300 })
    controller.setRequest(nobleToL1)
    await until(controller, (state) => state.status === 'quoted')
    controller.submit()
    const waiting = await until(controller, (state) => state.status === 'actionRequired')
    controller.stop()
    expect(waiting.error?.name).toBe('TrackTimeoutError')
    expect('transfer' in waiting && waiting.txHash).toMatch(/^[0-9A-F]{64}$/)
  })

  test('behavior: track is retried while the router has not seen the tx, registering it once', async () => {
    const trackCalls: number[] = []
    const router = createRouterClient({
      baseUrl: devnet.router,
      headers: { 'x-devnet-fault': 'track-404=3' },
      fetch: (input, init) => {
        if (String(input).endsWith('/v2/tx/track')) trackCalls.push(Date.now())
        return fetch(input, init)
      },
    })
    const { controller } = bridge({ router })
    controller.setRequest(nobleToL1)
    await until(controller, (state) => state.status === 'quoted')
    controller.submit()
    const done = await until(controller, terminal, 30_000)
    controller.stop()
    expect(done.status).toBe('completed')
    expect(trackCalls).toHaveLength(4)
  })

  test.each([
    ['debounced: one route request once typing settles', 100, 1],
    ['without a debounce every keystroke asks (the control)', 0, 5],
  ])('behavior: quotes while typing, %s', async (_name, quoteDebounceMs, expected) => {
    const routeCalls: string[] = []
    const router = createRouterClient({
      baseUrl: devnet.router,
      fetch: (input, init) => {
        if (String(input).endsWith('/v2/fungible/route')) routeCalls.push(String(init?.body))
        return fetch(input, init)
      },
    })
    const { controller } = bridge({ router, quoteDebounceMs })
    for (const amountIn of ['1', '12', '125', '1250', '12500']) {
      controller.setRequest({ ...nobleToL1, amountIn })
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    const quoted = await until(controller, (state) => state.status === 'quoted')
    controller.stop()
    expect(routeCalls).toHaveLength(expected)
    expect(JSON.parse(routeCalls.at(-1)!).amount_in).toBe('12500')
    expect(quoted.route?.amount_in).toBe('12500')
  })
})

/** A router client that records the paths it requests. */
function countingRouter() {
  const calls: string[] = []
  const router = createRouterClient({
    baseUrl: devnet.router,
    fetch: (input, init) => {
      calls.push(new URL(String(input)).pathname)
      return fetch(input, init)
    },
  })
  return { router, calls }
}

/** A router client on a slower devnet router would need another server: slow the status answers instead. */
function slowRouter() {
  return createRouterClient({
    baseUrl: devnet.router,
    fetch: async (input, init) => {
      if (String(input).includes('/v2/tx/status')) await new Promise((resolve) => setTimeout(resolve, 200))
      return fetch(input, init)
    },
  })
}
