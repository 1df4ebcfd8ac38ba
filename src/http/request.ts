import type { $ZodType } from 'zod/v4/core'
import { safeParse } from 'zod/mini'
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from './errors.ts'

export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  count?: number
  /** First backoff delay; it doubles each retry, with jitter. Default 250 ms. */
  delayMs?: number
  /** Longest wait between attempts, `Retry-After` included: a longer `Retry-After` ends the retries. Default 10 s. */
  maxDelayMs?: number
}

export interface HttpClientConfig {
  /** Base address, e.g. `https://rollytics-api-evm-1.anvil.asia-southeast.initia.xyz`. */
  baseUrl: string
  /** A fetch implementation (SSR, tests, instrumentation). Default: the global fetch. */
  fetch?: typeof fetch
  /** Sent with every request. */
  headers?: Record<string, string>
  /** Per attempt. Default 10 s. */
  timeoutMs?: number
  /** Backoff for network errors, 5xx and 429. `false` turns retries off. */
  retry?: RetryOptions | false
}

export interface RequestOptions {
  signal?: AbortSignal | undefined
}

export interface JsonRequest<schema extends $ZodType> extends RequestOptions {
  /** Names the server in error messages. */
  service: string
  method?: 'GET' | 'POST'
  path: string
  query?: URLSearchParams | undefined
  body?: unknown
  schema: schema
}

/**
 * Sends one request with timeout and retry, and validates the JSON answer against `schema`.
 * Throws only the kit's typed errors, or the caller's own abort reason.
 */
export async function requestJson<schema extends $ZodType>(
  config: HttpClientConfig,
  request: JsonRequest<schema>,
): Promise<schema['_zod']['output']> {
  const search = request.query?.toString()
  const url = `${config.baseUrl.replace(/\/+$/, '')}${request.path}${search ? `?${search}` : ''}`
  const text = await withRetry(config, request, url)

  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ResponseValidationError({
      service: request.service,
      url,
      issues: [{ path: '', message: `the body is not JSON: ${JSON.stringify(text.slice(0, 80))}` }],
    })
  }
  const result = safeParse(request.schema, json)
  if (!result.success) throw ResponseValidationError.fromZod(request.service, url, result.error.issues)
  return result.data
}

async function withRetry(config: HttpClientConfig, request: JsonRequest<$ZodType>, url: string) {
  const retry = config.retry === false ? { count: 0 } : (config.retry ?? {})
  const retries = retry.count ?? 3
  const baseDelay = retry.delayMs ?? 250
  const maxDelay = retry.maxDelayMs ?? 10_000

  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(config, request, url)
    } catch (error) {
      const retryable =
        error instanceof NetworkError ||
        (error instanceof HttpError && (error.status >= 500 || error.status === 429))
      if (!retryable || attempt >= retries) throw error

      const backoff = Math.min(maxDelay, baseDelay * 2 ** attempt) * (0.5 + Math.random() / 2)
      const retryAfter = error instanceof HttpError ? error.retryAfterMs : undefined
      if (retryAfter !== undefined && retryAfter > maxDelay) throw error
      await sleep(retryAfter ?? backoff, request.signal)
    }
  }
}

async function attemptOnce(config: HttpClientConfig, request: JsonRequest<$ZodType>, url: string) {
  const { signal } = request
  signal?.throwIfAborted()

  const timeoutMs = config.timeoutMs ?? 10_000
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const forwardAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', forwardAbort, { once: true })

  try {
    const hasBody = request.body !== undefined
    const response = await (config.fetch ?? globalThis.fetch)(url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...config.headers,
      },
      body: hasBody ? JSON.stringify(request.body) : null,
      signal: controller.signal,
    })
    const text = await response.text()
    if (!response.ok) {
      const error = new HttpError({ service: request.service, status: response.status, url, body: text })
      error.retryAfterMs = parseRetryAfter(response.headers.get('retry-after'))
      throw error
    }
    return text
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (signal?.aborted) throw signal.reason
    if (timedOut) throw new TimeoutError({ service: request.service, url, timeoutMs })
    throw new NetworkError({ service: request.service, url, cause: error })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}

/** `Retry-After` is either delay seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

function sleep(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
