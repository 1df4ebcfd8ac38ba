import { describe, expect, test } from 'vitest'
import { safeParse } from '../../../../src/http/zodBuildMore.ts'
import {
  msgsSchema,
  opHookSchema,
  routerErrorBodySchema,
  routeSchema,
  statusSchema,
  trackSchema,
} from '../../../../src/router/schemas.ts'
import { createRouterDevnet, type RouterChains, type RouterDevnetOptions } from './index.ts'
import { defaultEvmContracts } from './registry.ts'

const usdcL1 = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'
const usdcHub = 'ibc/F663521BF1836B00F5F177680F74BFB9A8B5654A694D0D2BC249E03CF2509013'
const usdcMove = 'l2/28309f307d12f170380eac5ff15681a70f3cca28e2a2a13dedbd555c1536898c'
const initAddress = 'init1hsk6jryyqjfhp5dhc55tc9jtckygx0eprx6sym'
const nobleAddress = 'noble1hsk6jryyqjfhp5dhc55tc9jtckygx0epq4lc9l'
const hubAddress = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const evmHash = `0x${'ab'.repeat(32)}`
const cosmosHash = 'CD'.repeat(32)

/** A router with a hand-driven clock and chains that hold exactly the txs a test puts there. */
function setup(options: RouterDevnetOptions = {}) {
  let time = Date.UTC(2026, 0, 1)
  const landed = new Map<string, { status: 'success' | 'reverted'; from: string }>()
  const cosmos = new Map<string, { code: number; signer: string }>()
  const chains: RouterChains = {
    evmReceipt: async (hash) => landed.get(hash) ?? null,
    cosmosTx: (chainId, hash) => cosmos.get(`${chainId}/${hash}`),
    verifyCosmosTx: (_chainId, tx) => {
      if (tx !== 'c2lnbmVk') throw new Error('signature verification failed')
      return { signer: initAddress, msgTypeUrls: ['/opinit.ophost.v1.MsgInitiateTokenDeposit'] }
    },
  }
  const router = createRouterDevnet({ chains, now: () => time, ...options })
  const call = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await router.fetch(
      new Request(`http://router.test${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: text.startsWith('{') ? JSON.parse(text) : text,
    }
  }
  return {
    router,
    call,
    landed,
    cosmos,
    advance: (ms: number) => {
      time += ms
    },
  }
}

const route = (source: [string, string], dest: [string, string], extra: Record<string, unknown> = {}) => ({
  source_asset_chain_id: source[0],
  source_asset_denom: source[1],
  dest_asset_chain_id: dest[0],
  dest_asset_denom: dest[1],
  amount_in: '1000000',
  ...extra,
})

const addresses: Record<string, string> = {
  'initiation-2': initAddress,
  'move-1': initAddress,
  '4354': evmAddress,
  'noble-1': nobleAddress,
  'cosmoshub-4': hubAddress,
}

async function msgsFor(call: ReturnType<typeof setup>['call'], body: Record<string, unknown>, extra = {}) {
  const { body: quote } = await call('/v2/fungible/route', { ...body, allow_multi_tx: true })
  const address_list = quote.required_chain_addresses.map((chainId: string) => addresses[chainId])
  return call('/v2/fungible/msgs', { ...quote, address_list, slippage_tolerance_percent: '1', ...extra })
}

describe('route', () => {
  test('default: single IBC hop, shaped like the recorded bodies', async () => {
    const { call } = setup()
    const { status, body } = await call(
      '/v2/fungible/route',
      route(['noble-1', 'uusdc'], ['initiation-2', usdcL1]),
    )
    expect(status).toBe(200)
    expect(safeParse(routeSchema, body).success).toBe(true)
    expect(body).toMatchObject({
      amount_in: '1000000',
      amount_out: '1000000',
      chain_ids: ['noble-1', 'initiation-2'],
      required_chain_addresses: ['noble-1', 'initiation-2'],
      txs_required: 1,
      estimated_route_duration_seconds: 30,
      required_op_hook: false,
      does_swap: false,
    })
    expect(body.operations[0].transfer).toMatchObject({
      channel: 'channel-112',
      denom_out: usdcL1,
      bridge_id: 'IBC',
    })
  })

  test('behavior: each kind of route passes the client schema', async () => {
    const { call } = setup()
    const cases = [
      route(['initiation-2', 'uinit'], ['initiation-2', usdcL1]),
      route(['initiation-2', 'uinit'], ['4354', defaultEvmContracts.init]),
      route(['4354', defaultEvmContracts.usdc], ['initiation-2', usdcL1]),
      route(['noble-1', 'uusdc'], ['move-1', usdcMove]),
      route(['4354', defaultEvmContracts.usdc], ['noble-1', 'uusdc'], { allow_multi_tx: true }),
      route(
        ['cosmoshub-4', 'ibc/F663521BF1836B00F5F177680F74BFB9A8B5654A694D0D2BC249E03CF2509013'],
        ['initiation-2', usdcL1],
      ),
      {
        ...route(['initiation-2', 'uinit'], ['noble-1', 'uusdc']),
        amount_in: undefined,
        amount_out: '500000',
      },
    ]
    const summaries = []
    for (const request of cases) {
      const { status, body } = await call('/v2/fungible/route', request)
      expect([status, safeParse(routeSchema, body).success]).toEqual([200, true])
      summaries.push(
        `${body.operations.map((op: object) => Object.keys(op)[0]).join('>')} txs=${body.txs_required} hook=${body.required_op_hook} eta=${body.estimated_route_duration_seconds}`,
      )
    }
    expect(summaries).toMatchInlineSnapshot(`
      [
        "swap txs=1 hook=false eta=0",
        "op_init_transfer txs=1 hook=false eta=15",
        "op_init_transfer txs=1 hook=false eta=600",
        "transfer>op_init_transfer txs=1 hook=true eta=45",
        "op_init_transfer>transfer txs=2 hook=false eta=630",
        "transfer>transfer txs=1 hook=false eta=60",
        "swap>transfer txs=1 hook=false eta=30",
      ]
    `)
  })

  test('behavior: the op-hook route charges its relay fee', async () => {
    const { call } = setup()
    const { body } = await call('/v2/fungible/route', route(['noble-1', 'uusdc'], ['move-1', usdcMove]))
    expect(body.amount_out).toBe('980000')
    expect(body.estimated_fees).toMatchObject([
      { fee_type: 'SMART_RELAY', amount: '20000', chain_id: 'noble-1' },
    ])
  })

  test('behavior: price impact warns, then fails unless allow_unsafe', async () => {
    const { call } = setup()
    const swap = (amount: string, extra = {}) =>
      call('/v2/fungible/route', {
        ...route(['initiation-2', 'uinit'], ['initiation-2', usdcL1]),
        amount_in: amount,
        ...extra,
      })
    expect((await swap('1000000')).body.warning).toBeUndefined()
    const huge = await swap('200000000000')
    expect(huge.body.warning?.type).toBe('BAD_PRICE_WARNING')
    const beyond = await swap('1000000000000')
    expect(beyond.status).toBe(400)
    expect(safeParse(routerErrorBodySchema, beyond.body).success).toBe(true)
    expect(beyond.body).toMatchObject({
      code: 3,
      details: [{ reason: 'BAD_PRICE_ERROR', domain: 'skip.money' }],
    })
    expect((await swap('1000000000000', { allow_unsafe: true })).body.warning?.type).toBe('BAD_PRICE_WARNING')
  })

  test('parameters: bridges, smart_relay and go_fast', async () => {
    const { call } = setup()
    const deposit = { ...route(['noble-1', 'uusdc'], ['move-1', usdcMove]), amount_in: '1000000' }
    const answer = async (extra: object) => {
      const { status, body } = await call('/v2/fungible/route', { ...deposit, ...extra })
      return status === 200
        ? `${body.operations.map((operation: object) => Object.keys(operation)[0]).join(' ')}; fees ${body.estimated_fees.map((fee: { fee_type: string }) => fee.fee_type)}`
        : `${status} ${body.message}`
    }
    expect({
      any: await answer({}),
      both: await answer({ bridges: ['IBC', 'OPINIT'] }),
      ibcOnly: await answer({ bridges: ['IBC'] }),
      none: await answer({ bridges: [] }),
      unknown: await answer({ bridges: ['CCTP'] }),
      noSmartRelay: await answer({ smart_relay: false }),
      goFast: await answer({ go_fast: true }),
      notGoFast: await answer({ go_fast: false }),
    }).toMatchInlineSnapshot(`
      {
        "any": "transfer op_init_transfer; fees SMART_RELAY",
        "both": "transfer op_init_transfer; fees SMART_RELAY",
        "goFast": "transfer op_init_transfer; fees SMART_RELAY",
        "ibcOnly": "404 no routes found",
        "noSmartRelay": "404 no routes found",
        "none": "transfer op_init_transfer; fees SMART_RELAY",
        "notGoFast": "transfer op_init_transfer; fees SMART_RELAY",
        "unknown": "404 no routes found",
      }
    `)
    // a route with no bridge to pay a relayer for is offered without Smart Relay
    expect(
      await answer({ ...route(['noble-1', 'uusdc'], ['initiation-2', usdcL1]), smart_relay: false }),
    ).toBe('transfer; fees ')
  })

  test('behavior: errors', async () => {
    const { call } = setup()
    const usdc = route(['noble-1', 'uusdc'], ['initiation-2', usdcL1])
    const errors = [
      await call('/v2/fungible/route', { ...usdc, amount_in: '-5' }),
      await call('/v2/fungible/route', { ...usdc, amount_out: '5' }),
      await call('/v2/fungible/route', route(['4354', 'minievm-native'], ['noble-1', 'uusdc'])),
      await call('/v2/fungible/route', route(['4354', defaultEvmContracts.usdc], ['noble-1', 'uusdc'])),
    ]
    expect(errors.map(({ status, body }) => `${status} ${body.code} ${body.message}`)).toMatchInlineSnapshot(`
      [
        "400 3 invalid amount_in: expected a positive integer string in base units, got "-5"",
        "400 3 exactly one of amount_in or amount_out must be specified",
        "404 5 no routes found",
        "404 5 no single-tx routes found, to enable multi-tx routes set allow_multi_tx to true",
      ]
    `)
  })

  test('behavior: chains and assets', async () => {
    const { call } = setup()
    const chains = await call('/v2/info/chains')
    expect(chains.body.chains.map((c: { chain_id: string }) => c.chain_id)).toEqual([
      'initiation-2',
      'move-1',
      'cosmoshub-4',
      'noble-1',
    ])
    const withEvm = await call('/v2/info/chains?include_evm=true&chain_ids=4354')
    expect(withEvm.body.chains).toMatchObject([{ chain_id: '4354', chain_type: 'evm' }])
    const assets = await call('/v2/fungible/assets?include_evm_assets=true&chain_ids=4354')
    expect(assets.body.chain_to_assets_map['4354'].assets.map((a: { symbol: string }) => a.symbol)).toEqual([
      'GAS',
      'USDC',
      'INIT',
    ])
  })
})

describe('op-hook and msgs', () => {
  const hookRoute = route(['noble-1', 'uusdc'], ['move-1', usdcMove])

  test('default: the op-hook route needs a verified signed hook', async () => {
    const { call } = setup()
    const hook = await call('/op-hook', {
      source_address: initAddress,
      source_asset_chain_id: 'noble-1',
      source_asset_denom: 'uusdc',
      dest_address: initAddress,
      dest_asset_chain_id: 'move-1',
      dest_asset_denom: usdcMove,
    })
    expect(safeParse(opHookSchema, hook.body).success).toBe(true)
    expect(hook.body.chain_id).toBe('initiation-2')
    expect(JSON.parse(hook.body.hook[0].msg)).toMatchObject({
      sender: initAddress,
      bridge_id: '2',
      to: initAddress,
    })

    const missing = await msgsFor(call, hookRoute)
    expect([missing.status, missing.body.message]).toEqual([
      400,
      'signed_op_hook is required for this route: POST /op-hook, sign its msgs as a tx on initiation-2 and send {signer, hook: base64 tx bytes}',
    ])
    const forged = await msgsFor(call, hookRoute, {
      signed_op_hook: { signer: initAddress, hook: 'Zm9yZ2Vk' },
    })
    expect([forged.status, forged.body.message]).toEqual([
      400,
      'signed_op_hook is invalid: signature verification failed',
    ])

    const signed = await msgsFor(call, hookRoute, {
      signed_op_hook: { signer: initAddress, hook: 'c2lnbmVk' },
    })
    expect(signed.status).toBe(200)
    expect(safeParse(msgsSchema, signed.body).success).toBe(true)
    const [transfer, fee] = signed.body.txs[0].cosmos_tx.msgs
    expect(transfer.msg_type_url).toBe('/ibc.applications.transfer.v1.MsgTransfer')
    expect(JSON.parse(transfer.msg)).toMatchObject({
      source_channel: 'channel-112',
      token: { denom: 'uusdc', amount: '980000' },
      sender: nobleAddress,
      receiver: initAddress,
      memo: JSON.stringify({ op_hook: { signer: initAddress, hook: 'c2lnbmVk' } }),
    })
    expect(transfer.msg).toMatch(/"timeout_timestamp":\d{19}/)
    expect(JSON.parse(fee.msg).amount).toEqual([{ denom: 'uusdc', amount: '20000' }])
  })

  test('default: an EVM withdrawal asks for an ERC-20 approval of the bridge', async () => {
    const { call } = setup()
    const { status, body } = await msgsFor(
      call,
      route(['4354', defaultEvmContracts.usdc], ['initiation-2', usdcL1]),
    )
    expect(status).toBe(200)
    expect(safeParse(msgsSchema, body).success).toBe(true)
    expect(body.txs[0].evm_tx).toMatchObject({
      chain_id: '4354',
      to: defaultEvmContracts.bridge,
      value: '0',
      required_erc20_approvals: [
        { token_contract: defaultEvmContracts.usdc, spender: defaultEvmContracts.bridge, amount: '1000000' },
      ],
      signer_address: evmAddress,
    })
    expect(body.txs[0].evm_tx.data).toMatch(/^[0-9a-f]+$/)
    expect(body.msgs).toHaveLength(1)
  })

  test('behavior: two txs, each signed on its own chain', async () => {
    const { call } = setup()
    const { body } = await msgsFor(call, route(['4354', defaultEvmContracts.usdc], ['noble-1', 'uusdc']))
    expect(
      body.txs.map((tx: { evm_tx?: object; operations_indices: number[] }) => [
        tx.evm_tx ? 'evm' : 'cosmos',
        tx.operations_indices,
      ]),
    ).toEqual([
      ['evm', [0]],
      ['cosmos', [1]],
    ])
    expect(body.txs[1].cosmos_tx).toMatchObject({ chain_id: 'initiation-2', signer_address: initAddress })
    expect(JSON.parse(body.txs[1].cosmos_tx.msgs[0].msg)).toMatchObject({
      receiver: nobleAddress,
      token: { denom: usdcL1 },
    })
  })

  test('parameters: slippage_tolerance_percent sets min_amount_out of a swap', async () => {
    const { call } = setup()
    const swap = route(['initiation-2', 'uinit'], ['noble-1', 'uusdc'])
    const one = await msgsFor(call, swap)
    const five = await msgsFor(call, swap, { slippage_tolerance_percent: '5' })
    const { body: quote } = await call('/v2/fungible/route', swap)
    expect(BigInt(one.body.min_amount_out)).toBe((BigInt(quote.amount_out) * 99n) / 100n)
    expect(BigInt(five.body.min_amount_out)).toBe((BigInt(quote.amount_out) * 95n) / 100n)
    // a Move swap on L1, then the IBC transfer of what the swap guarantees, in one tx
    const [execute, transfer] = five.body.txs[0].cosmos_tx.msgs
    expect(execute.msg_type_url).toBe('/initia.move.v1.MsgExecute')
    expect(JSON.parse(execute.msg)).toMatchObject({
      module_address: '0x1',
      module_name: 'dex',
      function_name: 'swap_script',
    })
    expect(JSON.parse(transfer.msg)).toMatchObject({
      source_channel: 'channel-3',
      receiver: nobleAddress,
      token: { denom: usdcL1, amount: five.body.min_amount_out },
    })
  })

  test('behavior: a wrong address_list is refused', async () => {
    const { call } = setup()
    const { body: quote } = await call(
      '/v2/fungible/route',
      route(['noble-1', 'uusdc'], ['initiation-2', usdcL1]),
    )
    const short = await call('/v2/fungible/msgs', {
      ...quote,
      address_list: [nobleAddress],
      slippage_tolerance_percent: '1',
    })
    const swapped = await call('/v2/fungible/msgs', {
      ...quote,
      address_list: [initAddress, nobleAddress],
      slippage_tolerance_percent: '1',
    })
    expect([short.status, swapped.status, swapped.body.message]).toEqual([
      400,
      400,
      `invalid address "${initAddress}" for chain noble-1`,
    ])
  })
})

describe('track and status', () => {
  const withdrawal = route(['4354', defaultEvmContracts.usdc], ['initiation-2', usdcL1])
  const ibc = route(['cosmoshub-4', usdcHub], ['initiation-2', usdcL1])
  const status = (call: ReturnType<typeof setup>['call'], chainId: string, hash: string, headers = {}) =>
    call(`/v2/tx/status?tx_hash=${hash}&chain_id=${chainId}`, undefined, headers)

  test('default: track 404s until the chain has the tx', async () => {
    const { call, landed } = setup()
    const before = await call('/v2/tx/track', { tx_hash: evmHash, chain_id: '4354' })
    expect([before.status, before.body]).toEqual([404, { code: 5, message: 'tx not found', details: [] }])
    expect((await status(call, '4354', evmHash)).status).toBe(404)
    landed.set(evmHash, { status: 'success', from: evmAddress })
    const after = await call('/v2/tx/track', { tx_hash: evmHash, chain_id: '4354' })
    expect(after.status).toBe(200)
    expect(safeParse(trackSchema, after.body).success).toBe(true)
    expect(after.body.explorer_link).toContain(evmHash)
    const unknownChain = await call('/v2/tx/track', { tx_hash: evmHash, chain_id: 'osmosis-1' })
    expect([unknownChain.status, unknownChain.body.message]).toEqual([404, 'chain id not supported'])
  })

  test('behavior: status goes SUBMITTED, PENDING, COMPLETED_SUCCESS with the hop states in order', async () => {
    const { call, cosmos, advance } = setup({ speed: 10 })
    await msgsFor(call, ibc)
    cosmos.set(`cosmoshub-4/${cosmosHash}`, { code: 0, signer: hubAddress })
    await call('/v2/tx/track', { tx_hash: cosmosHash.toLowerCase(), chain_id: 'cosmoshub-4' })
    const seen: string[] = []
    for (let i = 0; i < 40; i++) {
      const { body } = await status(call, 'cosmoshub-4', cosmosHash)
      expect(safeParse(statusSchema, body).success).toBe(true)
      expect(body.transfers[0].state).toBe(body.state)
      const hops = body.transfer_sequence.map(
        (hop: { ibc_transfer: { state: string } }) => hop.ibc_transfer.state,
      )
      const line = `${body.state} ${body.status} [${hops.join(', ')}]`
      if (seen.at(-1) !== line) seen.push(line)
      advance(250)
    }
    expect(seen).toMatchInlineSnapshot(`
      [
        "STATE_SUBMITTED STATE_SUBMITTED []",
        "STATE_PENDING STATE_PENDING [TRANSFER_PENDING]",
        "STATE_PENDING STATE_PENDING [TRANSFER_RECEIVED]",
        "STATE_PENDING STATE_PENDING [TRANSFER_SUCCESS, TRANSFER_PENDING]",
        "STATE_PENDING STATE_PENDING [TRANSFER_SUCCESS, TRANSFER_RECEIVED]",
        "STATE_COMPLETED_SUCCESS STATE_COMPLETED [TRANSFER_SUCCESS, TRANSFER_SUCCESS]",
      ]
    `)
    const { body } = await status(call, 'cosmoshub-4', cosmosHash)
    const [first, second] = body.transfer_sequence
    // the forward's send tx is the first hop's receive tx, as PFM does it
    expect(second.ibc_transfer.packet_txs.send_tx).toEqual(first.ibc_transfer.packet_txs.receive_tx)
    expect(first.ibc_transfer.packet_txs.send_tx.tx_hash).toBe(cosmosHash)
    expect(body.transfer_asset_release).toEqual({
      chain_id: 'initiation-2',
      denom: usdcL1,
      amount: '1000000',
      released: true,
    })
    expect(body.next_blocking_transfer).toBeNull()
  })

  test('behavior: an OPinit withdrawal goes SENT then RECEIVED', async () => {
    const { call, landed, advance } = setup({ speed: 600 })
    await msgsFor(call, withdrawal)
    landed.set(evmHash, { status: 'success', from: evmAddress.toLowerCase() })
    await call('/v2/tx/track', { tx_hash: evmHash, chain_id: '4354' })
    advance(600)
    const pending = await status(call, '4354', evmHash)
    expect(pending.body.transfer_sequence[0].op_init_transfer).toMatchObject({
      from_chain_id: '4354',
      to_chain_id: 'initiation-2',
      state: 'OPINIT_TRANSFER_SENT',
      txs: { send_tx: { tx_hash: evmHash }, receive_tx: null },
    })
    advance(1000)
    const done = await status(call, '4354', evmHash)
    expect(done.body.state).toBe('STATE_COMPLETED_SUCCESS')
    expect(done.body.transfer_sequence[0].op_init_transfer.state).toBe('OPINIT_TRANSFER_RECEIVED')
  })

  test('behavior: a reverted receipt ends in STATE_COMPLETED_ERROR', async () => {
    const { call, landed, advance } = setup()
    landed.set(evmHash, { status: 'reverted', from: evmAddress })
    await call('/v2/tx/track', { tx_hash: evmHash, chain_id: '4354' })
    advance(5000)
    const { body } = await status(call, '4354', evmHash)
    expect([body.state, body.status, body.error.type]).toEqual([
      'STATE_COMPLETED_ERROR',
      'STATE_COMPLETED',
      'STATUS_ERROR_TRANSACTION_EXECUTION',
    ])
  })
})

describe('faults', () => {
  const usdc = route(['noble-1', 'uusdc'], ['initiation-2', usdcL1])

  test('parameters: 5xx, 429 with Retry-After, latency', async () => {
    const { call } = setup()
    const internal = await call('/v2/fungible/route', usdc, { 'x-devnet-fault': '500' })
    expect([internal.status, internal.body]).toEqual([
      500,
      { code: 2, message: 'internal server error', details: [] },
    ])
    const gateway = await call('/v2/fungible/route', usdc, { 'x-devnet-fault': '503' })
    expect([gateway.status, typeof gateway.body]).toEqual([503, 'string'])
    const limited = await call('/v2/fungible/route', usdc, { 'x-devnet-fault': '429=7' })
    expect([limited.status, limited.headers.get('retry-after'), limited.body.code]).toEqual([429, '7', 8])
    const started = performance.now()
    expect((await call('/v2/fungible/route', usdc, { 'x-devnet-fault': 'latency=120' })).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
    expect((await call('/v2/fungible/route', usdc, { 'x-devnet-fault': 'nope' })).status).toBe(400)
  })

  test('parameters: run-time faults over POST /devnet/faults, scoped to paths', async () => {
    const { call } = setup()
    await call('/devnet/faults', { status: 500, paths: ['/v2/tx/status'] })
    expect((await call('/v2/fungible/route', usdc)).status).toBe(200)
    expect((await call(`/v2/tx/status?tx_hash=${cosmosHash}&chain_id=noble-1`)).status).toBe(500)
    await call('/devnet/faults', {})
    expect((await call(`/v2/tx/status?tx_hash=${cosmosHash}&chain_id=noble-1`)).status).toBe(404)
  })

  test('parameters: track 404s for the first N calls of a tx', async () => {
    const { call, cosmos } = setup({ faults: { trackNotFound: 2 } })
    cosmos.set(`noble-1/${cosmosHash}`, { code: 0, signer: nobleAddress })
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await call('/v2/tx/track', { tx_hash: cosmosHash, chain_id: 'noble-1' })).status)
    expect(statuses).toEqual([404, 404, 200, 200])
  })

  const trackTransfer = async (fault: string) => {
    const router = setup({ speed: 10 })
    await msgsFor(router.call, route(['cosmoshub-4', usdcHub], ['initiation-2', usdcL1]))
    router.cosmos.set(`cosmoshub-4/${cosmosHash}`, { code: 0, signer: hubAddress })
    await router.call(
      '/v2/tx/track',
      { tx_hash: cosmosHash, chain_id: 'cosmoshub-4' },
      { 'x-devnet-fault': fault },
    )
    const states: string[] = []
    for (let i = 0; i < 40; i++) {
      const { body } = await router.call(`/v2/tx/status?tx_hash=${cosmosHash}&chain_id=cosmoshub-4`)
      if (states.at(-1) !== body.state) states.push(body.state)
      router.advance(250)
    }
    return { ...router, states }
  }

  test('parameters: abandoned, and retry_track picks it up again', async () => {
    const { states, call } = await trackTransfer('abandoned')
    expect(states).toEqual(['STATE_SUBMITTED', 'STATE_PENDING', 'STATE_ABANDONED'])
    expect((await call('/v2/tx/retry_track', { tx_hash: cosmosHash, chain_id: 'cosmoshub-4' })).status).toBe(
      200,
    )
    expect((await call(`/v2/tx/status?tx_hash=${cosmosHash}&chain_id=cosmoshub-4`)).body.state).toBe(
      'STATE_SUBMITTED',
    )
  })

  test('parameters: error', async () => {
    const { states } = await trackTransfer('error')
    expect(states).toEqual(['STATE_SUBMITTED', 'STATE_COMPLETED_ERROR'])
  })

  test('parameters: a failed hop is refunded on the source', async () => {
    const { states, call } = await trackTransfer('hop-failure=1')
    expect(states).toEqual([
      'STATE_SUBMITTED',
      'STATE_PENDING',
      'STATE_PENDING_ERROR',
      'STATE_COMPLETED_ERROR',
    ])
    const { body } = await call(`/v2/tx/status?tx_hash=${cosmosHash}&chain_id=cosmoshub-4`)
    expect(body.transfer_sequence[1].ibc_transfer).toMatchObject({
      state: 'TRANSFER_FAILURE',
      packet_txs: { error: { code: 1 } },
    })
    expect(body.transfer_asset_release).toEqual({
      chain_id: 'cosmoshub-4',
      denom: usdcHub,
      amount: '1000000',
      released: true,
    })
    expect(body.error.type).toBe('STATUS_ERROR_TRANSFER')
  })

  test('behavior: random mode is deterministic given a seed', async () => {
    const run = async (seed: number) => {
      const { call } = setup({ faults: { random: { seed, probability: 0.3 } } })
      const statuses = []
      for (let i = 0; i < 30; i++) statuses.push((await call('/v2/fungible/route', usdc)).status)
      return statuses
    }
    const first = await run(7)
    expect(await run(7)).toEqual(first)
    expect(await run(8)).not.toEqual(first)
    const failures = first.filter((s) => s !== 200).length
    expect(failures).toBeGreaterThan(2)
    expect(failures).toBeLessThan(20)
  })
})
