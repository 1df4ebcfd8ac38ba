// simulateTx over real HTTP (msw): the tx it sends, decoded with cosmjs; the chain's answers as cosmos-sdk gives them.
import { fromBase64, fromHex, toBase64, toBech32 } from '@cosmjs/encoding'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import {
  accountBody,
  msgSendEvents,
  simulateFailureBody,
  simulateSuccessBody,
} from '../../test/simulateBodies.ts'
import { createRestClient } from '../balances/client.ts'
import { NetworkError } from '../errors/http.ts'
import { SimulationFailedError } from '../errors/tx.ts'
import { maxEvents, maxLogLength, simulateTx } from './simulateTx.ts'
import type { TxRequest } from './types.ts'

const server = setupMswServer()
const rest = 'https://rest.example'
const client = createRestClient({ baseUrl: rest, retry: { delayMs: 1 } })
const alice = 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p'
const bob = 'init1yh03a2wr9f5sr9ln0nlpgpwah7gqurccy33y0h'
const send: TxRequest = {
  chainId: 'initiation-2',
  messages: [
    {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: alice, toAddress: bob, amount: [{ denom: 'uinit', amount: '1000000' }] },
    },
  ],
  memo: 'hi',
}

/** Serves the account and simulate; returns the bodies the chain was sent. */
function serve(simulate: () => Response, sequence = 4n) {
  const sent: { tx_bytes: string }[] = []
  server.use(
    http.get(`${rest}/cosmos/auth/v1beta1/accounts/${alice}`, () =>
      HttpResponse.json(
        accountBody(alice, sequence, {
          type: '/initia.crypto.v1beta1.ethsecp256k1.PubKey',
          key: toBase64(new Uint8Array(33).fill(2)),
        }),
      ),
    ),
    http.post(`${rest}/cosmos/tx/v1beta1/simulate`, async ({ request }) => {
      sent.push((await request.json()) as { tx_bytes: string })
      return simulate()
    }),
  )
  return sent
}

