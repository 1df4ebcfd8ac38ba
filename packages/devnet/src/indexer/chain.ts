// The devnet's chain: a deterministic simulation of blocks, txs, EVM calls and NFTs, with the indexes the
// routes read. Records are built from these facts on demand (see records.ts).
import { keccak256, toRlp } from 'viem'
import { toBech32 } from './address.ts'
import { createRandom, type Random, toHex } from './random.ts'

export type Vm = 'evm' | 'move'

export interface ChainOptions {
  seed: number
  chainId: string
  vm: Vm
  blocks: number
  holders: number
  /** Where the http(s) collections' metadata and pictures are served (`<origin>/nft-media/<slug>/`). */
  mediaOrigin: string
}

export interface Account {
  /** lower hex without 0x: what the indexes are keyed by */
  key: string
  hex: string
  bech32: string
}

export type TxKind = 'send' | 'contract' | 'deploy' | 'ibc' | 'withdraw' | 'nft-mint' | 'nft-transfer'

export interface Collection {
  addr: string
  name: string
  creator: Account
  height: number
  uriBase: string
  tokens: Token[]
}

export interface Token {
  collection: Collection
  tokenId: string
  owner: Account
  /** height of the mint or the last transfer */
  height: number
  objectAddr: string
  /** sequences of the txs that minted or moved it */
  txs: number[]
}

/** One call in an EVM tx's trace; records.ts adds input, output and gas used. */
export interface InternalTx {
  sequence: number
  height: number
  /** the EVM tx hash */
  hash: string
  index: number
  parent_index: number
  type: string
  from: string
  to: string
  value: string
  gas: number
  /** The call reverted: the top call of a failed tx. */
  reverted?: boolean
}

export interface EvmTx {
  sequence: number
  hash: string
  /** the called contract, or the created one */
  contract: string
  created: boolean
  internal: InternalTx[]
  /** Recorded for a Cosmos tx (no Ethereum signature) because it emitted EVM logs. */
  cosmosOnly: boolean
}

/**
 * minievm records a successful Cosmos tx that emitted EVM logs (on an EVM rollup every one: its fee is an
 * ERC-20 transfer) as a legacy tx with the Cosmos hash as data and every other field zero
 * (initia-labs/minievm indexer/utils.go, extractEthTxInfo).
 */
function cosmosOnlyEvmTxHash(cosmosHash: string): string {
  const zero = '0x' as const
  return keccak256(toRlp([zero, zero, zero, zero, zero, `0x${cosmosHash.toLowerCase()}`, zero, zero, zero]))
}

export interface Tx {
  sequence: number
  height: number
  hash: string
  kind: TxKind
  msgType: string
  signer: Account
  accountSequence: number
  recipient: Account
  amount: bigint
  gasWanted: number
  gasUsed: number
  fee: bigint
  failed: boolean
  /** keys of the accounts the tx touches, signer first */
  accounts: string[]
  token: Token | undefined
  evm: EvmTx | undefined
  /** A tx one of the devnet's chains accepted (accepted.ts): its record, built when it was added. */
  record?: unknown
}

export interface Chain {
  options: ChainOptions
  denoms: { big: string; small: string }
  accounts: Account[]
  /** ms since the epoch, index = height */
  blockTimes: number[]
  /** index = sequence - 1 */
  txs: Tx[]
  /** per height, the first sequence in the block; the block holds firstSequence[h]..firstSequence[h + 1] - 1 */
  firstSequence: number[]
  txsByHash: Map<string, Tx>
  txsByAccount: Map<string, number[]>
  msgTypes: string[]
  /** index = EVM sequence - 1 */
  evmTxs: Tx[]
  evmTxsByHash: Map<string, Tx>
  evmTxsByAccount: Map<string, number[]>
  internalTxs: InternalTx[]
  internalTxsByAccount: Map<string, number[]>
  collections: Collection[]
}

const msgTypes: Record<Vm, Record<TxKind, string>> = {
  evm: {
    send: 'cosmos.bank.v1beta1.MsgSend',
    contract: 'minievm.evm.v1.MsgCall',
    deploy: 'minievm.evm.v1.MsgCreate',
    ibc: 'ibc.applications.transfer.v1.MsgTransfer',
    withdraw: 'opinit.opchild.v1.MsgInitiateTokenWithdrawal',
    'nft-mint': 'minievm.evm.v1.MsgCall',
    'nft-transfer': 'minievm.evm.v1.MsgCall',
  },
  move: {
    send: 'cosmos.bank.v1beta1.MsgSend',
    contract: 'initia.move.v1.MsgExecute',
    deploy: 'initia.move.v1.MsgPublish',
    ibc: 'ibc.applications.transfer.v1.MsgTransfer',
    withdraw: 'opinit.opchild.v1.MsgInitiateTokenWithdrawal',
    'nft-mint': 'initia.move.v1.MsgExecuteJSON',
    'nft-transfer': 'initia.move.v1.MsgExecute',
  },
}

