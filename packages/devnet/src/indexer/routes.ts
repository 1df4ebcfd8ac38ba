// The 24 rollytics paths. Handlers return a JSON body or throw an IndexerError (answered as text/plain).
import { parseAddress } from './address.ts'
import type { Chain, Token } from './chain.ts'
import {
  cursorPage,
  IndexerError,
  invalidValue,
  offsetPage,
  type PageRequest,
  type PaginationResponse,
  parsePageRequest,
} from './pagination.ts'
import {
  blockRecord,
  collectionRecord,
  evmTxRecord,
  holderAt,
  holderCount,
  internalTxRecord,
  nftRecord,
  txRecord,
  txsInBlock,
} from './records.ts'

export interface RouteContext {
  chain: Chain
  /** raw path segments: rollytics does not URL-decode them */
  params: Record<string, string>
  query: URLSearchParams
  countTimesOut: boolean
}

export interface Route {
  segments: string[]
  /** X-Cache lifetime in ms */
  ttl: number
  evmOnly: boolean
  handler: (context: RouteContext) => unknown
}

const list = 1_000
const item = 10_000

// ---- path and query parameters

function heightParam(text: string): number {
  if (!/^[+-]?\d+$/.test(text)) throw invalidValue('height', text, 'must be a valid integer')
  const height = Number(text)
  if (height < 1) throw invalidValue('height', text, 'must be a positive integer')
  return height
}

function accountParam(text: string): string {
  const key = parseAddress(text)
  if (!key) throw invalidValue('account', text)
  return key
}

/** Lower-case hex without 0x. */
function hashParam(text: string): string {
  if (!/^(0x)?([0-9a-f]{2})+$/i.test(text)) throw new IndexerError(400, '[INVALID_VALUE] invalid hash format')
  return text.replace(/^0x/i, '').toLowerCase()
}

function collectionParam(chain: Chain, text: string, name = 'collection_addr'): string {
  const length = chain.options.vm === 'evm' ? 40 : 64
  if (!new RegExp(`^(0x)?[0-9a-f]{${length}}$`, 'i').test(text)) throw invalidValue(name, text)
  return `0x${text.replace(/^0x/i, '').toLowerCase()}`
}

/** msgs: repeated params OR-ed; types the chain never saw are dropped, and with none left there is no filter. */
function msgFilter(chain: Chain, query: URLSearchParams): Set<string> | undefined {
  const known = query.getAll('msgs').filter((type) => chain.msgTypes.includes(type))
  return known.length ? new Set(known) : undefined
}

const isSigner = (query: URLSearchParams) => query.get('is_signer') === 'true'

/** "0" without count_total; "-1" when a real count times out (estimates and max sequences never do). */
function totalOf(context: RouteContext, page: PageRequest, value: number, counted: boolean): string {
  if (!page.countTotal) return '0'
  return counted && context.countTimesOut ? '-1' : String(value)
}

const range = (size: number) => Array.from({ length: size }, (_, index) => index + 1)

// ---- list builders

type Records = { txs: unknown[] } | { internal_txs: unknown[] }

function sequenceList(
  context: RouteContext,
  page: PageRequest,
  sequences: number[],
  counted: boolean,
  build: (sequences: number[]) => Records,
): Records & { pagination: PaginationResponse } {
  const { keys, pagination } = cursorPage(sequences, 'sequence', page)
  return {
    ...build(keys),
    pagination: { ...pagination, total: totalOf(context, page, sequences.length, counted) },
  }
}

function txList(context: RouteContext, sequences: number[], counted: boolean) {
  const { chain, query } = context
  const page = parsePageRequest(query)
  const types = msgFilter(chain, query)
  const filtered = types
    ? sequences.filter((sequence) => types.has(chain.txs[sequence - 1]!.msgType))
    : sequences
  return sequenceList(context, page, filtered, counted || !!types, (keys) => ({
    txs: keys.map((sequence) => txRecord(chain, chain.txs[sequence - 1]!)),
  }))
}

function evmTxList(context: RouteContext, page: PageRequest, sequences: number[], counted: boolean) {
  const { chain } = context
  return sequenceList(context, page, sequences, counted, (keys) => ({
    txs: keys.map((sequence) => evmTxRecord(chain, chain.evmTxs[sequence - 1]!)),
  }))
}

