// The EVM rollup's JSON-RPC as a minievm node serves it, for what anvil cannot answer: the `cosmos` namespace,
// which links an EVM tx to the Cosmos tx it was recorded in, from the devnet indexer's own data. Every other method
// goes to anvil when it runs. Isomorphic: Web APIs only.
// Sources, initia-labs/minievm at 3470dffa: jsonrpc/jsonrpc.go (namespaces, routing), jsonrpc/namespaces/cosmos/api.go
// and jsonrpc/backend/cosmos.go (the two methods); go-ethereum's rpc and common packages as minievm's go.mod replaces
// them (initia-labs/evm): rpc/http.go, rpc/handler.go, rpc/json.go, rpc/errors.go, common/types.go, common/hexutil.
import type { IndexerDevnet } from './indexer/index.ts'

export interface EvmJsonRpcDevnetOptions {
  /** The EVM rollup's indexer devnet: its EVM txs and the Cosmos txs they were recorded in. */
  indexer: Pick<IndexerDevnet, 'cosmosTxHashOfEvmTx' | 'evmTxHashOfCosmosTx'>
  /** Where every method but the `cosmos` namespace goes (anvil); without it they are -32601. */
  forwardUrl?: string | undefined
}

export interface EvmJsonRpcDevnet {
  /** POST `/` with a JSON-RPC call or batch. */
  fetch(request: Request): Promise<Response>
}

type Message = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
type Answer = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number; message: string } }

const zero = '0'.repeat(64)

class RpcError extends Error {
  declare readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/**
 * One hash argument as go-ethereum's parsePositionalArguments (rpc/json.go) reads it into a common.Hash (0x
 * required) or a common.UnprefixedHash (0x optional), either case (common/hexutil/json.go UnmarshalFixedText,
 * UnmarshalFixedUnprefixedText): the 32 bytes as lower-case hex, or the -32602 the node answers.
 */
function hashArgument(params: unknown, prefixed: boolean): string {
  const type = prefixed ? 'common.Hash' : 'common.UnprefixedHash'
  if (params !== undefined && params !== null && !Array.isArray(params))
    throw new RpcError(-32602, 'non-array args')
  const args = params ?? []
  if (args.length === 0) throw new RpcError(-32602, 'missing value for required argument 0')
  if (args.length > 1) throw new RpcError(-32602, 'too many arguments, want at most 1')
  const [value] = args
  const invalid = (reason: string) => new RpcError(-32602, `invalid argument 0: ${reason}`)
  // hexutil's decErrors come wrapped in a json.UnmarshalTypeError through common.Hash's UnmarshalJSON only
  const decError = (reason: string) =>
    invalid(prefixed ? `json: cannot unmarshal ${reason} into Go value of type ${type}` : reason)
  if (typeof value !== 'string') {
    const kind =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : typeof value === 'boolean'
            ? 'bool'
            : typeof value
    throw invalid(`json: cannot unmarshal ${prefixed ? 'non-string' : kind} into Go value of type ${type}`)
  }
  const hasPrefix = /^0[xX]/.test(value)
  if (prefixed && value !== '' && !hasPrefix) throw decError('hex string without 0x prefix')
  const raw = hasPrefix ? value.slice(2) : value
  if (raw.length % 2 !== 0) throw decError('hex string of odd length')
  if (raw.length !== 64)
    throw invalid(`hex string has length ${raw.length}, want 64 for ${prefixed ? type : 'UnprefixedHash'}`)
  if (!/^[0-9a-fA-F]+$/.test(raw)) throw decError('invalid hex string')
  return raw.toLowerCase()
}

export function createEvmJsonRpcDevnet(options: EvmJsonRpcDevnetOptions): EvmJsonRpcDevnet {
  const { indexer, forwardUrl } = options

  // jsonrpc/namespaces/cosmos/api.go; go-ethereum lower-cases the Go method's first letter (rpc/service.go
  // formatName). An unknown hash is no error: jsonrpc/backend/cosmos.go turns collections.ErrNotFound into a nil
  // error and the Go zero value, which marshals as the zero hash.
  const cosmosMethods: Record<string, (params: unknown) => string> = {
    // CosmosTxHashByTxHash(hash common.Hash) (common.UnprefixedHash, error): lower-case hex without 0x
    cosmos_cosmosTxHashByTxHash: (params) =>
      indexer.cosmosTxHashOfEvmTx(`0x${hashArgument(params, true)}`)?.toLowerCase() ?? zero,
    // TxHashByCosmosTxHash(hash common.UnprefixedHash) (common.Hash, error): 0x and lower-case hex
    cosmos_txHashByCosmosTxHash: (params) =>
      indexer.evmTxHashOfCosmosTx(hashArgument(params, false))?.toLowerCase() ?? `0x${zero}`,
  }

  async function forward(message: Message): Promise<Answer> {
    const response = await fetch(forwardUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    })
    return (await response.json()) as Answer
  }

  /** One message of a call or batch (rpc/handler.go handleCallMsg); undefined for a notification. */
  async function answer(message: unknown): Promise<Answer | undefined> {
    const { jsonrpc, id, method, params } = (
      message !== null && typeof message === 'object' && !Array.isArray(message) ? message : {}
    ) as Message
    // rpc/json.go hasValidID: any id but an object or an array, null included
    const validId = id !== undefined && (id === null || typeof id !== 'object')
    const error = (code: number, text: string): Answer => ({
      jsonrpc: '2.0',
      id: validId ? id : null,
      error: { code, message: text },
    })
    if (jsonrpc !== '2.0' || typeof method !== 'string' || method === '' || (id !== undefined && !validId))
      return error(-32600, 'invalid request')
    const local = cosmosMethods[method]
    if (!local && forwardUrl) {
      const forwarded = await forward(message as Message)
      return validId ? forwarded : undefined
    }
    if (!validId) return undefined
    // rpc/errors.go methodNotFoundError
    if (!local) return error(-32601, `the method ${method} does not exist/is not available`)
    try {
      return { jsonrpc: '2.0', id, result: local(params) }
    } catch (caught) {
      if (caught instanceof RpcError) return error(caught.code, caught.message)
      throw caught
    }
  }

  return {
    async fetch(request) {
      // jsonrpc/jsonrpc.go routes POST `/` only (gorilla/mux: 405 for another method, 404 for another path)
      if (new URL(request.url).pathname !== '/') return new Response('404 page not found\n', { status: 404 })
      if (request.method !== 'POST') return new Response(null, { status: 405 })
      // rpc/http.go validateRequest
      const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (
        !['application/json', 'application/json-rpc', 'application/jsonrequest'].includes(contentType ?? '')
      )
        return new Response('invalid content type, only application/json is supported\n', {
          status: 415,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        })
      const json = (body: unknown) =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        })
      let body: unknown
      try {
        body = JSON.parse(await request.text())
      } catch {
        // rpc/server.go serveSingleRequest: invalidMessageError
        return json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } })
      }
      if (!Array.isArray(body)) return json(await answer(body))
      // rpc/handler.go handleBatch
      if (body.length === 0)
        return json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'empty batch' } })
      const answers = (await Promise.all(body.map(answer))).filter((item) => item !== undefined)
      return json(answers.length ? answers : undefined)
    },
  }
}
