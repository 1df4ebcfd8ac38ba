// The arguments a locale's word functions are called with in the missing-key test, and what their English
// output shows of them: every probe the English words show, the locale's must show too (a placeholder dropped or
// mistyped). Probes are marked strings no translation writes on its own, and small numbers.
import { isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const words = ['ⓐⓐ', 'ⓑⓑ', 'ⓒⓒ', 'ⓓⓓ']
const numbers = [7, 13, 29, 41]

// the string unions and `kind`s the word functions switch on (problems, fields, sides, tabs, states)
const literals = [
  ...['zero', 'balance', 'decimals', 'grouping', 'ambiguous', 'invalid', 'fee', 'feeBalance', 'checksum'],
  ...[
    'prefix',
    'otherChain',
    'empty',
    'none',
    'username',
    'account',
    'form',
    'problem',
    'tooShort',
    'tooLong',
  ],
  ...[
    'lookalike',
    'hyphenEdge',
    'notInitia',
    'notFound',
    'looking',
    'found',
    'failed',
    'off',
    'unknown',
    'large',
  ],
  ...['format', 'sourceChain', 'sourceAsset', 'destChain', 'destAsset', 'amount', 'recipient', 'source'],
  ...[
    'destination',
    'block',
    'tx',
    'evmTx',
    'chain',
    'denom',
    'token',
    'collection',
    'txs',
    'evmTxs',
    'nfts',
  ],
]

/** An object argument (a problem, an error, a match): its `kind` set, any other field a probe named after it. */
const probeObject = (kind: string) =>
  new Proxy({ kind } as Record<string | symbol, unknown>, {
    get: (target, key) =>
      key in target || typeof key === 'symbol' ? target[key] : key === 'length' ? 3 : `ⓟ${String(key)}ⓟ`,
  })

/** Argument lists to try on a word function: each that English answers without throwing is compared. */
export function probeArguments(arity: number): unknown[][] {
  const rest = (from: number, values: readonly unknown[]) => values.slice(from, Math.max(arity, 1))
  const lists: unknown[][] = [
    rest(0, words),
    rest(0, numbers),
    [[words[0], words[1]], ...rest(1, words)],
    [true, ...rest(1, words)],
    [false, ...rest(1, words)],
    [words[0], numbers[0], words[2]],
    [numbers[0], words[1], words[2]],
  ]
  for (const literal of literals) {
    lists.push([literal, ...rest(1, words)], [probeObject(literal), ...rest(1, words)])
    lists.push([probeObject(literal), words[1], numbers[0]])
  }
  return lists
}

/** The probes (strings of the arguments, probe fields, numbers) that a function's output shows. */
export function probesShown(output: string): string[] {
  const shown = [...words, ...numbers.map(String)].filter((probe) => output.includes(probe))
  return [...shown, ...(output.match(/ⓟ\w+ⓟ/g) ?? [])]
}

/** A word function's output as text: a string as it is, an element as its markup. */
export function outputText(output: unknown): string {
  if (typeof output === 'string') return output
  if (isValidElement(output) || Array.isArray(output)) return renderToStaticMarkup(output as ReactNode)
  return String(output)
}
