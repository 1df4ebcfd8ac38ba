import type { $ZodIssue } from 'zod/v4/core'

export interface RollscopeErrorOptions {
  /** The error this one wraps; kept on `cause`, so `walk()` can reach it. */
  cause?: unknown
  /** Lower-level detail, shown after the short message. */
  details?: string | undefined
}

/**
 * Base of every error the kit throws. `shortMessage` says what happened and what to do;
 * `message` adds the details; `cause` keeps the chain.
 */
export class RollscopeError extends Error {
  override name = 'RollscopeError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: RollscopeErrorOptions = {}) {
    const details =
      options.details ?? (options.cause instanceof Error ? options.cause.message : undefined) ?? undefined
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = details
  }

  /** Follows the cause chain: the first error for which `predicate` holds (or null), else the deepest Error. */
  walk(predicate?: (error: Error) => boolean): Error | null {
    let error: Error = this
    for (;;) {
      if (predicate?.(error)) return error
      if (!(error.cause instanceof Error)) return predicate ? null : error
      error = error.cause
    }
  }
}

/** A parameter was rejected before any request was sent. */
export class InvalidParameterError extends RollscopeError {
  override name = 'InvalidParameterError'
  readonly parameter: string

  constructor(parameter: string, value: unknown, expected: string) {
    super(`Invalid ${parameter}: ${formatValue(value)}. ${expected}`)
    this.parameter = parameter
  }
}

/** The server answered with a non-2xx status. `body` is the response text (the indexer answers text/plain). */
export class HttpError extends RollscopeError {
  override name = 'HttpError'
  readonly status: number
  readonly url: string
  readonly body: string
  /** From the `Retry-After` header, when the server sent one. */
  retryAfterMs: number | undefined

  constructor({ service, status, url, body }: { service: string; status: number; url: string; body: string }) {
    const text = body.trim().slice(0, 300) || '(empty body)'
    super(`${service} answered ${status} for ${pathOf(url)}: ${text}`, { details: hintForStatus(status) })
    this.status = status
    this.url = url
    this.body = body
  }
}

export interface ValidationIssue {
  /** Where the bad value sits in the body, e.g. `holders.3.amount`. */
  path: string
  message: string
}

/** The body was not JSON, or did not have the shape the kit expects. */
export class ResponseValidationError extends RollscopeError {
  override name = 'ResponseValidationError'
  readonly url: string
  readonly issues: readonly ValidationIssue[]

  constructor({ service, url, issues }: { service: string; url: string; issues: readonly ValidationIssue[] }) {
    const first = issues[0]
    const where = first ? `${first.path ? `at ${first.path}` : 'at the top level'}: ${first.message}` : ''
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''
    super(`${service} response for ${pathOf(url)} is not what rollscope expects ${where}${more}.`, {
      details: `Check that the base URL points at the right service and version. Issues: ${issues
        .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    })
    this.url = url
    this.issues = issues
  }

  static fromZod(service: string, url: string, issues: readonly $ZodIssue[]): ResponseValidationError {
    return new ResponseValidationError({
      service,
      url,
      // zod/mini ships no message locale: name the expectation ourselves
      issues: issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message,
      })),
    })
  }
}

/** No answer within `timeoutMs`. */
export class TimeoutError extends RollscopeError {
  override name = 'TimeoutError'
  readonly url: string
  readonly timeoutMs: number

  constructor({ service, url, timeoutMs }: { service: string; url: string; timeoutMs: number }) {
    super(
      `${service} did not answer ${pathOf(url)} within ${timeoutMs} ms. Try again, or raise \`timeoutMs\` if the server is slow.`,
    )
    this.url = url
    this.timeoutMs = timeoutMs
  }
}

/** The request never got an HTTP answer (offline, DNS, refused connection, CORS). */
export class NetworkError extends RollscopeError {
  override name = 'NetworkError'
  readonly url: string

  constructor({ service, url, cause }: { service: string; url: string; cause: unknown }) {
    super(
      `Could not reach ${service} at ${url}. Check the base URL and the connection, and that the server allows this origin (CORS).`,
      { cause },
    )
    this.url = url
  }
}

function hintForStatus(status: number): string | undefined {
  if (status === 429) return 'Rate limited: wait before sending more requests.'
  if (status >= 500) return 'The server failed; try again later.'
  if (status === 404) return 'Not found: check the identifier, or that this chain serves this route.'
  if (status === 400) return 'The server rejected a parameter; the text above names it.'
  return undefined
}

function pathOf(url: string): string {
  try {
    const { pathname, search } = new URL(url)
    return pathname + search
  } catch {
    return url
  }
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  return String(value)
}
