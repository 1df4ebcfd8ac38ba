import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { JsonRpcError } from '../../../src/errors/evm.ts'
import { getCosmosTxHashOfEvmTx, getEvmTxHashOfCosmosTx } from '../../../src/evm/cosmosTxHash.ts'
import { createIndexerDevnet } from './indexer/index.ts'
import { type DevnetServer, startDevnetServer } from './server.ts'

const fixtures = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const unknownHash = 'ab'.repeat(32)

/** POSTs a JSON-RPC body, answers the parsed JSON. */
async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json()
}

const call = (method: string, params: unknown, id: unknown = 1) => ({ jsonrpc: '2.0', id, method, params })

describe('the devnet server with anvil (when installed)', () => {
  let server: DevnetServer
  let url: string
  beforeAll(async () => {
    server = await startDevnetServer({ port: 0 })
    url = server.jsonRpc['evm-1']!
  })
  afterAll(() => server.close())

  test('default: both ways for an Ethereum tx, in the formats minievm writes', async () => {
    const evmHash = fixtures.evmTxHash!
    const cosmosHash = fixtures.evmTxCosmosHash!
    expect(url).toBe(`${server.url}/chains/evm-1/json-rpc`)
    // common.UnprefixedHash: lower-case, no 0x; common.Hash: 0x, lower-case
    expect(
      await post(url, call('cosmos_cosmosTxHashByTxHash', [evmHash.toUpperCase().replace('0X', '0x')])),
    ).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: cosmosHash.toLowerCase(),
    })
    expect(await post(url, call('cosmos_txHashByCosmosTxHash', [cosmosHash], 'b'))).toEqual({
      jsonrpc: '2.0',
      id: 'b',
      result: evmHash,
    })
    // and as the kit reads them
    await expect(getCosmosTxHashOfEvmTx({ url }, evmHash)).resolves.toBe(cosmosHash)
    await expect(getEvmTxHashOfCosmosTx({ url }, cosmosHash)).resolves.toBe(evmHash)
  })

  test('behavior: a Cosmos-only EVM record links to its Cosmos tx both ways', async () => {
    await expect(getCosmosTxHashOfEvmTx({ url }, fixtures.cosmosOnlyEvmTxHash!)).resolves.toBe(
      fixtures.cosmosOnlyEvmTxCosmosHash,
    )
    await expect(getEvmTxHashOfCosmosTx({ url }, fixtures.cosmosOnlyEvmTxCosmosHash!)).resolves.toBe(
      fixtures.cosmosOnlyEvmTxHash,
    )
  })

  test('behavior: every link points at the indexer Cosmos tx of the same block and gas, and back', async () => {
    const indexer = server.indexers['evm-1']!
    const { txs } = (await (await fetch(`${indexer}/indexer/tx/v1/evm-txs?pagination.limit=50`)).json()) as {
      txs: { transactionHash: string; blockNumber: string; gasUsed: string }[]
    }
    expect(txs).toHaveLength(50)
    const cosmosHashes = (await post(
      url,
      txs.map((tx, index) => call('cosmos_cosmosTxHashByTxHash', [tx.transactionHash], index)),
    )) as { id: number; result: string }[]
    expect(cosmosHashes.map(({ id }) => id)).toEqual(txs.map((_, index) => index))
    const back = (await post(
      url,
      cosmosHashes.map(({ result }, index) => call('cosmos_txHashByCosmosTxHash', [result], index)),
    )) as { result: string }[]
    expect(back.map(({ result }) => result)).toEqual(txs.map((tx) => tx.transactionHash))
    for (const [index, evmTx] of txs.entries()) {
      const response = await fetch(
        `${indexer}/indexer/tx/v1/txs/${cosmosHashes[index]!.result.toUpperCase()}`,
      )
      const { tx } = (await response.json()) as { tx: { height: string; gas_used: string } }
      expect([tx.height, tx.gas_used]).toEqual([
        String(BigInt(evmTx.blockNumber)),
        String(BigInt(evmTx.gasUsed)),
      ])
    }
  })

  test('behavior: an unknown hash is the zero hash, null to the kit', async () => {
    expect(await post(url, call('cosmos_cosmosTxHashByTxHash', [`0x${unknownHash}`]))).toMatchObject({
      result: '0'.repeat(64),
    })
    expect(await post(url, call('cosmos_txHashByCosmosTxHash', [unknownHash]))).toMatchObject({
      result: `0x${'0'.repeat(64)}`,
    })
    await expect(getCosmosTxHashOfEvmTx({ url }, `0x${unknownHash}`)).resolves.toBeNull()
    await expect(getEvmTxHashOfCosmosTx({ url }, unknownHash)).resolves.toBeNull()
  })

  test('behavior: params are read as go-ethereum reads a common.Hash', async () => {
    const answers = await post(url, [
      call('cosmos_cosmosTxHashByTxHash', [unknownHash], 1),
      call('cosmos_cosmosTxHashByTxHash', [`0x${unknownHash.slice(2)}`], 2),
      call('cosmos_cosmosTxHashByTxHash', [], 3),
      call('cosmos_txHashByCosmosTxHash', [`${unknownHash.slice(1)}z`], 4),
    ])
    expect(answers).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32602,
          message:
            'invalid argument 0: json: cannot unmarshal hex string without 0x prefix into Go value of type common.Hash',
        },
      },
      {
        jsonrpc: '2.0',
        id: 2,
        error: {
          code: -32602,
          message: 'invalid argument 0: hex string has length 62, want 64 for common.Hash',
        },
      },
      { jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'missing value for required argument 0' } },
      { jsonrpc: '2.0', id: 4, error: { code: -32602, message: 'invalid argument 0: invalid hex string' } },
    ])
  })

  test('behavior: every other method is anvil’s, or -32601 without it', async () => {
    const answer = await post(url, call('eth_chainId', []))
    expect(answer).toEqual(
      server.evm
        ? { jsonrpc: '2.0', id: 1, result: `0x${server.evm.chainId.toString(16)}` }
        : {
            jsonrpc: '2.0',
            id: 1,
            error: { code: -32601, message: 'the method eth_chainId does not exist/is not available' },
          },
    )
  })

  test('behavior: POST only, with CORS; the CometBFT stand-in keeps /chains/evm-1', async () => {
    const get = await fetch(url)
    expect([get.status, get.headers.get('access-control-allow-origin')]).toEqual([405, '*'])
    const comet = await post(server.chains['evm-1']!, call('status', {}))
    expect(comet).toMatchObject({ result: { node_info: { network: 'evm-1' } } })
    expect(await post(url, 'not a call')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'invalid request' },
    })
  })
})

