import { delay, HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../errors/http.ts'
import { type HttpClientConfig, requestJson } from './request.ts'
import * as z from './zodCore.ts'

const server = setupMswServer()
const baseUrl = 'http://indexer.test'
const schema = z.looseObject({
  holders: z.array(z.looseObject({ amount: z.pattern(/^\d+$/, 'expected digits') })),
})
const config: HttpClientConfig = { baseUrl, retry: { delayMs: 1 } }
const get = (overrides: Partial<HttpClientConfig> = {}, signal?: AbortSignal) =>
  requestJson({ ...config, ...overrides }, { service: 'Indexer', path: '/richlist/v1/uinit', schema, signal })

function answer(...responses: (() => Response | Promise<Response>)[]) {
  const calls = { count: 0 }
  server.use(
    http.get(`${baseUrl}/richlist/v1/uinit`, () => {
      const respond = responses[Math.min(calls.count, responses.length - 1)]!
      calls.count++
      return respond()
    }),
  )
  return calls
}

const ok = () => HttpResponse.json({ holders: [{ amount: '123456789012345678901234567890' }] })

describe('requestJson', () => {
  test('default: validated body, amounts kept exact', async () => {
    answer(ok)
    await expect(get()).resolves.toEqual({ holders: [{ amount: '123456789012345678901234567890' }] })
  })

  test('behavior: a text/plain error body becomes the HttpError message', async () => {
    const calls = answer(() => new HttpResponse('[NOT_FOUND] transaction not found', { status: 404 }))
    const error = await get().catch((error: unknown) => error)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(404)
    expect((error as HttpError).shortMessage).toMatchInlineSnapshot(
      `"Indexer answered 404 for /richlist/v1/uinit: [NOT_FOUND] transaction not found"`,
    )
    expect(calls.count).toBe(1)
  })

  test('behavior: 400 is not retried', async () => {
    const calls = answer(() => new HttpResponse('[INVALID_VALUE] invalid hash format', { status: 400 }))
    await expect(get()).rejects.toBeInstanceOf(HttpError)
    expect(calls.count).toBe(1)
  })

  test('behavior: malformed JSON is a ResponseValidationError', async () => {
    answer(() => new HttpResponse('{"holders": [', { headers: { 'content-type': 'application/json' } }))
    const error = await get().catch((error: unknown) => error)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as ResponseValidationError).shortMessage).toMatchInlineSnapshot(
      `"Indexer response for /richlist/v1/uinit is not what rollscope expects."`,
    )
  })

  test('behavior: a schema-violating record names the bad field', async () => {
    answer(() => HttpResponse.json({ holders: [{ amount: '1' }, { amount: 1.5 }] }))
    const error = (await get().catch((error: unknown) => error)) as ResponseValidationError
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error.issues).toEqual([{ path: 'holders.1.amount', message: 'expected string' }])
  })

  test('behavior: 500s then success is retried to success', async () => {
    const failure = () => new HttpResponse('Internal Server Error', { status: 500 })
    const calls = answer(failure, failure, ok)
    await expect(get()).resolves.toEqual({ holders: [expect.any(Object)] })
    expect(calls.count).toBe(3)
  })

  test('behavior: 500s beyond the retry count end in HttpError', async () => {
    const calls = answer(() => new HttpResponse('Internal Server Error', { status: 500 }))
    await expect(get({ retry: { count: 2, delayMs: 1 } })).rejects.toMatchObject({
      name: 'HttpError',
      status: 500,
    })
    expect(calls.count).toBe(3)
  })

  test('behavior: 429 waits for Retry-After, then succeeds', async () => {
    const calls = answer(
      () => new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '1' } }),
      ok,
    )
    const started = performance.now()
    await expect(get()).resolves.toBeDefined()
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
    expect(calls.count).toBe(2)
  })

  test('behavior: Retry-After as an HTTP date', async () => {
    // the clock starts before the date is taken: else a pause between the two shortens the wait measured
    const started = performance.now()
    const inOneSecond = new Date(Date.now() + 1500).toUTCString()
    const calls = answer(
      () => new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': inOneSecond } }),
      ok,
    )
    await expect(get()).resolves.toBeDefined()
    // HTTP dates have whole seconds: the wait is between 0.5 and 1.5 s
    expect(performance.now() - started).toBeGreaterThanOrEqual(450)
    expect(calls.count).toBe(2)
  })

  test('behavior: aborting during the backoff wait stops at once', async () => {
    const calls = answer(() => new HttpResponse('Internal Server Error', { status: 500 }))
    const controller = new AbortController()
    const pending = get({ retry: { delayMs: 60_000, maxDelayMs: 60_000 } }, controller.signal)
    await expect.poll(() => calls.count).toBe(1)
    const started = performance.now()
    controller.abort(new DOMException('user navigated away', 'AbortError'))
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    // at once: not after the 60 s backoff (a tighter bound is a clock on a busy machine)
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(calls.count).toBe(1)
  })

  test('behavior: a Retry-After longer than maxDelayMs ends the retries', async () => {
    const calls = answer(
      () => new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '120' } }),
    )
    const error = (await get().catch((error: unknown) => error)) as HttpError
    expect(error).toMatchObject({ name: 'HttpError', status: 429, retryAfterMs: 120_000 })
    expect(calls.count).toBe(1)
  })

  test('behavior: a hang past the timeout is a TimeoutError', async () => {
    answer(async () => {
      await delay('infinite')
      return ok()
    })
    const error = await get({ timeoutMs: 50 }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).shortMessage).toMatchInlineSnapshot(
      `"Indexer did not answer /richlist/v1/uinit within 50 ms. Try again, or raise \`timeoutMs\`."`,
    )
  })

  test('behavior: a network failure is retried, then a NetworkError', async () => {
    const calls = answer(() => HttpResponse.error())
    const error = await get({ retry: { count: 1, delayMs: 1 } }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).walk()).toBeInstanceOf(TypeError)
    expect(calls.count).toBe(2)
  })

  test('behavior: the caller aborting rejects with its own reason, untouched', async () => {
    answer(async () => {
      await delay('infinite')
      return ok()
    })
    const controller = new AbortController()
    const pending = get({}, controller.signal)
    controller.abort(new DOMException('left the page', 'AbortError'))
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' })
  })

  test('parameters: headers are sent', async () => {
    let seen: string | null = null
    server.use(
      http.get(`${baseUrl}/richlist/v1/uinit`, ({ request }) => {
        seen = request.headers.get('x-api-key')
        return ok()
      }),
    )
    await get({ headers: { 'x-api-key': 'secret' } })
    expect(seen).toBe('secret')
  })
})
