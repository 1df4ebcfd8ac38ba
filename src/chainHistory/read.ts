// One chain's part of the history: its newest txs of an account, page after page (one request at a time), down
// to a bound, and the transfers among them.
import { cosmosTxHash } from '../http/txHash.ts'
import type { IndexerClient } from '../indexer/client.ts'
import { listTxsByAccount } from '../indexer/txs.ts'
import { type RecognisedTransfer, recogniseTx, txTime } from './recognise.ts'

export interface ChainHistoryBounds {
  /** At most this many pages. Default 3. */
  pages?: number | undefined
  /** Txs per page (1 to 1000). Default 50. */
  pageSize?: number | undefined
  /** Nothing older than this (ms since the epoch). Default: no time bound. */
  since?: number | undefined
}

export interface ReadChainTransfersParameters extends ChainHistoryBounds {
  chainId: string
  /** The account as this chain's indexer is sent it. */
  account: string
  /** Hashes already read: a page made only of them ends the read (what is below was read before). */
  known?: ReadonlySet<string> | undefined
}

export interface ReadChainTransfersReturnType {
  transfers: RecognisedTransfer[]
  /** Requests sent to the chain's indexer. */
  requests: number
  /** The read stopped at a bound (pages or time) with more txs below. */
  truncated: boolean
}

/**
 * The transfers the account's newest txs on one chain start, newest first, each once (a page that repeats
 * rows of the one before, or a reordered page, adds nothing twice). Stops at the last page, at `pages`, at a tx
 * older than `since`, or at a page whose txs were all `known`.
 */
export async function readChainTransfers(
  client: IndexerClient,
  parameters: ReadChainTransfersParameters,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<ReadChainTransfersReturnType> {
  const { chainId, account, pages = 3, pageSize = 50, since, known } = parameters
  const seen = new Set<string>()
  const transfers: RecognisedTransfer[] = []
  let key: string | undefined
  let offset: number | undefined
  let requests = 0
  for (;;) {
    if (requests >= pages) return { transfers: sortNewestFirst(transfers), requests, truncated: true }
    const page = await listTxsByAccount(
      client,
      { account, limit: pageSize, countTotal: false, ...(key !== undefined ? { key } : { offset }) },
      options,
    )
    requests++
    let fresh = 0
    let older = false
    for (const tx of page.txs) {
      const hash = cosmosTxHash(tx.txhash)
      if (seen.has(hash)) continue
      seen.add(hash)
      if (!known?.has(hash)) fresh++
      const time = txTime(tx)
      if (since !== undefined && time !== null && time < since) {
        older = true
        continue
      }
      const found = recogniseTx(tx, chainId)
      if (found) transfers.push(found)
    }
    const next = page.pagination.next_key
    // Initia's core indexer (the L1's) names a next key only when it counted (initia-labs/core-indexer
    // api/dto/pagination.go NewPaginationResponse), and this read does not ask it to: a full page without one goes
    // on by offset. rollytics names one on every page but the empty one after its last.
    const byOffset = !next && page.txs.length === pageSize
    // rollytics names a next key on its last page too: a short page is the last (INDEXER.md)
    const done = (!next && !byOffset) || next === key || page.txs.length < pageSize || fresh === 0
    if (done || older)
      return {
        transfers: sortNewestFirst(transfers),
        requests,
        truncated: older && (Boolean(next) || byOffset),
      }
    if (byOffset) offset = requests * pageSize
    else key = next ?? undefined
  }
}

const sortNewestFirst = (transfers: RecognisedTransfer[]) =>
  transfers.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))
