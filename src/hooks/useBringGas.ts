'use client'

import { useEffect, useRef, useState } from 'react'
import { loadModule } from '../bridge/controller/lazyModule.ts'
import type { GasQuote } from '../bridge/gas/quote.ts'
import type { GasOnDestinationRecord } from '../bridge/types.ts'
import type { RouteRequest, RouterClient, RouterClientConfig } from '../router/client.ts'
import { useRouterClient } from './useRouterClient.ts'

export interface UseBringGasParameters {
  /** Default: the RollscopeProvider's router, else Initia's mainnet router. */
  router?: RouterClient | RouterClientConfig | undefined
  /** The gas route stored with the transfer (`TransferRecord.gas`). */
  gas: GasOnDestinationRecord | null | undefined
  routeOptions?: Partial<RouteRequest> | undefined
  /** Signs the quote shown: the controller's `bringGas(id, quote)`. */
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
export function useBringGas(parameters: UseBringGasParameters): UseBringGasReturnType {
  const router = useRouterClient(parameters.router)
  const [step, setStep] = useState<Step>(idle)
  const asking = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => asking.current?.abort(), [])
  const { gas, routeOptions, bring } = parameters
  return {
    ...step,
    ask() {
      if (!gas || step.status === 'quoting') return
      asking.current?.abort()
      const abort = new AbortController()
      asking.current = abort
      setStep({ status: 'quoting', quote: undefined, error: undefined })
      // the requote's code loads on this click
      loadModule(() => import('../bridge/gas/requote.ts'))
        .then(({ gasQuoteAgain }) => gasQuoteAgain({ router, gas, routeOptions, signal: abort.signal }))
        .then(
          (quote) => !abort.signal.aborted && setStep({ status: 'quoted', quote, error: undefined }),
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
