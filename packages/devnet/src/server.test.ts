import { toBase64 } from '@cosmjs/encoding'
import { makeAuthInfoBytes, Registry } from '@cosmjs/proto-signing'
import { defaultRegistryTypes } from '@cosmjs/stargate'
import { bcs } from '@mysten/bcs'
import { AuthInfo, Tx, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetUsernames, usernamesModuleAddress } from './move/usernames.ts'
import { devnetFeeTokens } from './registry/chains.ts'
import { L1 } from './router/registry.ts'
import { type DevnetServer, startDevnetServer } from './server.ts'

describe('startDevnetServer', () => {
  let server: DevnetServer
  beforeAll(async () => {
    server = await startDevnetServer({ port: 0 })
  })
  afterAll(() => server.close())

  test("default: the rollups' and the L1's indexers over HTTP with CORS", async () => {
    expect(Object.keys(server.indexers)).toEqual(['evm-1', 'move-1', 'initiation-2'])
    const response = await fetch(`${server.indexers['evm-1']}/status`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Cache')
    expect(response.headers.get('x-cache')).toBe('miss')
    expect(await response.json()).toMatchObject({ chain_id: 'evm-1' })
    const move = await fetch(`${server.indexers['move-1']}/indexer/tx/v1/evm-txs`)
    expect([move.status, await move.text()]).toEqual([404, 'evm routes are not available on this chain'])
  })

  test('behavior: the NFTs on a plain metadata host point at this server, and it serves them', async () => {
    const indexer = server.indexers['evm-1']
    const { collections } = (await (await fetch(`${indexer}/indexer/nft/v1/collections`)).json()) as {
      collections: { object_addr: string }[]
    }
    const uris = await Promise.all(
      collections.map(async ({ object_addr }) => {
        const page = await fetch(
          `${indexer}/indexer/nft/v1/tokens/by_collection/${object_addr}?pagination.limit=1`,
        )
        return ((await page.json()) as { tokens: { nft: { uri: string } }[] }).tokens[0]!.nft.uri
      }),
    )
    const hosted = uris.filter((uri) => !uri.startsWith('ipfs://'))
    expect(hosted.length).toBeGreaterThan(0)
    for (const uri of hosted) expect(uri.startsWith(`${server.url}/nft-media/`)).toBe(true)
    expect((await fetch(hosted[0]!)).ok).toBe(true)
  })

  test('behavior: %2F survives the trip', async () => {
    const response = await fetch(`${server.indexers['evm-1']}/indexer/richlist/v1/uinit?pagination.limit=1`)
    const denom = 'evm%2F2eE7007DF876084d4C74685e90bB7f4cd7c86e22'
    const big = await fetch(`${server.indexers['evm-1']}/indexer/richlist/v1/${denom}?pagination.limit=1`)
    expect(((await response.json()) as { holders: unknown[] }).holders).toHaveLength(1)
    expect(((await big.json()) as { pagination: { total: string } }).pagination.total).toBe('100000')
  })

  test('behavior: preflight and unknown paths', async () => {
    const preflight = await fetch(`${server.indexers['evm-1']}/status`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    const unknown = await fetch(`${server.url}/nope`)
    expect([unknown.status, await unknown.text()]).toEqual([404, 'Cannot GET /nope'])
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*')
  })

  test("behavior: every Initia chain's REST answers its accounts and simulates a MsgSend of its fee token", async () => {
    const sender = 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an'
    const registry = new Registry(defaultRegistryTypes)
    for (const [chainId, [feeToken]] of Object.entries(devnetFeeTokens)) {
      const rest = `${server.url}/chains/${chainId}/rest`
      const account = await (await fetch(`${rest}/cosmos/auth/v1beta1/accounts/${sender}`)).json()
      expect(account.account).toMatchObject({ address: sender, sequence: expect.any(String) })
      const body = TxBody.fromPartial({
        messages: [
          registry.encodeAsAny({
            typeUrl: '/cosmos.bank.v1beta1.MsgSend',
            value: {
              fromAddress: sender,
              toAddress: sender,
              amount: [{ denom: feeToken.denom, amount: '1' }],
            },
          }),
        ],
      })
      // no key: the account has none yet, and the simulation stands one in
      const authInfo = AuthInfo.decode(
        makeAuthInfoBytes(
          [{ pubkey: undefined as never, sequence: Number(account.account.sequence) }],
          [],
          0,
          undefined,
          undefined,
        ),
      )
      const response = await fetch(`${rest}/cosmos/tx/v1beta1/simulate`, {
        method: 'POST',
        body: JSON.stringify({
          tx_bytes: toBase64(Tx.encode({ body, authInfo, signatures: [new Uint8Array()] }).finish()),
        }),
      })
      expect([chainId, response.status]).toEqual([chainId, 200])
      expect(BigInt((await response.json()).gas_info.gas_used)).toBeGreaterThan(0n)
    }
    const unknown = await fetch(
      `${server.url}/chains/initiation-2/rest/cosmos/auth/v1beta1/accounts/init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl`,
    )
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 5])
  })

  test("behavior: the L1's REST runs the usernames module's views; a rollup's has no such module", async () => {
    const view = (chainId: string, fn: string, arg: Uint8Array) =>
      fetch(
        `${server.url}/chains/${chainId}/rest/initia/move/v1/accounts/${usernamesModuleAddress}/modules/usernames/view_functions/${fn}`,
        { method: 'POST', body: JSON.stringify({ type_args: [], args: [toBase64(arg)] }) },
      )
    const name = (text: string) => bcs.string().serialize(text).toBytes()
    const alice = await view(L1, 'get_address_from_name', name('alice'))
    expect(alice.headers.get('access-control-allow-origin')).toBe('*')
    const { data } = (await alice.json()) as { data: string }
    expect(BigInt(JSON.parse(data))).toBe(
      BigInt(devnetUsernames.find((entry) => entry.name === 'alice')!.hex),
    )
    expect(await (await view(L1, 'get_address_from_name', name('nobody'))).json()).toMatchObject({
      data: 'null',
    })
    const rollup = await view('move-1', 'get_address_from_name', name('alice'))
    expect([rollup.status, ((await rollup.json()) as { code: number }).code]).toEqual([500, 2])
  })
})
