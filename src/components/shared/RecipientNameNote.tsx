'use client'

import type { RecipientUsername } from '../../hooks/useRecipientUsername.ts'
import type { RecipientNameLabels } from './recipientNameLabels.ts'

/** What is wrong with a recipient typed as a name, in words (the field's problem); undefined when nothing is. */
export function recipientNameProblem(
  name: RecipientUsername,
  labels: RecipientNameLabels,
  chain: string,
): string | undefined {
  switch (name.kind) {
    case 'invalid':
      return labels.invalid(name.problem, name.character, name.length)
    case 'off':
      return labels.off(name.username)
    case 'notInitia':
      return labels.notInitia(chain)
    case 'notFound':
      return labels.notFound(name.username)
    default:
      return undefined
  }
}

/** Under a recipient typed as a name: the lookup, then the address it points at (whole), or why it failed. */
export function RecipientNameNote({
  name,
  labels,
}: {
  name: RecipientUsername
  labels: RecipientNameLabels
}) {
  switch (name.kind) {
    case 'looking':
      return (
        <p className="rs-recipient-name" role="status">
          {labels.looking(name.username)}
        </p>
      )
    case 'found':
      return (
        <p className="rs-recipient-name" role="status">
          {labels.found(name.username)} <output className="rs-recipient-resolved">{name.address}</output>
        </p>
      )
    case 'failed':
      // the field's own words, not ErrorAlert's table: the forms' first loads carry no error classes
      return (
        <div className="rs-message rs-alert" role="alert">
          <p>{labels.failed(name.username, name.error.name === 'UsernameAnswerError')}</p>
          <button type="button" className="rs-button" onClick={name.retry}>
            {labels.retry}
          </button>
          <details className="rs-details">
            <summary>{labels.details}</summary>
            <pre>{name.error.message}</pre>
          </details>
        </div>
      )
    default:
      return null
  }
}
