import { HttpResponse, http, type JsonBodyType } from 'msw'
import { describe, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { JsonRpcError } from '../errors/evm.ts'
import { HttpError, InvalidParameterError, ResponseValidationError } from '../errors/http.ts'
import { getCosmosTxHashOfEvmTx, getEvmTxHashOfCosmosTx } from './cosmosTxHash.ts'

const server = setupMswServer()
const config = { url: 'http://jsonrpc.test/', retry: false as const }
const evmHash = `0x${'ab12'.repeat(16)}`
const cosmosHash = 'CD34'.repeat(16)

interface Call {
  jsonrpc: string
  id: number
  method: string
  params: unknown[]
}

/** Answers each call with `answer(call)` as the body (an object gets the call's id), and records the calls. */
function node(answer: (call: Call) => unknown) {
  const calls: Call[] = []
  server.use(
    http.post('http://jsonrpc.test/', async ({ request }) => {
      const call = (await request.json()) as Call
      calls.push(call)
      const body = answer(call)
      if (typeof body === 'string')
        return new HttpResponse(body, { headers: { 'content-type': 'text/html' } })
      return HttpResponse.json(
        (body && typeof body === 'object' && !Array.isArray(body)
          ? { jsonrpc: '2.0', id: call.id, ...body }
          : body) as JsonBodyType,
      )
    }),
  )
  return calls
}

describe('getCosmosTxHashOfEvmTx', () => {
  test('default: the Cosmos hash in upper case, asked as minievm reads the param', async () => {
    // minievm answers a common.UnprefixedHash: lower-case hex, no 0x
    const calls = node(() => ({ result: cosmosHash.toLowerCase() }))
    await expect(getCosmosTxHashOfEvmTx(config, evmHash.toUpperCase().replace('0X', '0x'))).resolves.toBe(
      cosmosHash,
    )
    expect(calls).toEqual([
      { jsonrpc: '2.0', id: expect.any(Number), method: 'cosmos_cosmosTxHashByTxHash', params: [evmHash] },
    ])
  })

  test('behavior: the zero hash (how minievm says "unknown") and null are null', async () => {
    node(() => ({ result: '0'.repeat(64) }))
    await expect(getCosmosTxHashOfEvmTx(config, evmHash)).resolves.toBeNull()
    node(() => ({ result: null }))
    await expect(getCosmosTxHashOfEvmTx(config, evmHash)).resolves.toBeNull()
  })

  test.each([
    ['no 0x', evmHash.slice(2)],
    ['63 digits', evmHash.slice(0, -1)],
    ['a non-hex digit', `${evmHash.slice(0, -1)}g`],
    ['a number', 12 as unknown as string],
  ])('parameters: %s is refused before any request', async (_, hash) => {
    const calls = node(() => ({ result: cosmosHash }))
    const error = await getCosmosTxHashOfEvmTx(config, hash).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect(error).toMatchObject({ parameter: 'evmTxHash' })
    expect(calls).toEqual([])
  })
})

describe('getEvmTxHashOfCosmosTx', () => {
  test('default: 0x and lower case, the Cosmos hash sent as the indexer writes it', async () => {
    const calls = node(() => ({ result: evmHash.toUpperCase().replace('0X', '0x') }))
    await expect(getEvmTxHashOfCosmosTx(config, `0x${cosmosHash.toLowerCase()}`)).resolves.toBe(evmHash)
    expect(calls.map(({ method, params }) => [method, params])).toEqual([
      ['cosmos_txHashByCosmosTxHash', [cosmosHash]],
    ])
  })

  test('behavior: the zero hash is null', async () => {
    node(() => ({ result: `0x${'0'.repeat(64)}` }))
    await expect(getEvmTxHashOfCosmosTx(config, cosmosHash)).resolves.toBeNull()
  })

  test('parameters: a hash of the wrong length is refused', async () => {
    const error = await getEvmTxHashOfCosmosTx(config, 'ABC').catch((error: unknown) => error)
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as Error).message).toMatchInlineSnapshot(
      `"Invalid cosmosTxHash: "ABC". It must be 64 hex digits."`,
    )
  })
})

