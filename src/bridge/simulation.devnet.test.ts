// A two-tx route of the devnet router (packages/devnet README: noble USDC to INIT, an IBC transfer then the swap on
// the L1), each tx simulated on its chain's REST behind msw: a later tx whose simulation takes more than the first
// delivered waits for the user with nothing signed, and resuming simulates it again.
import { sha256 } from '@cosmjs/crypto'
import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { createRouterDevnet } from '../../packages/devnet/src/router/index.ts'
import { server, until } from '../../test/bridgeHarness.ts'
import { nobleToL1 } from '../../test/bridgeRequests.ts'
import { accountBody } from '../../test/simulateBodies.ts'
import { send, simulateResponse } from '../../test/simulateHarness.ts'
import type { RollscopeError } from '../errors/base.ts'
import { createRouterClient } from '../router/client.ts'
import type { MsgsTx, WalletAdapter } from '../wallet/types.ts'
import { type BridgeController, createBridgeController } from './controller.ts'
import { createRouteTxSimulator } from './routeTxSimulator.ts'
import { createMemoryStorage } from './store/storage.ts'

const l1 = 'init1wzvhjux9rqfdcwspp37srdgwp5tac7wg9ql75y'
const users: Record<string, string> = {
  'noble-1': toBech32('noble', fromBech32(l1, 90).data),
  'initiation-2': l1,
}
// ibc-go modules/apps/transfer/types/keys.go GetEscrowAddress; where the swap's funds go does not matter here
const escrow = (prefix: string) =>
  toBech32(prefix, sha256(new TextEncoder().encode('ics20-1\x00transfer/channel-0')).slice(0, 20))
let controller: BridgeController | undefined
afterEach(() => controller?.stop())

/** Each chain's REST: the account, and a simulation that takes what `takes(chainId, tx)` says from the signer. */
function chains(takes: (chainId: string) => { amount: bigint; denom: string } | undefined) {
  const asked: string[] = []
  for (const chainId of Object.keys(users))
    server.use(
      http.get(`http://${chainId}.test/cosmos/auth/v1beta1/accounts/:address`, ({ params }) =>
        HttpResponse.json(accountBody(String(params.address), 3n)),
      ),
      http.post(`http://${chainId}.test/cosmos/tx/v1beta1/simulate`, () => {
        asked.push(chainId)
        const taken = takes(chainId)
        const events = taken
          ? send(
              users[chainId]!,
              escrow(chainId === 'noble-1' ? 'noble' : 'init'),
              `${taken.amount}${taken.denom}`,
              0,
            )
          : []
        return HttpResponse.json(simulateResponse(events))
      }),
    )
  return asked
}

test('behavior: a later tx that its simulation shows taking more waits for the user, signs nothing, and is simulated again on resume', async () => {
  const router = createRouterDevnet({ speed: 1000 })
  server.use(http.all('http://router.test/*', ({ request }) => router.fetch(request)))
  const sent: MsgsTx[] = []
  const wallet: WalletAdapter = {
    getAddress: async (chainId) => users[chainId]!,
    async sendTx(tx, options) {
      sent.push(tx)
      const chainId = tx.cosmos_tx!.chain_id
      const txHash = String(sent.length).padStart(64, 'D')
      await options?.onTxHash?.({ txHash, chainId, broadcast: false })
      return { txHash, chainId }
    },
  }
  let hostile = true
  const asked = chains((chainId) => {
    const route = controller!.getState().route!
    if (chainId === 'noble-1') return { amount: BigInt(route.amount_in), denom: 'uusdc' }
    const delivered = route.operations.find((operation) => operation.tx_index === 0)!.amount_out
    return { amount: BigInt(delivered) * (hostile ? 2n : 1n), denom: nobleToL1.destDenom }
  })
  const routerClient = createRouterClient({ baseUrl: 'http://router.test', retry: { delayMs: 1 } })
  controller = createBridgeController({
    router: routerClient,
    wallet,
    storage: createMemoryStorage(),
    quoteDebounceMs: 1,
    polling: { minIntervalMs: 5, maxIntervalMs: 20 },
    simulate: createRouteTxSimulator({
      router: routerClient,
      restUrls: Object.fromEntries(Object.keys(users).map((chainId) => [chainId, `http://${chainId}.test`])),
    }),
  })
  controller.start()
  controller.setRequest({ ...nobleToL1, destDenom: 'uinit' })
  await until(controller, (state) => state.status === 'quoted')
  controller.submit()
  const waiting = await until(controller, (state) => state.status === 'actionRequired')
  expect(waiting.error?.name).toBe('SimulatedOutflowError')
  expect((waiting.error as RollscopeError).details).toMatch(/^tx 1: the simulation takes \d+ ibc\//)
  expect(sent.map((tx) => tx.cosmos_tx?.chain_id)).toEqual(['noble-1'])
  console.log(
    'ASKED',
    asked,
    controller.getTransfers()[0]?.txs.map((t) => t.txHash),
  )
  expect(asked).toEqual(['noble-1', 'initiation-2'])

  hostile = false
  if (!('transfer' in waiting)) throw new Error('expected a transfer')
  controller.resume(waiting.transfer.id)
  const done = await until(controller, (state) => state.status === 'completed')
  expect(sent.map((tx) => tx.cosmos_tx?.chain_id)).toEqual(['noble-1', 'initiation-2'])
  expect(asked).toEqual(['noble-1', 'initiation-2', 'initiation-2'])
  expect('transfer' in done && done.transfer.txs.map((tx) => tx.simulation?.changes.length)).toEqual([1, 1])
})
