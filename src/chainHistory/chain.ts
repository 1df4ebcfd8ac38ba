// One chain's found transfers, each followed: what a chain's history query holds.
import type { IndexerClient } from '../indexer/client.ts'
import { type FollowTransferParameters, type FoundTransfer, followTransfer } from './follow.ts'
import { type ReadChainTransfersParameters, readChainTransfers } from './read.ts'

export interface ChainTransferHistory {
  chainId: string
  transfers: FoundTransfer[]
  /** Requests to the chain's indexer in the last read. */
  indexerRequests: number
  /** The read stopped at its bound with more txs below. */
  truncated: boolean
}

export interface ReadChainHistoryParameters
  extends Omit<ReadChainTransfersParameters, 'known'>,
    FollowTransferParameters {
  /** The last read's answer: its txs are not read again, its finished transfers not asked about again. */
  previous?: ChainTransferHistory | undefined
}

// the router's word on a finished transfer does not change; an abandoned one may be picked up again
const finished = (transfer: FoundTransfer) =>
  transfer.state === 'claimed' || transfer.state === 'success' || transfer.state === 'error'
/**
 * Reads the chain's newest txs of the account (one request at a time, bounded), and follows each transfer they
 * start, one after the other. A transfer the last read found finished is kept as it was.
 */
export async function readChainHistory(
  client: IndexerClient,
  parameters: ReadChainHistoryParameters,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<ChainTransferHistory> {
  const { previous, router, executor, track, ...read } = parameters
  const before = new Map(previous?.transfers.map((transfer) => [transfer.txHash, transfer]))
  const known = previous ? new Set(before.keys()) : undefined
  const {
    transfers: found,
    requests,
    truncated,
  } = await readChainTransfers(client, { ...read, known }, options)
  // what the last read found below this one's pages stays
  const hashes = new Set(found.map((transfer) => transfer.txHash))
  const carried = (previous?.transfers ?? []).filter((transfer) => !hashes.has(transfer.txHash))
  const transfers: FoundTransfer[] = []
  for (const transfer of found) {
    const last = before.get(transfer.txHash)
    transfers.push(
      last && finished(last) ? last : await followTransfer(transfer, { router, executor, track }, options),
    )
  }
  for (const transfer of carried)
    transfers.push(
      finished(transfer) ? transfer : await followTransfer(transfer, { router, executor, track }, options),
    )
  return {
    chainId: read.chainId,
    transfers: transfers.sort((a, b) => (b.time ?? 0) - (a.time ?? 0)),
    indexerRequests: requests,
    truncated: truncated || Boolean(previous?.truncated),
  }
}
