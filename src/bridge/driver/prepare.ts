import { RollscopeError } from '../../errors/base.ts'
import { MsgsMismatchError } from '../../errors/bridge.ts'
import type { TransferRecord } from '../types.ts'
import type { DriverContext } from './context.ts'
import { opHookRequest } from './opHook.ts'
import { verifyMsgs, verifyOpHook } from './verifyMsgs.ts'

// Preparing a transfer: the addresses, the op-hook (verified, then signed) and the msgs, verified against the quote.

export async function prepare(record: TransferRecord, signal: AbortSignal, context: DriverContext) {
  const { router, wallet, store, settings } = context
  const { route, request } = record
  // a chosen recipient takes the final slot only: a route through its own destination chain (an L1 swap
  // back to the same rollup) signs the earlier slots with the user's own account
  const last = route.required_chain_addresses.length - 1
  const addressList = await Promise.all(
    route.required_chain_addresses.map((chainId, index) =>
      index === last && chainId === request.destChainId && request.recipient
        ? request.recipient
        : wallet.getAddress(chainId),
    ),
  )
  let signedHook: { signer: string; hook: string } | undefined
  if (route.required_op_hook) {
    await store.apply(record.id, { type: 'opHookRequested' })
    if (!wallet.signOpHook)
      throw new RollscopeError('This route needs an op-hook signature, which the wallet adapter cannot give.')
    const hook = await router.opHook(opHookRequest(request, addressList), { signal })
    if (!settings.allowUnverifiedMsgs) {
      const mismatches = verifyOpHook({ route, addressList, hook })
      if (mismatches.length) throw new MsgsMismatchError(mismatches, 'hook')
    }
    signedHook = await wallet.signOpHook(hook, {
      sourceChainId: request.sourceChainId,
      destChainId: request.destChainId,
    })
  }
  const msgs = await router.msgs(
    {
      source_asset_chain_id: request.sourceChainId,
      source_asset_denom: request.sourceDenom,
      dest_asset_chain_id: request.destChainId,
      dest_asset_denom: request.destDenom,
      amount_in: route.amount_in,
      amount_out: route.amount_out,
      operations: route.operations,
      estimated_amount_out: route.estimated_amount_out,
      address_list: addressList,
      slippage_tolerance_percent: record.slippagePercent,
      signed_op_hook: signedHook,
    },
    { signal },
  )
  signal.throwIfAborted()
  if (!settings.allowUnverifiedMsgs) {
    const mismatches = verifyMsgs({ route, addressList, msgs })
    if (mismatches.length) throw new MsgsMismatchError(mismatches)
  }
  await store.apply(record.id, { type: 'msgsReceived', msgs, addressList })
}
