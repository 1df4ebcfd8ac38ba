// An HTTP proxy in front of the devnet router that may rewrite an answer: what a compromised router, or one
// that mixes up its caches, sends. Requests pass unchanged; `rewrite` sees each successful JSON answer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenOnLocalhost } from '../../packages/devnet/src/cosmos/listen.ts'

/** The header a page's router client sends so the proxy knows which transfer of the suite asks; not forwarded. */
export const transferHeader = 'x-fault-suite-transfer'

export interface RouterRequest {
  method: string
  /** e.g. `/v2/fungible/msgs` */
  path: string
  query: URLSearchParams
  /** The `transferHeader` value, if any. */
  transfer: string | undefined
}

export interface RouterProxy {
  url: string
  close(): Promise<void>
}

/** `rewrite` returns the JSON to answer instead, or undefined to pass the router's answer on. */
export async function startRouterProxy(
  upstream: string,
  rewrite: (request: RouterRequest, answer: unknown) => unknown,
): Promise<RouterProxy> {
  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk)
    const url = new URL(incoming.url ?? '/', 'http://proxy')
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers))
      if (
        typeof value === 'string' &&
        !['host', 'connection', 'content-length', transferHeader].includes(name)
      )
        headers.set(name, value)
    const method = incoming.method ?? 'GET'
    const response = await fetch(`${upstream}${url.pathname}${url.search}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    })
    const text = await response.text()
    const type = response.headers.get('content-type') ?? 'application/json'
    let body = text
    if (response.ok && type.includes('json')) {
      const transfer = incoming.headers[transferHeader]
      const request = {
        method,
        path: url.pathname,
        query: url.searchParams,
        transfer: typeof transfer === 'string' ? transfer : undefined,
      }
      const replaced = rewrite(request, JSON.parse(text))
      if (replaced !== undefined) body = JSON.stringify(replaced)
    }
    const retryAfter = response.headers.get('retry-after')
    outgoing.writeHead(response.status, {
      'content-type': type,
      ...(retryAfter && { 'retry-after': retryAfter }),
    })
    outgoing.end(body)
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      // a bug of the suite's own, never a fault it means to inject
      console.error('fault suite: the router proxy failed', error)
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(String(error))
    })
  })
  return { ...(await listenOnLocalhost(server)) }
}
