// A chain's `POST /cosmos/tx/v1beta1/simulate` behind msw, answering as cosmos-sdk does (gas_info, result.events),
// and the events an IBC MsgTransfer's simulation shows for its signer: the ante handler's fee to the fee collector
// (x/auth/ante/fee.go, no msg_index), then the escrow send of ibc-go's transfer keeper (coin_spent, coin_received,
// each with msg_index, baseapp.go `createEvents` in cosmos-sdk 0.50).
import { sha256 } from '@cosmjs/crypto'
import { toBech32 } from '@cosmjs/encoding'
import { HttpResponse, http } from 'msw'
import { createRouteTxSimulator } from '../src/bridge/routeTxSimulator.ts'
import { createRouterClient } from '../src/router/client.ts'
import { base, server } from './bridgeHarness.ts'
import { accountBody } from './simulateBodies.ts'

export const rest = 'http://dydx-rest.test'
const address = (preimage: string) =>
  toBech32('dydx', sha256(new TextEncoder().encode(preimage)).slice(0, 20))
const feeCollector = address('fee_collector')
// ibc-go modules/apps/transfer/types/keys.go `GetEscrowAddress`: sha256("ics20-1\x00transfer/channel-0")[:20]
const escrow = address('ics20-1\x00transfer/channel-0')

const event = (type: string, attributes: Record<string, string>, msgIndex?: number) => ({
  type,
  attributes: [
    ...Object.entries(attributes).map(([key, value]) => ({ key, value })),
    ...(msgIndex === undefined ? [] : [{ key: 'msg_index', value: String(msgIndex) }]),
  ],
})

/** A send of `coins` ("123denom") from `from` to `to`, as x/bank's SendCoins emits it. */
export const send = (from: string, to: string, coins: string, msgIndex?: number) => [
  event('coin_spent', { spender: from, amount: coins }, msgIndex),
  event('coin_received', { receiver: to, amount: coins }, msgIndex),
  event('transfer', { recipient: to, sender: from, amount: coins }, msgIndex),
]

/** What the simulation of the route's MsgTransfer shows: a fee, then `amount` of `denom` into the escrow. */
export const transferEvents = (signer: string, amount: string, denom: string) => [
  ...send(signer, feeCollector, '4000adydx'),
  ...send(signer, escrow, `${amount}${denom}`, 0),
]

/** The chain's answer: the SDK's `SimulateResponse` in JSON. */
export const simulateResponse = (events: unknown[], gasUsed = '91234') => ({
  gas_info: { gas_wanted: '0', gas_used: gasUsed },
  result: { data: '', log: '', events, msg_responses: [] },
})

/**
 * Serves the chain's REST: the signer's account at `sequence`, and the simulate endpoint, whose answers `answer`
 * decides; the tx bytes it was asked with are kept.
 */
export function simulateEndpoint(answer: (call: number) => Response | Promise<Response>, sequence = 12n) {
  const asked: string[] = []
  server.use(
    http.get(`${rest}/cosmos/auth/v1beta1/accounts/:address`, ({ params }) =>
      HttpResponse.json(accountBody(String(params.address), sequence)),
    ),
    http.post(`${rest}/cosmos/tx/v1beta1/simulate`, async ({ request }) => {
      asked.push(((await request.json()) as { tx_bytes: string }).tx_bytes)
      return answer(asked.length)
    }),
  )
  return asked
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status })

/** The kit's simulator on the chain's REST, as an app sets it up. */
export const simulator = () =>
  createRouteTxSimulator({
    router: createRouterClient({ baseUrl: base }),
    restUrls: { 'dydx-mainnet-1': rest },
  })
