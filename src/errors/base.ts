export interface RollscopeErrorOptions {
  /** The error this one wraps; `walk()` follows it. */
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
  declare readonly shortMessage: string
  declare readonly details: string | undefined

  constructor(shortMessage: string, options: RollscopeErrorOptions = {}) {
    const details = options.details ?? (options.cause as Error | undefined)?.message
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

export interface ValidationIssue {
  /** Where the bad value sits in the body, e.g. `holders.3.amount`. */
  path: string
  message: string
}
