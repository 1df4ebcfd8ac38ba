// The simulation before each signature, through the router and a chain's simulate endpoint on msw: what is saved,
// and what a slow, failing or hostile endpoint does (never a signature, always a way to try again).
import { fromBase64 } from '@cosmjs/encoding'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import {
  base,
  bridge,
  cosmosLike,
  route,
  router,
  routerMsgs,
  server,
  submitted,
  until,
  wallet,
} from '../../test/bridgeHarness.ts'
import { simulateFailureBody } from '../../test/simulateBodies.ts'
import {
  json,
  rest,
  simulateEndpoint,
  simulateResponse,
  simulator,
  transferEvents,
} from '../../test/simulateHarness.ts'
import type { RollscopeError } from '../errors/base.ts'
import { createRouterClient } from '../router/client.ts'
import { createRouteTxSimulator } from './routeTxSimulator.ts'
import type { TransferRecord } from './types.ts'

const tx = routerMsgs.txs[0]!.cosmos_tx!
const quoted = () =>
  json(simulateResponse(transferEvents(tx.signer_address, route.amount_in, route.source_asset_denom)))

describe('simulation before signing', () => {
  test('default: the signer’s simulated changes are saved before the wallet is asked, the fee apart', async () => {
    router()
    const asked = simulateEndpoint(quoted)
    let atSignature: TransferRecord | undefined
    const { adapter } = wallet(async (options, attempt) => {
      atSignature = controller.getTransfers()[0]
      return cosmosLike()(options, attempt)
    })
    const { controller } = bridge(adapter, { simulate: simulator() })
    await submitted(controller)
    await until(controller, (s) => s.status === 'completed')
    controller.stop()
    // the tx as the chain reads it (cosmjs-types): the route's message, the signer at its sequence
    const raw = TxRaw.decode(fromBase64(asked[0]!))
    const [message] = TxBody.decode(raw.bodyBytes).messages
    expect(asked).toHaveLength(1)
    expect(message?.typeUrl).toBe('/ibc.applications.transfer.v1.MsgTransfer')
    expect(MsgTransfer.decode(message!.value)).toMatchObject({
      sender: tx.signer_address,
      token: { denom: route.source_asset_denom, amount: route.amount_in },
    })
    expect(AuthInfo.decode(raw.authInfoBytes).signerInfos[0]?.sequence).toBe(12n)
    expect(atSignature?.txs[0]?.simulation).toMatchObject({
      gasUsed: '91234',
      changes: [
        { denom: route.source_asset_denom, amount: route.amount_in, direction: 'out', isFee: false },
        { denom: 'adydx', amount: '4000', direction: 'out', isFee: true },
      ],
    })
  })

  test('behavior: a chain that does not answer in time is refused, nothing signed; trying again signs once', async () => {
    router()
    const asked = simulateEndpoint(async (call) => {
      if (call === 1) await delay('infinite')
      return quoted()
    })
    const { adapter, sent } = wallet(cosmosLike())
    const { controller } = bridge(adapter, { simulate: simulator(), simulateTimeoutMs: 100 })
    await submitted(controller)
    const refused = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
    expect(refused.error?.name).toBe('SimulationUnavailableError')
    expect(refused.error?.message).toContain('dydx-mainnet-1 did not answer')
    expect(sent).toHaveLength(0)
    expect(controller.getTransfers()).toHaveLength(0)
    // the user's "Sign again": the quote first, as after any refusal
    controller.submit()
    await until(controller, (s) => s.status === 'quoted' && s.expiresAt > s.quotedAt)
    controller.submit()
    await until(controller, (s) => s.status === 'completed')
    controller.stop()
    expect(asked).toHaveLength(2)
    expect(sent).toHaveLength(1)
  })

  test('behavior: a tx the chain would refuse is not signed, with the chain’s reason and its log in Details', async () => {
    router()
    const log = 'spendable balance 10adydx is smaller than 4000adydx: insufficient funds'
    simulateEndpoint(() => json(simulateFailureBody(log), 500))
    const { adapter, sent } = wallet(cosmosLike())
    const { controller } = bridge(adapter, { simulate: simulator() })
    await submitted(controller)
    const state = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
    controller.stop()
    expect(state.error?.name).toBe('SimulationFailedError')
    expect((state.error as RollscopeError).details).toContain(log)
    expect(sent).toHaveLength(0)
  })

  const hostile: [string, () => Response, string][] = [
    // not a u64: not an answer (simulateTx's schema)
    ['huge gas', () => json(simulateResponse([], '9'.repeat(400))), 'SimulationUnavailableError'],
    [
      'thousands of events',
      () =>
        json(
          simulateResponse([
            ...transferEvents(tx.signer_address, route.amount_in, route.source_asset_denom),
            ...Array.from({ length: 5000 }, () => ({
              type: 'message',
              attributes: [{ key: 'module', value: 'ibc' }],
            })),
          ]),
        ),
      'SimulatedOutflowError',
    ],
    [
      'no list of events',
      () => json({ gas_info: { gas_used: '1' }, result: { events: 'all' } }),
      'SimulationUnavailableError',
    ],
    ['markup and a 500', () => json('<script>alert(1)</script>', 500), 'SimulationUnavailableError'],
    [
      'a body that is not JSON',
      () => new Response('<html>gateway</html>', { headers: { 'content-type': 'text/html' } }),
      'SimulationUnavailableError',
    ],
  ]
  test.each(hostile)('hostile simulate: %s is refused before any signature', async (_, answer, name) => {
    router()
    simulateEndpoint(answer)
    const { adapter, sent } = wallet(cosmosLike())
    const { controller } = bridge(adapter, { simulate: simulator() })
    await submitted(controller)
    const state = await until(controller, (s) => s.status === 'quoted' && s.error !== null)
    controller.stop()
    expect(state.error?.name).toBe(name)
    expect((state.error as RollscopeError).shortMessage).toMatch(/nothing was signed/)
    expect(sent).toHaveLength(0)
    expect(controller.getTransfers()).toHaveLength(0)
  })
})

