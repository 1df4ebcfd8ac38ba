'use client'

import { useEffect, useRef, useState } from 'react'
import { formatLocaleAmount, parseLocaleAmount } from '../amounts/localeAmount.ts'
import {
  type BridgeUrlParams,
  type BridgeUrlState,
  type ReadBridgeUrlStateParameters,
  readBridgeUrlState,
  writeBridgeUrlState,
} from '../bridge/form/urlState.ts'
import type { UseBridgeFormReturnType } from './useBridgeForm.ts'

/** `true`, or the names of the query parameters and how a change is written to the history. */
export type BridgeUrlStateOption =
  | boolean
  | { params?: BridgeUrlParams | undefined; history?: 'replace' | 'push' | undefined }

export interface UseBridgeUrlStateParameters {
  form: UseBridgeFormReturnType
  urlState: BridgeUrlStateOption | undefined
  /** The form's locks: a link cannot move a locked side (its fields are then left out as `locked`). */
  locks?: ReadBridgeUrlStateParameters['locks']
  locale?: string | undefined
  /** What was wrong with the link's fields, each time it is read. */
  onProblems?: ((problems: BridgeUrlState['problems']) => void) | undefined
}

/**
 * Keeps the form and the page's URL in step: reads the link once the catalogue is in (and on back and forward),
 * writes the form's fields back a moment after they change, leaving the page's other parameters as they are.
 * Only fills the form: it never asks for a review and never signs.
 */
export function useBridgeUrlState({
  form,
  urlState,
  locale,
  locks,
  onProblems,
}: UseBridgeUrlStateParameters): void {
  const on = Boolean(urlState)
  const { params, history = 'replace' } = typeof urlState === 'object' ? urlState : {}
  // bumped on back and forward: the URL is read again
  const [visit, setVisit] = useState(0)
  const readVisit = useRef(-1)
  const ready = on && form.status === 'ready'

  useEffect(() => {
    if (!on) return
    const onPop = () => setVisit((count) => count + 1)
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [on])

  // biome-ignore lint/correctness/useExhaustiveDependencies: read on a visit, with the catalogue then
  useEffect(() => {
    if (!ready || readVisit.current === visit) return
    readVisit.current = visit
    const link = readBridgeUrlState(window.location.search, {
      assets: form.assets,
      chains: form.chains,
      source: form.source,
      params,
      locks,
    })
    form.setPair(link.source, link.destination)
    form.setAmount(link.amount ? formatLocaleAmount(link.amount, locale) : '')
    if (form.recipientEditable) form.setRecipient(link.recipient)
    // the form itself says what is wrong with a recipient it shows
    const { recipient, ...rest } = link.problems
    onProblems?.(recipient === 'invalid' ? { ...rest, recipient } : rest)
  }, [ready, visit])

  const amount = parseLocaleAmount(form.amount, locale)
  const values = {
    sourceChain: form.source?.chainId,
    sourceAsset: form.source?.denom,
    destChain: form.destination?.chainId,
    destAsset: form.destination?.denom,
    amount: amount.ok ? amount.value : undefined,
    recipient: form.customRecipient && form.recipientEditable ? form.recipient.trim() : undefined,
  }
  const json = JSON.stringify(values)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `json` stands for `values`
  useEffect(() => {
    if (!ready || readVisit.current < 0) return
    // one history entry (or replacement) per pause in typing, not one per keystroke
    const timer = setTimeout(() => {
      const url = new URL(window.location.href)
      url.search = writeBridgeUrlState(url.search, values, params).toString()
      if (url.href !== window.location.href)
        window.history[history === 'push' ? 'pushState' : 'replaceState'](window.history.state, '', url)
    }, 300)
    return () => clearTimeout(timer)
  }, [ready, json])
}
