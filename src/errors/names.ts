import { RollscopeError } from './base.ts'

const shown = (answer: string) => (answer.length > 200 ? `${answer.slice(0, 200)}…` : answer)

/** The L1's usernames module answered something that is no name, or no address, for what was asked. */
export class UsernameAnswerError extends RollscopeError {
  override name = 'UsernameAnswerError'
  /** What was asked: an address (for its name) or a name (for its address). */
  declare readonly asked: string
  /** The answer's `data` as the REST sent it. */
  declare readonly answer: string

  constructor(asked: string, answer: string, expected: 'name' | 'address', url?: string) {
    super(
      `The chain's usernames service sent something that is not ${expected === 'name' ? 'a username' : 'an address'} for ${asked}, so it is not used. Use the address itself, or try again later.`,
      { details: `${url ? `${url} answered` : 'the answer was'} ${JSON.stringify(shown(answer))}` },
    )
    this.asked = asked
    this.answer = answer
  }
}

/** The name pointed at another address when it was asked again before signing: nothing was signed. */
export class UsernameChangedError extends RollscopeError {
  override name = 'UsernameChangedError'
  declare readonly username: string
  /** The address shown before. */
  declare readonly expected: string
  /** The address the name points at now. */
  declare readonly address: string

  constructor(username: string, expected: string, address: string) {
    super(
      `${username} now points at another account (${address}) than the one shown (${expected}). Nothing was signed: check the recipient, then try again.`,
    )
    this.username = username
    this.expected = expected
    this.address = address
  }
}

/** Nobody has the name (any more): nothing was asked to be signed. */
export class UsernameNotFoundError extends RollscopeError {
  override name = 'UsernameNotFoundError'
  declare readonly username: string

  constructor(username: string) {
    super(`Nobody has the name ${username}. Check the spelling, or use the address itself.`)
    this.username = username
  }
}
