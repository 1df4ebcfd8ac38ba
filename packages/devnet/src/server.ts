// Node only: one HTTP server with the devnet indexers, the router and the Cosmos chains mounted under path
// prefixes, CORS on; anvil beside it as the EVM rollup.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, erc20Abi, http, TransactionReceiptNotFoundError } from 'viem'
import { accountHex, bankLedger, createBankDevnet } from './bank/index.ts'
import { createPriceDevnet } from './bank/prices.ts'
import { devnetAccounts } from './cosmos/accounts.ts'
import { msgTransfer } from './cosmos/ibcModule.ts'
import { createCosmosChainDevnet } from './cosmos/index.ts'
import { bankModule } from './cosmos/modules.ts'
import { initiateTokenDeposit } from './cosmos/opinitModule.ts'
import { cosmosRest } from './cosmos/rest.ts'
import { evmCall, moveExecute } from './cosmos/vmModules.ts'
import { type EvmChain, startEvmChain } from './evm.ts'
import { createIndexerDevnet } from './indexer/index.ts'
import { createEvmJsonRpcDevnet } from './jsonRpc.ts'
import { createMediaDevnet, mediaPrefixes } from './media/index.ts'
import { createMoveObjectsDevnet } from './move/objects.ts'
import { usernamesModule } from './move/usernames.ts'
import { createMoveViewsDevnet } from './move/views.ts'
import { createOpinitDevnet, type FinalizeTokenWithdrawal } from './opinit/index.ts'
import { devnetFeeTokens } from './registry/chains.ts'
import { registryMounts } from './registry/mounts.ts'
import { createRouterDevnet, type RouterChains, type RouterDevnetOptions } from './router/index.ts'
import { EVM_CHAIN_ID, L1, opBridges } from './router/registry.ts'

export interface DevnetServerOptions {
  /** default 4350; 0 picks a free port */
  port?: number
  /** default 127.0.0.1 */
  host?: string
  /** the router's speed, seed and faults */
  router?: Pick<RouterDevnetOptions, 'speed' | 'seed' | 'faults'>
  /** start anvil as the EVM rollup (chain id 4354); default true */
  evm?: boolean
}

export interface DevnetServer {
  /** e.g. http://127.0.0.1:4350 */
  url: string
  /**
   * chain id -> indexer base URL, e.g. 'evm-1' -> http://127.0.0.1:4350/evm-1: the rollups' (rollytics) and the
   * L1's (Initia's core indexer). Each lists, after its generated txs, the txs its chain stand-in includes.
   */
  indexers: Record<string, string>
  /** Initia's price API (`/initia/<chain id>/assets?quote=USD&with_prices=true`), e.g. http://127.0.0.1:4350/prices */
  prices: string
  /** the router's base URL, e.g. http://127.0.0.1:4350/router */
  router: string
  /**
   * Initia's chain registry of the devnet, e.g. http://127.0.0.1:4350/registry (`createRegistryClient({ network:
   * { url } })`): chains.json, chains/<chain_name>/assetlist.json, profiles.json. `/registry-hostile` serves one with
   * every kind of bad entry, for tests.
   */
  registry: string
  /** chain id -> CometBFT JSON-RPC URL, e.g. 'initiation-2' -> http://127.0.0.1:4350/chains/initiation-2 */
  chains: Record<string, string>
  /**
   * chain id -> the EVM rollup's JSON-RPC as minievm serves it, e.g. 'evm-1' ->
   * http://127.0.0.1:4350/chains/evm-1/json-rpc: the `cosmos` namespace from the devnet indexer, every other
   * method anvil's (-32601 without anvil)
   */
  jsonRpc: Record<string, string>
  /** the EVM rollup, or null when no anvil binary is installed */
  evm: Pick<EvmChain, 'rpcUrl' | 'chainId' | 'tokens' | 'bridgeAddress'> | null
  /** OPinit: each rollup's executor API by its chain id, and the L1's REST for its bridges */
  opinit: { executors: Record<string, string>; l1RestUrl: string }
  close(): Promise<void>
}

/** A web handler served under a path prefix (which it strips itself). */
interface Mount {
  prefix: string
  fetch(request: Request): Promise<Response>
}

const chains = [
  { chainId: 'evm-1', vm: 'evm' },
  { chainId: 'move-1', vm: 'move' },
] as const

/**
 * Every indexer served, each listed in the registry: the rollups' rollytics, and the L1's, which is Initia's core
 * indexer as on the real network (the registry's interwoven-1 and initiation-2 list indexer.initia.xyz and
 * indexer.initiation-2.initia.xyz): other paths, pagination and records (indexer/core.ts).
 */
