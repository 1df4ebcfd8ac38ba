// A local stand-in for the rollytics indexer (or, with `server: 'core'`, Initia's core indexer, as the L1 has).
// Isomorphic: Web APIs only, so it runs in Node and behind MSW.
import type { IncludedCosmosTx } from '../cosmos/index.ts'
import { addAcceptedTx } from './accepted.ts'
import { buildChain, type Chain } from './chain.ts'
import { answerCoreIndexer } from './core.ts'
import { type DevnetNft, describeToken, findToken, grantNfts, type NftQuery, setOwner } from './nfts.ts'
import { IndexerError } from './pagination.ts'
import { txsInBlock } from './records.ts'
import { matchRoute } from './routes.ts'

export interface IndexerDevnetOptions {
  /** all data derives from it; default 1 */
  seed?: number
  /** default 'evm-1' (or 'move-1' for move) */
  chainId?: string
  /** default 'evm'; on 'move' every /indexer/tx/v1/evm-* path answers 404 */
  vm?: 'evm' | 'move'
  /** latest height; the chain does not grow. Default 2000 */
  blocks?: number
  /** size of the big rich list, generated page by page; default 100_000 */
  holders?: number
  /**
   * The server it stands in for: `'rollytics'` (default, the rollups'), or `'core'`, Initia's core indexer
   * (initia-labs/core-indexer), which the real registry lists for the L1: its paths only (txs by account and by
   * hash, NFTs by account; `Cannot GET <path>` for the rest), its offset pagination and JSON errors, and tx
   * records without `data`, `raw_log`, `logs` and `info`.
   */
  server?: 'rollytics' | 'core'
  /** path prefix stripped before routing; default '' */
  basePath?: string
  /** answer total "-1" wherever the real server counts rows, as when its 5 s count times out */
  countTimesOut?: boolean
  /**
   * where the http(s) collections' token URIs point (`<origin>/nft-media/<slug>/<id>.json`), read when the chain
   * is first built; default https://metadata.rollscope.dev (the devnet server passes its own URL)
   */
  mediaOrigin?: string | (() => string)
  /** Accounts (0x bytes) given two NFTs each at genesis, so their keys have NFTs to send; read with the chain. */
  nftOwners?: () => readonly string[]
}

export interface DevnetAccount {
  bech32: string
  /** 0x lower-case hex */
  hex: string
}

/** Facts about the generated chain, so tests need not hard-code data. */
export interface IndexerDevnetFixtures {
  chainId: string
  vm: 'evm' | 'move'
  latestHeight: number
  /** the 20 accounts that sign and receive most txs; accounts[0] is busyAccount */
  accounts: DevnetAccount[]
  /** signs about a third of all txs: many pages */
  busyAccount: DevnetAccount
  /** a successful Cosmos tx, and a failed one (code != 0) */
  txHash: string
  failedTxHash: string
  /** the height with the most txs; emptyHeight has none */
  busyHeight: number
  emptyHeight: number
  /** an EVM tx (0x hash), and one whose internal calls nest two levels deep; null on move */
  evmTxHash: string | null
  nestedEvmTxHash: string | null
  /** an EVM tx with a call that moves value, and a failed one whose top call reverted; null on move */
  valueEvmTxHash: string | null
  revertedEvmTxHash: string | null
  /** the Cosmos tx evmTxHash was recorded for; a Cosmos-only EVM record (a bank send) and its Cosmos tx */
  evmTxCosmosHash: string | null
  cosmosOnlyEvmTxHash: string | null
  cosmosOnlyEvmTxCosmosHash: string | null
  /** message types present, as stored (no leading '/') */
  msgTypes: string[]
  /** every collection's object_addr, oldest first; bigCollection holds more than 100 tokens */
  collections: string[]
  bigCollection: string
  /** the NFT with the most txs (a mint and at least one transfer) */
  nft: { collectionAddr: string; tokenId: string; owner: string; txCount: number }
  /** rich-list denoms (big has a slash: send it as %2F) and their holder counts, zero balances included */
  denoms: { big: string; small: string }
  holders: { big: number; small: number }
  /** the NFTs `nftOwners` were given, by owner (0x bytes) */
  ownedNfts: DevnetNft[]
}

