// OPinit withdrawals to their claim, with what the user would notice: the router is the devnet's stand-in
// behind msw (real HTTP), the executor and the L1's REST the OPinit stand-in (which follows opinit-bots and
// OPinit's msg_server), the wallet a scripted adapter (an app's own code), storage the kit's memory storage.
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { createOpinitDevnet } from '../../packages/devnet/src/opinit/index.ts'
import { createRouterDevnet } from '../../packages/devnet/src/router/index.ts'
import { defaultEvmContracts, opBridges } from '../../packages/devnet/src/router/registry.ts'
import { usdcL1 } from '../../test/bridgeRequests.ts'
import { setupMswServer } from '../../test/msw.ts'
import { UserRejectedError } from '../errors/wallet.ts'
import { createRouterClient } from '../router/client.ts'
import type { MsgsTx, SendTxOptions, WalletAdapter } from '../wallet/types.ts'
import { type BridgeController, createBridgeController } from './controller.ts'
import { createMemoryStorage } from './store/storage.ts'
import type { BridgeState, TransferRecord } from './types.ts'

const server = setupMswServer()
const user = {
  evm: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  l1: 'init1wzvhjux9rqfdcwspp37srdgwp5tac7wg9ql75y',
}
let controller: BridgeController | undefined
afterEach(() => controller?.stop())