function internalTxList(context: RouteContext, page: PageRequest, sequences: number[], counted: boolean) {
  const { chain } = context
  return sequenceList(context, page, sequences, counted, (keys) => ({
    internal_txs: keys.map((sequence) => internalTxRecord(chain, chain.internalTxs[sequence - 1]!)),
  }))
}

/** Offset family; items ascending in the list's order. */
function offsetList<T>(
  context: RouteContext,
  page: PageRequest,
  name: string,
  items: T[],
  build: (item: T) => unknown,
  total = { value: items.length, counted: true },
) {
  const result = offsetPage(items.length, (index) => build(items[index]!), page)
  return {
    [name]: result.items,
    pagination: { ...result.pagination, total: totalOf(context, page, total.value, total.counted) },
  }
}

const allTokens = (chain: Chain) => chain.collections.flatMap((collection) => collection.tokens)

function tokenList(context: RouteContext, page: PageRequest, tokens: Token[]) {
  const { chain, query } = context
  const orderBy = query.get('order_by') || 'token_id'
  if (orderBy !== 'token_id' && orderBy !== 'height') {
    throw invalidValue('order_by', orderBy, 'must be one of token_id, height')
  }
  const tokenId = query.get('token_id')
  const byTokenId = (a: Token, b: Token) => (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0)
  const sorted = tokens
    .filter((token) => !tokenId || token.tokenId === tokenId)
    .sort((a, b) =>
      orderBy === 'height' ? a.height - b.height || byTokenId(a, b) : byTokenId(a, b) || a.height - b.height,
    )
  return offsetList(context, page, 'tokens', sorted, (token) => nftRecord(chain, token))
}

// ---- handlers

function status({ chain }: RouteContext) {
  const { vm, chainId, blocks } = chain.options
  const values = {
    version: 'dev',
    commit_hash: 'unknown',
    chain_id: chainId,
    height: blocks,
    internal_tx_height: vm === 'evm' ? blocks : 0,
    rich_list_height: blocks,
    evm_ret_cleanup_height: vm === 'evm' ? -1 : 0,
    tx_account_cleanup_sequence: -1,
    tx_account_cleanup_deleted: -1,
    tx_account_cleanup_inserted: -1,
  }
  // zero values are omitted (omitempty); the cleanup fields are -1 before the first cleanup
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== 0))
}

function avgBlockTime({ chain }: RouteContext) {
  const latest = chain.options.blocks
  const count = Math.min(100, latest)
  const spanMs = chain.blockTimes[latest]! - chain.blockTimes[latest - count + 1]!
  return { avg_block_time: count < 2 ? 0 : spanMs / (count - 1) / 1000 }
}

function blocks(context: RouteContext) {
  const page = parsePageRequest(context.query)
  const latest = context.chain.options.blocks
  const { keys, pagination } = cursorPage(range(latest), 'height', page)
  return {
    blocks: keys.map((height) => blockRecord(context.chain, height)),
    pagination: { ...pagination, total: totalOf(context, page, latest, false) },
  }
}

function block({ chain, params }: RouteContext) {
  const height = heightParam(params.height!)
  if (height > chain.options.blocks) throw new IndexerError(404, '[NOT_FOUND] block not found')
  return { block: blockRecord(chain, height) }
}

const txs = (context: RouteContext) => txList(context, range(context.chain.txs.length), false)

function txsByAccount(context: RouteContext) {
  const { chain, params, query } = context
  const key = accountParam(params.account!)
  const sequences = chain.txsByAccount.get(key) ?? []
  const signed = isSigner(query)
    ? sequences.filter((sequence) => chain.txs[sequence - 1]!.signer.key === key)
    : sequences
  return txList(context, signed, true)
}

function txsByHeight(context: RouteContext) {
  const height = heightParam(context.params.height!)
  const inBlock = height > context.chain.options.blocks ? [] : txsInBlock(context.chain, height)
  return txList(
    context,
    inBlock.map((tx) => tx.sequence),
    true,
  )
}

function tx({ chain, params }: RouteContext) {
  const found = chain.txsByHash.get(hashParam(params.tx_hash!).toUpperCase())
  if (!found) throw new IndexerError(404, '[NOT_FOUND] transaction not found')
  return { tx: txRecord(chain, found) }
}