describe('simulateTx', () => {
  test("default: sends the messages with the signer's sequence and key, unsigned; returns gas and events", async () => {
    const sent = serve(() =>
      HttpResponse.json(simulateSuccessBody(95_123n, msgSendEvents(alice, bob, '1000000uinit'))),
    )
    const result = await simulateTx(client, { request: send, signer: alice })
    expect(result.gasUsed).toBe(95_123n)
    // the infinite gas meter's limit: more than a Number holds exactly
    expect(result.gasWanted).toBe(18446744073709551615n)
    expect(result.events).toHaveLength(5)
    expect(result.events[1]).toEqual({
      type: 'coin_spent',
      attributes: [
        { key: 'spender', value: alice },
        { key: 'amount', value: '1000000uinit' },
        { key: 'msg_index', value: '0' },
      ],
    })
    expect(sent).toHaveLength(1)
    const tx = decodeTxRaw(fromBase64(sent[0]?.tx_bytes ?? ''))
    expect(tx.body.memo).toBe('hi')
    expect(tx.body.messages.map((message) => message.typeUrl)).toEqual(['/cosmos.bank.v1beta1.MsgSend'])
    expect(MsgSend.decode(tx.body.messages[0]?.value ?? new Uint8Array())).toEqual({
      fromAddress: alice,
      toAddress: bob,
      amount: [{ denom: 'uinit', amount: '1000000' }],
    })
    expect(tx.signatures).toEqual([new Uint8Array()])
    const [signerInfo] = tx.authInfo.signerInfos
    expect(signerInfo?.sequence).toBe(4n)
    expect(signerInfo?.publicKey?.typeUrl).toBe('/initia.crypto.v1beta1.ethsecp256k1.PubKey')
    expect(AuthInfo.toJSON(tx.authInfo)).toMatchObject({ fee: { amount: [] } })
  })

  test("behavior: another chain's signer is asked for in its own prefix (Noble's REST refuses an init1 address)", async () => {
    const noble = toBech32('noble', fromHex('ee6e059a72a19ff6a01d25f2336613a9f5fd7ac9'))
    const asked: string[] = []
    server.use(
      http.get(`${rest}/cosmos/auth/v1beta1/accounts/:address`, ({ params }) => {
        asked.push(String(params.address))
        return HttpResponse.json(accountBody(String(params.address), 1n))
      }),
      http.post(`${rest}/cosmos/tx/v1beta1/simulate`, () =>
        HttpResponse.json(simulateSuccessBody(80_000n, [])),
      ),
    )
    const transfer: TxRequest = {
      chainId: 'noble-1',
      messages: [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: { fromAddress: noble, toAddress: noble, amount: [{ denom: 'uusdc', amount: '1' }] },
        },
      ],
    }
    await simulateTx(client, { request: transfer, signer: noble })
    expect(asked).toEqual([noble])
  })

  test('parameters: an EVM call is simulated as minievm MsgCall with 0x-prefixed input', async () => {
    const hex = '0x664e97c1ee7a6d4D69c6B30E4aF5E2c73B1Df2c0'
    const sent = serve(() => HttpResponse.json(simulateSuccessBody(40_000n, [])))
    const asked: string[] = []
    server.use(
      http.get(`${rest}/cosmos/auth/v1beta1/accounts/:address`, ({ params }) => {
        asked.push(String(params.address))
        return HttpResponse.json({ code: 5, message: 'account not found', details: [] }, { status: 404 })
      }),
    )
    await simulateTx(client, {
      request: {
        chainId: 'evm-1',
        evm: { to: '0x0000000000000000000000000000000000000f00', data: '0xa9059cbb', value: 5n },
      },
      signer: hex,
    })
    const tx = decodeTxRaw(fromBase64(sent[0]?.tx_bytes ?? ''))
    expect(tx.body.messages[0]?.typeUrl).toBe('/minievm.evm.v1.MsgCall')
    const { MsgCall } = await import('@initia/initia.proto/minievm/evm/v1/tx.js')
    expect(MsgCall.decode(tx.body.messages[0]?.value ?? new Uint8Array())).toMatchObject({
      // the same 20 bytes in bech32, by cosmjs
      sender: toBech32('init', fromHex(hex.slice(2))),
      contractAddr: '0x0000000000000000000000000000000000000f00',
      input: '0xa9059cbb',
      value: '5',
    })
    // the account asked for in bech32; one the chain does not know yet: sequence 0, no key
    expect(asked).toEqual([toBech32('init', fromHex(hex.slice(2)))])
    expect(tx.authInfo.signerInfos[0]?.sequence).toBe(0n)
    expect(tx.authInfo.signerInfos[0]?.publicKey).toBeUndefined()
  })

  test.each([
    [
      'failed to execute message; message index: 0: spendable balance 5uinit is smaller than 1000000uinit: insufficient funds',
      'insufficientFunds',
      /does not hold enough/,
    ],
    [
      'account sequence mismatch, expected 5, got 4: incorrect account sequence',
      'wrongSequence',
      /went first/,
    ],
    ['unable to resolve type URL /x.y.MsgZ: tx parse error', 'unknownMessage', /does not know/],
    ['out of gas in location: WriteFlat; gasWanted: 10, gasUsed: 12: out of gas', 'outOfGas', /more gas/],
    [
      'failed to execute message; message index: 0: execution reverted',
      'executionFailed',
      /contract refused/,
    ],
    ['something new', 'other', /would fail/],
  ] as const)('behavior: a refusal is a SimulationFailedError in words (%s)', async (log, reason, words) => {
    const sent = serve(() => HttpResponse.json(simulateFailureBody(log), { status: 500 }))
    const error = await simulateTx(client, { request: send, signer: alice }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(SimulationFailedError)
    expect(error).toMatchObject({ reason, chainId: 'initiation-2' })
    expect((error as SimulationFailedError).shortMessage).toMatch(words)
    expect((error as SimulationFailedError).log).toContain(log)
    // a refusal is an answer: never simulated twice
    expect(sent).toHaveLength(1)
  })

  test('behavior: a hostile body (huge gas, thousands of events, markup in the log) is cut, never trusted', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      type: 'x',
      attributes: [{ key: 'i', value: String(i) }],
    }))
    serve(() =>
      HttpResponse.json({
        gas_info: { gas_wanted: '1', gas_used: '9999999999999999999' },
        result: { events: [...many, 42, { type: 1 }] },
      }),
    )
    const result = await simulateTx(client, { request: send, signer: alice })
    // more than a Number holds, and × 1.4 more than a uint64: no fee could ask for it
    await expect(
      (async () => {
        serve(() => HttpResponse.json({ gas_info: { gas_wanted: '1', gas_used: '99999999999999999999' } }))
        return simulateTx(client, { request: send, signer: alice })
      })(),
    ).rejects.toMatchObject({ name: 'SimulationFailedError', reason: 'outOfGas' })
    expect(result.gasUsed).toBe(9999999999999999999n)
    expect(result.events).toHaveLength(maxEvents)
    expect(result.eventsOmitted).toBe(5002 - maxEvents)

    const markup = `<script>alert(1)</script>${'x'.repeat(10_000)}`
    serve(() => HttpResponse.json(simulateFailureBody(markup), { status: 500 }))
    const error = (await simulateTx(client, { request: send, signer: alice }).catch(
      (caught: unknown) => caught,
    )) as SimulationFailedError
    expect(error.log.length).toBe(maxLogLength)
    expect(error.shortMessage).not.toContain('<script>')

    serve(() => HttpResponse.json({ gas_info: { gas_wanted: '1', gas_used: '1'.repeat(21) } }))
    await expect(simulateTx(client, { request: send, signer: alice })).rejects.toMatchObject({
      name: 'ResponseValidationError',
    })
  })

  test('behavior: a chain that does not answer is no simulation failure', async () => {
    serve(() => HttpResponse.error())
    await expect(simulateTx(client, { request: send, signer: alice })).rejects.toBeInstanceOf(NetworkError)
    serve(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }))
    await expect(simulateTx(client, { request: send, signer: alice })).rejects.toMatchObject({
      name: 'HttpError',
      status: 502,
    })
  })
})
