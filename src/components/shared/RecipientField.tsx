'use client'

import { type ReactNode, useId, useRef, useState } from 'react'
import { useSavedRecipients } from '../../hooks/useSavedRecipients.ts'
import { entryKey } from '../../recipients/entries.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import { ContactEditor } from './ContactEditor.tsx'
import type { RecipientFieldLabels } from './recipientFieldLabels.ts'
import { SavedRecipientsPanel } from './SavedRecipientsPanel.tsx'

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
  accepts = () => true,
  store,
  labels,
  className,
  inputClassName = 'rs-mono',
  children,
}: RecipientFieldProps) {
  const id = useId()
  const saved = useSavedRecipients({ store })
  const [open, setOpen] = useState(false)
  const [naming, setNaming] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const suits = (entry: { address: string; chainId?: string | undefined }) =>
    (entry.chainId === undefined || chainId === undefined || entry.chainId === chainId) &&
    accepts(entry.address)
  const recent = saved.recent.filter(suits)
  const addressBook = saved.addressBook.filter(suits)
  const inBook =
    address !== undefined &&
    saved.addressBook.some((contact) => entryKey(contact) === entryKey({ address, chainId }))
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
      {address !== undefined &&
        !problem &&
        !inBook &&
        (naming ? (
          <ContactEditor
            labels={labels}
            onSave={(text) => {
              const failed = saved.saveContact({ label: text, address, ...(chainId && { chainId }) })
              if (!failed) setNaming(false)
              return failed
            }}
            onCancel={() => setNaming(false)}
          />
        ) : (
          <button type="button" className="rs-recipient-link" onClick={() => setNaming(true)}>
            {labels.saveContact}
          </button>
        ))}
      {open && !readOnly && (
        <SavedRecipientsPanel
          id={`${id}-saved`}
          recent={recent}
          addressBook={addressBook}
          saved={saved}
          labels={labels}
          onPick={(picked) => {
            onChange(picked)
            setOpen(false)
            input.current?.focus()
          }}
        />
      )}
    </div>
  )
}