export interface IndexerDevnet {
  /** answers every rollytics path under basePath */
  fetch(request: Request): Promise<Response>
  /** computed on first use */
  readonly fixtures: IndexerDevnetFixtures
  /** every NFT collection's name and token URI base (`ipfs://<cid>/` or `<origin>/nft-media/<slug>/`) */
  readonly nftCollections: readonly { name: string; uriBase: string }[]
  /**
   * The Cosmos tx (upper-case hex) an EVM tx (0x hash, either case) was recorded in, as minievm's EVM indexer
   * links them (indexer/abci.go doIndexing); undefined when the chain has no such EVM tx. The evm-1 JSON-RPC
   * stand-in (packages/devnet/src/jsonRpc.ts) answers from it.
   */
  cosmosTxHashOfEvmTx(evmTxHash: string): string | undefined
  /** The EVM tx (0x, lower-case) recorded for a Cosmos tx (hex, either case), or undefined when none was. */
  evmTxHashOfCosmosTx(cosmosTxHash: string): string | undefined
  /**
   * Collects a tx the chain's Cosmos stand-in accepted: listed from then on, newest first, by its accounts (see
   * accepted.ts). No EVM record is made for it, as minievm would for a Cosmos tx on an EVM rollup.
   */
  addAcceptedTx(tx: IncludedCosmosTx): void
  /** A token and its owner now, by its object (move) or its collection and id; undefined when none. */
  nft(query: NftQuery): DevnetNft | undefined
  /** Gives a token to `ownerHex` (0x bytes), as a transfer the chain executed: the NFT lists follow. */
  transferNft(query: NftQuery, ownerHex: string): void
}

export type { DevnetNft, NftQuery }

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

