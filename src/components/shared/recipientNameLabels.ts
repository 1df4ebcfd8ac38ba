import type { UsernameProblem } from '../../names/username.ts'

/** What a recipient field says about a recipient typed as an Initia username (`alice.init`). */
export interface RecipientNameLabels {
  looking: (username: string) => string
  /** Before the address the name points at, shown in full under the field. */
  found: (username: string) => string
  notFound: (username: string) => string
  /** Names are off here (`usernames={false}`, or no registry). */
  off: (username: string) => string
  /** The recipient's chain takes its own addresses, not Initia accounts. */
  notInitia: (chain: string) => string
  /** Text ending in `.init` that is no name: `character` the first one not allowed, `length` before `.init`. */
  invalid: (problem: UsernameProblem, character: string | undefined, length: number) => string
  /** The chain did not answer, or (`garbage`) answered something that is no address. */
  failed: (username: string, garbage: boolean) => string
  /** Asks the chain again after it failed to answer. */
  retry: string
  details: string
}

const shown = (character: string) =>
  character === ' '
    ? 'a space'
    : `“${character}” (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

// the scripts whose letters pass for Latin ones most often
const alphabets = [
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
] as const
const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `it is a ${alphabet} letter`
  // a fullwidth or mathematical a is Latin, in another form
  return /\p{Script=Latin}/u.test(character) ? 'it is a wide or styled form' : 'it is from another alphabet'
}

export const defaultRecipientNameLabels: RecipientNameLabels = {
  looking: (username) => `Looking up ${username}…`,
  found: (username) => `${username} is`,
  notFound: (username) => `Nobody has the name ${username}. Check the spelling, or paste the address itself.`,
  off: (username) =>
    `Names like ${username} are not looked up here, so this one cannot be used. Paste the address itself.`,
  notInitia: (chain) =>
    `Names (name.init) are for Initia chains; ${chain} takes its own addresses. Paste an address on ${chain}.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')} only looks like a Latin letter: ${whatItIs(character ?? '')}. Names take only a–z, 0–9 and hyphens; type it again.`
      case 'tooShort':
        return `A name has 3 to 64 characters before .init; this one has ${length}.`
      case 'tooLong':
        return `A name has 3 to 64 characters before .init; this one has ${length}.`
      case 'hyphenEdge':
        return 'A name cannot start or end with a hyphen.'
      default:
        return character === '.'
          ? 'A name has one dot, the one before init: no other dots (x.init.init is no name).'
          : `A name cannot have ${shown(character ?? '')}. Names take only a–z, 0–9 and hyphens, then .init.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `The chain sent something that is not an address for ${username}, so it is not used. Paste the address itself.`
      : `The chain could not tell where ${username} points. Try again, or paste the address itself.`,
  retry: 'Try again',
  details: 'Details',
}