describe('the devnet server without anvil', () => {
  let server: DevnetServer
  beforeAll(async () => {
    server = await startDevnetServer({ port: 0, evm: false })
  })
  afterAll(() => server.close())

  test('behavior: the cosmos namespace still answers, every other method is -32601', async () => {
    const url = server.jsonRpc['evm-1']!
    await expect(getEvmTxHashOfCosmosTx({ url }, fixtures.evmTxCosmosHash!)).resolves.toBe(fixtures.evmTxHash)
    expect(await post(url, call('eth_blockNumber', []))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'the method eth_blockNumber does not exist/is not available' },
    })
  })

  test('behavior: the registry lists the JSON-RPC, and no WebSocket', async () => {
    const chains = (await (await fetch(`${server.registry}/chains.json`)).json()) as {
      chain_id: string
      apis: Record<string, { address: string }[]>
    }[]
    const { apis } = chains.find((chain) => chain.chain_id === 'evm-1')!
    expect(apis['json-rpc']).toEqual([{ address: server.jsonRpc['evm-1'], provider: 'rollscope devnet' }])
    expect(apis['json-rpc-websocket']).toBeUndefined()
  })

  test('behavior: the kit reads a refusal as a JsonRpcError', async () => {
    // a node without the `cosmos` namespace answers as the devnet does for eth_* here
    const error = await getCosmosTxHashOfEvmTx(
      { url: `${server.url}/chains/evm-1` },
      fixtures.evmTxHash!,
    ).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(JsonRpcError)
    expect(error).toMatchObject({ code: -32601 })
  })
})
