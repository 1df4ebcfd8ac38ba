// The bridge's guarantees, one test each, without the devnet (test/bridgeHarness.ts: the router is msw over real
// HTTP serving a recorded route and its msgs, the wallet a scripted adapter, storage memory or a failing one).
import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import {
  base,
  bridge,
  completed,
  cosmosLike,
  hash,
  route,
  router,
  routerMsgs,
  server,
  submitted,
  until,
  wallet,
} from '../../test/bridgeHarness.ts'
import {
  json,
  simulateEndpoint,
  simulateResponse,
  simulator,
  transferEvents,
} from '../../test/simulateHarness.ts'
import type { RollscopeError } from '../errors/base.ts'
import { BroadcastUncertainError, UserRejectedError } from '../errors/wallet.ts'
import { createMemoryStorage, type TransferStorage } from './store/storage.ts'
import type { TransferRecord } from './types.ts'

describe('bridge guarantees', () => {
  test('msgs that send more than the quote are refused before any signature', async () => {
    const tx = routerMsgs.txs[0]!.cosmos_tx!
    const inflated = tx.msgs[0]!.msg.replace(
      `"amount":"${route.amount_in}"`,
      `"amount":"${route.amount_in}000"`,
    )
    router({
      msgs: {
        txs: [{ ...routerMsgs.txs[0], cosmos_tx: { ...tx, msgs: [{ ...tx.msgs[0]!, msg: inflated }] } }],
      },
    })
    const { adapter, sent } = wallet(cosmosLike())
    const { controller } = bridge(adapter)
    await submitted(controller)
    const state = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
    controller.stop()
    expect(state.error?.name).toBe('MsgsMismatchError')
    expect(sent).toHaveLength(0)
    expect(controller.getTransfers()).toHaveLength(0)
  })

  test('a tx whose simulation takes more than the quote is refused before any signature', async () => {
    router()
    const tx = routerMsgs.txs[0]!.cosmos_tx!
    const more = String(BigInt(route.amount_in) + 1n)
    simulateEndpoint(() =>
      json(simulateResponse(transferEvents(tx.signer_address, more, route.source_asset_denom))),
    )
    const { adapter, sent } = wallet(cosmosLike())
    const { controller } = bridge(adapter, { simulate: simulator() })
    await submitted(controller)
    const state = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
    controller.stop()
    expect(state.error?.name).toBe('SimulatedOutflowError')
    expect((state.error as RollscopeError).details).toBe(
      `tx 0: the simulation takes ${more} ${route.source_asset_denom} from the signer; the quote allows at most ${route.amount_in} (amount in plus fees)`,
    )
    expect(sent).toHaveLength(0)
    expect(controller.getTransfers()).toHaveLength(0)
  })

  test('the hash is saved before the broadcast', async () => {
    router()
    const storage = createMemoryStorage()
    let storedAtBroadcast: TransferRecord | undefined
    const { adapter } = wallet(
      cosmosLike(async () => {
        storedAtBroadcast = (await storage.load())[0]
      }),
    )
    const { controller } = bridge(adapter, { storage })
    await submitted(controller)
    await until(controller, (s) => s.status === 'completed')
    controller.stop()
    expect(storedAtBroadcast?.txs[0]?.txHash).toBe(hash(1))
    expect(storedAtBroadcast?.phase).toBe('broadcasting')
  })

  test('a hash the wallet reports lower-case with 0x reaches the router as the Cosmos chain writes it', async () => {
    router()
    const asked: string[] = []
    server.use(
      http.post(`${base}/v2/tx/track`, async ({ request }) => {
        const body = (await request.json()) as { tx_hash: string }
        asked.push(body.tx_hash)
        return HttpResponse.json({ tx_hash: body.tx_hash })
      }),
      http.get(`${base}/v2/tx/status`, ({ request }) => {
        const txHash = new URL(request.url).searchParams.get('tx_hash') ?? ''
        asked.push(txHash)
        return HttpResponse.json(completed(txHash))
      }),
    )
    const { adapter } = wallet(async ({ onTxHash }) => {
      const txHash = `0x${hash(1).toLowerCase()}`
      await onTxHash?.({ txHash, chainId: 'dydx-mainnet-1', broadcast: false, nonce: '7' })
      return { txHash, chainId: 'dydx-mainnet-1' }
    })
    const { controller } = bridge(adapter)
    await submitted(controller)
    const done = await until(controller, (s) => s.status === 'completed')
    controller.stop()
    expect(done.status === 'completed' && done.txHash).toBe(hash(1))
    expect(asked.length).toBeGreaterThanOrEqual(2)
    expect(new Set(asked)).toEqual(new Set([hash(1)]))
  })

  test('an ambiguous broadcast is looked for, found through the router, and never signed again', async () => {
    const calls = router()
    const { adapter, sent } = wallet(
      cosmosLike(async () => {
        throw new TypeError('fetch failed: socket hang up')
      }),
    )
    const { controller, statuses } = bridge(adapter)
    await submitted(controller)
    const done = await until(controller, (s) => s.status === 'completed')
    controller.stop()
    expect(statuses).toContain('confirming')
    expect(statuses.slice(statuses.indexOf('preparing'))).not.toContain('quoted')
    expect(sent).toHaveLength(1)
    expect(calls.track).toBeGreaterThan(0)
    expect(done.status === 'completed' && done.txHash).toBe(hash(1))
  })

  test('a broadcast the chain never took is shown absent after the wait; only the user signs again', async () => {
    // the router never sees it, and the account's nonce does not move
    router()
    server.use(
      http.post(`${base}/v2/tx/track`, () =>
        HttpResponse.json({ code: 5, message: 'tx not found' }, { status: 404 }),
      ),
    )
    const { adapter, sent } = wallet(
      async (options, attempt) => {
        const txHash = hash(attempt)
        await options.onTxHash?.({ txHash, chainId: 'dydx-mainnet-1', broadcast: false, nonce: '7' })
        throw new BroadcastUncertainError({ chainId: 'dydx-mainnet-1', txHash, signer: 'x', nonce: '7' })
      },
      async () => 'pending',
    )
    const { controller } = bridge(adapter)
    await submitted(controller)
    const absent = await until(controller, (s) => s.status === 'actionRequired')
    expect(absent.error?.name).toBe('BroadcastNotFoundError')
    expect(sent).toHaveLength(1)
    if (absent.status !== 'actionRequired') return
    expect(absent.transfer.droppedTxHashes).toEqual([hash(1)])
    expect(absent.txHash).toBeNull()
    // the user's own "continue" signs it again
    controller.resume(absent.transfer.id)
    await expect.poll(() => sent.length).toBe(2)
    controller.stop()
  })

  test('a full storage before signing returns to the quote with a typed error and no history', async () => {
    router()
    const full: TransferStorage = {
      load: () => [],
      save() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      remove() {},
    }
    const { adapter, sent } = wallet(cosmosLike())
    const { controller } = bridge(adapter, { storage: full })
    await submitted(controller)
    const state = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
    controller.stop()
    expect(state.error?.name).toBe('TransferStorageError')
    expect(sent).toHaveLength(0)
    expect(controller.getTransfers()).toHaveLength(0)
  })

  test('a storage that fails after the broadcast keeps the hash on screen, fires onBroadcast and saves later', async () => {
    router({
      statusOf: (txHash) => ({
        state: 'STATE_PENDING',
        transfers: [
          {
            state: 'STATE_PENDING',
            transfer_sequence: [
              { ibc_transfer: { packet_txs: { send_tx: { chain_id: 'dydx-mainnet-1', tx_hash: txHash } } } },
            ],
          },
        ],
      }),
    })
    const inner = createMemoryStorage()
    let failing = false
    const storage: TransferStorage = {
      load: () => inner.load(),
      save: (record) => {
        if (failing) throw new DOMException('full', 'QuotaExceededError')
        return inner.save(record)
      },
      remove: (id) => inner.remove(id),
    }
    const broadcasts: string[] = []
    const { adapter } = wallet(async ({ onTxHash }) => {
      failing = true
      // an EVM wallet: signed and sent in one call, the hash comes back afterwards
      await onTxHash?.({ txHash: hash(9), chainId: 'dydx-mainnet-1', broadcast: true })
      return { txHash: hash(9), chainId: 'dydx-mainnet-1' }
    })
    const { controller, anomalies } = bridge(adapter, {
      storage,
      onBroadcast: (record) => broadcasts.push(record.txs[0]!.txHash!),
    })
    await submitted(controller)
    const tracking = await until(controller, (s) => s.status === 'tracking' && s.error !== null)
    expect(tracking.error?.name).toBe('TransferStorageError')
    expect(tracking.status === 'tracking' && tracking.txHash).toBe(hash(9))
    await expect.poll(() => broadcasts).toEqual([hash(9)])
    expect(anomalies.map((error) => error.name)).toContain('TransferStorageError')
    failing = false
    await until(controller, (s) => s.status === 'tracking' && s.error === null, 15_000)
    expect((await inner.load())[0]?.txs[0]?.txHash).toBe(hash(9))
    controller.stop()
  })

  test('an empty hash from the wallet is a typed error and actionRequired, never a loop', async () => {
    router()
    const { adapter, sent } = wallet(async () => ({ txHash: '', chainId: 'dydx-mainnet-1' }))
    const { controller } = bridge(adapter)
    await submitted(controller)
    const state = await until(controller, (s) => s.status === 'actionRequired')
    // the event loop still turns: a timer fires
    await new Promise((resolve) => setTimeout(resolve, 0))
    controller.stop()
    expect(state.error?.name).toBe('WalletContractError')
    expect(sent).toHaveLength(1)
  })

  test('a status about another tx is ignored and reported', async () => {
    router({ statusOf: () => completed(hash(0xbad)) })
    const { adapter } = wallet(cosmosLike())
    const { controller, anomalies } = bridge(adapter)
    await submitted(controller)
    await expect.poll(() => anomalies.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    expect(controller.getState().status).toBe('tracking')
    expect(anomalies[0]?.message).toContain('another transaction')
    controller.stop()
  })

  test('STATE_UNKNOWN asks the user after the bounded wait, with the router’s words', async () => {
    router({ statusOf: () => ({ state: 'STATE_UNKNOWN', error: { message: 'indexer lagging' } }) })
    const { adapter } = wallet(cosmosLike())
    const { controller } = bridge(adapter, { unknownStateTimeoutMs: 100 })
    await submitted(controller)
    const state = await until(controller, (s) => s.status === 'actionRequired')
    controller.stop()
    expect(state.error?.name).toBe('TransferStateUnknownError')
    expect(state.error?.message).toContain('indexer lagging')
  })

  test('a declined signature returns to the quote and asks nothing again', async () => {
    router()
    const { adapter, sent } = wallet(async () => {
      throw new UserRejectedError()
    })
    const { controller } = bridge(adapter)
    await submitted(controller)
    const state = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
    controller.stop()
    expect(state.error?.name).toBe('UserRejectedError')
    expect(sent).toHaveLength(1)
  })

  test('two tabs on a storage without subscribe: the other tab sees the transfer finish', async () => {
    router()
    const shared = createMemoryStorage()
    const plain: TransferStorage = {
      load: () => shared.load(),
      save: (record) => shared.save(record),
      remove: (id) => shared.remove(id),
    }
    const { adapter } = wallet(cosmosLike())
    const first = bridge(adapter, { storage: plain, storagePollMs: 20 })
    const second = bridge(adapter, { storage: plain, storagePollMs: 20 })
    await submitted(first.controller)
    await until(first.controller, (s) => s.status === 'completed')
    const seen = await new Promise<TransferRecord | undefined>((resolve) => {
      const check = () => {
        const record = second.controller.getTransfers()[0]
        if (record?.phase === 'completed') resolve(record)
      }
      second.controller.subscribe(check)
      check()
    })
    first.controller.stop()
    second.controller.stop()
    expect(seen?.phase).toBe('completed')
  })
})
