'use client'

import { useEffect, useState } from 'react'

/**
 * `text` once it has stayed the same for `delayMs` (the typing pause): a lookup asked with it is asked once per
 * pause, not once per keystroke. Text set back to what is settled is settled at once.
 */
export function useSettledText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    if (text === settled) return
    const timer = setTimeout(() => setSettled(text), delayMs)
    return () => clearTimeout(timer)
  }, [text, settled, delayMs])
  return settled
}