const kindWeights: [TxKind, number][] = [
  ['send', 30],
  ['contract', 25],
  ['deploy', 2],
  ['ibc', 7],
  ['withdraw', 6],
  ['nft-mint', 18],
  ['nft-transfer', 12],
]
const totalWeight = kindWeights.reduce((sum, [, weight]) => sum + weight, 0)

// names share words so by_name's substring match has something to find
const collectionNames = [
  'Initia Punks',
  'Initia Apes',
  'Rollup Apes',
  'Pixel Cats',
  'Pixel Dogs',
  'Cosmic Cats',
  'Jennie Genesis',
  'Mini Kongs',
  'Kong Club',
  'Onchain Monkeys',
  'Ape Yacht Rollers',
  'Tiny Dragons',
]

const genesisTime = Date.UTC(2026, 2, 1)

export const denomsOf = (vm: Vm) =>
  vm === 'evm'
    ? { big: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', small: 'uinit' }
    : { big: 'l2/771d639f30fbe45e3fbca954ffbe2fcc26f915f5513c67a4a2d0bc1d635bdefd', small: 'uinit' }

export function accountOf(bytes: Uint8Array): Account {
  const key = toHex(bytes)
  let bech32: string | undefined
  return {
    key,
    hex: `0x${key}`,
    // encoded on first use: most generated counterparties are never shown
    get bech32() {
      bech32 ??= toBech32(bytes)
      return bech32
    },
  }
}

export const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function pickKind(random: Random): TxKind {
  let roll = random.int(1, totalWeight)
  for (const [kind, weight] of kindWeights) {
    roll -= weight
    if (roll <= 0) return kind
  }
  return 'send'
}

/** A call tree, depth-first: the top call is index 0 with parent -1. */
function internalCalls(random: Random, tx: Tx, evm: EvmTx, contracts: string[], firstSequence: number) {
  const calls: InternalTx[] = []
  const add = (parent_index: number, type: string, from: string, to: string, depth: number) => {
    const index = calls.length
    const value = type === 'CALL' && random.chance(0.2) ? `0x${random.int(1, 1e9).toString(16)}` : '0x0'
    calls.push({
      sequence: firstSequence + index,
      height: tx.height,
      hash: evm.hash,
      index,
      parent_index,
      type,
      from,
      to,
      value,
      gas: random.int(30_000, 400_000) >> depth,
    })
    return index
  }
  const top = add(-1, evm.created ? 'CREATE' : 'CALL', tx.signer.hex, evm.contract, 0)
  if (tx.failed) {
    ;(calls[top] as InternalTx).reverted = true
    return calls
  }
  for (let child = random.chance(0.6) ? random.int(1, 3) : 0; child > 0; child--) {
    const callee = random.pick(contracts)
    const index = add(top, random.pick(['CALL', 'STATICCALL', 'DELEGATECALL']), evm.contract, callee, 1)
    for (let grandchild = random.chance(0.3) ? random.int(1, 2) : 0; grandchild > 0; grandchild--) {
      add(index, 'STATICCALL', callee, random.pick(contracts), 2)
    }
  }
  return calls
}

/**
 * A generated tx's hash. Chains of one VM and seed generate the same txs (the L1 and move-1 are both Move chains),
 * but no two chains share a tx hash: a chain id other than its VM's default (`evm-1`, `move-1`, which keep the
 * hashes they always had) is mixed into each hash.
 */
function txHash(randomHex: string, { chainId, vm }: ChainOptions): string {
  const hex =
    chainId === `${vm}-1`
      ? randomHex
      : keccak256(`0x${randomHex}${toHex(new TextEncoder().encode(chainId))}`).slice(2)
  return hex.toUpperCase()
}

/** The chain's 20 known accounts: the first draws of its seed, the same on every chain of one seed. */
const drawKnownAccounts = (random: Random) => Array.from({ length: 20 }, () => accountOf(random.bytes(20)))

/** The accounts every chain of this seed is built around (`accounts` of its fixtures; the top of its rich lists). */
export const knownAccountsOf = (seed: number): Account[] => drawKnownAccounts(createRandom(seed, 'chain'))

export function buildChain(options: ChainOptions): Chain {
  const { seed, vm, blocks } = options
  const random = createRandom(seed, 'chain')
  const accounts = drawKnownAccounts(random)
  // accounts[0] is the busy one: it signs about a third of the txs
  const pickSigner = () => (random.chance(0.3) ? accounts[0]! : random.pick(accounts))
  const pickCounterparty = () => (random.chance(0.2) ? accountOf(random.bytes(20)) : random.pick(accounts))

  const collections: Collection[] = collectionNames.map((name, index) => {
    const slug = name.toLowerCase().replaceAll(' ', '-')
    return {
      addr: `0x${random.hex(vm === 'evm' ? 20 : 32)}`,
      name,
      creator: random.pick(accounts),
      height: 2 + index * 5,
      uriBase:
        index % 2 === 0 ? `ipfs://bafybei${random.hex(24)}/` : `${options.mediaOrigin}/nft-media/${slug}/`,
      tokens: [],
    }
  })
  const tokens: Token[] = []
  const erc20s = Array.from({ length: 4 }, () => `0x${random.hex(20)}`)
  const contracts = [...erc20s, ...Array.from({ length: 16 }, () => `0x${random.hex(20)}`)]
  const accountSequences = new Map<string, number>()
  let ethereumTxs = 0

  const chain: Chain = {
    options,
    denoms: denomsOf(vm),
    accounts,
    blockTimes: [genesisTime],
    txs: [],
    firstSequence: [1],
    txsByHash: new Map(),
    txsByAccount: new Map(),
    msgTypes: [],
    evmTxs: [],
    evmTxsByHash: new Map(),
    evmTxsByAccount: new Map(),
    internalTxs: [],
    internalTxsByAccount: new Map(),
    collections,
  }

  for (let height = 1; height <= blocks; height++) {
    chain.blockTimes[height] = chain.blockTimes[height - 1]! + random.int(350, 750)
    chain.firstSequence[height] = chain.txs.length + 1
    const count = random.chance(0.35) ? 0 : random.chance(0.03) ? random.int(8, 14) : random.int(1, 4)
    for (let i = 0; i < count; i++) {
      let kind = pickKind(random)
      const open = kind === 'nft-mint' ? collections.filter((collection) => collection.height < height) : []
      if (kind === 'nft-mint' && open.length === 0) kind = 'send'
      if (kind === 'nft-transfer' && tokens.length === 0) kind = 'send'
      // the first collection gets the most mints, so it spans several pages
      const minted = kind === 'nft-mint' ? (random.chance(0.4) ? open[0]! : random.pick(open)) : undefined
      const token: Token | undefined = minted
        ? {
            collection: minted,
            tokenId: String(minted.tokens.length + 1),
            owner: pickSigner(),
            height,
            objectAddr: vm === 'move' ? `0x${random.hex(32)}` : '',
            txs: [],
          }
        : kind === 'nft-transfer'
          ? random.pick(tokens)
          : undefined
      const signer = kind === 'nft-transfer' ? token!.owner : pickSigner()
      const recipient = kind === 'nft-mint' ? token!.owner : pickCounterparty()
      const gasWanted = random.int(120_000, 700_000)
      const accountSequence = accountSequences.get(signer.key) ?? 0
      accountSequences.set(signer.key, accountSequence + 1)
      const tx: Tx = {
        sequence: chain.txs.length + 1,
        height,
        hash: txHash(random.hex(32), options),
        kind,
        msgType: msgTypes[vm][kind],
        signer,
        accountSequence,
        recipient,
        amount: vm === 'evm' ? BigInt(random.int(1, 50_000)) * 10n ** 14n : BigInt(random.int(1, 5e9)),
        gasWanted,
        gasUsed: Math.floor(gasWanted * (0.55 + random.next() * 0.3)),
        fee: vm === 'evm' ? BigInt(gasWanted) * 10n ** 10n : BigInt(Math.ceil(gasWanted * 0.015)),
        failed: random.chance(0.06),
        accounts: [...new Set([signer.key, recipient.key])],
        token,
        evm: undefined,
      }
      chain.txs.push(tx)
      chain.txsByHash.set(tx.hash, tx)
      for (const key of tx.accounts) push(chain.txsByAccount, key, tx.sequence)
      if (!tx.failed && token) {
        if (kind === 'nft-mint') {
          token.collection.tokens.push(token)
          tokens.push(token)
        } else {
          token.owner = recipient
          token.height = height
        }
        token.txs.push(tx.sequence)
      }
      const recordEvm = (evm: EvmTx) => {
        tx.evm = evm
        chain.evmTxs.push(tx)
        chain.evmTxsByHash.set(evm.hash, tx)
        for (const key of tx.accounts) push(chain.evmTxsByAccount, key, evm.sequence)
        for (const call of evm.internal) {
          chain.internalTxs.push(call)
          for (const address of new Set([call.from, call.to])) {
            push(chain.internalTxsByAccount, address.slice(2), call.sequence)
          }
        }
      }
      if (vm === 'evm' && (kind === 'contract' || kind === 'deploy' || token)) {
        const created = kind === 'deploy'
        const evm: EvmTx = {
          sequence: chain.evmTxs.length + 1,
          hash: `0x${random.hex(32)}`,
          contract: token ? token.collection.addr : created ? `0x${random.hex(20)}` : random.pick(erc20s),
          created,
          internal: [],
          cosmosOnly: false,
        }
        ethereumTxs++
        const callRandom = createRandom(seed, 'internal', ethereumTxs)
        evm.internal = internalCalls(callRandom, tx, evm, contracts, chain.internalTxs.length + 1)
        recordEvm(evm)
      } else if (vm === 'evm' && !tx.failed) {
        recordEvm({
          sequence: chain.evmTxs.length + 1,
          hash: cosmosOnlyEvmTxHash(tx.hash),
          contract: '',
          created: false,
          internal: [],
          cosmosOnly: true,
        })
      }
    }
  }
  chain.firstSequence[blocks + 1] = chain.txs.length + 1
  chain.msgTypes = [...new Set(chain.txs.map((tx) => tx.msgType))].sort()
  return chain
}
