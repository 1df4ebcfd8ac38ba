// The driver's part for OPinit withdrawals: find the withdrawal at the rollup's executor, wait for its output and
// the bridge's finalization period, then, when the user asks, claim it on L1 with the executor's proofs and
// follow the rollup tx at the router until the funds arrive. As InterwovenKit does (pages/bridge/op/).
import { RollscopeError } from '../../errors/base.ts'
import { errorRecordOf } from '../../errors/record.ts'
import { ClaimUnconfirmedError, WithdrawalMismatchError } from '../../errors/transfer.ts'
import { BroadcastUncertainError } from '../../errors/wallet.ts'
import { claimWithdrawal } from '../../opinit/claim.ts'
import { getClaimableAt } from '../../opinit/claimable.ts'
import { findWithdrawal } from '../../opinit/findWithdrawal.ts'
import { statusBelongsTo } from '../../router/statusTxs.ts'
import { lessSlippage } from '../form/slippageAmount.ts'
import type { StoredError, TransferRecord } from '../types.ts'
import type { DriverContext } from './context.ts'
import { retryDelay } from './polling.ts'

const withdrawalOf = (record: TransferRecord | undefined) => {
  if (!record?.withdrawal) throw new RollscopeError('The transfer has no withdrawal to follow.')
  return record.withdrawal
}

/** Until the claim opens: the executor's sequence, then the output's proposal time plus the finalization period. */
export async function finalizeWithdrawal(
  record: TransferRecord,
  signal: AbortSignal,
  context: DriverContext,
) {
  const { store, clock } = context
  const id = record.id
  const start = withdrawalOf(record)
  // a reload under options without this rollup's executor: the router decides, as without `opWithdrawals`
  if (!context.opinit?.has(start.l2ChainId))
    return void (await store.apply(id, { type: 'withdrawalUnfollowed' }))
  const client = await context.opinit.client(start.l2ChainId, start.l1ChainId)
  for (let idle = 0; store.get(id)?.phase === 'finalizing'; ) {
    const current = store.get(id)!
    const withdrawal = withdrawalOf(current)
    if (withdrawal.claimableAt !== null) {
      const left = withdrawal.claimableAt - clock.now()
      if (left <= 0) return void (await store.apply(id, { type: 'withdrawalClaimable' }))
      await clock.sleep(Math.min(left, 60_000), signal)
      continue
    }
    try {
      if (withdrawal.sequence === null) {
        const { withdrawals } = await client.withdrawals(withdrawal.to, { limit: 20 }, { signal })
        const tx = current.txs[current.currentTx]
        const found = findWithdrawal(withdrawals ?? [], {
          txHash: tx?.txHash ?? '',
          to: withdrawal.to,
          amount: withdrawal.amount,
          minAmount: lessSlippage(withdrawal.amount, current.slippagePercent),
          since: current.broadcastAt ?? current.createdAt,
        })
        if (found) {
          idle = 0
          await store.apply(id, { type: 'withdrawalFound', sequence: found.sequence })
          continue
        }
      } else {
        const found = await client.withdrawal(withdrawal.sequence, { signal })
        const at = await getClaimableAt(client, found, { signal })
        if (at !== null) {
          idle = 0
          await store.apply(id, { type: 'withdrawalProven', claimableAt: at })
          continue
        }
      }
    } catch (error) {
      if (signal.aborted) throw error
    }
    // outputs are proposed every few minutes to an hour: ask again, less and less often
    await clock.sleep(retryDelay(idle++, 1000, 30_000), signal)
  }
}

const mismatch = (): StoredError => errorRecordOf(new WithdrawalMismatchError())

/** Signs the claim (its hash saved before the broadcast), then follows the rollup tx until the funds arrive. */
export async function driveClaim(record: TransferRecord, signal: AbortSignal, context: DriverContext) {
  const { store, clock, wallet, router, settings } = context
  const id = record.id
  const withdrawal = withdrawalOf(record)
  if (withdrawal.claimTxHash === null) {
    if (withdrawal.sequence === null)
      return void (await store.apply(id, { type: 'claimFailed', error: mismatch() }))
    const client = await context.opinit!.client(withdrawal.l2ChainId, withdrawal.l1ChainId)
    try {
      // the claim pays the quoted receiver (the amount, which an earlier swap may have lowered, is not a risk)
      const { txHash } = await claimWithdrawal(client, {
        wallet,
        l1ChainId: withdrawal.l1ChainId,
        sequence: withdrawal.sequence,
        to: withdrawal.to,
        signal,
        onTxHash: async (txHash) => void (await store.apply(id, { type: 'claimSigned', txHash })),
      })
      if (!store.get(id)?.withdrawal?.claimTxHash) await store.apply(id, { type: 'claimSigned', txHash })
    } catch (error) {
      if (signal.aborted && error === signal.reason) throw error
      if (error instanceof WithdrawalMismatchError)
        return void (await store.apply(id, { type: 'claimFailed', error: mismatch() }))
      // a claim that may or may not have gone out: the user may claim again (a repeat fails harmlessly on
      // chain), and the one that went out, if any, completes the transfer when its funds arrive
      if (error instanceof BroadcastUncertainError)
        return void (await store.apply(id, {
          type: 'claimUnconfirmed',
          error: errorRecordOf(
            new BroadcastUncertainError(error.tx, error, {
              message:
                'The network did not confirm your claim. Claim again: if the first one went through, the second simply fails.',
            }),
          ),
        }))
      throw error
    }
    await store.apply(id, { type: 'claimBroadcast', at: clock.now() })
  }
  const tx = record.txs[record.currentTx]
  if (!tx?.txHash) throw new RollscopeError('The withdrawal has no rollup transaction to follow.')
  const since = store.get(id)?.withdrawal?.claimedAt ?? clock.now()
  for (let failures = 0; store.get(id)?.phase === 'claiming'; ) {
    if (clock.now() - since > settings.trackTimeoutMs)
      return void (await store.apply(id, {
        type: 'claimUnconfirmed',
        error: errorRecordOf(new ClaimUnconfirmedError()),
      }))
    await clock.sleep(retryDelay(failures, 1000, 10_000), signal, true)
    try {
      const status = await router.status({ tx_hash: tx.txHash, chain_id: tx.chainId }, { signal })
      failures = 0
      if (statusBelongsTo(status, { chainId: tx.chainId, txHash: tx.txHash }))
        await store.apply(id, {
          type: 'statusReceived',
          status,
          // the next tx of a multi-tx route may ask at once when the user is here
          autoContinue: context.isWatched(id),
          unknownTimeoutMs: settings.unknownStateTimeoutMs,
        })
    } catch (error) {
      if (signal.aborted) throw error
      failures++
    }
  }
}
