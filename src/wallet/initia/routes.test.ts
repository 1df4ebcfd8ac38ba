import { fromBase64, toHex } from '@cosmjs/encoding'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { expect, inject, test, vi } from 'vitest'
import { fetchDevnetTx } from '../../../test/cosmos.ts'
import { anvilAccounts, initiaTestWallet } from '../../../test/wallets.ts'
import { opHookRequest } from '../../bridge/driver/opHook.ts'
import type { BridgeRequest } from '../../bridge/types.ts'
import { createOpinitClient } from '../../opinit/client.ts'
import { findWithdrawal } from '../../opinit/findWithdrawal.ts'
import type { ExecutorWithdrawal } from '../../opinit/schemas.ts'
import { claimableAt, claimTx, isProven } from '../../opinit/withdrawal.ts'
import { createRouterClient } from '../../router/client.ts'
import type { WalletAdapter } from '../types.ts'

// One Ethereum key (anvil's third account, through wagmi's mock connector) on every Interwoven route of the devnet.
const evm = inject('devnetEvm')
const router = createRouterClient({ baseUrl: inject('devnetRouter') })
const usdcL1 = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'

const wallet = () =>
  initiaTestWallet({
    routerUrl: inject('devnetRouter'),
    evm: evm!,
    chains: inject('devnetChains'),
    account: anvilAccounts[2],
  })

const rpcTx = (chainId: string, hash: string) => fetchDevnetTx(inject('devnetChains')[chainId]!, hash)

async function sequenceOn(chainId: string, wallet: WalletAdapter) {
  const data = toHex(QueryAccountRequest.encode({ address: await wallet.getAddress(chainId) }).finish())
  const path = encodeURIComponent('"/cosmos.auth.v1beta1.Query/Account"')
  const response = await fetch(`${inject('devnetChains')[chainId]}/abci_query?path=${path}&data=0x${data}`)
  const { result } = (await response.json()) as { result: { response: { value: string } } }
  const { account } = QueryAccountResponse.decode(fromBase64(result.response.value))
  return BaseAccount.decode(account!.value).sequence
}

