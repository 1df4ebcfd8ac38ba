// A JSON-RPC proxy over real HTTP in front of a devnet node (a Cosmos chain stand-in or anvil), that loses the
// answer to one chosen call the way a network does: after the node has it, or before.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenOnLocalhost } from '../packages/devnet/src/cosmos/listen.ts'

export type RpcFault =
  /** Forwards the call, waits for the node's whole answer, then drops the connection: the node has the call. */
  | 'answer-lost'
  /** Drops the connection without forwarding: the node never sees the call. */
  | 'request-lost'
  /** Answers with this HTTP status and text instead of the node. */
  | { status: number; text: string }
  /** Answers 200 with this JSON-RPC result or error (and the call's id) instead of the node. */
  | { answer: { result: unknown } | { error: { code: number; message: string; data?: string } } }

export interface RpcProxy {
  url: string
  /** The JSON-RPC methods the node received through the proxy, in order. */
  readonly forwarded: readonly string[]
  /** The params of the last call of `method` the node received. */
  lastParams(method: string): unknown
  /** The next call of `method` meets `fault` (`onHit` gets its params first); the calls after it pass. */
  failNext(method: string, fault: RpcFault, onHit?: (params: unknown) => void): void
  close(): Promise<void>
}

export async function startRpcProxy(upstream: string): Promise<RpcProxy> {
  const forwarded: string[] = []
  const params = new Map<string, unknown>()
  const faults = new Map<string, { fault: RpcFault; onHit: ((params: unknown) => void) | undefined }>()

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk)
    const body = Buffer.concat(chunks)
    const calls = callsOf(body)
    const methods = calls.map((call) => call.method)
    const faulty = calls.find((call) => faults.has(call.method))
    const armed = faulty && faults.get(faulty.method)
    const fault = armed?.fault
    if (faulty) {
      faults.delete(faulty.method)
      armed?.onHit?.(faulty.params)
    }

    if (fault === 'request-lost') return incoming.socket.destroy()
    if (typeof fault === 'object') {
      if ('text' in fault) {
        outgoing.writeHead(fault.status, { 'content-type': 'text/plain' })
        return outgoing.end(fault.text)
      }
      outgoing.writeHead(200, { 'content-type': 'application/json' })
      return outgoing.end(JSON.stringify({ jsonrpc: '2.0', id: faulty?.id, ...fault.answer }))
    }
    forwarded.push(...methods)
    for (const call of calls) params.set(call.method, call.params)
    const path = incoming.url === '/' ? '' : (incoming.url ?? '')
    const response = await fetch(`${upstream}${path}`, {
      method: incoming.method,
      headers: { 'content-type': incoming.headers['content-type'] ?? 'application/json' },
      body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
    })
    const answer = Buffer.from(await response.arrayBuffer())
    if (fault === 'answer-lost') return incoming.socket.destroy()
    outgoing.writeHead(response.status, {
      'content-type': response.headers.get('content-type') ?? 'application/json',
    })
    outgoing.end(answer)
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(String(error))
    })
  })
  return {
    ...(await listenOnLocalhost(server)),
    forwarded,
    lastParams: (method) => params.get(method),
    failNext: (method, fault, onHit) => faults.set(method, { fault, onHit }),
  }
}

/** The calls of a JSON-RPC body or batch; none for a body that is not JSON (a GET). */
function callsOf(body: Buffer): { method: string; id: unknown; params: unknown }[] {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    return (Array.isArray(parsed) ? parsed : [parsed]).flatMap((call) =>
      typeof call?.method === 'string'
        ? [{ method: call.method as string, id: call.id as unknown, params: call.params as unknown }]
        : [],
    )
  } catch {
    return []
  }
}
