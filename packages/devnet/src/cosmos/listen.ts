// Node only: serves a web `fetch` handler over node:http, for tests that need real HTTP.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface HttpListener {
  /** e.g. http://127.0.0.1:38211 */
  url: string
  close(): Promise<void>
}

export async function listen(fetch: (request: Request) => Promise<Response>): Promise<HttpListener> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk)
    const request = new Request(new URL(incoming.url ?? '/', 'http://127.0.0.1'), {
      method: incoming.method,
      headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    const response = await fetch(request).catch(
      (error: unknown) => new Response(String(error), { status: 500 }),
    )
    outgoing.writeHead(response.status, Object.fromEntries(response.headers))
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  return listenOnLocalhost(server)
}

/** Starts `server` on a free port of 127.0.0.1; `close` also ends open connections. */
export async function listenOnLocalhost(server: Server): Promise<HttpListener> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