function fixturesOf(chain: Chain, ownedNfts: DevnetNft[]): IndexerDevnetFixtures {
  const { chainId, vm, blocks, holders } = chain.options
  const account = ({ bech32, hex }: DevnetAccount) => ({ bech32, hex })
  const heights = Array.from({ length: blocks }, (_, index) => index + 1)
  const count = (height: number) => txsInBlock(chain, height).length
  const tokens = chain.collections.flatMap((collection) => collection.tokens)
  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The devnet chain has no ${what} in ${blocks} blocks; use more.`)
    return value
  }
  const sendTx = required(
    chain.txs.find((tx) => !tx.failed && tx.kind === 'send'),
    'successful MsgSend',
  )
  const failedTx = required(
    chain.txs.find((tx) => tx.failed),
    'failed tx',
  )
  const emptyHeight = required(
    heights.find((height) => count(height) === 0),
    'empty block',
  )
  const nft = required(tokens.sort((a, b) => b.txs.length - a.txs.length)[0], 'NFT')
  const bigCollection = chain.collections.reduce((best, c) =>
    c.tokens.length > best.tokens.length ? c : best,
  )
  const evmTx = chain.evmTxs.find((tx) => !tx.failed && tx.kind === 'contract')
  const nested = chain.evmTxs.find((tx) => tx.evm!.internal.some((call) => call.parent_index > 0))
  const cosmosOnly = chain.evmTxs.find((tx) => tx.evm!.cosmosOnly && tx.kind === 'send')
  return {
    chainId,
    vm,
    latestHeight: blocks,
    accounts: chain.accounts.map(account),
    busyAccount: account(chain.accounts[0]!),
    txHash: sendTx.hash,
    failedTxHash: failedTx.hash,
    busyHeight: heights.reduce((best, height) => (count(height) > count(best) ? height : best)),
    emptyHeight,
    evmTxHash: evmTx?.evm?.hash ?? null,
    nestedEvmTxHash: nested?.evm?.hash ?? null,
    valueEvmTxHash:
      chain.evmTxs.find((tx) =>
        tx.evm!.internal.some((call) => call.parent_index >= 0 && call.value !== '0x0'),
      )?.evm?.hash ?? null,
    revertedEvmTxHash: chain.evmTxs.find((tx) => tx.failed)?.evm?.hash ?? null,
    evmTxCosmosHash: evmTx?.hash ?? null,
    cosmosOnlyEvmTxHash: cosmosOnly?.evm?.hash ?? null,
    cosmosOnlyEvmTxCosmosHash: cosmosOnly?.hash ?? null,
    msgTypes: chain.msgTypes,
    collections: chain.collections.map((collection) => collection.addr),
    bigCollection: bigCollection.addr,
    nft: {
      collectionAddr: nft.collection.addr,
      tokenId: nft.tokenId,
      owner: nft.owner.bech32,
      txCount: nft.txs.length,
    },
    denoms: chain.denoms,
    holders: { big: holders, small: 250 },
    ownedNfts,
  }
}

export function createIndexerDevnet(options: IndexerDevnetOptions = {}): IndexerDevnet {
  const vm = options.vm ?? 'evm'
  const basePath = options.basePath?.replace(/\/$/, '') ?? ''
  const countTimesOut = options.countTimesOut ?? false
  const config = {
    seed: options.seed ?? 1,
    chainId: options.chainId ?? `${vm}-1`,
    vm,
    blocks: options.blocks ?? 2000,
    holders: options.holders ?? 100_000,
  }
  const mediaOrigin = () =>
    (typeof options.mediaOrigin === 'function' ? options.mediaOrigin() : options.mediaOrigin) ??
    'https://metadata.rollscope.dev'
  // built on the first request, so creating a devnet costs nothing
  let chain: Chain | undefined
  let fixtures: IndexerDevnetFixtures | undefined
  let ownedNfts: DevnetNft[] = []
  const getChain = () => {
    if (!chain) {
      chain = buildChain({ ...config, mediaOrigin: mediaOrigin() })
      ownedNfts = grantNfts(chain, options.nftOwners?.() ?? [])
    }
    return chain
  }
  // rollytics' response cache: the same URL within the route's lifetime is a hit
  const expiries = new Map<string, number>()

  return {
    async fetch(request) {
      const url = new URL(request.url)
      const fullPath = url.pathname
      if (fullPath !== basePath && !fullPath.startsWith(`${basePath}/`)) {
        return text(404, `Cannot ${request.method} ${fullPath}`)
      }
      // non-strict routing: a trailing slash is ignored
      const path = fullPath.slice(basePath.length).replace(/(.)\/$/, '$1') || '/'
      if (options.server === 'core') return answerCoreIndexer(getChain, request, path, countTimesOut)
      const match = request.method === 'GET' ? matchRoute(path) : undefined
      if (!match) return text(404, `Cannot ${request.method} ${path}`)
      if (match.route.evmOnly && vm !== 'evm') return text(404, 'evm routes are not available on this chain')
      let body: unknown
      try {
        body = match.route.handler({
          chain: getChain(),
          params: match.params,
          query: url.searchParams,
          countTimesOut,
        })
      } catch (error) {
        if (error instanceof IndexerError) return text(error.status, error.message)
        console.error(error)
        // rollytics masks 5xx bodies
        return text(500, 'Internal Server Error')
      }
      const key = `${path}${url.search}`
      const now = Date.now()
      const hit = (expiries.get(key) ?? 0) > now
      if (!hit) expiries.set(key, now + match.route.ttl)
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-cache': hit ? 'hit' : 'miss' },
      })
    },
    get fixtures() {
      fixtures ??= fixturesOf(getChain(), ownedNfts)
      return fixtures
    },
    get nftCollections() {
      return getChain().collections.map(({ name, uriBase }) => ({ name, uriBase }))
    },
    cosmosTxHashOfEvmTx: (evmTxHash) => getChain().evmTxsByHash.get(evmTxHash.toLowerCase())?.hash,
    evmTxHashOfCosmosTx: (cosmosTxHash) => getChain().txsByHash.get(cosmosTxHash.toUpperCase())?.evm?.hash,
    addAcceptedTx: (tx) => addAcceptedTx(getChain(), tx),
    nft(query) {
      const token = findToken(getChain(), query)
      return token && describeToken(token)
    },
    transferNft(query, ownerHex) {
      const current = getChain()
      const token = findToken(current, query)
      if (token) setOwner(token, ownerHex, current.blockTimes.length - 1)
    },
  }
}
