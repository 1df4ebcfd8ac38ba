// Status answers as the router sends them: every recorded sample (samples/router/status-*.json), read through
// the router's own schema first, as the kit receives them.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { safeParse } from '../http/zodBuildMore.ts'
import { type StatusResponse, statusSchema } from './schemas.ts'
import { hopsOf, overallState, releaseOf, routerMessageOf } from './status.ts'
import { statusBelongsTo, txsNamedIn } from './statusTxs.ts'

const folder = new URL('../../../shared/specs/samples/router/', import.meta.url)
const samples = readdirSync(folder)
  .filter((name) => name.startsWith('status-'))
  .map((name) => {
    const parsed = safeParse(statusSchema, JSON.parse(readFileSync(new URL(name, folder), 'utf8')))
    if (!parsed.success) throw new Error(`${name} does not parse: ${parsed.error.message}`)
    return [name, parsed.data] as const
  })

describe('recorded status answers', () => {
  test.each(samples)(
    '%s: the state follows the file name, and the answer belongs to its first send tx',
    (name, status) => {
      const expected = name.includes('completed-success')
        ? 'success'
        : name.includes('completed-error')
          ? 'error'
          : 'pending'
      expect(overallState(status)).toBe(expected)
      const first = txsNamedIn(status)[0]
      if (first) {
        expect(statusBelongsTo(status, first)).toBe(true)
        expect(statusBelongsTo(status, { ...first, txHash: first.txHash.toLowerCase() })).toBe(true)
        expect(statusBelongsTo(status, { ...first, txHash: `0x${'ab'.repeat(32)}` })).toBe(false)
      }
    },
  )

  test('Axelar hops list their nested txs (contract_call_with_token_txs), each once', () => {
    const [, status] = samples.find(([name]) => name === 'status-pending-axelar-pending-receipt.json')!
    expect(hopsOf(status)).toEqual([
      expect.objectContaining({
        kind: 'axelar_transfer',
        fromChainId: '1',
        toChainId: 'osmosis-1',
        txs: [
          expect.objectContaining({
            chainId: '1',
            txHash: '0x6792ba9fa4d1a0316ffabad1541dc4c5ddcd8c4bb38b9a1368f08931f9c14e1c',
          }),
          expect.objectContaining({
            chainId: 'axelar-dojo-1',
            txHash: '282FEBD83D4D67558D40D94D2B1F212738CC293E7426123D3A415E134E41C0E0',
          }),
        ],
      }),
    ])
  })

  test('the refund release and the router’s words come from any transfer', () => {
    const [, failed] = samples.find(([name]) => name.startsWith('status-completed-error-ibc-ack'))!
    expect(routerMessageOf(failed)).toBeTruthy()
    const [, success] = samples.find(
      ([name]) => name === 'status-completed-success-ibc-noble-to-neutron.json',
    )!
    expect(releaseOf(success)).toEqual({
      chainId: 'neutron-1',
      denom: 'ibc/B559A80D62249C8AA07A380E2A2BEA6E5CA9A6F079C912C3A9E9B494105E4F81',
      amount: undefined,
      released: true,
    })
  })
})

describe('answers the OpenAPI allows', () => {
  const transfer = (state: string) => ({ state, transfer_sequence: [] })
  test('several transfers: any error fails the whole, success needs every one', () => {
    const both = (a: string, b: string): StatusResponse => ({ transfers: [transfer(a), transfer(b)] })
    expect(overallState(both('STATE_COMPLETED_SUCCESS', 'STATE_PENDING'))).toBe('pending')
    expect(overallState(both('STATE_COMPLETED_SUCCESS', 'STATE_COMPLETED_ERROR'))).toBe('error')
    expect(overallState(both('STATE_ABANDONED', 'STATE_COMPLETED_SUCCESS'))).toBe('abandoned')
    expect(overallState(both('STATE_COMPLETED_SUCCESS', 'STATE_COMPLETED'))).toBe('success')
    expect(overallState({ state: 'STATE_COMPLETED_SUCCESS', transfers: [transfer('STATE_PENDING')] })).toBe(
      'pending',
    )
  })

  test('STATE_UNKNOWN, no state and a state nobody lists are unknown', () => {
    expect(overallState({ state: 'STATE_UNKNOWN' })).toBe('unknown')
    expect(overallState({})).toBe('unknown')
    expect(overallState({ state: 'STATE_SOMETHING_NEW' })).toBe('unknown')
  })

  test('a hostile body: deep nesting and junk never throw', () => {
    let deep: Record<string, unknown> = { chain_id: 'x', tx_hash: 'y' }
    for (let depth = 0; depth < 5000; depth++) deep = { next: deep }
    const status = { transfer_sequence: [{ ibc_transfer: deep }, { junk: 5 }, {}] } as StatusResponse
    expect(() => hopsOf(status)).not.toThrow()
    expect(txsNamedIn(status)).toEqual([])
  })
})

test('hopsOf: one hop per transfer_sequence entry, unknown kinds kept, txs with their links', () => {
  const hops = hopsOf({
    state: 'STATE_PENDING',
    transfer_sequence: [
      {
        ibc_transfer: {
          from_chain_id: 'initiation-2',
          to_chain_id: 'noble-1',
          state: 'TRANSFER_RECEIVED',
          packet_txs: {
            send_tx: { chain_id: 'initiation-2', tx_hash: 'A', explorer_link: 'https://x/A' },
            receive_tx: null,
          },
        },
      },
      { future_transfer: { src_chain_id: 'a', dst_chain_id: 'b', state: 'FUTURE_SENT', txs: {} } },
    ],
  })
  expect(hops).toEqual([
    {
      kind: 'ibc_transfer',
      fromChainId: 'initiation-2',
      toChainId: 'noble-1',
      state: 'TRANSFER_RECEIVED',
      txs: [{ chainId: 'initiation-2', txHash: 'A', explorerLink: 'https://x/A', role: 'send' }],
    },
    { kind: 'future_transfer', fromChainId: 'a', toChainId: 'b', state: 'FUTURE_SENT', txs: [] },
  ])
})