const evmTxs = (context: RouteContext) =>
  evmTxList(context, parsePageRequest(context.query), range(context.chain.evmTxs.length), false)

function evmTxsByAccount(context: RouteContext) {
  const { chain, params, query } = context
  const key = accountParam(params.account!)
  const page = parsePageRequest(query)
  const sequences = chain.evmTxsByAccount.get(key) ?? []
  // is_signer: the receipt's `from`, the zero address for a Cosmos-only record (records.ts evmTxRecord)
  const signed = isSigner(query)
    ? sequences.filter((sequence) => {
        const tx = chain.evmTxs[sequence - 1]!
        return !tx.evm!.cosmosOnly && tx.signer.key === key
      })
    : sequences
  return evmTxList(context, page, signed, true)
}

function evmTxsByHeight(context: RouteContext) {
  const height = heightParam(context.params.height!)
  const page = parsePageRequest(context.query)
  const inBlock = height > context.chain.options.blocks ? [] : txsInBlock(context.chain, height)
  return evmTxList(
    context,
    page,
    inBlock.flatMap((tx) => (tx.evm ? [tx.evm.sequence] : [])),
    true,
  )
}

function evmTx({ chain, params }: RouteContext) {
  const found = chain.evmTxsByHash.get(`0x${hashParam(params.tx_hash!)}`)
  if (!found) throw new IndexerError(404, '[NOT_FOUND] tx not found')
  return { tx: evmTxRecord(chain, found) }
}

const internalTxs = (context: RouteContext) =>
  internalTxList(context, parsePageRequest(context.query), range(context.chain.internalTxs.length), false)

function internalTxsByAccount(context: RouteContext) {
  const key = accountParam(context.params.account!)
  const page = parsePageRequest(context.query)
  return internalTxList(context, page, context.chain.internalTxsByAccount.get(key) ?? [], true)
}

function internalTxsByHeight(context: RouteContext) {
  const height = heightParam(context.params.height!)
  const page = parsePageRequest(context.query)
  const inBlock = context.chain.internalTxs.filter((call) => call.height === height)
  return internalTxList(
    context,
    page,
    inBlock.map((call) => call.sequence),
    true,
  )
}

function internalTxsByHash(context: RouteContext) {
  const hash = `0x${hashParam(context.params.tx_hash!)}`
  const page = parsePageRequest(context.query)
  const calls = context.chain.evmTxsByHash.get(hash)?.evm?.internal ?? []
  return internalTxList(
    context,
    page,
    calls.map((call) => call.sequence),
    true,
  )
}

function collections(context: RouteContext) {
  const page = parsePageRequest(context.query)
  const all = context.chain.collections
  // the real total is Postgres' row estimate, not a count
  const estimate = { value: Math.round(all.length / 10) * 10, counted: false }
  return offsetList(context, page, 'collections', all, (c) => collectionRecord(context.chain, c), estimate)
}

function collectionsByAccount(context: RouteContext) {
  const key = accountParam(context.params.account!)
  const page = parsePageRequest(context.query)
  const owned = context.chain.collections.filter((c) => c.tokens.some((token) => token.owner.key === key))
  return offsetList(context, page, 'collections', owned, (c) => collectionRecord(context.chain, c))
}

function collectionsByName(context: RouteContext) {
  const page = parsePageRequest(context.query)
  const alphanumeric = (text: string) => text.replace(/[^a-z0-9]/gi, '').toLowerCase()
  const needle = alphanumeric(context.params.name!)
  const matches = context.chain.collections.filter((c) => alphanumeric(c.name).includes(needle))
  return offsetList(context, page, 'collections', matches, (c) => collectionRecord(context.chain, c))
}

function collection({ chain, params }: RouteContext) {
  const addr = collectionParam(chain, params.collection_addr!)
  const found = chain.collections.find((c) => c.addr === addr)
  if (!found) throw new IndexerError(404, '[NOT_FOUND] nft collection not found')
  return { collection: collectionRecord(chain, found) }
}

function tokensByAccount(context: RouteContext) {
  const { chain, params, query } = context
  const key = accountParam(params.account!)
  const collectionText = query.get('collection_addr')
  const addr = collectionText ? collectionParam(chain, collectionText) : undefined
  const page = parsePageRequest(query)
  const owned = allTokens(chain).filter(
    (token) => token.owner.key === key && (!addr || token.collection.addr === addr),
  )
  return tokenList(context, page, owned)
}

