import { describe, expect, test } from 'vitest'
import { record, request, route, tracking } from '../../../test/transferRecords.ts'
import type { BridgeState } from '../types.ts'
import { bridgeTransition, initialBridgeState, transferState } from './bridgeState.ts'
import { transferParts } from './transferParts.ts'

describe('bridgeTransition', () => {
  const quoting: BridgeState = { status: 'quoting', request, route: null, error: null }
  const quoted = bridgeTransition(quoting, { type: 'quoteSucceeded', request, route, at: 100, ttlMs: 30_000 })

  test('behavior: a complete request is quoted; an incomplete one is idle', () => {
    expect(bridgeTransition(initialBridgeState, { type: 'requestChanged', request })).toEqual(quoting)
    const zero = { ...request, amountIn: '0' }
    expect(bridgeTransition(quoting, { type: 'requestChanged', request: zero })).toMatchObject({
      status: 'idle',
    })
    expect(bridgeTransition(quoting, { type: 'requestChanged', request: null })).toMatchObject({
      status: 'idle',
    })
  })

  test('behavior: the same request does not re-quote; a new one keeps the old route on screen', () => {
    expect(bridgeTransition(quoted, { type: 'requestChanged', request })).toBe(quoted)
    const more = { ...request, amountIn: '2000000' }
    expect(bridgeTransition(quoted, { type: 'requestChanged', request: more })).toEqual({
      status: 'quoting',
      request: more,
      route,
      error: null,
    })
  })

  test('behavior: a quote answers its own request only', () => {
    expect(quoted).toMatchObject({ status: 'quoted', route, quotedAt: 100, expiresAt: 30_100 })
    const stale = { ...request, amountIn: '5' }
    expect(
      bridgeTransition(quoting, { type: 'quoteSucceeded', request: stale, route, at: 1, ttlMs: 1 }),
    ).toBe(quoting)
    expect(bridgeTransition(quoting, { type: 'quoteFailed', request: stale, error: new Error('x') })).toBe(
      quoting,
    )
  })

  test('behavior: a failed quote is idle with the error', () => {
    const error = new Error('no route')
    expect(bridgeTransition(quoting, { type: 'quoteFailed', request, error })).toEqual({
      status: 'idle',
      request,
      route: null,
      error,
    })
  })

  test('behavior: an expired quote is quoted again', () => {
    expect(bridgeTransition(quoted, { type: 'quoteExpired' })).toMatchObject({ status: 'quoting', route })
    expect(bridgeTransition(quoting, { type: 'quoteExpired' })).toBe(quoting)
  })

  test('behavior: a submit shows the transfer; a failed submit returns to the quote with its reason, quoted afresh', () => {
    const shown = bridgeTransition(quoted, {
      type: 'transferChanged',
      shown: transferState(record(), null, transferParts),
    })
    expect(shown).toMatchObject({ status: 'preparing', transfer: { id: 't1' } })
    const rejected = new Error('rejected')
    const back = bridgeTransition(shown, { type: 'submitFailed', error: rejected })
    expect(back).toMatchObject({ status: 'quoted', route, error: rejected })
    // expired at once, so the msgs of that quote are never reused
    expect(bridgeTransition(back, { type: 'quoteExpired' })).toMatchObject({
      status: 'quoting',
      error: rejected,
    })
    expect(bridgeTransition(quoted, { type: 'submitFailed', error: rejected })).toBe(quoted)
  })

  test('behavior: a transfer in flight ignores new requests; a finished one gives way', () => {
    const inFlight = transferState(tracking(), null, transferParts)
    expect(
      bridgeTransition(inFlight, { type: 'requestChanged', request: { ...request, amountIn: '7' } }),
    ).toBe(inFlight)
    const done = transferState({ ...tracking(), phase: 'completed' }, null, transferParts)
    expect(bridgeTransition(done, { type: 'requestChanged', request })).toMatchObject({ status: 'quoting' })
  })

  test('behavior: reset is idle from anywhere', () => {
    expect(bridgeTransition(transferState(tracking(), null, transferParts), { type: 'reset' })).toBe(
      initialBridgeState,
    )
  })
})
