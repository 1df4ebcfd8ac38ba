// Fault suite: transfers through the bridge controller and the real wallet adapters against the devnet. Every page
// meets router faults (5xx, 429, track 404s, failed hops and txs, abandoned transfers) and half the transfers see
// the page reload once; on top, each transfer is drawn into one fault class:
//   malicious msgs       a proxy in front of the router tampers the msgs answers of the transfer
//   ambiguous broadcast  a proxy in front of the chain loses the first Cosmos broadcast's answer, or the broadcast
//   storage quota        the storage refuses a save: the first one, the signed tx's hash, or saves after a broadcast
//   empty hash           the wallet answers `{ txHash: '' }`, having sent the tx (and hidden its hash) or not
//   foreign status       the router's first status answers are about another tx, completed
//   corrupt storage      unreadable records appear in localStorage between two pages
//   unknown state        the router answers STATE_UNKNOWN for a while
//   router faults only   nothing more
// It counts what must never happen: a tx on chain that no stored transfer holds (lost), two txs on chain for one
// tx of a transfer (broadcast twice), a signature asked for msgs that do not match the quote (signed beyond the
// quote), and a transfer left unfinished (stuck).
//
//   npm run fault-suite                                     50 transfers, seed 1, 2 lanes
//   npm run fault-suite -- --transfers 12 --seed 7 --check  fail (exit 1) unless every must-be-zero count is 0
import { parseArgs } from 'node:util'
import { createPublicClient, http, TransactionReceiptNotFoundError } from 'viem'
import { createRandom, type Random } from '../packages/devnet/src/indexer/random.ts'
import { startDevnetServer } from '../packages/devnet/src/server.ts'
import { type BridgeController, createBridgeController } from '../src/bridge/controller.ts'
import { isTerminal, isWaitingPhase, transferPhases } from '../src/bridge/machine/phases.ts'
import { createRouteTxSimulator } from '../src/bridge/routeTxSimulator.ts'
import { createLocalStorage, type TransferStorage } from '../src/bridge/store/storage.ts'
import type { BridgeRequest, TransferRecord } from '../src/bridge/types.ts'
import { UserRejectedError } from '../src/errors/wallet.ts'
import { createRouterClient } from '../src/router/client.ts'
import { combineWallets } from '../src/wallet/combineWallets.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { usdcL1, usdcMove } from '../test/bridgeRequests.ts'
import { anvilAccounts, cosmosTestWallet, evmTestWallet } from '../test/wallets.ts'
import {
  type BroadcastFault,
  type BroadcastProxy,
  startBroadcastProxy,
} from './fault-suite/broadcastProxy.ts'
import { MemoryWebStorage } from './fault-suite/memoryWebStorage.ts'
import { type RouterRequest, startRouterProxy, transferHeader } from './fault-suite/routerProxy.ts'
import { type MsgsJson, type TamperKind, tamperKinds, tamperMsgs } from './fault-suite/tamperMsgs.ts'

