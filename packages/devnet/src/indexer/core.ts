// Initia's core indexer (initia-labs/core-indexer, api/), which serves the L1 where the rollups have rollytics: the
// paths a wallet or explorer reads from it, over the same generated chain, with its own pagination, records and
// errors. Paths it does not route answer as its web framework does (fiber: 404 text/plain "Cannot GET <path>").
import { parseAddress } from './address.ts'
import type { Chain, Token } from './chain.ts'
import type { PaginationResponse } from './pagination.ts'
import { txRecord } from './records.ts'

/** An error core-indexer answers as JSON (api/apperror/response.go: `{status_code, message}`). */
export class CoreIndexerError extends Error {
  status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

// api/apperror/errors.go; an error that is not an apperror.Response (a bad address, a bad key) is masked as 500
const internal = () => new CoreIndexerError(500, 'Internal server error')

interface CorePage {
  offset: number
  limit: number
  reverse: boolean
  countTotal: boolean
}

// Go's strconv.Atoi and strconv.ParseBool
const integer = (text: string) => (/^[+-]?\d+$/.test(text) ? Number(text) : undefined)
const booleans: Record<string, boolean> = {}
for (const text of ['1', 't', 'T', 'TRUE', 'true', 'True']) booleans[text] = true
for (const text of ['0', 'f', 'F', 'FALSE', 'false', 'False']) booleans[text] = false

/**
 * api/dto/pagination.go PaginationFromQuery: offset pages, limit 10 by default (1 to 1000), newest first and counted
 * unless told otherwise; `pagination.key` is a base64 offset and wins over `pagination.offset`.
 */
function corePage(query: URLSearchParams): CorePage {
  const page = { offset: 0, limit: 10, reverse: true, countTotal: true }
  const limit = query.get('pagination.limit')
  if (limit) {
    const value = integer(limit)
    if (value === undefined) throw new CoreIndexerError(400, 'Limit must be in integer format')
    if (value < 1 || value > 1000) throw new CoreIndexerError(400, 'Limit must be between 1 and 1000')
    page.limit = value
  }
  const offset = query.get('pagination.offset')
  if (offset) {
    const value = integer(offset)
    if (value === undefined || value < 0) throw new CoreIndexerError(400, 'Offset must be in integer format')
    page.offset = value
  }
  const key = query.get('pagination.key')
  if (key) {
    let decoded: number | undefined
    try {
      decoded = integer(atob(key).trim())
    } catch {}
    if (decoded === undefined || decoded < 0) throw internal()
    page.offset = decoded
  }
  for (const [name, field, message] of [
    ['pagination.reverse', 'reverse', 'Reverse must be a boolean'],
    ['pagination.count_total', 'countTotal', 'CountTotal must be a boolean'],
  ] as const) {
    const text = query.get(name)
    if (!text) continue
    const value = booleans[text]
    if (value === undefined) throw new CoreIndexerError(400, message)
    page[field] = value
  }
  return page
}

/**
 * api/dto/pagination.go NewPaginationResponse: a next key only when the count says more rows follow (or timed
 * out: -1), so a list read with `count_total=false` (total 0) never names one.
 */
function corePagination(page: CorePage, total: number): PaginationResponse {
  const { offset, limit } = page
  return {
    previous_key: offset > 0 && offset >= limit ? btoa(String(offset - limit)) : null,
    next_key: total === -1 || total > offset + limit ? btoa(String(offset + limit)) : null,
    total: String(total),
  }
}

function pageOf<T>(page: CorePage, items: readonly T[], countTimesOut: boolean) {
  const total = !page.countTotal ? 0 : countTimesOut ? -1 : items.length
  return {
    items: items.slice(page.offset, page.offset + page.limit),
    pagination: corePagination(page, total),
  }
}

/** pkg/parser/accounts.go AccAddressFromString: bech32, or 0x hex (left-padded); its error is a 500. */
function accountKey(text: string): string {
  // without 0x it must be bech32: plain hex digits fail its decoding
  const key = /^0x/i.test(text) || !/^[0-9a-f]+$/i.test(text) ? parseAddress(text) : undefined
  if (!key) throw internal()
  return key
}

/**
 * A tx as core-indexer lists it: the tx response without `data`, `raw_log`, `logs` or `info`, as the L1 record
 * InterwovenKit keeps (samples/indexer/txs-by-account-item-move-l1-core-indexer.json).
 */
function coreTxRecord(chain: Chain, sequence: number) {
  const { data, raw_log, logs, info, ...record } = txRecord(chain, chain.txs[sequence - 1]!) as Record<
    string,
    unknown
  >
  return record
}

/** api/dto/nft.go NftByAddressResponse: owner and collection as 0x hex, no height or time. */
function coreNftRecord(token: Token) {
  return {
    object_addr: token.objectAddr,
    collection_addr: token.collection.addr,
    collection_name: token.collection.name,
    owner_addr: `0x${token.owner.key}`,
    nft: {
      collection: { inner: token.collection.addr },
      description: '',
      token_id: token.tokenId,
      uri: `${token.collection.uriBase}${token.tokenId}.json`,
      is_burned: false,
    },
  }
}

interface CoreContext {
  chain: Chain
  params: string[]
  query: URLSearchParams
  countTimesOut: boolean
}

/** api/repositories/account.go GetAccountTxs: by block height, newest first unless `reverse=false`. */
function txsByAccount({ chain, params, query, countTimesOut }: CoreContext) {
  const page = corePage(query)
  const key = accountKey(params[0]!)
  const sequences = [...(chain.txsByAccount.get(key) ?? [])].sort((a, b) => a - b)
  if (page.reverse) sequences.reverse()
  const { items, pagination } = pageOf(page, sequences, countTimesOut)
  return { txs: items.map((sequence) => coreTxRecord(chain, sequence)), pagination }
}

/** api/repositories/tx.go GetTxByHash: `{tx, tx_response}`; a hash it has no file for is a 404. */
function txByHash({ chain, params }: CoreContext) {
  const hash = params[0]!.toUpperCase()
  const found = chain.txsByHash.get(hash)
  if (!found) throw new CoreIndexerError(404, `No valid transaction files found for hash ${hash}`)
  const record = coreTxRecord(chain, found.sequence)
  return { tx: record.tx, tx_response: record }
}

/** api/repositories/tx.go GetTxs: a summary per tx (dto.TxModel), not the tx response. */
function txs({ chain, query, countTimesOut }: CoreContext) {
  const page = corePage(query)
  const all = chain.txs.map((tx) => tx.sequence)
  if (page.reverse) all.reverse()
  const { items, pagination } = pageOf(page, all, countTimesOut)
  return {
    txs: items.map((sequence) => {
      const tx = chain.txs[sequence - 1]!
      const record = coreTxRecord(chain, sequence) as {
        tx: { body: { messages: unknown[] } }
        timestamp: string
      }
      return {
        sender: tx.signer.bech32,
        hash: tx.hash.toLowerCase(),
        success: !tx.failed,
        messages: record.tx.body.messages,
        is_send: tx.msgType === 'cosmos.bank.v1beta1.MsgSend',
        is_ibc: tx.msgType.startsWith('ibc.'),
        is_opinit: tx.msgType.startsWith('opinit.'),
        height: tx.height,
        timestamp: record.timestamp,
      }
    }),
    pagination,
  }
}

/** api/handlers/nft.go GetNftsByAccountAddress (`collectionAddress` filters). */
function tokensByAccount({ chain, params, query, countTimesOut }: CoreContext) {
  const page = corePage(query)
  const key = accountKey(params[0]!)
  const collection = query.get('collectionAddress')
  const collectionKey = collection ? accountKey(collection) : undefined
  const owned = chain.collections
    .flatMap((c) => c.tokens)
    .filter(
      (token) =>
        token.owner.key === key && (!collectionKey || parseAddress(token.collection.addr) === collectionKey),
    )
  const { items, pagination } = pageOf(page, owned, countTimesOut)
  return { tokens: items.map(coreNftRecord), pagination }
}

/**
 * The routes served (api/main.go, api/routes/tx.go, nft.go, block.go). core-indexer routes more (blocks' info,
 * modules, proposals, validators, accounts); the devnet answers those as unrouted, and says so in its README.
 */
const coreRoutes: { pattern: RegExp; handler: (context: CoreContext) => unknown }[] = [
  { pattern: /^\/indexer$/, handler: () => ({ message: 'Welcome to Core Indexer API' }) },
  { pattern: /^\/(?:indexer\/)?health$/, handler: () => ({ status: 'OK' }) },
  { pattern: /^\/indexer\/tx\/v1\/txs$/, handler: txs },
  { pattern: /^\/indexer\/tx\/v1\/txs\/count$/, handler: ({ chain }) => ({ count: chain.txs.length }) },
  { pattern: /^\/indexer\/tx\/v1\/txs\/by_account\/([^/]+)$/, handler: txsByAccount },
  { pattern: /^\/indexer\/tx\/v1\/txs\/([^/]+)$/, handler: txByHash },
  { pattern: /^\/indexer\/nft\/v1\/tokens\/by_account\/([^/]+)$/, handler: tokensByAccount },
  {
    pattern: /^\/indexer\/block\/v1\/latest_block_height$/,
    handler: ({ chain }) => ({ height: chain.options.blocks }),
  },
]

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** core-indexer's answer for `path` (its own root, a trailing slash ignored as fiber does by default). */
export function answerCoreIndexer(
  chain: () => Chain,
  request: Request,
  path: string,
  countTimesOut: boolean,
): Response {
  const url = new URL(request.url)
  const match =
    request.method === 'GET'
      ? coreRoutes.map((route) => ({ route, found: route.pattern.exec(path) })).find(({ found }) => found)
      : undefined
  if (!match?.found)
    return new Response(`Cannot ${request.method} ${path}`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  try {
    const params = match.found.slice(1).map((segment) => decodeURIComponent(segment))
    return json(200, match.route.handler({ chain: chain(), params, query: url.searchParams, countTimesOut }))
  } catch (error) {
    if (!(error instanceof CoreIndexerError)) throw error
    return json(error.status, { status_code: error.status, message: error.message })
  }
}
