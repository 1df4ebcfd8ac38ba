// Node only: one HTTP server with the devnet indexers mounted under path prefixes, CORS on.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createIndexerDevnet } from './indexer/index.ts'

export interface DevnetServerOptions {
  /** default 4350; 0 picks a free port */
  port?: number
  /** default 127.0.0.1 */
  host?: string
}

export interface DevnetServer {
  /** e.g. http://127.0.0.1:4350 */
  url: string
  /** chain id -> indexer base URL, e.g. 'evm-1' -> http://127.0.0.1:4350/evm-1 */
  indexers: Record<string, string>
  close(): Promise<void>
}

/** A web handler served under a path prefix (which it strips itself). */
interface Mount {
  prefix: string
  fetch(request: Request): Promise<Response>
}

const chains = [
  { chainId: 'evm-1', vm: 'evm' },
  { chainId: 'move-1', vm: 'move' },
] as const

const cors = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'X-Cache' }

async function toRequest(incoming: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const chunks: Buffer[] = []
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD')
    for await (const chunk of incoming) chunks.push(chunk)
  return new Request(url, {
    method: incoming.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  })
}

async function handle(mounts: Mount[], incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, {
      ...cors,
      'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
      'access-control-allow-headers': '*',
      'access-control-max-age': '86400',
    })
    outgoing.end()
    return
  }
  // the raw path, not decoded: the indexer sees %2F in a denom as the real one does
  const url = new URL(incoming.url ?? '/', 'http://devnet')
  const mount = mounts.find(({ prefix }) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
  const response = mount
    ? await mount.fetch(await toRequest(incoming, url))
    : new Response(`Cannot ${incoming.method} ${url.pathname}`, {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors })
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

export async function startDevnetServer(options: DevnetServerOptions = {}): Promise<DevnetServer> {
  const host = options.host ?? '127.0.0.1'
  const mounts: Mount[] = chains.map(({ chainId, vm }) => ({
    prefix: `/${chainId}`,
    fetch: createIndexerDevnet({ vm, chainId, basePath: `/${chainId}` }).fetch,
  }))
  const server = createServer((incoming, outgoing) => {
    handle(mounts, incoming, outgoing).catch((error: unknown) => {
      console.error(error)
      if (!outgoing.headersSent)
        outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', ...cors })
      outgoing.end('Internal Server Error')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4350, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    url,
    indexers: Object.fromEntries(chains.map(({ chainId }) => [chainId, `${url}/${chainId}`])),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
