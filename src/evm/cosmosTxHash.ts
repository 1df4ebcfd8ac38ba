// The exact link between an EVM tx and the Cosmos tx it was recorded in, from a minievm node's JSON-RPC `cosmos`
// namespace (initia-labs/minievm jsonrpc/namespaces/cosmos/api.go, jsonrpc/backend/cosmos.go). The node's EVM
// indexer stores both directions for every EVM tx it records, the "fake" ones for Cosmos txs with EVM logs too
// (indexer/abci.go doIndexing, indexer/utils.go extractEthTxInfo). The rollytics indexer keeps no such link
// (src/indexer/evmCosmosTx.ts infers it from a block's txs).

import { JsonRpcError } from '../errors/evm.ts'
import { InvalidParameterError, ResponseValidationError } from '../errors/http.ts'
import { type HttpClientConfig, type RequestOptions, requestJson } from '../http/request.ts'
import { cosmosTxHash as cosmosForm, evmTxHash as evmForm, sameTxHash } from '../http/txHash.ts'
import * as z from '../http/zodCore.ts'

export interface EvmJsonRpcConfig
  extends Pick<HttpClientConfig, 'fetch' | 'headers' | 'timeoutMs' | 'retry'> {
  /** The rollup's EVM JSON-RPC: its chain.json `apis['json-rpc']` in Initia's registry. */
  url: string
}

const service = 'EVM JSON-RPC'

const hash64 = /^(0x)?[0-9a-fA-F]{64}$/
const zeroHash = /^(0x)?0{64}$/

const answer = /* @__PURE__ */ z.looseObject({
  id: z.unknown(),
  result: z.optional(
    z.nullable(z.pattern(hash64, 'expected a 32-byte hash as 64 hex digits (0x optional), or null')),
  ),
  // `code` is an integer, checked in callForHash: zod's int check here would load with every app (evanw/esbuild#3704)
  error: z.optional(z.looseObject({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) })),
})

let lastId = 0

/** One call; the hash it answers (64 hex digits, 0x or not, either case), or null where the node has none. */
async function callForHash(
  config: EvmJsonRpcConfig,
  method: string,
  param: string,
  options: RequestOptions | undefined,
): Promise<string | null> {
  // each call its own id: an answer to another request (a cache that ignores POST bodies) is caught by it
  const id = ++lastId
  const url = config.url.replace(/\/+$/, '')
  const body = await requestJson(
    { ...config, baseUrl: url },
    {
      service,
      method: 'POST',
      path: '',
      body: { jsonrpc: '2.0', id, method, params: [param] },
      schema: answer,
      signal: options?.signal,
    },
  )
  const invalid = (path: string, message: string) =>
    new ResponseValidationError(service, url, [{ path, message }])
  if (body.id !== id)
    throw invalid('id', `expected ${id}, the id of the request, got ${JSON.stringify(body.id)}`)
  if (body.error && !Number.isSafeInteger(body.error.code)) throw invalid('error.code', 'expected int')
  if (body.error) throw new JsonRpcError(service, url, method, body.error)
  if (body.result === undefined) throw invalid('result', 'expected a result or an error')
  // the node writes the zero hash, not null, for a tx it does not know: a Go zero value with a nil error
  // (jsonrpc/backend/cosmos.go maps collections.ErrNotFound to it); null is taken the same way
  if (body.result === null || zeroHash.test(body.result)) return null
  // a server that echoes its params would otherwise pass for one: no tx hashes to its own Cosmos hash
  if (sameTxHash(body.result, param))
    throw invalid('result', 'expected another tx hash, got the hash that was asked about')
  return body.result
}

/**
 * The hash of the Cosmos tx an EVM tx was recorded in, as the indexer writes it (64 upper-case hex digits, no 0x),
 * or null when the node does not know the EVM tx (not yet indexed, pruned, or never there).
 * Throws InvalidParameterError before sending anything, JsonRpcError when the node refuses the call (-32601:
 * not a minievm JSON-RPC), ResponseValidationError for an answer that is not a hash, and the HTTP layer's errors.
 *
 * @example
 * const cosmosTxHash = await getCosmosTxHashOfEvmTx({ url: 'https://jsonrpc-evm-1.anvil.asia-southeast.initia.xyz' }, '0x5a…')
 */
export async function getCosmosTxHashOfEvmTx(
  config: EvmJsonRpcConfig,
  evmTxHash: string,
  options?: RequestOptions,
): Promise<string | null> {
  // the param is a common.Hash: go-ethereum's hexutil wants the 0x prefix (ErrMissingPrefix), either case
  if (typeof evmTxHash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(evmTxHash))
    throw new InvalidParameterError('evmTxHash', evmTxHash, 'It must be 0x and 64 hex digits.')
  // the answer is a common.UnprefixedHash: lower-case hex without 0x (go-ethereum common/types.go)
  const hash = await callForHash(config, 'cosmos_cosmosTxHashByTxHash', evmForm(evmTxHash), options)
  return hash === null ? null : cosmosForm(hash)
}

/**
 * The hash of the EVM tx recorded for a Cosmos tx (`0x` and 64 lower-case hex digits), or null when the node has
 * none: a Cosmos tx gets one only if it was sent from an Ethereum wallet, or succeeded with EVM logs.
 * Throws as `getCosmosTxHashOfEvmTx` does.
 */
export async function getEvmTxHashOfCosmosTx(
  config: EvmJsonRpcConfig,
  cosmosTxHash: string,
  options?: RequestOptions,
): Promise<`0x${string}` | null> {
  // the param is a common.UnprefixedHash: 0x optional, either case (hexutil.UnmarshalFixedUnprefixedText)
  if (typeof cosmosTxHash !== 'string' || !hash64.test(cosmosTxHash))
    throw new InvalidParameterError('cosmosTxHash', cosmosTxHash, 'It must be 64 hex digits.')
  // sent as the Cosmos side writes it; the answer is a common.Hash, 0x and lower-case hex
  const hash = await callForHash(config, 'cosmos_txHashByCosmosTxHash', cosmosForm(cosmosTxHash), options)
  return hash === null ? null : evmForm(hash)
}
