'use client'

import type { SearchError, SearchUsernameState, UseSearchReturnType } from '../../hooks/useSearch.ts'
import type { SearchBoxLabels } from './labels.ts'

export interface SearchStatusProps {
  search: UseSearchReturnType
  labels: SearchBoxLabels
  errorOf: (error: SearchError) => string
}

type Line = { key: string; text: string; state: string; retry?: (() => void) | undefined }

function usernameLine(
  name: SearchUsernameState,
  labels: SearchBoxLabels,
  errorOf: SearchStatusProps['errorOf'],
): Line {
  const text =
    name.state === 'invalid'
      ? labels.usernameInvalid(name.problem, name.character)
      : name.state === 'off'
        ? labels.usernamesOff(name.username)
        : name.state === 'loading'
          ? labels.loading(name.username)
          : name.state === 'error'
            ? labels.failed(name.username, errorOf(name.error as SearchError))
            : name.state === 'notFound'
              ? labels.usernameNotFound(name.username)
              : labels.usernameFound(name.username, name.address)
  const state =
    name.state === 'invalid' || name.state === 'off' || name.state === 'notFound' ? 'empty' : name.state
  return { key: 'username', text, state, retry: name.state === 'error' ? name.retry : undefined }
}

/** Under the results: each chain still searching or failed (with Retry), and how many chains had nothing. */
export function SearchStatus({ search, labels, errorOf }: SearchStatusProps) {
  const { chains, terms, error, username } = search
  const loading = chains.filter((chain) => chain.state === 'loading')
  const failed = chains.filter((chain) => chain.state === 'error')
  const none = chains.filter((chain) => chain.state === 'done' && chain.matches.length === 0)
  const lines: Line[] = []
  if (error) lines.push({ key: 'registry', text: errorOf(error), state: 'error', retry: search.refetch })
  else if (terms.length === 0 && !search.isPending)
    lines.push({ key: 'no-search', text: labels.notASearch, state: 'idle' })
  if (username) lines.push(usernameLine(username, labels, errorOf))
  for (const chain of loading)
    lines.push({ key: chain.chainId, text: labels.loading(chain.name), state: 'loading' })
  for (const chain of failed)
    lines.push({
      key: chain.chainId,
      text: labels.failed(chain.name, chain.error ? errorOf(chain.error) : labels.errors.generic),
      state: 'error',
      retry: chain.retry,
    })
  if (none.length > 0) lines.push({ key: 'none', text: labels.noMatch(none.length), state: 'empty' })
  // a name's own line says what there is to say when no chain was asked
  const nameSaid = username !== undefined
  if (
    terms.length > 0 &&
    !nameSaid &&
    search.matches.length === 0 &&
    loading.length === 0 &&
    failed.length === 0
  )
    lines.push({ key: 'nothing', text: labels.nothing, state: 'empty' })
  return (
    <ul className="rs-search-status" aria-live="polite">
      {lines.map((line) => (
        <li key={line.key} data-state={line.state}>
          <span>{line.text}</span>
          {line.retry ? (
            <button
              type="button"
              className="rs-search-retry"
              // the text box keeps the focus: the list stays open
              onMouseDown={(event) => event.preventDefault()}
              onClick={line.retry}
            >
              {labels.retry}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
