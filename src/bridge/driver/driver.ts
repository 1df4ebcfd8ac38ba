import { RollscopeError } from '../../errors/base.ts'
import { ModuleLoadError, MsgsMismatchError, WalletContractError } from '../../errors/bridge.ts'
import { errorRecordOf } from '../../errors/record.ts'
import { TxNotFoundError } from '../../errors/router.ts'
import { TransferStorageError } from '../../errors/storage.ts'
import { BroadcastNotFoundError } from '../../errors/transfer.ts'
import { BroadcastUncertainError, TxRejectedError, UserRejectedError } from '../../errors/wallet.ts'
import { cosmosTxHash, evmTxHash } from '../../http/txHash.ts'
import { statusBelongsTo } from '../../router/statusTxs.ts'
import type { MsgsTx, PendingTxRef } from '../../wallet/types.ts'
import { loadModule } from '../controller/lazyModule.ts'
import { isActivePhase } from '../machine/phases.ts'
import type { StoredError, TransferRecord } from '../types.ts'
import { asError } from './asError.ts'
import type { DriverContext } from './context.ts'
import { opHookRequest } from './opHook.ts'
import { retryDelay } from './polling.ts'
import { statusPollInterval } from './statusPolling.ts'
import { verifyMsgs, verifyOpHook } from './verifyMsgs.ts'
import { withdrawalStartOf } from './withdrawalStart.ts'

// The transfer driver: prepare, verify, sign, broadcast, confirm, track. Plain functions over an injected
// router, wallet, store and clock; every change goes through the store (saved before what depends on it).

// loaded on first use: OPinit's finalizing and claim, when a withdrawal waits for them
const withdrawalDriver = () => loadModule(() => import('./withdrawal.ts'))

/** Runs one transfer as far as it can go without the user. Rejects with the signal's reason when stopped. */
export async function driveTransfer(id: string, signal: AbortSignal, context: DriverContext): Promise<void> {
  const { store, clock } = context
  for (;;) {
    signal.throwIfAborted()
    const record = store.get(id)
    if (!record || !isActivePhase(record.phase)) return
    try {
      if (record.phase === 'preparing' || record.phase === 'signingOpHook')
        await prepare(record, signal, context)
      else if (record.phase === 'tracking') await track(record, signal, context)
      else if (record.phase === 'confirming') await confirm(record, signal, context)
      else if (record.phase === 'finalizing')
        await (await withdrawalDriver()).finalizeWithdrawal(record, signal, context)
      else if (record.phase === 'claiming')
        await (await withdrawalDriver()).driveClaim(record, signal, context)
      else await send(record, context)
    } catch (error) {
      // a wallet that answers after the page stopped still counts: a rejection must not be asked again
      if (signal.aborted && error === signal.reason) throw error
      // code this page cannot load changes nothing about the transfer: it waits, as it is, for the next try
      if (error instanceof ModuleLoadError) throw error
      const live = asError(error)
      context.onStepError(id, live)
      // the rollup tx is on its way whatever happened to its claim: only the claim goes back to the user
      if (record.phase === 'claiming')
        await store.apply(id, { type: 'claimFailed', error: storedError(live) })
      else if (record.phase !== 'finalizing')
        await store.apply(id, { type: 'sendFailed', error: storedError(live) })
      signal.throwIfAborted()
    }
    // every turn waits for something: a step that changed nothing never spins the event loop
    if (store.get(id) === record) await clock.sleep(1000, signal)
  }
}

