import { RollscopeError } from '../../errors/base.ts'

/** What was thrown, as an Error. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new RollscopeError(String(error))
}