describe('hostile answers are errors, never a wrong hash', () => {
  test('behavior: a JSON-RPC error is a JsonRpcError with its code', async () => {
    // go-ethereum rpc/errors.go methodNotFoundError, as anvil or a node without the `cosmos` namespace answers
    node((call) => ({
      error: { code: -32601, message: `the method ${call.method} does not exist/is not available` },
    }))
    const error = (await getEvmTxHashOfCosmosTx(config, cosmosHash).catch(
      (error: unknown) => error,
    )) as JsonRpcError
    expect(error).toBeInstanceOf(JsonRpcError)
    expect([error.code, error.method, error.url]).toEqual([
      -32601,
      'cosmos_txHashByCosmosTxHash',
      'http://jsonrpc.test',
    ])
    expect(error.message).toMatchInlineSnapshot(
      `"EVM JSON-RPC refused cosmos_txHashByCosmosTxHash: [-32601] the method cosmos_txHashByCosmosTxHash does not exist/is not available. Check that the URL is the JSON-RPC of a minievm rollup."`,
    )
  })

  test('behavior: an internal error keeps its data', async () => {
    node(() => ({ error: { code: -32603, message: 'internal jsonrpc error', data: 'store closed' } }))
    const error = (await getCosmosTxHashOfEvmTx(config, evmHash).catch(
      (error: unknown) => error,
    )) as JsonRpcError
    expect([error.code, error.data, error.details]).toEqual([-32603, 'store closed', '"store closed"'])
  })

  test.each([
    ['a hash one byte short', { result: cosmosHash.slice(2) }, 'result'],
    ['a hash one byte long', { result: `${cosmosHash}00` }, 'result'],
    ['non-hex digits', { result: `${cosmosHash.slice(0, -2)}zz` }, 'result'],
    ['a number', { result: 1 }, 'result'],
    ['base64 bytes', { result: 'zTTNNM00zTTNNM00zTTNNM00zTTNNM00zTTNNM00zTQ=' }, 'result'],
    ['neither result nor error', {}, 'result'],
    ['an error without a code', { error: { message: 'nope' } }, 'error.code'],
    ['an error whose code is not an integer', { error: { code: -32601.5, message: 'nope' } }, 'error.code'],
    ['a batch', [{ jsonrpc: '2.0', id: 1, result: cosmosHash }], ''],
    ['HTML', '<html><body>502 Bad Gateway</body></html>', ''],
  ])('behavior: %s is a ResponseValidationError', async (_, body, path) => {
    node(() => body)
    const error = await getCosmosTxHashOfEvmTx(config, evmHash).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as ResponseValidationError).issues[0]?.path).toBe(path)
  })

  test('behavior: the answer to another request (its id) is refused', async () => {
    node((call) => ({ id: call.id - 1, result: cosmosHash }))
    const error = await getCosmosTxHashOfEvmTx(config, evmHash).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as ResponseValidationError).issues[0]?.path).toBe('id')
  })

  test('behavior: a server that echoes the hash asked about is refused', async () => {
    node((call) => ({ result: call.params[0] }))
    await expect(getEvmTxHashOfCosmosTx(config, cosmosHash)).rejects.toBeInstanceOf(ResponseValidationError)
    await expect(getCosmosTxHashOfEvmTx(config, evmHash)).rejects.toBeInstanceOf(ResponseValidationError)
  })

  test('behavior: a 5xx is retried, then an HttpError', async () => {
    let attempts = 0
    server.use(
      http.post('http://jsonrpc.test/', () => {
        attempts++
        return new HttpResponse('upstream down', { status: 503 })
      }),
    )
    const error = await getCosmosTxHashOfEvmTx(
      { url: 'http://jsonrpc.test', retry: { count: 2, delayMs: 1 } },
      evmHash,
    ).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(HttpError)
    expect([attempts, (error as HttpError).status]).toEqual([3, 503])
  })

  test('behavior: the caller can abort', async () => {
    node(() => ({ result: cosmosHash }))
    const controller = new AbortController()
    controller.abort(new Error('left the page'))
    await expect(getCosmosTxHashOfEvmTx(config, evmHash, { signal: controller.signal })).rejects.toThrow(
      'left the page',
    )
  })
})
