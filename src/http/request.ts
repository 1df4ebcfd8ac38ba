import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../errors/http.ts'
import { ModuleLoadError } from '../errors/moduleLoad.ts'
import { type Checker, type infer as Infer, moreOf, type ZodType } from './zodCore.ts'

export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  count?: number
  /** First backoff delay; it doubles each retry, with jitter. Default 250 ms. */
  delayMs?: number
  /** Longest wait between attempts. A longer `Retry-After` ends the retries. Default 10 s. */
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
  /**
   * Where `baseUrl` only names a service (a chain's indexer found through the chain registry): the real address,
   * asked for before each request. Its errors are the request's.
   */
  resolveBaseUrl?: (() => Promise<string>) | undefined
}

export interface RequestOptions {
  signal?: AbortSignal | undefined
}

export interface JsonRequest<schema extends ZodType> extends RequestOptions {
  /** Names the server in error messages. */
  service: string
  method?: 'GET' | 'POST'
  path: string
  query?: URLSearchParams | undefined
  body?: unknown
  schema: schema
}

// zod, which checks every answer, loads with the first request, not with the app; the classes of the kinds an
// indexer's first page does not use (zodBuildMore.ts) load with the first schema that has one (zodCore.ts)
const once = (load: () => Promise<Checker>) => {
  let loading: Promise<Checker> | undefined
  /** Loaded once; a failure is a ModuleLoadError, and the next call tries again. */
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw new ModuleLoadError({ cause: error })
    }))
}
const loadBuilder = once(() => import('./zodBuild.ts'))
let loadEveryKind: (() => Promise<Checker>) | undefined
/** zod's checks for `schemas`. */
export const loadChecker = (...schemas: [ZodType, ...ZodType[]]) => {
  const more = schemas.map(moreOf).find(Boolean)
  if (!more) return loadBuilder()
  loadEveryKind ??= once(more)
  return loadEveryKind()
}

/**
 * Sends a request with timeout and retry, and validates the JSON answer against `schema`.
 * Throws only the kit's typed errors, or the caller's own abort reason.
 */
export async function requestJson<schema extends ZodType>(
  config: HttpClientConfig,
  request: JsonRequest<schema>,
): Promise<Infer<schema>> {
  // asked for now, awaited with the body: it loads while the request is on its way
  const checking = loadChecker(request.schema)
  checking.catch(() => {})
  const search = request.query?.toString()
  const baseUrl = config.resolveBaseUrl ? await config.resolveBaseUrl() : config.baseUrl
  const url = `${baseUrl.replace(/\/+$/, '')}${request.path}${search ? `?${search}` : ''}`
  const {
    count = 3,
    delayMs = 250,
    maxDelayMs = 10_000,
  } = config.retry === false ? { count: 0 } : (config.retry ?? {})

  for (let attempt = 0; ; attempt++) {
    let text: string
    try {
      text = await attemptOnce(config, request, url)
    } catch (error) {
      const retryAfter = (error as HttpError).retryAfterMs
      const retryable =
        error instanceof NetworkError ||
        (error instanceof HttpError && (error.status >= 500 || error.status === 429))
      if (!retryable || attempt >= count || (retryAfter ?? 0) > maxDelayMs) throw error
      await sleep(
        retryAfter ?? Math.min(maxDelayMs, delayMs * 2 ** attempt) * (0.5 + Math.random() / 2),
        request.signal,
      )
      continue
    }

    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new ResponseValidationError(request.service, url, [
        { path: '', message: `the body is not JSON: ${JSON.stringify(text.slice(0, 80))}` },
      ])
    }
    const result = (await checking).safeParse(request.schema, json)
    if (!result.success) throw ResponseValidationError.fromZod(request.service, url, result.error.issues)
    return result.data
  }
}

async function attemptOnce(config: HttpClientConfig, request: JsonRequest<ZodType>, url: string) {
  const timeoutMs = config.timeoutMs ?? 10_000
  const timeout = AbortSignal.timeout(timeoutMs)
  const caller = request.signal
  try {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body)
    const response = await (config.fetch ?? fetch)(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(body && { 'content-type': 'application/json' }),
        ...config.headers,
      },
      body,
      signal: caller ? AbortSignal.any([caller, timeout]) : timeout,
    })
    const text = await response.text()
    if (response.ok) return text
    const error = new HttpError(request.service, url, response.status, text)
    error.retryAfterMs = parseRetryAfter(response.headers.get('retry-after'))
    throw error
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (caller?.aborted) throw caller.reason
    if (timeout.aborted) throw new TimeoutError(request.service, url, timeoutMs)
    throw new NetworkError(request.service, url, error)
  }
}

/** `Retry-After` is either delay seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now()
  return Number.isNaN(ms) ? undefined : Math.max(0, ms)
}

function sleep(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    if (signal?.aborted) onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