function devnets({
  tamper,
}: {
  tamper?: (withdrawal: Record<string, unknown>) => Record<string, unknown>
} = {}) {
  const opinit = createOpinitDevnet({
    bridges: opBridges.map(({ bridgeId, l2 }) => ({ bridgeId, l2ChainId: l2 })),
    finalizationSeconds: 0.3,
    submissionSeconds: 0.05,
  })
  const router = createRouterDevnet({ speed: 1000, opinit })
  server.use(
    http.all('http://router.test/*', ({ request }) => router.fetch(request)),
    http.all('http://executor.test/*', async ({ request }) => {
      const response = opinit.executorFetch('1', request, new URL(request.url).pathname)
      if (!tamper || !/^\/withdrawal\//.test(new URL(request.url).pathname)) return response
      return HttpResponse.json(tamper(await response.json()))
    }),
    http.all('http://l1.test/*', ({ request }) => opinit.restFetch(new URL(request.url).pathname)),
  )
  return opinit
}

/** The app's wallet: hashes for every tx; the claim is "landed" on the L1 stand-in by the test. */
function scriptedWallet(onClaim: (tx: MsgsTx, hash: string) => Promise<void>) {
  const sent: MsgsTx[] = []
  const wallet: WalletAdapter = {
    getAddress: async (chainId) => (chainId === '4354' ? user.evm : user.l1),
    async sendTx(tx, options?: SendTxOptions) {
      sent.push(tx)
      const chainId = tx.evm_tx?.chain_id ?? tx.cosmos_tx?.chain_id ?? ''
      const txHash = tx.evm_tx
        ? `0x${String(sent.length).padStart(64, '0')}`
        : String(sent.length).padStart(64, 'C')
      await options?.onTxHash?.({ txHash, chainId, broadcast: false })
      if (tx.cosmos_tx) await onClaim(tx, txHash)
      return { txHash, chainId }
    },
  }
  return { wallet, sent }
}

function start(wallet: WalletAdapter) {
  const storage = createMemoryStorage()
  controller = createBridgeController({
    router: createRouterClient({ baseUrl: 'http://router.test' }),
    wallet,
    storage,
    quoteDebounceMs: 0,
    polling: { minIntervalMs: 10, maxIntervalMs: 50 },
    opWithdrawals: { executors: { '4354': 'http://executor.test' }, l1RestUrl: 'http://l1.test' },
  })
  controller.start()
  controller.setRequest({
    sourceChainId: '4354',
    sourceDenom: defaultEvmContracts.usdc,
    destChainId: 'initiation-2',
    destDenom: usdcL1,
    amountIn: '1500000',
  })
  return { controller, storage }
}

function until(bridge: BridgeController, done: (state: BridgeState) => boolean): Promise<BridgeState> {
  return new Promise((resolve) => {
    const check = () => done(bridge.getState()) && resolve(bridge.getState())
    bridge.subscribe(check)
    check()
  })
}

const recordOf = (state: BridgeState) => ('transfer' in state ? state.transfer : undefined) as TransferRecord

test('default: the rollup tx, a wait for finalization, the claim signed once, then completed', async () => {
  const opinit = devnets()
  let savedBeforeBroadcast: string | null | undefined
  const { wallet, sent } = scriptedWallet(async (tx, hash) => {
    savedBeforeBroadcast = (await storage.load()).at(0)?.withdrawal?.claimTxHash
    // the L1 runs the claim as OPinit's msg_server would
    const value = JSON.parse(tx.cosmos_tx!.msgs[0]!.msg)
    const withdrawal = opinit.withdrawalOf('1', Number(value.sequence))!
    withdrawal.claim = { txHash: hash, at: Date.now() }
  })
  const { controller, storage } = start(wallet)
  await until(controller, (state) => state.status === 'quoted')
  controller.submit()
  const finalizing = recordOf(await until(controller, (state) => state.status === 'finalizing'))
  expect(finalizing.withdrawal).toMatchObject({ l2ChainId: '4354', l1ChainId: 'initiation-2', to: user.l1 })
  const claimable = recordOf(await until(controller, (state) => state.status === 'claimable'))
  expect(claimable.withdrawal?.claimableAt).toBeLessThanOrEqual(Date.now())
  expect(sent).toHaveLength(1)

  controller.resume(claimable.id)
  const done = recordOf(await until(controller, (state) => state.status === 'completed'))
  // the claim's hash was saved before the wallet broadcast it
  expect(savedBeforeBroadcast).toBe(done.withdrawal?.claimTxHash)
  expect(sent.map((tx) => tx.cosmos_tx?.msgs[0]?.msg_type_url ?? 'evm')).toEqual([
    'evm',
    '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal',
  ])
  expect(JSON.parse(sent[1]!.cosmos_tx!.msgs[0]!.msg)).toMatchObject({
    to: user.l1,
    amount: { amount: '1500000' },
  })
})

test('behavior: an executor whose record pays someone else gets no claim signed; the rollup tx stays', async () => {
  devnets({ tamper: (withdrawal) => ({ ...withdrawal, to: 'init1achqtxnj5x0algqayherxcws0490awtpyntef3' }) })
  const { wallet, sent } = scriptedWallet(async () => {})
  const { controller } = start(wallet)
  await until(controller, (state) => state.status === 'quoted')
  controller.submit()
  const claimable = recordOf(await until(controller, (state) => state.status === 'claimable'))
  controller.resume(claimable.id)
  const refused = await until(controller, (state) => state.status === 'claimable' && state.error !== null)
  expect(refused.error?.name).toBe('WithdrawalMismatchError')
  expect(sent).toHaveLength(1)
  expect(recordOf(refused).txs[0]?.txHash).toMatch(/^0x/)
})

test('behavior: a declined claim goes back to claimable with the rollup tx kept', async () => {
  devnets()
  const { wallet } = scriptedWallet(async () => {
    // what a wallet adapter throws when the user declines (the WalletAdapter contract)
    throw new UserRejectedError({ cause: new Error('declined') })
  })
  const { controller } = start(wallet)
  await until(controller, (state) => state.status === 'quoted')
  controller.submit()
  const claimable = recordOf(await until(controller, (state) => state.status === 'claimable'))
  controller.resume(claimable.id)
  const declined = await until(controller, (state) => state.status === 'claimable' && state.error !== null)
  expect(declined.error?.name).toBe('UserRejectedError')
  expect(recordOf(declined).withdrawal?.claimTxHash).toBeNull()
  expect(recordOf(declined).txs[0]?.txHash).toMatch(/^0x/)
})