async function prepare(record: TransferRecord, signal: AbortSignal, context: DriverContext) {
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

const txHashPattern = /^(0x)?[0-9a-fA-F]{64}$/

async function send(record: TransferRecord, context: DriverContext) {
  const { wallet, store, clock } = context
  const id = record.id
  const tx = record.msgs?.txs[record.currentTx]
  if (!tx) throw new RollscopeError('The transfer has no transaction to sign; start a new one.')
  const chainId = tx.cosmos_tx?.chain_id ?? tx.evm_tx?.chain_id ?? ''
  let signedReported = false
  const reportSigned = () => {
    if (!signedReported) context.onSigned(store.get(id) ?? record)
    signedReported = true
  }
  /** Set once the adapter reported a hash: from then on, a failure may have left a tx on its way. */
  let reported: PendingTxRef | undefined
  let broadcastReported = false
  const broadcast = async (txHash: string, txChainId: string) => {
    const next = await store.apply(id, { type: 'txBroadcast', txHash, chainId: txChainId, at: clock.now() })
    broadcastReported = true
    reportSigned()
    if (next) context.onBroadcast(next)
  }

  let result: { txHash: string; chainId: string }
  try {
    result = await wallet.sendTx(tx, {
      onStep: (step) => {
        if (step.step === 'approving' || step.step === 'signing' || step.step === 'broadcasting')
          store.apply(id, { type: 'walletStep', step: step.step }).catch(() => {
            // the step is shown, not needed: the hash's own save decides whether the tx may go out
          })
        if (step.step === 'broadcasting') reportSigned()
      },
      async onTxHash(hash) {
        if (!txHashPattern.test(hash.txHash))
          throw new WalletContractError(`onTxHash reported "${hash.txHash}", which is not a tx hash`)
        const txHash = chainTxHash(tx, hash.txHash)
        reported = {
          chainId: hash.chainId || chainId,
          txHash,
          signer: hash.signer ?? signerOf(tx),
          nonce: hash.nonce ?? '',
        }
        if (hash.broadcast) await broadcast(txHash, reported.chainId)
        else await store.apply(id, { type: 'txSigned', pending: { ...reported, txHash } })
      },
    })
  } catch (error) {
    if (error instanceof BroadcastUncertainError) {
      const pending = { ...error.tx, txHash: error.tx.txHash && chainTxHash(tx, error.tx.txHash) }
      await store.apply(id, { type: 'broadcastUncertain', pending, at: clock.now() })
      reportSigned()
      return
    }
    // after a hash was reported, only a clear refusal proves the tx did not go out
    if (reported && !broadcastReported && !isClearRefusal(error)) {
      await store.apply(id, { type: 'broadcastUncertain', pending: reported, at: clock.now() })
      reportSigned()
      return
    }
    throw error
  }
  if (!txHashPattern.test(result?.txHash ?? '') || !result.chainId) {
    const problem = `sendTx returned ${JSON.stringify(result)}, not { txHash: <64 hex digits>, chainId }`
    // the signed tx's hash is known: look for it; otherwise only the user can tell
    if (reported && !broadcastReported)
      await store.apply(id, { type: 'broadcastUncertain', pending: reported, at: clock.now() })
    else if (!broadcastReported) {
      context.onStepError(id, new WalletContractError(problem))
      await store.apply(id, { type: 'sendUncertain', error: storedError(new WalletContractError(problem)) })
    }
    return
  }
  if (!broadcastReported) await broadcast(chainTxHash(tx, result.txHash), result.chainId)
}

/** A hash in the form its chain writes and the router expects: adapters may report either case, with or without 0x. */
const chainTxHash = (tx: MsgsTx, hash: string) => (tx.evm_tx ? evmTxHash(hash) : cosmosTxHash(hash))

function isClearRefusal(error: unknown) {
  return (
    error instanceof UserRejectedError ||
    error instanceof TxRejectedError ||
    (error instanceof TransferStorageError && !error.afterBroadcast) ||
    error instanceof WalletContractError
  )
}

const signerOf = (tx: MsgsTx) => tx.cosmos_tx?.signer_address ?? tx.evm_tx?.signer_address ?? ''

/**
 * A broadcast without a clear answer: the router (which registers only txs the chain has) and the wallet's
 * view of the chain are asked until the tx is found, or shown never sent: its nonce went to another tx, or
 * the account's nonce did not move within `confirmTimeoutMs`. Never signed again without the user.
 */
async function confirm(record: TransferRecord, signal: AbortSignal, context: DriverContext) {
  const { router, wallet, store, clock, settings } = context
  const id = record.id
  const since = record.broadcastAt ?? clock.now()
  for (let attempt = 0; store.get(id)?.phase === 'confirming'; attempt++) {
    const current = store.get(id)!
    const pending = current.txs[current.currentTx]?.pending
    if (!pending) return void (await store.apply(id, { type: 'txFound' }))
    if (pending.txHash) {
      try {
        await router.track({ tx_hash: pending.txHash, chain_id: pending.chainId }, { signal })
        await store.apply(id, { type: 'txFound' })
        const tracked = await store.apply(id, { type: 'tracked' })
        if (tracked) context.onTracked(tracked)
        return
      } catch (error) {
        if (signal.aborted) throw error
      }
    }
    let lookup: 'included' | 'pending' | 'nonceUsed' | 'unknown' = 'unknown'
    if (wallet.checkTx && pending.nonce)
      lookup = await wallet.checkTx(pending).catch((error: unknown) => {
        if (signal.aborted) throw error
        return 'unknown' as const
      })
    if (lookup === 'included' && pending.txHash) return void (await store.apply(id, { type: 'txFound' }))
    if (lookup === 'nonceUsed')
      return void (await store.apply(id, { type: 'txAbsent', error: absentError(pending, true) }))
    if (clock.now() - since >= settings.confirmTimeoutMs) {
      // the nonce never moved: the tx is not on the chain, and a new signature reuses that nonce
      if (lookup === 'pending')
        return void (await store.apply(id, { type: 'txAbsent', error: absentError(pending, false) }))
      if (pending.txHash) return void (await store.apply(id, { type: 'txFound' }))
      return void (await store.apply(id, {
        type: 'sendUncertain',
        error: errorRecordOf(
          new BroadcastUncertainError(pending, undefined, {
            message:
              "The network did not confirm your transaction and the wallet cannot look for it. Check your wallet's activity before you sign again.",
          }),
        ),
      }))
    }
    await clock.sleep(retryDelay(attempt, 1000, 10_000), signal)
  }
}

function absentError(pending: PendingTxRef, nonceUsed: boolean): StoredError {
  if (!pending.txHash && nonceUsed)
    return errorRecordOf(
      new BroadcastUncertainError(pending, undefined, {
        message:
          "Your wallet may have sent the transaction, but did not say so. Check your wallet's activity before you sign again.",
      }),
    )
  return errorRecordOf(new BroadcastNotFoundError(nonceUsed))
}

async function track(record: TransferRecord, signal: AbortSignal, context: DriverContext) {
  const { router, store, clock, settings } = context
  const id = record.id
  const tx = record.txs[record.currentTx]
  if (!tx?.txHash) {
    const error = new WalletContractError('the transfer is tracking a tx without a hash')
    context.onStepError(id, error)
    return void (await store.apply(id, { type: 'sendUncertain', error: storedError(error) }))
  }
  const txRef = { tx_hash: tx.txHash, chain_id: tx.chainId }
  // registration: retried while the router has not seen the tx yet; exactly one success per tx. A tx the
  // router followed before (then abandoned) is registered again with retry_track.
  const retrack = tx.status !== null
  for (let attempt = 0; !store.get(id)?.txs[record.currentTx]?.tracked; attempt++) {
    if (clock.now() - (store.get(id)?.broadcastAt ?? clock.now()) > settings.trackTimeoutMs)
      return void (await store.apply(id, { type: 'trackTimedOut' }))
    try {
      await (retrack ? router.retryTrack(txRef, { signal }) : router.track(txRef, { signal }))
      const tracked = await store.apply(id, { type: 'tracked' })
      if (tracked) context.onTracked(tracked)
    } catch (error) {
      if (signal.aborted) throw error
      await clock.sleep(retryDelay(attempt, error instanceof TxNotFoundError ? 500 : 1000), signal)
    }
  }
  const etaMs = (record.route.estimated_route_duration_seconds ?? 60) * 1000
  for (
    let failures = 0;
    store.get(id)?.phase === 'tracking' && store.get(id)?.currentTx === record.currentTx;
  ) {
    const elapsed = clock.now() - (store.get(id)?.broadcastAt ?? clock.now())
    const hidden = globalThis.document?.visibilityState === 'hidden'
    await clock.sleep(statusPollInterval(elapsed, etaMs, hidden, settings.polling), signal, true)
    try {
      const status = await router.status(txRef, { signal })
      failures = 0
      if (!statusBelongsTo(status, { chainId: tx.chainId, txHash: tx.txHash })) {
        context.onAnomaly(
          new RollscopeError('The router answered about another transaction; the answer was ignored.', {
            details: `tracking ${tx.txHash} on ${tx.chainId}`,
          }),
          store.get(id) ?? record,
        )
        continue
      }
      const visible = globalThis.document?.visibilityState !== 'hidden'
      await store.apply(id, {
        type: 'statusReceived',
        status,
        autoContinue: context.isWatched(id) && visible,
        unknownTimeoutMs: settings.unknownStateTimeoutMs,
        withdrawal: withdrawalStartOf(store.get(id) ?? record, context.opinit),
      })
    } catch (error) {
      if (signal.aborted) throw error
      await clock.sleep(retryDelay(failures++), signal)
    }
  }
}

export const storedError: (error: unknown) => StoredError = errorRecordOf
