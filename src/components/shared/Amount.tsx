'use client'

import type { ClipboardEvent } from 'react'
import { formatUnits, shortenDecimal } from './format.ts'

/**
 * An amount as people read it (`3,971.62 INIT`), the exact value (`3,971.62404329579077597`) in its tooltip and
 * in what a copy of it takes. Give base units with `decimals`, or an already decimal `value`.
 */
export function Amount(
  props: ({ base: string; decimals: number } | { value: string }) & {
    symbol?: string | undefined
    /** The component's locale: its digit grouping and decimal sign (none: `1,234.5`). */
    locale?: string | undefined
  },
) {
  const { text, exact, approximate } =
    'base' in props
      ? formatUnits(props.base, props.decimals, props.locale)
      : shortenDecimal(props.value, props.locale)
  const suffix = props.symbol ? ` ${props.symbol}` : ''
  const onCopy = (event: ClipboardEvent) => {
    // selecting the amount alone copies all its digits
    if (!approximate || !event.currentTarget.contains(window.getSelection()?.anchorNode ?? null)) return
    event.clipboardData.setData('text/plain', `${exact}${suffix}`)
    event.preventDefault()
  }
  return (
    <span className="rs-amount" title={approximate ? `${exact}${suffix}` : undefined} onCopy={onCopy}>
      {text}
      {suffix}
    </span>
  )
}
