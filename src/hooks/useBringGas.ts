'use client'

import { useEffect, useRef, useState } from 'react'
import type { GasQuote } from '../bridge/gas/quote.ts'

export interface UseBringGasParameters {
  /** Quotes the stored gas route again: `useBridgeTransfer().gas.quote` for the transfer. */
  quote: (signal: AbortSignal) => Promise<GasQuote>
  /** Signs the quote shown: `useBridgeTransfer().gas.bring` for the transfer. */
  bring: (quote: GasQuote) => void
}

export interface UseBringGasReturnType {
  /** `quoted`: `quote` is on screen, and `confirm` signs it. */
  status: 'idle' | 'quoting' | 'quoted' | 'failed'
  quote: GasQuote | undefined
  error: Error | undefined
  /** Quotes the gas route again (nothing is signed). */
  ask(): void
  /** Signs the quote shown, once. */
  confirm(): void
  cancel(): void
}

type Step = Pick<UseBringGasReturnType, 'status' | 'quote' | 'error'>
const idle: Step = { status: 'idle', quote: undefined, error: undefined }

/**
 * Gas on the destination that was never sent, asked for again by the user: a fresh quote of the stored gas route
 * (same USD, today's price), shown, then signed on `confirm`. Never signs without both clicks.
 */
export function useBringGas({ quote, bring }: UseBringGasParameters): UseBringGasReturnType {
  const [step, setStep] = useState<Step>(idle)
  const asking = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => asking.current?.abort(), [])
  return {
    ...step,
    ask() {
      if (step.status === 'quoting') return
      asking.current?.abort()
      const abort = new AbortController()
      asking.current = abort
      setStep({ status: 'quoting', quote: undefined, error: undefined })
      quote(abort.signal).then(
        (quoted) => !abort.signal.aborted && setStep({ status: 'quoted', quote: quoted, error: undefined }),
        (error: unknown) =>
          !abort.signal.aborted &&
          setStep({
            status: 'failed',
            quote: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      )
    },
    confirm() {
      if (step.status !== 'quoted' || !step.quote) return
      setStep(idle)
      bring(step.quote)
    },
    cancel() {
      asking.current?.abort()
      setStep(idle)
    },
  }
}