/** Plans the route, signs the op-hook if it needs one, sends every tx, and follows the last to its end. */
async function transfer(
  wallet: WalletAdapter,
  request: BridgeRequest,
  claim?: (sent: { txHash: string }) => Promise<void>,
) {
  const assets = {
    source_asset_chain_id: request.sourceChainId,
    source_asset_denom: request.sourceDenom,
    dest_asset_chain_id: request.destChainId,
    dest_asset_denom: request.destDenom,
  }
  const route = await router.route({ ...assets, amount_in: request.amountIn, allow_multi_tx: true })
  const addressList = await Promise.all(route.required_chain_addresses.map((id) => wallet.getAddress(id)))
  const signedOpHook = route.required_op_hook
    ? await wallet.signOpHook!(await router.opHook(opHookRequest(request, addressList)), {
        sourceChainId: request.sourceChainId,
        destChainId: request.destChainId,
      })
    : undefined
  const { txs } = await router.msgs({
    ...assets,
    amount_in: route.amount_in,
    amount_out: route.amount_out,
    operations: route.operations,
    address_list: addressList,
    slippage_tolerance_percent: '1',
    signed_op_hook: signedOpHook,
  })
  const sent = []
  for (const tx of txs) {
    const result = await wallet.sendTx(tx)
    // the router knows a tx once it has landed (404 until then; the bridge tracks again too): on a busy machine an
    // EVM tx's receipt can come after its hash
    await vi.waitFor(() => router.track({ tx_hash: result.txHash, chain_id: result.chainId }), {
      timeout: 20_000,
      interval: 100,
    })
    sent.push(result)
  }
  const last = sent.at(-1)!
  // an OPinit withdrawal arrives once claimed on L1
  await claim?.(last)
  let state = ''
  for (const started = Date.now(); Date.now() - started < 20_000; ) {
    state = (await router.status({ tx_hash: last.txHash, chain_id: last.chainId })).state ?? ''
    if (state.startsWith('STATE_COMPLETED') || state === 'STATE_ABANDONED') break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { route, sent, state, signedOpHook }
}

test.skipIf(!evm)(
  'default: a Move swap on L1 is a MsgExecute the Ethereum key signs',
  async () => {
    const { sent, state } = await transfer(await wallet(), {
      sourceChainId: 'initiation-2',
      sourceDenom: 'uinit',
      destChainId: 'initiation-2',
      destDenom: usdcL1,
      amountIn: '1000000',
    })

    expect(state).toBe('STATE_COMPLETED_SUCCESS')
    const { code, body } = await rpcTx('initiation-2', sent[0]!.txHash)
    expect(code).toBe(0)
    expect(body.messages.map((message) => message.typeUrl)).toEqual(['/initia.move.v1.MsgExecute'])
  },
  30_000,
)

test.skipIf(!evm)(
  'behavior: L1 to the EVM rollup through an op-hook signed one sequence after the swap',
  async () => {
    const initia = await wallet()
    const before = await sequenceOn('initiation-2', initia)
    const { route, sent, state, signedOpHook } = await transfer(initia, {
      sourceChainId: 'initiation-2',
      sourceDenom: 'uinit',
      destChainId: '4354',
      destDenom: evm!.tokens.usdc,
      amountIn: '1000000',
    })

    expect(route.required_op_hook).toBe(true)
    // the hook runs after the swap on the same chain: it is signed for the sequence after the swap's
    const hookInfo = AuthInfo.decode(TxRaw.decode(fromBase64(signedOpHook!.hook)).authInfoBytes)
    const swapInfo = (await rpcTx('initiation-2', sent[0]!.txHash)).authInfo
    expect(swapInfo.signerInfos[0]!.sequence).toBe(before)
    expect(hookInfo.signerInfos[0]!.sequence).toBe(before + 1n)
    expect(state).toBe('STATE_COMPLETED_SUCCESS')
    // the chain ran the hook: the account's sequence moved past both
    expect(await sequenceOn('initiation-2', initia)).toBe(before + 2n)
  },
)

test.skipIf(!evm)(
  'behavior: the EVM rollup back to L1 is an evm_tx through wagmi, to the same key on L1',
  async () => {
    const initia = await wallet()
    const base = inject('devnetRouter').replace(/\/router$/, '')
    const opinit = createOpinitClient({
      executorUrl: `${base}/executor/4354`,
      l1RestUrl: `${base}/chains/initiation-2/rest`,
    })
    let claimHash = ''
    const { route, sent, state } = await transfer(
      initia,
      {
        sourceChainId: '4354',
        sourceDenom: evm!.tokens.usdc,
        destChainId: 'initiation-2',
        destDenom: usdcL1,
        amountIn: '1000000',
      },
      // the same Ethereum key claims on L1: MsgFinalizeTokenWithdrawal signed by the Initia adapter
      async ({ txHash }) => {
        const to = await initia.getAddress('initiation-2')
        let withdrawal: ExecutorWithdrawal | undefined
        for (;;) {
          const { withdrawals } = await opinit.withdrawals(to)
          withdrawal = findWithdrawal(withdrawals ?? [], { txHash, to, amount: '1000000', since: 0 })
          if (withdrawal && isProven(withdrawal)) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        const opensAt = claimableAt(
          await opinit.bridge(withdrawal.bridge_id),
          await opinit.output(withdrawal.bridge_id, withdrawal.output_index),
        )
        while (Date.now() < (opensAt ?? 0)) await new Promise((resolve) => setTimeout(resolve, 100))
        const claim = await initia.sendTx(claimTx(withdrawal, { l1ChainId: 'initiation-2', sender: to }))
        claimHash = claim.txHash
      },
    )
    // the claim landed on L1 and went through OPinit's checks
    expect((await rpcTx('initiation-2', claimHash)).code).toBe(0)

    expect(await initia.getAddress('4354')).toBe(anvilAccounts[2])
    expect(route.required_chain_addresses).toContain('initiation-2')
    expect(sent[0]!.chainId).toBe('4354')
    expect(sent[0]!.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(state).toBe('STATE_COMPLETED_SUCCESS')
  },
  // a withdrawal's 600 s finalization, at the test devnet's speed 100
  30_000,
)
