// Where a transfer found on a chain is now: the router's status (registered with track first when the router
// does not know the tx), and for an OPinit withdrawal the executor's record and the L1's claim.
import { RollscopeError } from '../errors/base.ts'
import { TxNotFoundError } from '../errors/router.ts'
import { sameTxHash } from '../http/txHash.ts'
import { getClaimableAt } from '../opinit/claimable.ts'
import type { OpinitClient } from '../opinit/client.ts'
import type { ExecutorWithdrawal } from '../opinit/schemas.ts'
import { isProven, withdrawalKey } from '../opinit/withdrawal.ts'
import type { RouterClient } from '../router/client.ts'
import type { StatusResponse } from '../router/schemas.ts'
import { type OverallState, overallState } from '../router/status.ts'
import type { RecognisedTransfer } from './recognise.ts'

/** Where a found transfer is: the router's word, the executor's for a withdrawal, or why neither can say. */
export type FoundTransferState = OverallState | 'finalizing' | 'claimable' | 'claimed' | 'notFollowed'

/** A transfer started by one of the account's txs, as found on its chain and followed since. */
export interface FoundTransfer extends RecognisedTransfer {
  state: FoundTransferState
  /** The router's last answer, when it knows the tx. */
  status: StatusResponse | null
  /** An OPinit withdrawal's record at its rollup's executor, when one is configured and has it. */
  withdrawal: { l2ChainId: string; withdrawal: ExecutorWithdrawal; claimableAt: number | null } | null
  /** Why it cannot be followed (or not all the way), in words; null when it can. */
  reason: string | null
}

export interface FollowTransferParameters {
  router: RouterClient
  /** The executor of a rollup by its chain id, when the app follows that rollup's withdrawals. */
  executor?: ((l2ChainId: string) => Promise<OpinitClient | undefined>) | undefined
  /** Register txs the router does not know with its track endpoint. Default true. */
  track?: boolean | undefined
}

const words = (error: unknown) =>
  error instanceof RollscopeError
    ? error.shortMessage
    : error instanceof Error
      ? error.message
      : String(error)

/** The router's status of the tx, tracking it first when the router does not know it; null when it never will. */
async function routerStatus(
  found: RecognisedTransfer,
  { router, track = true }: FollowTransferParameters,
  signal: AbortSignal | undefined,
): Promise<{ status: StatusResponse | null; reason: string | null }> {
  const request = { chain_id: found.chainId, tx_hash: found.txHash }
  try {
    return { status: await router.status(request, { signal }), reason: null }
  } catch (error) {
    if (!(error instanceof TxNotFoundError) || !track) throw error
  }
  try {
    await router.track(request, { signal })
    return { status: await router.status(request, { signal }), reason: null }
  } catch (error) {
    if (signal?.aborted) throw error
    return {
      status: null,
      reason: `The router cannot follow this transfer: it may have been sent without the router (${words(error)}).`,
    }
  }
}

async function executorRecord(
  found: RecognisedTransfer,
  client: OpinitClient,
  signal: AbortSignal | undefined,
): Promise<{ withdrawal: FoundTransfer['withdrawal']; claimed: boolean }> {
  const receiver = found.receiver ?? found.sender
  if (!receiver) return { withdrawal: null, claimed: false }
  const { withdrawals } = await client.withdrawals(receiver, { limit: 100 }, { signal })
  // by hash only: the executor records the Cosmos hash of the tx, which is the one the indexer lists
  const record = withdrawals?.find((item) => item.tx_hash && sameTxHash(item.tx_hash, found.txHash))
  if (!record) return { withdrawal: null, claimed: false }
  const claimed = isProven(record)
    ? await client.claimed(record.bridge_id, await withdrawalKey(record), { signal })
    : false
  const claimableAt = claimed ? null : await getClaimableAt(client, record, { signal })
  return { withdrawal: { l2ChainId: found.chainId, withdrawal: record, claimableAt }, claimed }
}

/**
 * Follows one found transfer: the router's status (tracking the tx first when it does not know it), and for an
 * OPinit withdrawal the executor's record. Never throws for a transfer that cannot be followed: `reason` says
 * why. Throws only when aborted, or when the router itself fails (its error is the chain's to show).
 */
export async function followTransfer(
  found: RecognisedTransfer,
  parameters: FollowTransferParameters,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<FoundTransfer> {
  const { signal } = options
  const { status, reason } = await routerStatus(found, parameters, signal)
  const routerState: FoundTransferState = status ? overallState(status) : 'notFollowed'
  const withdrawing = found.kind === 'opWithdrawal' || found.kind === 'evmWithdrawal'
  const client = withdrawing ? await parameters.executor?.(found.chainId) : undefined
  if (!client) return { ...found, state: routerState, status, withdrawal: null, reason }
  try {
    const { withdrawal, claimed } = await executorRecord(found, client, signal)
    if (claimed) return { ...found, state: 'claimed', status, withdrawal: null, reason: null }
    if (!withdrawal)
      return {
        ...found,
        state: routerState,
        status,
        withdrawal: null,
        reason:
          reason ?? (routerState === 'success' ? null : 'The executor has no record of this withdrawal yet.'),
      }
    const open = withdrawal.claimableAt !== null && withdrawal.claimableAt <= Date.now()
    const state: FoundTransferState = open ? 'claimable' : 'finalizing'
    return { ...found, state, status, withdrawal, reason: null }
  } catch (error) {
    if (signal?.aborted) throw error
    return {
      ...found,
      state: routerState,
      status,
      withdrawal: null,
      reason: `The rollup's executor did not answer (${words(error)}).`,
    }
  }
}
