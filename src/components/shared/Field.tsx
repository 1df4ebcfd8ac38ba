'use client'

import type { ReactNode } from 'react'

/** One term and its value in a description list (a `div` groups them, as HTML allows inside `dl`). */
export function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The skeleton of a description list while it loads. */
export function FieldSkeletons({ terms }: { terms: readonly string[] }) {
  return terms.map((term) => (
    <Field key={term} term={term}>
      <span className="rs-skeleton" />
    </Field>
  ))
}