describe('where the chain is asked', () => {
  const chainsAnswer = (restOf: string | undefined) => {
    let asked = 0
    server.use(
      http.get(`${base}/v2/info/chains`, () => {
        asked++
        return HttpResponse.json({
          chains: [{ chain_id: tx.chain_id, chain_type: 'cosmos', ...(restOf && { rest: restOf }) }],
        })
      }),
    )
    return () => asked
  }

  test('behavior: a chain whose REST neither the registry nor the router names is signed once, as not simulated', async () => {
    router()
    const routerAsked = chainsAnswer(undefined)
    const asked = simulateEndpoint(quoted)
    const { adapter, sent } = wallet(cosmosLike())
    const simulate = createRouteTxSimulator({
      router: createRouterClient({ baseUrl: base }),
      findRest: async () => undefined,
    })
    const { controller } = bridge(adapter, { simulate })
    await submitted(controller)
    await until(controller, (s) => s.status === 'completed')
    controller.stop()
    expect(sent).toHaveLength(1)
    expect(asked).toHaveLength(0)
    expect(routerAsked()).toBe(1)
    const [signed] = controller.getTransfers()[0]!.txs
    expect(signed?.simulation).toBeUndefined()
    expect(signed?.notSimulated).toContain(`no REST endpoint known for ${tx.chain_id}`)
  })

  test('default: the registry’s REST is asked before the router’s, and each chain is looked up once', async () => {
    router()
    const routerAsked = chainsAnswer('http://elsewhere.test')
    const asked = simulateEndpoint(quoted)
    const looked: string[] = []
    const { adapter, sent } = wallet(cosmosLike())
    const simulate = createRouteTxSimulator({
      router: createRouterClient({ baseUrl: base }),
      findRest: async (chainId) => {
        looked.push(chainId)
        return rest
      },
    })
    const { controller } = bridge(adapter, { simulate })
    for (const round of [1, 2]) {
      await submitted(controller)
      await until(controller, (s) => s.status === 'completed' && controller.getTransfers().length === round)
      controller.reset()
    }
    controller.stop()
    expect(sent).toHaveLength(2)
    expect(asked).toHaveLength(2)
    expect(looked).toEqual([tx.chain_id])
    expect(routerAsked()).toBe(0)
    expect(controller.getTransfers().every((transfer) => transfer.txs[0]?.simulation)).toBe(true)
  })

  test('behavior: a registry that cannot be read falls back to the router’s REST', async () => {
    router()
    const routerAsked = chainsAnswer(rest)
    const asked = simulateEndpoint(quoted)
    const { adapter, sent } = wallet(cosmosLike())
    const simulate = createRouteTxSimulator({
      router: createRouterClient({ baseUrl: base }),
      findRest: () => Promise.reject(new Error('chains.json unreachable')),
    })
    const { controller } = bridge(adapter, { simulate })
    await submitted(controller)
    await until(controller, (s) => s.status === 'completed')
    controller.stop()
    expect([sent.length, asked.length, routerAsked()]).toEqual([1, 1, 1])
    expect(controller.getTransfers()[0]?.txs[0]?.simulation?.gasUsed).toBe('91234')
  })
})