function tokensByCollection(context: RouteContext) {
  const addr = collectionParam(context.chain, context.params.collection_addr!)
  const page = parsePageRequest(context.query)
  const found = context.chain.collections.find((c) => c.addr === addr)
  return tokenList(context, page, found?.tokens ?? [])
}

function nftTxs(context: RouteContext) {
  const { chain, params } = context
  const addr = collectionParam(chain, params.collection_addr!)
  const page = parsePageRequest(context.query)
  const token = chain.collections
    .find((c) => c.addr === addr)
    ?.tokens.find((t) => t.tokenId === params.token_id)
  return sequenceList(context, page, token?.txs ?? [], true, (keys) => ({
    txs: keys.map((sequence) => txRecord(chain, chain.txs[sequence - 1]!)),
  }))
}

function richList(context: RouteContext) {
  const { chain, params } = context
  const page = parsePageRequest(context.query)
  // the path is not URL-decoded: a denom's slash arrives as %2F
  const denom = params.denom!.replace(/%2F/gi, '/')
  const which = denom === chain.denoms.big ? 'big' : denom === chain.denoms.small ? 'small' : undefined
  const size = which ? holderCount(chain, which) : 0
  // ascending index 0 is the poorest holder; rank 0 the richest
  const result = offsetPage(size, (index) => holderAt(chain, which!, size - 1 - index), page)
  return {
    holders: result.items,
    pagination: { ...result.pagination, total: totalOf(context, page, size, true) },
  }
}

const route = (path: string, ttl: number, handler: Route['handler']): Route => ({
  segments: path.split('/').slice(1),
  ttl,
  evmOnly: path.includes('/evm-'),
  handler,
})

// specific paths before the ones with a parameter in the same place
export const routes: Route[] = [
  route('/status', list, status),
  route('/indexer/block/v1/avg_blocktime', item, avgBlockTime),
  route('/indexer/block/v1/blocks', list, blocks),
  route('/indexer/block/v1/blocks/:height', item, block),
  route('/indexer/tx/v1/txs', list, txs),
  route('/indexer/tx/v1/txs/by_account/:account', list, txsByAccount),
  route('/indexer/tx/v1/txs/by_height/:height', list, txsByHeight),
  route('/indexer/tx/v1/txs/:tx_hash', item, tx),
  route('/indexer/tx/v1/evm-txs', list, evmTxs),
  route('/indexer/tx/v1/evm-txs/by_account/:account', list, evmTxsByAccount),
  route('/indexer/tx/v1/evm-txs/by_height/:height', list, evmTxsByHeight),
  route('/indexer/tx/v1/evm-txs/:tx_hash', item, evmTx),
  route('/indexer/tx/v1/evm-internal-txs', list, internalTxs),
  route('/indexer/tx/v1/evm-internal-txs/by_account/:account', list, internalTxsByAccount),
  route('/indexer/tx/v1/evm-internal-txs/by_height/:height', list, internalTxsByHeight),
  route('/indexer/tx/v1/evm-internal-txs/:tx_hash', list, internalTxsByHash),
  route('/indexer/nft/v1/collections', list, collections),
  route('/indexer/nft/v1/collections/by_account/:account', list, collectionsByAccount),
  route('/indexer/nft/v1/collections/by_name/:name', list, collectionsByName),
  route('/indexer/nft/v1/collections/:collection_addr', item, collection),
  route('/indexer/nft/v1/tokens/by_account/:account', list, tokensByAccount),
  route('/indexer/nft/v1/tokens/by_collection/:collection_addr', list, tokensByCollection),
  route('/indexer/nft/v1/txs/:collection_addr/:token_id', list, nftTxs),
  route('/indexer/richlist/v1/:denom', item, richList),
]

export function matchRoute(path: string): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/').slice(1)
  for (const candidate of routes) {
    if (candidate.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = candidate.segments.every((segment, index) => {
      const actual = segments[index]!
      if (!segment.startsWith(':')) return segment === actual
      params[segment.slice(1)] = actual
      return actual !== ''
    })
    if (matches) return { route: candidate, params }
  }
  return undefined
}
