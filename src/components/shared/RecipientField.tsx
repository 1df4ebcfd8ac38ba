'use client'

import { Component, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react'
import type { RecipientStore } from '../../recipients/types.ts'
import type { RecipientFieldLabels } from './recipientFieldLabels.ts'

export interface RecipientFieldProps {
  label: string
  value: string
  onChange: (text: string) => void
  placeholder?: string | undefined
  /** A recipient the user cannot change: no saved recipients offered. */
  readOnly?: boolean | undefined
  /** What is wrong with the text, in words; shown under it and named by the input. */
  problem?: string | undefined
  /** The class of the problem's paragraph (the form's own). */
  problemClassName?: string | undefined
  /** The recipient the text reads as, when it is one: offered for the address book. */
  address?: string | undefined
  /** The chain the field sends to: saved entries for another chain are not offered. */
  chainId?: string | undefined
  /** Whether a saved address suits this field (the form's own validator); default all. */
  accepts?: ((address: string) => boolean) | undefined
  store?: RecipientStore | undefined
  labels: RecipientFieldLabels
  className?: string | undefined
  inputClassName?: string | undefined
  /** Notes under the field (a warning, a link's problem, a button). */
  children?: ReactNode
}

// the saved recipients load after the field, not with the form
const SavedRecipientsPart = lazy(() => import('./SavedRecipientsPart.tsx'))

/** A chunk that cannot load (offline, gone after a deploy) leaves the field as it is, without saved recipients. */
class WithoutSaved extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

const acceptsAll = () => true

/**
 * A recipient input with its label and problem, and the user's saved recipients a click away: recent ones and
 * the address book (a disclosure: the Saved button opens a list of buttons, Escape closes it), a Save to address
 * book for the recipient typed, and renaming and removing contacts.
 */
export function RecipientField({
  label,
  value,
  onChange,
  placeholder,
  readOnly = false,
  problem,
  problemClassName = 'rs-recipient-problem',
  address,
  chainId,
  accepts = acceptsAll,
  store,
  labels,
  className,
  inputClassName = 'rs-mono',
  children,
}: RecipientFieldProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape in the field or its list closes the list
    <div
      className={className}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.preventDefault()
        setOpen(false)
        toggle.current?.focus()
      }}
    >
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="rs-recipient-input">
        <input
          ref={input}
          id={`${id}-input`}
          className={inputClassName}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          readOnly={readOnly}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {!readOnly && (
          <button
            ref={toggle}
            type="button"
            className="rs-button"
            data-variant="quiet"
            aria-expanded={open}
            aria-controls={open ? `${id}-saved` : undefined}
            onClick={() => setOpen(!open)}
          >
            {labels.saved}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className={problemClassName}>
          {problem}
        </p>
      )}
      {children}
      {!readOnly && (
        <WithoutSaved>
          <Suspense fallback={null}>
            <SavedRecipientsPart
              id={`${id}-saved`}
              open={open}
              address={problem ? undefined : address}
              chainId={chainId}
              accepts={accepts}
              store={store}
              labels={labels}
              onPick={(picked) => {
                onChange(picked)
                setOpen(false)
                input.current?.focus()
              }}
            />
          </Suspense>
        </WithoutSaved>
      )}
    </div>
  )
}
