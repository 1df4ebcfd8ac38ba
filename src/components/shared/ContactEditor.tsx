'use client'

import { useId, useState } from 'react'
import type { ContactProblem } from '../../recipients/entries.ts'
import type { RecipientFieldLabels } from './recipientFieldLabels.ts'

/**
 * A name for an address, typed and saved: Save to address book and Rename. Not a form: it sits inside the
 * recipient field's form, so Enter saves here instead of submitting that one.
 */
export function ContactEditor({
  initial = '',
  labels,
  onSave,
  onCancel,
}: {
  initial?: string | undefined
  labels: RecipientFieldLabels
  /** Saves the name; returns why it cannot be saved, if it cannot. */
  onSave: (label: string) => ContactProblem | undefined
  onCancel: () => void
}) {
  const id = useId()
  const [label, setLabel] = useState(initial)
  const [problem, setProblem] = useState<ContactProblem | undefined>()
  const save = () => setProblem(onSave(label))
  return (
    <div className="rs-recipient-editor">
      <label htmlFor={`${id}-label`}>{labels.contactLabel}</label>
      <input
        id={`${id}-label`}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: opened by the user's click, to type the name at once
        autoFocus
        maxLength={80}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${id}-problem` : undefined}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            save()
          } else if (event.key === 'Escape') {
            event.stopPropagation()
            onCancel()
          }
        }}
      />
      <button type="button" className="rs-button" onClick={save}>
        {labels.save}
      </button>
      <button type="button" className="rs-button" data-variant="quiet" onClick={onCancel}>
        {labels.cancel}
      </button>
      {problem && (
        <p id={`${id}-problem`} className="rs-recipient-problem">
          {labels.contactProblem(problem)}
        </p>
      )}
    </div>
  )
}
