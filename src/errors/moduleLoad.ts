import { RollscopeError } from './base.ts'

/**
 * Code the kit loads on first use (the transfer driver, a view of the BridgeWidget) could not be fetched: the
 * page is offline, or a deploy replaced it. Nothing was signed or sent.
 */
export class ModuleLoadError extends RollscopeError {
  override name = 'ModuleLoadError'

  constructor(options: { cause?: unknown } = {}) {
    super(
      'Part of the page that loads on first use could not be fetched, so nothing was signed or sent. Check the connection, then try again or reload the page.',
      { cause: options.cause },
    )
  }
}
