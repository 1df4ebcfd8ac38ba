import type { $ZodIssue } from 'zod/v4/core'
import { RollscopeError, type ValidationIssue } from './base.ts'

/** A parameter was rejected before any request was sent. */
export class InvalidParameterError extends RollscopeError {
  override name = 'InvalidParameterError'
  declare readonly parameter: string

  constructor(parameter: string, value: unknown, expected: string) {
    super(
      `Invalid ${parameter}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}. ${expected}`,
    )
    this.parameter = parameter
  }
}

/** The server answered with a non-2xx status. `body` is the response text (the indexer answers text/plain). */
export class HttpError extends RollscopeError {
  override name = 'HttpError'
  declare readonly status: number
  declare readonly url: string
  declare readonly body: string
  /** From the `Retry-After` header, when the server sent one. */
  declare retryAfterMs: number | undefined

  /** The service that failed: 'Indexer', 'Router', 'Registry', ... */
  declare readonly service: string

  constructor(service: string, url: string, status: number, body: string) {
    super(`${service} answered ${status} for ${pathOf(url)}: ${body.trim().slice(0, 300) || '(empty body)'}`)
    this.service = service
    this.status = status
    this.url = url
    this.body = body
  }
}

/** The body was not JSON, or did not have the shape the kit expects. */
export class ResponseValidationError extends RollscopeError {
  override name = 'ResponseValidationError'
  declare readonly url: string
  declare readonly issues: readonly ValidationIssue[]

  /** The service that failed: 'Indexer', 'Router', 'Registry', ... */
  declare readonly service: string

  constructor(service: string, url: string, issues: readonly ValidationIssue[]) {
    super(`${service} response for ${pathOf(url)} is not what rollscope expects.`, {
      details: `${issues.map((issue) => `at ${issue.path || '(root)'}: ${issue.message}`).join('; ')}. Check that the base URL points at the right service.`,
    })
    this.service = service
    this.url = url
    this.issues = issues
  }

  static fromZod(service: string, url: string, issues: readonly $ZodIssue[]): ResponseValidationError {
    return new ResponseValidationError(
      service,
      url,
      // zod/mini ships no message locale: name the expectation ourselves
      issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message,
      })),
    )
  }
}

/** No answer within `timeoutMs`. */
export class TimeoutError extends RollscopeError {
  override name = 'TimeoutError'
  declare readonly url: string

  /** The service that failed: 'Indexer', 'Router', 'Registry', ... */
  declare readonly service: string

  constructor(service: string, url: string, timeoutMs: number) {
    super(
      `${service} did not answer ${pathOf(url)} within ${timeoutMs} ms. Try again, or raise \`timeoutMs\`.`,
    )
    this.service = service
    this.url = url
  }
}

/** The request never got an HTTP answer (offline, DNS, refused connection, CORS). */
export class NetworkError extends RollscopeError {
  override name = 'NetworkError'
  declare readonly url: string

  /** The service that failed: 'Indexer', 'Router', 'Registry', ... */
  declare readonly service: string

  constructor(service: string, url: string, cause: unknown) {
    super(`Could not reach ${service} at ${url}: check the URL, the connection and CORS.`, {
      cause,
    })
    this.service = service
    this.url = url
  }
}

const pathOf = (url: string) => url.replace(/^\w+:\/\/[^/]+/, '')
