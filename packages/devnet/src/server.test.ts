import { afterAll, beforeAll, describe, expect, test } from 'vitest'
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
})
