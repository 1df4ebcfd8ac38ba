'use client'

import { type KeyboardEvent, useCallback, useState } from 'react'

export interface UseSearchBoxParameters {
  /** The text box's first text. */
  defaultText?: string | undefined
}

export interface UseSearchBoxReturnType<option> {
  text: string
  setText: (text: string) => void
  /** The list is shown. */
  open: boolean
  setOpen: (open: boolean) => void
  /** The option the arrows are on (`aria-activedescendant`); -1 for none. */
  activeIndex: number
  setActiveIndex: (index: number) => void
  /**
   * The text box's keys over this render's `options`: ArrowDown/Up move (and open), Home/End go to the first/last
   * option while one is active, Enter picks (`onSelect`), Escape closes the list, then clears the text.
   */
  onKeyDown: (
    event: KeyboardEvent<HTMLInputElement>,
    options: readonly option[],
    onSelect: (option: option) => void,
  ) => void
  /** Closes the list and calls `onSelect` (a click). */
  select: (option: option, onSelect: (option: option) => void) => void
}

/** A combobox's state and keys (the WAI-ARIA 1.2 combobox pattern, an editable text box with a listbox popup). */
export function useSearchBox<option>(
  parameters: UseSearchBoxParameters = {},
): UseSearchBoxReturnType<option> {
  const [text, setTextState] = useState(parameters.defaultText ?? '')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const setText = useCallback((next: string) => {
    setTextState(next)
    setOpen(true)
    setActiveIndex(-1)
  }, [])
  const select = useCallback((option: option, onSelect: (option: option) => void) => {
    setOpen(false)
    setActiveIndex(-1)
    onSelect(option)
  }, [])
  const onKeyDown = (
    event: KeyboardEvent<HTMLInputElement>,
    options: readonly option[],
    onSelect: (option: option) => void,
  ) => {
    const count = options.length
    // the list may have shrunk since the arrows were last used
    const index = activeIndex < count ? activeIndex : -1
    const move = (to: number) => {
      event.preventDefault()
      setOpen(true)
      setActiveIndex(count === 0 ? -1 : to)
    }
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return
        if (event.altKey) return move(index)
        return move(!open || index < 0 ? 0 : (index + 1) % count)
      case 'ArrowUp':
        if (count === 0) return
        return move(!open || index < 0 ? count - 1 : (index - 1 + count) % count)
      case 'Home':
        if (open && index >= 0) move(0)
        return
      case 'End':
        if (open && index >= 0) move(count - 1)
        return
      case 'Enter': {
        const option = open ? options[index] : undefined
        if (option) {
          event.preventDefault()
          select(option, onSelect)
        }
        return
      }
      case 'Escape':
        event.preventDefault()
        if (open) {
          setOpen(false)
          setActiveIndex(-1)
        } else setTextState('')
        return
    }
  }
  return {
    text,
    setText,
    open,
    setOpen,
    activeIndex,
    setActiveIndex,
    onKeyDown,
    select,
  }
}
