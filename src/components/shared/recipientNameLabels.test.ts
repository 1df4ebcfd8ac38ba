import { expect, test } from 'vitest'
import { parseUsername } from '../../names/username.ts'
import { defaultRecipientNameLabels } from './recipientNameLabels.ts'

const words = (text: string) => {
  const parsed = parseUsername(text)
  if (parsed.kind !== 'invalid') throw new Error(`${text} is no invalid name`)
  return defaultRecipientNameLabels.invalid(parsed.problem, parsed.character, [...text.slice(0, -5)].length)
}

test('default: each invalid name says what is wrong, naming the character', () => {
  expect(words('\u0430lice.init')).toMatchInlineSnapshot(
    `"“а” (U+0430) only looks like a Latin letter: it is a Cyrillic letter. Names take only a–z, 0–9 and hyphens; type it again."`,
  )
  expect(words('b\u03bfb.init')).toMatch(/^“ο” \(U\+03BF\) .* it is a Greek letter\./)
  expect(words('\uff41lice.init')).toMatch(/^“ａ” \(U\+FF41\) .* it is a wide or styled form\./)
  expect(words('ab.init')).toBe('A name has 3 to 64 characters before .init; this one has 2.')
  expect(words(`${'a'.repeat(65)}.init`)).toBe('A name has 3 to 64 characters before .init; this one has 65.')
  expect(words('al ice.init')).toBe(
    'A name cannot have a space. Names take only a–z, 0–9 and hyphens, then .init.',
  )
  expect(words('😀bob.init')).toMatch(/^A name cannot have “😀” \(U\+1F600\)\./)
  expect(words('x.init.init')).toMatch(/no other dots/)
  expect(words('-bob.init')).toBe('A name cannot start or end with a hyphen.')
})