const indexed = [
  ...chains.map((chain) => ({ ...chain, server: 'rollytics' as const })),
  { chainId: L1, vm: 'move', server: 'core' },
] as const

const cosmosChains = [
  { chainId: 'initiation-2', bech32Prefix: 'init', denom: 'uinit' },
  // the EVM rollup's Cosmos side, as the registry lists its RPC (its fee token is the gas ERC-20's denom)
  { chainId: 'evm-1', bech32Prefix: 'init', denom: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22' },
  {
    chainId: 'move-1',
    bech32Prefix: 'init',
    denom: 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0',
  },
  { chainId: 'cosmoshub-4', bech32Prefix: 'cosmos', denom: 'uatom' },
  { chainId: 'noble-1', bech32Prefix: 'noble', denom: 'uusdc' },
]

/** evm-1's minievm JSON-RPC, beside its CometBFT RPC (registry/chains.ts lists it) */
const jsonRpcPath = '/chains/evm-1/json-rpc'

const cors = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'X-Cache' }

/** A handler that expects its own root: the prefix comes off the path. */
const stripPrefix =
  (prefix: string, fetch: (request: Request) => Promise<Response>) => async (request: Request) => {
    const url = new URL(request.url)
    url.pathname = url.pathname.slice(prefix.length) || '/'
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    return fetch(new Request(url, { method: request.method, headers: request.headers, body }))
  }

async function toRequest(incoming: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const chunks: Buffer[] = []
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD')
    for await (const chunk of incoming) chunks.push(chunk)
  return new Request(url, {
    method: incoming.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  })
}