const { values } = parseArgs({
  options: {
    transfers: { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
    // transfers run in lanes at once, each with its own keys and browser storage (the devnet funds two users)
    lanes: { type: 'string', default: '2' },
    check: { type: 'boolean', default: false },
    // one line per transfer: its class, route, what its record went through, how long it took
    verbose: { type: 'boolean', default: false },
  },
})
const transferCount = Number(values.transfers)
const seed = Number(values.seed)
const laneCount = Math.min(2, Math.max(1, Number(values.lanes)))

/** Short, so that a lost broadcast or a router that cannot tell is waited out in seconds. */
const confirmTimeoutMs = 1500
const unknownStateTimeoutMs = 400
/** The user clicks "continue" whenever a transfer waits for them, up to this many times per transfer. */
const maxContinues = 10
const prefix = 'rollscope:transfer:'

const faultClasses = [
  'plain',
  'maliciousMsgs',
  'ambiguousBroadcast',
  'quota',
  'emptyHash',
  'foreignStatus',
  'corruptStorage',
  'unknownState',
] as const
type FaultClass = (typeof faultClasses)[number]
const classTitles: Record<FaultClass, string> = {
  plain: 'router faults only',
  maliciousMsgs: 'malicious msgs',
  ambiguousBroadcast: 'ambiguous broadcast',
  quota: 'storage quota',
  emptyHash: 'empty hash',
  foreignStatus: 'foreign status',
  corruptStorage: 'corrupt storage',
  unknownState: 'unknown state',
}
const quotaVariants = ['firstSave', 'signedHash', 'afterBroadcast'] as const
const emptyHashVariants = ['sentHidden', 'notSent'] as const
const broadcastFaults: readonly BroadcastFault[] = ['answer-lost', 'request-lost']
const outcomeFaults = ['', '', '', 'track-404=2', 'hop-failure', 'error', 'abandoned']
const reloadPoints = [
  'quoting',
  'quoted',
  'preparing',
  'signing',
  'broadcasting',
  'confirming',
  'tracking',
] as const

interface Lane {
  index: number
  web: MemoryWebStorage
  storage: TransferStorage
  wallet: WalletAdapter
  /** By chain id: the proxy the lane's Cosmos wallet reaches the chain through. */
  proxies: Record<string, BroadcastProxy>
  /** The page open now. */
  controller: BridgeController | undefined
  /** The current transfer's storage fault: whether to refuse this save. */
  refuseSave: ((record: TransferRecord) => boolean) | undefined
}

interface Transfer {
  index: number
  lane: Lane
  faultClass: FaultClass
  /** The class's variant: a tamper kind, a broadcast fault, a quota or empty-hash case, a count of answers. */
  variant: string
  random: Random
  request: BridgeRequest
  /** Every id submitted for it; a submit refused before anything was stored leaves no record. */
  ids: string[]
  /** The user gave up after the bridge refused tampered msgs (nothing stored, nothing signed). */
  refused: boolean
  reloads: number
  continues: number
  /** Each `phase` and `phase:ErrorName` its record showed, and `fellBack:ErrorName` for each submit that fell back. */
  seen: Set<string>
  /** Hashes the wallet produced, by tx index: hash (lower case, no 0x) -> chain id. */
  hashes: Map<number, Map<string, string>>
  /** Hashes of txs the wallet sent but answered with an empty hash. */
  hidden: Set<string>
  /** How often its fault was injected (answers rewritten, broadcasts lost, saves refused, records written). */
  injected: number
  anomalies: number
  signedBeyondQuote: number
  /** The wallet answered without a hash and the user has not clicked "continue" since. */
  awaitingUser: boolean
  signedWithoutUser: number
  broadcastArmed: boolean
  lostBroadcastHash: string | undefined
  emptied: boolean
  foreignLeft: number
  unknownFrom: number | undefined
  quotaFrom: number | undefined
  quotaRefusedIds: string[]
  /** A save was refused and no later one went through: storage is behind the page. */
  unsaved: boolean
  corruptKeys: string[]
  corruptReported: Set<string>
  /** Its own records the bridge could not read back on a later page (and set aside as corrupt). */
  ownRecordsSetAside: number
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const normalize = (hash: string) => hash.replace(/^0x/i, '').toLowerCase()

/** JSON with sorted keys: a tx as the proxy served it and as the bridge hands it to the wallet compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  )
}

// the kit reports each anomaly on the console too: counted here, the table says the rest
const kitWarnings = { count: 0 }
for (const level of ['warn', 'info'] as const)
  console[level] = () => {
    kitWarnings.count++
  }

const devnet = await startDevnetServer({ port: 0, router: { speed: 2000 } })
const evmChainId = devnet.evm ? String(devnet.evm.chainId) : undefined

const routes: Omit<BridgeRequest, 'amountIn'>[] = [
  { sourceChainId: 'noble-1', sourceDenom: 'uusdc', destChainId: 'initiation-2', destDenom: usdcL1 },
  { sourceChainId: 'noble-1', sourceDenom: 'uusdc', destChainId: 'move-1', destDenom: usdcMove },
  ...(devnet.evm
    ? [
        {
          sourceChainId: String(devnet.evm.chainId),
          sourceDenom: devnet.evm.tokens.usdc,
          destChainId: 'noble-1',
          destDenom: 'uusdc',
        },
      ]
    : []),
]

const byId = new Map<string, Transfer>()
/** Every hash a wallet produced, to the transfer it belongs to. */
const hashOwner = new Map<string, Transfer>()
/** Every tx of a tampered msgs answer, canonical. */
const tamperedTxs = new Set<string>()
const stray = { beyondQuote: 0, anomalies: 0, unknownSends: 0, ownRecordsSetAside: 0 }
const corruptOwner = new Map<string, Transfer>()

const routerProxy = await startRouterProxy(devnet.router, rewriteRouterAnswer)

function rewriteRouterAnswer(request: RouterRequest, answer: unknown): unknown {
  if (request.path === '/v2/fungible/msgs') {
    const transfer = request.transfer === undefined ? undefined : transfers[Number(request.transfer)]
    if (transfer?.faultClass !== 'maliciousMsgs') return undefined
    const pick = createRandom('fault-suite-tamper', seed, transfer.index, transfer.injected)
    const tampered = tamperMsgs(answer as MsgsJson, transfer.variant as TamperKind, (count) =>
      pick.int(0, count - 1),
    )
    for (const tx of tampered.txs) tamperedTxs.add(canonical(tx))
    transfer.injected++
    return tampered
  }
  if (request.path !== '/v2/tx/status') return undefined
  const hash = request.query.get('tx_hash')
  const chainId = request.query.get('chain_id') ?? ''
  const transfer = hash ? hashOwner.get(normalize(hash)) : undefined
  if (transfer?.faultClass === 'foreignStatus' && transfer.foreignLeft > 0) {
    transfer.foreignLeft--
    transfer.injected++
    return foreignStatus(chainId, transfer.request)
  }
  // until the bridge asks the user (or for 10 s, if it never does)
  if (
    transfer?.faultClass === 'unknownState' &&
    !transfer.seen.has('actionRequired:TransferStateUnknownError')
  ) {
    transfer.unknownFrom ??= Date.now()
    if (Date.now() - transfer.unknownFrom < 10_000) {
      transfer.injected++
      return unknownStatus()
    }
  }
  return undefined
}

const foreignHash = (chainId: string) =>
  chainId === evmChainId ? `0x${'feedface'.repeat(8)}` : 'FEEDFACE'.repeat(8)

/** A completed transfer of someone else's tx on the same chain: what a router mixing up its cache answers. */
function foreignStatus(chainId: string, request: BridgeRequest) {
  const onChainAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  const send = {
    chain_id: chainId,
    tx_hash: foreignHash(chainId),
    explorer_link: `https://explorer.invalid/${chainId}/tx/${foreignHash(chainId)}`,
    on_chain_at: onChainAt,
  }
  const ends = { from_chain_id: chainId, to_chain_id: request.destChainId }
  const transfer = {
    state: 'STATE_COMPLETED_SUCCESS',
    transfer_sequence: [
      {
        ibc_transfer: {
          ...ends,
          state: 'TRANSFER_SUCCESS',
          packet_txs: {
            send_tx: send,
            receive_tx: { ...send, chain_id: request.destChainId },
            acknowledge_tx: send,
            timeout_tx: null,
            error: null,
          },
          src_chain_id: chainId,
          dst_chain_id: request.destChainId,
        },
      },
    ],
    next_blocking_transfer: null,
    transfer_asset_release: {
      chain_id: request.destChainId,
      denom: request.destDenom,
      amount: request.amountIn,
      released: true,
    },
    error: null,
  }
  return { transfers: [transfer], ...transfer, status: 'STATE_COMPLETED' }
}

function unknownStatus() {
  const transfer = {
    state: 'STATE_UNKNOWN',
    transfer_sequence: [],
    next_blocking_transfer: null,
    transfer_asset_release: null,
    error: null,
  }
  return { transfers: [transfer], ...transfer, status: 'STATE_UNKNOWN' }
}

/** A record as stored in the lane's localStorage, read without the kit (and without setting anything aside). */
function storedRecord(lane: Lane, id: string): TransferRecord | undefined {
  const text = lane.web.getItem(prefix + id)
  if (text === null) return undefined
  try {
    return JSON.parse(text) as TransferRecord
  } catch {
    return undefined
  }
}

function storedRecords(lane: Lane): TransferRecord[] {
  const records: TransferRecord[] = []
  for (let index = 0; index < lane.web.length; index++) {
    const key = lane.web.key(index)
    if (!key?.startsWith(prefix)) continue
    const record = storedRecord(lane, key.slice(prefix.length))
    // the corrupt records the suite wrote are not transfers
    if (record && typeof record.phase === 'string' && Array.isArray(record.txs) && prefix + record.id === key)
      records.push(record)
  }
  return records
}

/** The transfer and tx index a tx the wallet is asked to send belongs to. */
function ownerOf(lane: Lane, tx: string): { transfer: Transfer; txIndex: number } | undefined {
  // a withdrawal's claim on L1 belongs to the transfer that is claiming: its hashes go under index -1
  const claim = tx.includes('MsgFinalizeTokenWithdrawal')
  for (const records of [() => lane.controller?.getTransfers() ?? [], () => storedRecords(lane)])
    for (const record of records()) {
      const transfer = byId.get(record.id)
      if (!transfer) continue
      if (claim && record.phase === 'claiming') return { transfer, txIndex: -1 }
      const txIndex = claim
        ? -1
        : (record.msgs?.txs.findIndex((candidate) => canonical(candidate) === tx) ?? -1)
      if (!claim && txIndex >= 0) return { transfer, txIndex }
    }
  return undefined
}

/** The lane's wallet as the suite's user holds it: counts every send, and plays the wallet faults. */
function suiteWallet(lane: Lane, wallet: WalletAdapter): WalletAdapter {
  return {
    getAddress: (chainId) => wallet.getAddress(chainId),
    signOpHook: (hook, context) => wallet.signOpHook!(hook, context),
    ...(wallet.checkTx && { checkTx: (tx) => wallet.checkTx!(tx) }),
    async sendTx(tx, options = {}) {
      const key = canonical(tx)
      const owner = ownerOf(lane, key)
      const transfer = owner?.transfer
      const chainId = tx.cosmos_tx?.chain_id ?? tx.evm_tx?.chain_id ?? ''
      if (tamperedTxs.has(key) || transfer?.faultClass === 'maliciousMsgs') {
        if (transfer) transfer.signedBeyondQuote++
        else stray.beyondQuote++
        // counted; this user then declines in the wallet, so nothing tampered reaches the devnet
        throw new UserRejectedError()
      }
      if (!owner || !transfer) {
        stray.unknownSends++
        return wallet.sendTx(tx, options)
      }
      if (transfer.awaitingUser) transfer.signedWithoutUser++
      const note = (hash: string) => {
        if (values.verbose) console.log(`  #${transfer.index} tx ${owner.txIndex} on ${chainId}: ${hash}`)
        if (!hash) return
        const hashes = transfer.hashes.get(owner.txIndex) ?? new Map<string, string>()
        hashes.set(normalize(hash), chainId)
        transfer.hashes.set(owner.txIndex, hashes)
        hashOwner.set(normalize(hash), transfer)
      }
      // the route's own txs: a withdrawal's claim (index -1) is not this class's broadcast
      if (
        transfer.faultClass === 'ambiguousBroadcast' &&
        tx.cosmos_tx &&
        owner.txIndex >= 0 &&
        !transfer.broadcastArmed
      ) {
        transfer.broadcastArmed = true
        lane.proxies[chainId]?.arm(transfer.variant as BroadcastFault, (hash) => {
          transfer.injected++
          transfer.lostBroadcastHash = normalize(hash)
        })
      }
      if (transfer.faultClass === 'emptyHash' && !transfer.emptied) {
        transfer.emptied = true
        transfer.injected++
        transfer.awaitingUser = true
        if (transfer.variant === 'sentHidden') {
          // a wallet that sends the tx, never reports its hash, and answers without it
          const sent = await wallet.sendTx(tx, { ...options, onTxHash: undefined })
          note(sent.txHash)
          transfer.hidden.add(normalize(sent.txHash))
        }
        return { txHash: '', chainId }
      }
      const { onTxHash } = options
      const result = await wallet.sendTx(tx, {
        ...options,
        onTxHash:
          onTxHash &&
          (async (hash) => {
            note(hash.txHash)
            await onTxHash(hash)
          }),
      })
      note(result.txHash)
      return result
    },
  }
}

/** The lane's storage with the current transfer's quota fault in front of it. */
function refusingStorage(lane: Lane, storage: TransferStorage): TransferStorage {
  return {
    load: () => storage.load(),
    async save(record) {
      const transfer = byId.get(record.id)
      if (lane.refuseSave?.(record)) {
        if (transfer) transfer.unsaved = true
        throw new DOMException('full', 'QuotaExceededError')
      }
      await storage.save(record)
      if (transfer) transfer.unsaved = false
    },
    remove: (id) => storage.remove(id),
    // no `subscribe`: Node has no storage events, so each page reads what others wrote every `storagePollMs`
  }
}

/** Which saves of `transfer` the browser refuses for lack of room. */
/** How many must-save refusals a quota transfer meets: 1 (the kit retries past it) or 4 (more than it retries). */
const quotaRefusals = (transfer: Transfer) => (transfer.index % 2 === 0 ? 1 : 4)

function quotaFault(transfer: Transfer): (record: TransferRecord) => boolean {
  const refuse = (record: TransferRecord) => {
    transfer.injected++
    transfer.quotaRefusedIds.push(record.id)
    return true
  }
  // a hiccup (one refusal: the kit's own retries save it) or a full storage (more refusals than it retries)
  const refusals = quotaRefusals(transfer)
  return (record) => {
    if (!transfer.ids.includes(record.id)) return false
    const current = record.txs[record.currentTx]
    if (transfer.variant === 'firstSave')
      return transfer.injected < refusals && record.phase === 'preparing' && refuse(record)
    if (transfer.variant === 'signedHash')
      return (
        transfer.injected < refusals &&
        record.phase === 'broadcasting' &&
        !!current?.pending &&
        refuse(record)
      )
    // after a broadcast: every save fails for 1 to 3 s, then storage has room again
    if (!record.txs.some((tx) => tx.txHash && !tx.pending)) return false
    transfer.quotaFrom ??= Date.now()
    return Date.now() - transfer.quotaFrom < 1000 + (transfer.index % 3) * 1000 && refuse(record)
  }
}

/** Unreadable records next to the real ones, as a crashed write, an old bug or a hand edit leave them. */
function writeCorruptRecords(lane: Lane, transfer: Transfer) {
  const real =
    [...transfer.ids].reverse().flatMap((id) => lane.web.getItem(prefix + id) ?? [])[0] ??
    JSON.stringify(storedRecords(lane)[0] ?? { version: 2, id: 'x', phase: 'tracking' })
  const kinds = ['truncated', 'missingFields', 'notJson', 'wrongId'] as const
  for (let count = transfer.random.int(1, 2); count > 0; count--) {
    const id = globalThis.crypto.randomUUID()
    const record = JSON.parse(real) as Record<string, unknown>
    let text: string
    switch (transfer.random.pick(kinds)) {
      case 'truncated':
        text = real.slice(0, Math.floor(real.length / 2))
        break
      case 'missingFields':
        record.id = id
        delete record.txs
        delete record.phase
        text = JSON.stringify(record)
        break
      case 'notJson':
        text = '[object Object]'
        break
      case 'wrongId':
        record.id = globalThis.crypto.randomUUID()
        text = JSON.stringify(record)
        break
    }
    lane.web.setItem(prefix + id, text)
    transfer.corruptKeys.push(prefix + id)
    corruptOwner.set(prefix + id, transfer)
    transfer.injected++
  }
}

/** A page: a new controller on the lane's storage, its router requests failing as `transfer` draws. */
function openPage(lane: Lane, transfer: Transfer | undefined): BridgeController {
  const random = transfer?.random ?? createRandom('fault-suite-settle', seed, lane.index)
  const faults = ['random=0.15', `seed=${random.int(1, 1e6)}`, transfer ? random.pick(outcomeFaults) : '']
  const router = createRouterClient({
    baseUrl: routerProxy.url,
    headers: {
      'x-devnet-fault': faults.filter(Boolean).join(','),
      ...(transfer && { [transferHeader]: String(transfer.index) }),
    },
    retry: { delayMs: 5, maxDelayMs: 1500 },
  })
  const controller = createBridgeController({
    router,
    wallet: lane.wallet,
    storage: lane.storage,
    quoteDebounceMs: 5,
    polling: { minIntervalMs: 10, maxIntervalMs: 100 },
    // every record stays, so that every tx on chain can be looked for in them
    maxHistory: 100_000,
    // each Cosmos tx simulated before signing, as BridgeWidget and useBridgeTransfer do by default: the chain's REST
    // that the (faulting) router names
    simulate: createRouteTxSimulator({ router }),
    // withdrawals from the EVM rollup are followed to their claim, which the user makes when offered
    opWithdrawals: { executors: devnet.opinit.executors, l1RestUrl: devnet.opinit.l1RestUrl },
    confirmTimeoutMs,
    unknownStateTimeoutMs,
    storagePollMs: 250,
    onAnomaly(_, record) {
      const owner = record ? byId.get(record.id) : undefined
      if (owner) owner.anomalies++
      else stray.anomalies++
    },
  })
  controller.subscribe(() => {
    for (const record of controller.getTransfers()) {
      const owner = byId.get(record.id)
      owner?.seen.add(record.phase)
      if (record.error) owner?.seen.add(`${record.phase}:${record.error.name}`)
    }
  })
  controller.start()
  lane.controller = controller
  return controller
}

/** One user's transfer, as they would drive it: submit, wait, click "continue" when asked, retry a failed submit. */
async function runTransfer(lane: Lane, transfer: Transfer) {
  lane.refuseSave = transfer.faultClass === 'quota' ? quotaFault(transfer) : undefined
  // half the transfers see the page reload once, at a random step; the corrupt-storage ones always do
  let reloadAt: string | undefined =
    transfer.random.chance(0.5) || transfer.faultClass === 'corruptStorage'
      ? transfer.random.pick(reloadPoints)
      : undefined
  let corrupted = false
  let controller = openPage(lane, transfer)
  controller.setRequest(transfer.request)
  let startedId: string | undefined
  let clickedAt: number | undefined
  for (let step = 0; step < 3000; step++) {
    await pause(10)
    const state = controller.getState()
    // never while storage is behind the page: a closed tab then loses what only it held
    if (reloadAt && state.status === reloadAt && !transfer.unsaved) {
      reloadAt = undefined
      transfer.reloads++
      controller.stop()
      if (transfer.faultClass === 'corruptStorage') {
        writeCorruptRecords(lane, transfer)
        corrupted = true
      }
      controller = openPage(lane, transfer)
      if (!startedId) controller.setRequest(transfer.request)
      continue
    }
    const shown = startedId ? controller.getTransfers().find((record) => record.id === startedId) : undefined
    const stored = startedId ? storedRecord(lane, startedId) : undefined
    if (shown && isWaitingPhase(shown.phase)) {
      if (transfer.continues >= maxContinues) break
      if (shown.updatedAt !== clickedAt) {
        clickedAt = shown.updatedAt
        transfer.continues++
        transfer.awaitingUser = false
        controller.resume(shown.id)
      }
      continue
    }
    if (shown && stored && isTerminal(shown.phase) && isTerminal(stored.phase)) break
    if (startedId && !shown && !stored && !('transfer' in state)) {
      // nothing was kept: the submit fell back to the quote
      transfer.seen.add(`fellBack:${state.error?.name ?? 'none'}`)
      startedId = undefined
      // told "do not use this route", the user does not try it again
      if (state.error?.name === 'MsgsMismatchError') {
        transfer.refused = true
        break
      }
      continue
    }
    if (!startedId && state.status === 'quoted' && !state.error) {
      controller.submit()
      const submitted = controller.getState()
      if ('transfer' in submitted) {
        startedId = submitted.transfer.id
        transfer.ids.push(startedId)
        byId.set(startedId, transfer)
      }
      continue
    }
    if (!startedId && (state.status === 'idle' || (state.status === 'quoted' && state.error))) {
      // a failed quote or submit: the user tries again
      controller.setRequest(null)
      controller.setRequest(transfer.request)
    }
  }
  controller.stop()
  if (transfer.faultClass === 'corruptStorage' && !corrupted) writeCorruptRecords(lane, transfer)
  lane.refuseSave = undefined
}

/** The user comes back once more: a page without faults runs until every stored transfer of the lane has ended. */
async function settle(lane: Lane) {
  const controller = openPage(lane, undefined)
  const clicked = new Map<string, number>()
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (storedRecords(lane).every((record) => isTerminal(record.phase))) break
    for (const record of controller.getTransfers()) {
      const owner = byId.get(record.id)
      const waiting = isWaitingPhase(record.phase)
      if (!waiting || clicked.get(record.id) === record.updatedAt) continue
      if (owner && owner.continues >= maxContinues) continue
      clicked.set(record.id, record.updatedAt)
      if (owner) {
        owner.continues++
        owner.awaitingUser = false
      }
      controller.resume(record.id)
    }
    await pause(50)
  }
  controller.stop()
}

async function createLane(index: number): Promise<Lane> {
  const proxies = Object.fromEntries(
    await Promise.all(
      Object.entries(devnet.chains).map(
        async ([chainId, url]) => [chainId, await startBroadcastProxy(url)] as const,
      ),
    ),
  )
  const cosmos = await cosmosTestWallet(
    Object.fromEntries(Object.entries(proxies).map(([chainId, proxy]) => [chainId, proxy.url])),
    undefined,
    index,
  )
  const evm = devnet.evm ? await evmTestWallet(devnet.evm, anvilAccounts[index]) : undefined
  const web = new MemoryWebStorage()
  const lane = { index, web, proxies, controller: undefined, refuseSave: undefined } as Lane
  const storage = createLocalStorage({
    storage: web,
    onCorruptRecord({ key, error }) {
      const owner = corruptOwner.get(key)
      if (owner) return void owner.corruptReported.add(key)
      // a record the bridge wrote itself and cannot read back
      const transfer = byId.get(key.slice(prefix.length))
      if (transfer) transfer.ownRecordsSetAside++
      else stray.ownRecordsSetAside++
      if (values.verbose) console.log(`  set aside ${key}: ${error.details}`)
    },
  })
  lane.storage = refusingStorage(lane, storage)
  lane.wallet = suiteWallet(lane, combineWallets({ cosmos, evm }))
  return lane
}

function planTransfer(index: number, lanes: readonly Lane[]): Transfer {
  // every run of 8 transfers meets each class once, in a seeded order
  const block = createRandom('fault-suite-classes', seed, Math.floor(index / faultClasses.length))
  const order = [...faultClasses]
  for (let i = order.length - 1; i > 0; i--) {
    const j = block.int(0, i)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  const faultClass = order[index % faultClasses.length]!
  const random = createRandom('fault-suite', seed, index)
  const request = { ...random.pick(routes), amountIn: String(random.int(100_000, 5_000_000)) }
  const variants: Record<FaultClass, () => string> = {
    plain: () => '',
    maliciousMsgs: () => random.pick(tamperKinds),
    ambiguousBroadcast: () => random.pick(broadcastFaults),
    quota: () => random.pick(quotaVariants),
    emptyHash: () => random.pick(emptyHashVariants),
    foreignStatus: () => String(random.int(2, 4)),
    corruptStorage: () => '',
    unknownState: () => '',
  }
  const variant = variants[faultClass]()
  return {
    index,
    lane: lanes[index % lanes.length]!,
    faultClass,
    variant,
    random,
    request,
    ids: [],
    refused: false,
    reloads: 0,
    continues: 0,
    seen: new Set(),
    hashes: new Map(),
    hidden: new Set(),
    injected: 0,
    anomalies: 0,
    signedBeyondQuote: 0,
    awaitingUser: false,
    signedWithoutUser: 0,
    broadcastArmed: false,
    lostBroadcastHash: undefined,
    emptied: false,
    foreignLeft: faultClass === 'foreignStatus' ? Number(variant) : 0,
    unknownFrom: undefined,
    quotaFrom: undefined,
    quotaRefusedIds: [],
    unsaved: false,
    corruptKeys: [],
    corruptReported: new Set(),
    ownRecordsSetAside: 0,
  }
}

const lanes = await Promise.all(Array.from({ length: laneCount }, (_, index) => createLane(index)))
const transfers = Array.from({ length: transferCount }, (_, index) => planTransfer(index, lanes))
const startedAt = performance.now()
await Promise.all(
  lanes.map(async (lane) => {
    for (const transfer of transfers.filter((candidate) => candidate.lane === lane)) {
      const began = performance.now()
      await runTransfer(lane, transfer)
      if (values.verbose)
        console.log(
          `#${transfer.index} lane ${lane.index} ${transfer.faultClass} ${transfer.variant} ${transfer.request.sourceChainId}->${transfer.request.destChainId} ${((performance.now() - began) / 1000).toFixed(1)} s, injected ${transfer.injected}, anomalies ${transfer.anomalies}, reloads ${transfer.reloads}: ${[...transfer.seen].join(' ')}`,
        )
    }
    await settle(lane)
  }),
)
const seconds = (performance.now() - startedAt) / 1000

// what the chains hold: each hash a wallet produced, looked up where it was sent
const evmClient = devnet.evm && createPublicClient({ transport: http(devnet.evm.rpcUrl) })
async function onChain(chainId: string, hash: string): Promise<boolean> {
  if (chainId === evmChainId) {
    if (!evmClient) return false
    try {
      await evmClient.getTransactionReceipt({ hash: `0x${hash}` })
      return true
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return false
      throw error
    }
  }
  const response = await fetch(`${devnet.chains[chainId]}/tx?hash=0x${hash.toUpperCase()}`)
  const { result } = (await response.json()) as { result?: unknown }
  return result !== undefined
}

interface Outcome {
  transfer: Transfer
  record: TransferRecord | undefined
  broadcast: number
  hidden: number
  lost: number
  twice: number
  stuck: number
  neverStarted: number
  handled: boolean
}

const storedByLane = new Map(lanes.map((lane) => [lane, storedRecords(lane)]))
const outcomes: Outcome[] = []
for (const transfer of transfers) {
  const stored = storedByLane.get(transfer.lane)!
  const storedHashes = new Set(
    stored.flatMap((record) => [
      ...record.txs.flatMap((tx) => (tx.txHash ? [normalize(tx.txHash)] : [])),
      // a withdrawal's claim on L1 is a tx of the transfer too
      ...(record.withdrawal?.claimTxHash ? [normalize(record.withdrawal.claimTxHash)] : []),
    ]),
  )
  const record = stored.find((candidate) => transfer.ids.includes(candidate.id))
  let broadcast = 0
  let hidden = 0
  let lost = 0
  let twice = 0
  for (const hashes of transfer.hashes.values()) {
    let landed = 0
    for (const [hash, chainId] of hashes) {
      if (!(await onChain(chainId, hash))) continue
      broadcast++
      if (transfer.hidden.has(hash)) hidden++
      else if (!storedHashes.has(hash)) lost++
      // a hidden tx is the wallet's double, unless the bridge signed again without the user
      if (!transfer.hidden.has(hash) || transfer.signedWithoutUser > 0) landed++
    }
    twice += Math.max(0, landed - 1)
  }
  const stuck = record && !isTerminal(record.phase) ? 1 : 0
  const neverStarted = !record && !transfer.refused ? 1 : 0
  const clean =
    lost + twice + stuck + neverStarted + transfer.signedBeyondQuote + transfer.ownRecordsSetAside === 0
  outcomes.push({
    transfer,
    record,
    broadcast,
    hidden,
    lost,
    twice,
    stuck,
    neverStarted,
    handled: clean && handledAsSpecified(transfer, record),
  })
}

/** Whether the bridge reacted to the transfer's fault as its class requires (BENCHMARKS.md says how each is checked). */
function handledAsSpecified(transfer: Transfer, record: TransferRecord | undefined): boolean {
  const { seen, variant } = transfer
  const recordHashes = new Set(record?.txs.flatMap((tx) => (tx.txHash ? [normalize(tx.txHash)] : [])) ?? [])
  switch (transfer.faultClass) {
    case 'plain':
      return true
    case 'maliciousMsgs':
      return seen.has('fellBack:MsgsMismatchError') && transfer.signedBeyondQuote === 0
    case 'ambiguousBroadcast':
      return (
        seen.has('confirming') &&
        (variant === 'answer-lost'
          ? recordHashes.has(transfer.lostBroadcastHash ?? '')
          : seen.has('actionRequired:BroadcastNotFoundError'))
      )
    case 'quota':
      if (variant === 'afterBroadcast') return transfer.anomalies > 0 && !!record && isTerminal(record.phase)
      // a hiccup: saved on the kit's own retry, the transfer went on without a word to the user
      if (quotaRefusals(transfer) === 1)
        return (
          ![...seen].some((step) => step.includes('TransferStorageError')) &&
          !!record &&
          isTerminal(record.phase)
        )
      // nothing kept of the refused submit; or, with an earlier tx of the transfer out, it waits for the user
      return transfer.quotaRefusedIds.every((id) =>
        id === record?.id
          ? seen.has('actionRequired:TransferStorageError')
          : !storedRecord(transfer.lane, id),
      )
    case 'emptyHash':
      return seen.has('actionRequired:WalletContractError') && transfer.signedWithoutUser === 0
    case 'foreignStatus':
      return (
        transfer.anomalies > 0 &&
        !JSON.stringify(record ?? {})
          .toLowerCase()
          .includes('feedface')
      )
    case 'corruptStorage':
      return transfer.corruptKeys.every(
        (key) => transfer.corruptReported.has(key) && transfer.lane.web.getItem(key) === null,
      )
    case 'unknownState':
      return seen.has('actionRequired:TransferStateUnknownError')
  }
}

await Promise.all([
  routerProxy.close(),
  ...lanes.flatMap((lane) => Object.values(lane.proxies).map((proxy) => proxy.close())),
])
await devnet.close()

if (values.verbose)
  for (const { transfer, record, lost, twice, handled } of outcomes)
    if (!handled && transfer.faultClass !== 'plain' && transfer.injected > 0)
      console.log(
        `not as specified: #${transfer.index} ${transfer.faultClass} ${transfer.variant}: ended ${record?.phase ?? 'unstored'}, lost ${lost}, twice ${twice}, own records set aside ${transfer.ownRecordsSetAside}, anomalies ${transfer.anomalies}, signed without the user ${transfer.signedWithoutUser}`,
      )

const columns = [...faultClasses.map((faultClass) => classTitles[faultClass]), 'all']
const groups = [
  ...faultClasses.map((faultClass) =>
    outcomes.filter((outcome) => outcome.transfer.faultClass === faultClass),
  ),
  outcomes,
]
const sum = (pick: (outcome: Outcome) => number) =>
  groups.map((group) => group.reduce((total, outcome) => total + pick(outcome), 0))
const endings = [
  ...transferPhases.filter(isTerminal),
  ...new Set(outcomes.flatMap(({ record }) => record?.phase ?? [])),
].filter((phase, index, all) => all.indexOf(phase) === index)
const met = sum(({ transfer }) => (transfer.faultClass !== 'plain' && transfer.injected > 0 ? 1 : 0))
const handled = sum(({ transfer, handled }) =>
  transfer.faultClass !== 'plain' && transfer.injected > 0 && handled ? 1 : 0,
)
const rows: [string, (string | number)[]][] = [
  ['transfers', sum(() => 1)],
  ['txs broadcast (on chain)', sum((outcome) => outcome.broadcast)],
  ['page reloads mid-flow', sum(({ transfer }) => transfer.reloads)],
  ['user "continue" clicks', sum(({ transfer }) => transfer.continues)],
  ['faults injected', sum(({ transfer }) => (transfer.faultClass === 'plain' ? 0 : transfer.injected))],
  [
    'handled as specified (of transfers that met the fault)',
    met.map((count, i) => `${handled[i]} of ${count}`),
  ],
  ['`onAnomaly` reports', sum(({ transfer }) => transfer.anomalies)],
  ...endings.map((phase): [string, number[]] => [
    `ended ${phase}`,
    sum(({ record }) => (record?.phase === phase ? 1 : 0)),
  ]),
  [
    'refused before signing (nothing stored, user gave up)',
    sum(({ transfer }) => (transfer.refused ? 1 : 0)),
  ],
  ['hidden by the wallet (sent, answered with no hash)', sum((outcome) => outcome.hidden)],
  [
    'own records set aside as unreadable',
    sum(({ transfer }) => transfer.ownRecordsSetAside).map((count, i, all) =>
      i === all.length - 1 ? count + stray.ownRecordsSetAside : count,
    ),
  ],
  ['**lost**', sum((outcome) => outcome.lost)],
  ['**broadcast twice**', sum((outcome) => outcome.twice)],
  [
    '**signed beyond the quote**',
    sum(({ transfer }) => transfer.signedBeyondQuote).map((count, i, all) =>
      i === all.length - 1 ? count + stray.beyondQuote : count,
    ),
  ],
  ['**stuck**', sum((outcome) => outcome.stuck + outcome.neverStarted)],
]

console.log(`| fault suite, seed ${seed}, ${laneCount} lanes | ${columns.join(' | ')} |`)
console.log(`|---|${columns.map(() => '---').join('|')}|`)
for (const [label, cells] of rows) console.log(`| ${label} | ${cells.join(' | ')} |`)
console.log(
  `\n${transferCount} transfers in ${seconds.toFixed(0)} s (${kitWarnings.count} kit console warnings).`,
)
const strays = Object.entries(stray).filter(([, count]) => count > 0)
if (strays.length)
  console.log(`Not attributed to a transfer: ${strays.map(([k, v]) => `${k} ${v}`).join(', ')}`)

const total = (row: string) => Number(rows.find(([label]) => label === row)?.[1].at(-1))
const failures = [
  '**lost**',
  '**broadcast twice**',
  '**signed beyond the quote**',
  '**stuck**',
  'own records set aside as unreadable',
].filter((row) => total(row) > 0)
if (values.check && failures.length > 0) {
  console.error(`\nThe fault suite found: ${failures.join(', ')}.`)
  process.exit(1)
}
process.exit(0)
