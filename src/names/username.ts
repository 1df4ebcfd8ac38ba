// Initia usernames as the L1's usernames module accepts them (initia-labs/usernames sources/usernames.move
// `check_name`): 3 to 64 bytes of A-Z, a-z, 0-9 and '-', no hyphen first or last, stored lower-case; people write
// them with `.init` (InterwovenKit src/data/username.ts `validateUsername`). Pure and tiny: it sits in first loads.

/** Why text ending in `.init` is no Initia username (usernames.move `check_name`). */
export type UsernameProblem =
  /** Fewer than 3 characters before `.init`. */
  | 'tooShort'
  /** More than 64. */
  | 'tooLong'
  /** A letter of another script (Cyrillic а, Greek ο…) or a Latin one in another form (fullwidth ａ): `character`. */
  | 'lookalike'
  /** Anything else outside a–z 0–9 - (a dot, as in x.init.init; a space; an emoji): `character`. */
  | 'characters'
  /** Starts or ends with a hyphen. */
  | 'hyphenEdge'

export type ParseUsernameReturnType =
  /** `username`: lower-case, with `.init` (`alice.init`); `label`: without it (`alice`). */
  | { kind: 'username'; username: string; label: string }
  | { kind: 'invalid'; problem: UsernameProblem; character?: string | undefined }
  /** Cannot be a name: no `.init` ending (case-insensitive, after trimming). Never asks the chain. */
  | { kind: 'none' }

const suffix = '.init'
const allowed = /^[A-Za-z0-9-]$/
const nonLatinLetter = /^(?!\p{Script=Latin})[\p{L}\p{Nd}]$/u

/** Reads `text` as an Initia username (`alice.init`), as the usernames module's `check_name` would. */
export function parseUsername(text: string): ParseUsernameReturnType {
  const typed = text.trim()
  if (!typed.toLowerCase().endsWith(suffix)) return { kind: 'none' }
  const label = typed.slice(0, -suffix.length)
  for (const character of label) {
    if (allowed.test(character)) continue
    // a letter that is Latin only in another form (fullwidth, mathematical) reads as one too
    const lookalike = nonLatinLetter.test(character) || /^[a-z0-9]$/i.test(character.normalize('NFKC'))
    return { kind: 'invalid', problem: lookalike ? 'lookalike' : 'characters', character }
  }
  if (label.length < 3) return { kind: 'invalid', problem: 'tooShort' }
  if (label.length > 64) return { kind: 'invalid', problem: 'tooLong' }
  if (label.startsWith('-') || label.endsWith('-')) return { kind: 'invalid', problem: 'hyphenEdge' }
  const lower = label.toLowerCase()
  return { kind: 'username', username: `${lower}${suffix}`, label: lower }
}
