import { RollscopeError } from './base.ts'

/**
 * The JSON-RPC server answered a call with an error object: -32601 when it does not serve the method (not a
 * minievm node, or its `json-rpc.apis` leaves the namespace out), -32602 for a parameter it cannot read, -32603
 * when its store failed.
 */
export class JsonRpcError extends RollscopeError {
  override name = 'JsonRpcError'
  declare readonly code: number
  declare readonly method: string
  declare readonly url: string
  declare readonly data: unknown

  /** The service that failed, e.g. 'EVM JSON-RPC'. */
  declare readonly service: string

  constructor(
    service: string,
    url: string,
    method: string,
    error: { code: number; message: string; data?: unknown },
  ) {
    super(
      `${service} refused ${method}: [${error.code}] ${error.message.slice(0, 300)}.${
        error.code === -32601 ? ' Check that the URL is the JSON-RPC of a minievm rollup.' : ''
      }`,
      { details: error.data === undefined ? undefined : JSON.stringify(error.data).slice(0, 300) },
    )
    this.service = service
    this.url = url
    this.method = method
    this.code = error.code
    this.data = error.data
  }
}
