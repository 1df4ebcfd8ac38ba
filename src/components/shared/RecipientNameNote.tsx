'use client'

import type { RecipientUsername } from '../../hooks/useRecipientUsername.ts'
import { ErrorAlert, type ErrorLabels } from './ErrorAlert.tsx'
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
  errors,
}: {
  name: RecipientUsername
  labels: RecipientNameLabels
  errors?: Partial<ErrorLabels> | undefined
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
      return <ErrorAlert error={name.error} retry={labels.retry} onRetry={name.retry} labels={errors} />
    default:
      return null
  }
}
