import { delay, HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import {
  HttpError,
  InvalidParameterError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from '../errors/http.ts'
import { ChainNotFoundError } from '../errors/registry.ts'
import { getAssets, getChains, getProfiles } from './actions.ts'
import { createRegistryClient } from './client.ts'

const server = setupMswServer()
const base = 'https://registry.testnet.initia.xyz'
const client = createRegistryClient({ network: 'testnet', retry: { count: 1, delayMs: 1 } })

const chain = (overrides: object = {}) => ({
  chain_id: 'evm-1',
  chain_name: 'evm',
  network_type: 'testnet',
  bech32_prefix: 'init',
  fees: { fee_tokens: [] },
  apis: { rpc: [], rest: [] },
  ...overrides,
})

function answer(path: string, respond: () => Response | Promise<Response>) {
  const calls = { count: 0 }
  server.use(
    http.get(`${base}${path}`, () => {
      calls.count++
      return respond()
    }),
  )
  return calls
}

describe('createRegistryClient', () => {
  test('default: the network names its registry', () => {
    expect(createRegistryClient({ network: 'mainnet' }).baseUrl).toBe('https://registry.initia.xyz')
    expect(createRegistryClient({ network: 'testnet' }).baseUrl).toBe('https://registry.testnet.initia.xyz')
    expect(createRegistryClient({ network: { url: 'http://127.0.0.1:4350/registry/' } }).baseUrl).toBe(
      'http://127.0.0.1:4350/registry',
    )
  })

  test('parameters: anything but a network name or an http(s) URL is refused', () => {
    for (const network of [{ url: 'javascript:alert(1)' }, { url: '' }, 'devnet', undefined] as never[])
      expect(() => createRegistryClient({ network })).toThrow(InvalidParameterError)
    expect(() =>
      createRegistryClient({ network: { url: 'ftp://registry' } }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[InvalidParameterError: Invalid network: "ftp://registry". Expected 'mainnet', 'testnet' or { url: 'https://…' }.]`,
    )
  })
})

describe('a registry that fails', () => {
  test('behavior: down (no answer at all) is a NetworkError, after a retry', async () => {
    const calls = answer('/chains.json', () => HttpResponse.error())
    const error = await getChains(client).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).shortMessage).toMatchInlineSnapshot(
      `"Could not reach Registry at https://registry.testnet.initia.xyz/chains.json: check the URL, the connection and CORS."`,
    )
    expect(calls.count).toBe(2)
  })

  test('behavior: slow past the timeout is a TimeoutError', async () => {
    answer('/chains.json', async () => {
      await delay('infinite')
      return HttpResponse.json([])
    })
    const error = await getChains({ ...client, timeoutMs: 50 }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).shortMessage).toMatchInlineSnapshot(
      `"Registry did not answer /chains.json within 50 ms. Try again, or raise \`timeoutMs\`."`,
    )
  })

  test('behavior: a 500 is retried, then an HttpError', async () => {
    const calls = answer('/chains.json', () => new HttpResponse('upstream failed', { status: 500 }))
    const error = await getChains(client).catch((error: unknown) => error)
    expect(error).toMatchObject({ name: 'HttpError', status: 500 })
    expect((error as HttpError).shortMessage).toBe('Registry answered 500 for /chains.json: upstream failed')
    expect(calls.count).toBe(2)
  })

  test('behavior: an HTML page where JSON belongs is a ResponseValidationError', async () => {
    answer(
      '/chains.json',
      () =>
        new HttpResponse('<!doctype html><title>Cloudflare</title>', {
          headers: { 'content-type': 'text/html' },
        }),
    )
    const error = (await getChains(client).catch((error: unknown) => error)) as ResponseValidationError
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error.issues[0]?.message).toMatch(/^the body is not JSON/)
  })

  test('behavior: JSON of another shape names the bad field', async () => {
    answer('/chains.json', () =>
      HttpResponse.json([chain(), chain({ apis: { rpc: [{ address: 1 }], rest: [] } })]),
    )
    const error = (await getChains(client).catch((error: unknown) => error)) as ResponseValidationError
    expect(error.issues).toEqual([{ path: '1.apis.rpc.0.address', message: 'expected string' }])
  })

  test('behavior: a 404 for an assetlist is an HttpError, not retried', async () => {
    answer('/chains.json', () => HttpResponse.json([chain()]))
    const calls = answer('/chains/evm/assetlist.json', () => new HttpResponse('Not Found', { status: 404 }))
    await expect(getAssets(client, { chainId: 'evm-1' })).rejects.toBeInstanceOf(HttpError)
    expect(calls.count).toBe(1)
  })
})

describe('getAssets', () => {
  const list = { chain_name: 'evm', assets: [] }

  test('default: the metadata.assetlist URL under the registry', async () => {
    const assetlist = `${base}/chains/evm-renamed/assetlist.json`
    answer('/chains.json', () => HttpResponse.json([chain({ metadata: { assetlist } })]))
    const calls = answer('/chains/evm-renamed/assetlist.json', () => HttpResponse.json(list))
    await expect(getAssets(client, { chainId: 'evm-1' })).resolves.toEqual(list)
    expect(calls.count).toBe(1)
  })

  test('behavior: an assetlist URL elsewhere is not followed: <base>/chains/<chain_name>/assetlist.json', async () => {
    // an unhandled request to evil.example would fail the test
    const chains = [chain({ metadata: { assetlist: 'https://evil.example/chains/evm/assetlist.json' } })]
    const calls = answer('/chains/evm/assetlist.json', () => HttpResponse.json(list))
    await expect(getAssets(client, { chainId: 'evm-1', chains })).resolves.toEqual(list)
    expect(calls.count).toBe(1)
  })

  test('behavior: an unknown chain id is a ChainNotFoundError, without an assetlist request', async () => {
    answer('/chains.json', () => HttpResponse.json([chain()]))
    const error = await getAssets(client, { chainId: 'evm-2' }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(ChainNotFoundError)
    expect((error as ChainNotFoundError).message).toMatchInlineSnapshot(`
      "Chain "evm-2" is not in the chain registry. Check the chain id, and that the registry is of the chain's network (mainnet or testnet).

      Details: the registry lists evm-1"
    `)
  })

  test('parameters: the client headers are sent', async () => {
    let seen: string | null = null
    server.use(
      http.get(`${base}/profiles.json`, ({ request }) => {
        seen = request.headers.get('x-api-key')
        return HttpResponse.json([])
      }),
    )
    await getProfiles({ ...client, headers: { 'x-api-key': 'k' } })
    expect(seen).toBe('k')
  })
})
