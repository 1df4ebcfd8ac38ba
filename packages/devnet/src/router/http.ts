// JSON answers and bodies in the Skip Go API's shape.
import { badRequest } from './routes.ts'

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

export const errorJson = (status: number, code: number, message: string, reason?: string) =>
  json(status, {
    code,
    message,
    details: reason
      ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'skip.money', metadata: {} }]
      : [],
  })

export type Body = Record<string, unknown>

export async function readBody(request: Request): Promise<Body> {
  try {
    const body: unknown = await request.json()
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Body
  } catch {}
  throw badRequest('request body must be a JSON object')
}
