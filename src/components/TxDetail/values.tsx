'use client'

import type { ReactNode } from 'react'
import { type DenomDisplays, formatCoin } from '../shared/format.ts'
import { boundedJson } from '../shared/json.ts'
import { revealInvisible } from '../shared/safeText.ts'

/** A Cosmos coin list as events write it (`2753530000000000evm/2eE7…,5uinit`). */
const coinList = /^\d+[a-zA-Z][a-zA-Z0-9/:._-]{1,127}(,\d+[a-zA-Z][a-zA-Z0-9/:._-]{1,127})*$/

/** An event attribute's value: coins by symbol where `denoms` knows them, anything else as sent (made visible). */
export function eventValue(value: string, denoms: DenomDisplays | undefined, locale?: string): string {
  if (!coinList.test(value)) return revealInvisible(value)
  return value
    .split(',')
    .map((coin) => {
      const [, amount = '', denom = ''] = /^(\d+)(.+)$/.exec(coin) ?? []
      return formatCoin({ amount, denom }, denoms, locale)
    })
    .join(', ')
}

/** Levels of nesting drawn as lists; anything deeper shows as (bounded) JSON text. */
const listDepth = 6

/** A message's fields, readable: nested objects and lists as indented term/value lists, scalars as text. */
export function JsonValue({ value, depth = 0 }: { value: unknown; depth?: number }): ReactNode {
  if (value === null || typeof value !== 'object')
    return <span className="rs-scalar">{revealInvisible(String(value))}</span>
  if (depth >= listDepth) return <pre className="rs-scalar">{boundedJson(value, 8)}</pre>
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value)
  if (entries.length === 0) return <span className="rs-scalar">{Array.isArray(value) ? '[]' : '{}'}</span>
  return (
    <dl className="rs-pairs">
      {entries.map(([key, item]) => (
        <div key={key}>
          <dt>{revealInvisible(key)}</dt>
          <dd>
            <JsonValue value={item} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