async function handle(mounts: Mount[], incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, {
      ...cors,
      'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
      // `*` does not cover Authorization under the Fetch spec: name it
      'access-control-allow-headers': 'authorization, content-type, x-devnet-fault, *',
      'access-control-max-age': '86400',
    })
    outgoing.end()
    return
  }
  // the raw path, not decoded: the indexer sees %2F in a denom as the real one does
  const url = new URL(incoming.url ?? '/', 'http://devnet')
  const mount = mounts.find(({ prefix }) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
  const response = mount
    ? await mount.fetch(await toRequest(incoming, url))
    : new Response(`Cannot ${incoming.method} ${url.pathname}`, {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
  // a mount may expose more headers (the router's Retry-After)
  const expose = [
    cors['access-control-expose-headers'],
    response.headers.get('access-control-expose-headers'),
  ]
  outgoing.writeHead(response.status, {
    ...Object.fromEntries(response.headers),
    ...cors,
    'access-control-expose-headers': expose.filter(Boolean).join(', '),
  })
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

export async function startDevnetServer(options: DevnetServerOptions = {}): Promise<DevnetServer> {
  const host = options.host ?? '127.0.0.1'
  const evm = options.evm === false ? null : await startEvmChain()
  const evmClient = evm && createPublicClient({ transport: http(evm.rpcUrl) })
  let baseUrl = ''
  // OPinit withdrawals finalize as much faster as the router's transfers (600 s: 30 s at npm start's speed 20)
  const speed = options.router?.speed ?? 1
  const opinit = createOpinitDevnet({
    bridges: opBridges.map(({ bridgeId, l2 }) => ({ bridgeId, l2ChainId: l2 })),
    finalizationSeconds: (opBridges[0]?.withdrawalSeconds ?? 600) / speed,
  })
  const indexers = indexed.map(({ chainId, vm, server }) => ({
    chainId,
    prefix: `/${chainId}`,
    // the http(s) collections' token URIs point at this server's /nft-media (known once it listens)
    devnet: createIndexerDevnet({
      vm,
      server,
      chainId,
      basePath: `/${chainId}`,
      mediaOrigin: () => baseUrl,
      // the funded test keys own NFTs they can send
      nftOwners: () => devnetAccounts('init').map(accountHex),
    }),
  }))
  // the accounts that hold the devnet's tokens: the funded test keys and each indexer's busiest account. Read on the
  // first balances request, not here: an indexer's fixtures generate its chain, whose NFT URIs need the server's
  // origin, known only once it listens
  let funded: string[] | undefined
  const fundedAccounts = () =>
    (funded ??= [
      ...devnetAccounts('init'),
      ...indexers.map(({ devnet }) => devnet.fixtures.busyAccount.hex),
    ].map(accountHex))
  // each Initia chain's x/bank, live: the generated holdings, then every tx its chain stand-in executes
  const ledgers = new Map(cosmosChains.map(({ chainId }) => [chainId, bankLedger(chainId, fundedAccounts)]))
  /** What each Initia chain executes besides MsgSend: IBC transfers' escrow or burn, NFT transfers on its indexer's NFTs. */
  const vmHandlers = (chainId: string) => {
    const nfts = indexers.find((indexer) => indexer.chainId === chainId)?.devnet
    const common = { ...bankModule, '/ibc.applications.transfer.v1.MsgTransfer': msgTransfer }
    // Noble and the Hub: their x/bank and ibc-go's transfer, as on the Initia chains (both run ibc-go's transfer app)
    if (!nfts) return common
    if (chainId === 'evm-1') return { ...common, '/minievm.evm.v1.MsgCall': evmCall(nfts) }
    const move = { ...common, '/initia.move.v1.MsgExecute': moveExecute(nfts) }
    return chainId === L1
      ? { ...move, '/opinit.ophost.v1.MsgInitiateTokenDeposit': initiateTokenDeposit() }
      : move
  }
  const cosmos = new Map(
    cosmosChains.map((chain) => [
      chain.chainId,
      createCosmosChainDevnet({
        ...chain,
        ledger: ledgers.get(chain.chainId),
        handlers: vmHandlers(chain.chainId),
        ...(chain.chainId in devnetFeeTokens && {
          feeTokens: devnetFeeTokens[chain.chainId as keyof typeof devnetFeeTokens].map((token) => ({
            denom: token.denom,
            fixedMinGasPrice: token.fixed_min_gas_price,
          })),
        }),
        // its indexer collects every tx the chain includes, as rollytics' collector does block by block
        onIncluded: indexers.find(({ chainId }) => chainId === chain.chainId)?.devnet.addAcceptedTx,
        ...(chain.chainId === L1 && {
          // the L1 runs the claims of OPinit withdrawals
          execute: (message, tx) => {
            if (message.typeUrl === '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal')
              opinit.finalize(message.value as FinalizeTokenWithdrawal, tx.hash)
          },
        }),
      }),
    ]),
  )
  const lookup: RouterChains = {
    async evmReceipt(hash) {
      if (!evmClient) return null
      try {
        const receipt = await evmClient.getTransactionReceipt({ hash: hash as `0x${string}` })
        return { status: receipt.status, from: receipt.from }
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return null
        throw error
      }
    },
    async evmBalance(address, token) {
      if (!evmClient) return 0n
      const owner = address as `0x${string}`
      return token
        ? evmClient.readContract({
            address: token as `0x${string}`,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          })
        : evmClient.getBalance({ address: owner })
    },
    cosmosTx: (chainId, hash) => cosmos.get(chainId)?.findTx(hash),
    verifyCosmosTx(chainId, txBase64, verifyOptions) {
      const chain = cosmos.get(chainId)
      if (!chain) throw new Error(`no chain ${chainId}`)
      return chain.verifyTx(txBase64, verifyOptions)
    },
    deliverCosmosTx(chainId, txBase64) {
      cosmos.get(chainId)?.deliverTx(txBase64)
    },
    // known once the server listens
    // every Cosmos chain's, as Initia's router adds `rest` to /v2/info/chains (specs ROUTER.md)
    restUrl: (chainId) => (cosmos.has(chainId) && baseUrl ? `${baseUrl}/chains/${chainId}/rest` : undefined),
    rpcUrl: (chainId) =>
      chainId === EVM_CHAIN_ID
        ? evm?.rpcUrl
        : cosmos.has(chainId) && baseUrl
          ? `${baseUrl}/chains/${chainId}`
          : undefined,
  }
  const router = createRouterDevnet({
    ...options.router,
    opinit,
    chains: lookup,
    basePath: '/router',
    ...(evm && { evm: { tokens: evm.tokens, bridgeAddress: evm.bridgeAddress } }),
  })
  // evm-1's EVM txs and the Cosmos txs they were recorded in, as its indexer serves them
  const evmIndexer = indexers.find(({ prefix }) => prefix === '/evm-1')!.devnet
  const jsonRpc = createEvmJsonRpcDevnet({ indexer: evmIndexer, forwardUrl: evm?.rpcUrl })
  const media = createMediaDevnet({
    collections: () => indexers.flatMap(({ devnet }) => devnet.nftCollections),
  })
  const banks = new Map(
    cosmosChains.map(({ chainId, bech32Prefix }) => [
      chainId,
      createBankDevnet({
        chainId,
        bech32Prefix,
        basePath: `/chains/${chainId}/rest`,
        funded: fundedAccounts,
        ledger: ledgers.get(chainId),
      }),
    ]),
  )
  const prices = createPriceDevnet({
    basePath: '/prices',
    chainNames: { [L1]: 'initia', 'evm-1': 'evm', 'move-1': 'move' },
  })
  const mounts: Mount[] = [
    ...indexers.map(({ prefix, devnet }) => ({ prefix, fetch: devnet.fetch })),
    ...mediaPrefixes.map((prefix) => ({ prefix, fetch: media.fetch })),
    { prefix: '/router', fetch: router.fetch },
    // Initia's chain registry of the devnet, a hostile one, and the explorer pages it links to
    ...registryMounts({
      origin: () => baseUrl,
      evmRpcUrl: evm?.rpcUrl,
      indexerUrl: (chainId) =>
        chains.some((chain) => chain.chainId === chainId) ? `${baseUrl}/${chainId}` : undefined,
    }),
    // each rollup's OPinit executor API, and the L1's REST for its bridges' config and outputs
    ...opBridges.map(({ bridgeId, l2 }) => {
      const prefix = `/executor/${l2}`
      return {
        prefix,
        fetch: async (request: Request) =>
          opinit.executorFetch(bridgeId, request, new URL(request.url).pathname.slice(prefix.length) || '/'),
      }
    }),
    // the Move chains' REST answers who owns their objects (move/objects.ts; their indexers' chains name them) and
    // runs view functions (move/views.ts): on the L1 the usernames module's (move/usernames.ts)
    ...indexed
      .filter(({ vm }) => vm === 'move')
      .map(({ chainId }) => {
        const rest = `/chains/${chainId}/rest`
        const devnet = indexers.find((indexer) => indexer.chainId === chainId)!.devnet
        const objects = createMoveObjectsDevnet({ chain: () => devnet.fixtures })
        const views = createMoveViewsDevnet({ modules: chainId === L1 ? [usernamesModule()] : [] })
        return {
          prefix: `${rest}/initia/move/v1`,
          fetch: async (request: Request) => {
            const path = new URL(request.url).pathname.slice(rest.length)
            return (
              objects.fetch(request, path) ??
              (await views.fetch(request, path)) ??
              new Response('Not Found', { status: 404 })
            )
          },
        }
      }),
    // each Initia chain's REST, as the registry lists it: x/bank's balances (bank/index.ts) on every chain, and on
    // the L1 its OPinit queries
    ...cosmosChains.map(({ chainId }) => {
      const prefix = `/chains/${chainId}/rest`
      return {
        prefix,
        fetch: async (request: Request) => {
          const url = new URL(request.url)
          const chain = cosmos.get(chainId)!
          const answer =
            (await banks.get(chainId)?.fetch(request)) ??
            (await cosmosRest(chain)(request, url.pathname.slice(prefix.length)))
          if (answer) return answer
          return chainId === L1
            ? opinit.restFetch(url.pathname.slice(prefix.length), url.searchParams)
            : new Response(`Not Implemented: ${url.pathname}`, {
                status: 501,
                headers: { 'content-type': 'text/plain' },
              })
        },
      }
    }),
    // Initia's price API (bank/prices.ts), as InterwovenKit reads it at https://indexer.initia.xyz
    { prefix: '/prices', fetch: prices.fetch },
    // before evm-1's CometBFT stand-in at /chains/evm-1, which would take it as an unknown method
    { prefix: jsonRpcPath, fetch: stripPrefix(jsonRpcPath, jsonRpc.fetch) },
    ...[...cosmos.values()].map((chain) => {
      const prefix = `/chains/${chain.chainId}`
      return { prefix, fetch: stripPrefix(prefix, chain.fetch) }
    }),
  ]
  const server = createServer((incoming, outgoing) => {
    handle(mounts, incoming, outgoing).catch((error: unknown) => {
      console.error(error)
      if (!outgoing.headersSent)
        outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', ...cors })
      outgoing.end('Internal Server Error')
    })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 4350, host, resolve)
    })
  } catch (error) {
    await evm?.close()
    throw error
  }
  const { port } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  baseUrl = url
  return {
    url,
    indexers: Object.fromEntries(indexed.map(({ chainId }) => [chainId, `${url}/${chainId}`])),
    router: `${url}/router`,
    registry: `${url}/registry`,
    prices: `${url}/prices`,
    chains: Object.fromEntries(cosmosChains.map(({ chainId }) => [chainId, `${url}/chains/${chainId}`])),
    jsonRpc: { 'evm-1': `${url}${jsonRpcPath}` },
    opinit: {
      executors: Object.fromEntries(opBridges.map(({ l2 }) => [l2, `${url}/executor/${l2}`])),
      l1RestUrl: `${url}/chains/${L1}/rest`,
    },
    evm: evm && {
      rpcUrl: evm.rpcUrl,
      chainId: evm.chainId,
      tokens: evm.tokens,
      bridgeAddress: evm.bridgeAddress,
    },
    close: async () => {
      await Promise.all([
        new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()))
          server.closeAllConnections()
        }),
        evm?.close(),
      ])
    },
  }
}
