import type { RouterErrorBody } from '../router/schemas.ts'
import { RollscopeError } from './base.ts'
import type { HttpError } from './http.ts'

/** The router refused a request. `code` is its gRPC code, `reason` the ErrorInfo reason when it sent one. */
export class RouterError extends RollscopeError {
  override name = 'RouterError'
  declare readonly status: number
  declare readonly code: number | undefined
  declare readonly reason: string | undefined
  declare readonly body: RouterErrorBody | undefined

  constructor(shortMessage: string, cause: HttpError, body: RouterErrorBody | undefined) {
    super(shortMessage, { cause, details: body?.message ?? cause.body })
    this.status = cause.status
    this.code = body?.code
    this.reason = body?.details?.find((detail) => detail.reason)?.reason
    this.body = body
  }
}

/** No route between these assets (or for this amount). Pick another pair or amount. */
export class RouteNotFoundError extends RouterError {
  override name = 'RouteNotFoundError'
}

/** The route loses too much value (BAD_PRICE_ERROR, HIGH_LOSS_ERROR) or its price is unknown (LOW_INFO_ERROR). */
export class BadPriceError extends RouterError {
  override name = 'BadPriceError'
}

/** The amount is not valid for this route (zero, malformed, below a minimum). */
export class InvalidAmountError extends RouterError {
  override name = 'InvalidAmountError'
}

/** The router does not know this tx (yet): it was never tracked, or the chain has not seen it. */
export class TxNotFoundError extends RouterError {
  override name = 'TxNotFoundError'
}

/** Too many requests: wait `retryAfterMs` (when known), or use an API key. */
export class RateLimitedError extends RouterError {
  override name = 'RateLimitedError'
  get retryAfterMs() {
    return (this.cause as HttpError | undefined)?.retryAfterMs
  }
}

const priceReasons = ['BAD_PRICE_ERROR', 'HIGH_LOSS_ERROR', 'LOW_INFO_ERROR']

/** Turns an HttpError from the router into the typed error a UI can act on. */
export function toRouterError(
  error: HttpError,
  body: RouterErrorBody | undefined,
  operation: string,
): RouterError {
  const message = body?.message ?? error.body.trim()
  const reason = body?.details?.find((detail) => detail.reason)?.reason
  const say = (what: string) =>
    `${what} (router ${operation}: ${error.status}${message ? `, "${message}"` : ''})`
  if (error.status === 429)
    return new RateLimitedError(say('The router is rate limiting: wait, or use an API key'), error, body)
  if (reason && priceReasons.includes(reason))
    return new BadPriceError(
      say('The route loses too much value; try a smaller amount or accept the risk'),
      error,
      body,
    )
  if (operation === 'route' && (error.status === 404 || /no (single-tx )?route/i.test(message)))
    return new RouteNotFoundError(
      say('No route between these assets; pick another pair or amount'),
      error,
      body,
    )
  if (/amount/i.test(message) && error.status === 400)
    return new InvalidAmountError(say('The amount is not valid for this route'), error, body)
  if ((operation === 'track' || operation === 'status') && error.status === 404)
    return new TxNotFoundError(say('The router does not know this tx yet'), error, body)
  return new RouterError(say(`The router refused the ${operation} request`), error, body)
}
