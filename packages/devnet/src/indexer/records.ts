// JSON records in rollytics' shapes, built on demand from the chain's facts.
import { encodeErrorResult, getAddress, parseAbi } from 'viem'
import { poolSwapMoveEvents, poolSwapOf } from '../move/objects.ts'
import { toBech32 } from './address.ts'
import { accountOf, type Chain, type Collection, type InternalTx, type Token, type Tx } from './chain.ts'
import { createRandom, type Random, toBase64, toHex } from './random.ts'

const feeCollector = {
  bech32: 'init17xpfvakm2amg962yls6f84z3kell8c5l70rnql',
  hex: '0xf1829676db577682e944fc3493d451b67ff3e29f',
}
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const gasPrice = 10n ** 10n

const hex = (value: number | bigint) => `0x${value.toString(16)}`
const word = (value: string | number | bigint) =>
  (typeof value === 'string' ? value.replace(/^0x/, '') : value.toString(16)).padStart(64, '0')

/** RFC3339 in seconds, as blocks carry it. */
const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** Go's RFC3339Nano: nanoseconds with trailing zeros trimmed. */
function rfc3339Nano(chain: Chain, height: number): string {
  const ms = chain.blockTimes[height]!
  const nanos = (ms % 1000) * 1e6 + createRandom(chain.options.seed, 'nanos', height).int(0, 999_999)
  const fraction = String(nanos).padStart(9, '0').replace(/0+$/, '')
  return rfc3339(ms).replace('Z', fraction ? `.${fraction}Z` : 'Z')
}

export const txsInBlock = (chain: Chain, height: number) =>
  chain.txs.slice(chain.firstSequence[height]! - 1, chain.firstSequence[height + 1]! - 1)

const blockHash = (chain: Chain, height: number) =>
  createRandom(chain.options.seed, 'block', height).hex(32).toUpperCase()

export function blockRecord(chain: Chain, height: number) {
  const txs = txsInBlock(chain, height)
  const sum = (values: (number | bigint)[]) =>
    values.reduce<bigint>((total, value) => total + BigInt(value), 0n)
  return {
    chain_id: chain.options.chainId,
    height: String(height),
    hash: blockHash(chain, height),
    block_time: String(chain.blockTimes[height]! - chain.blockTimes[height - 1]!),
    timestamp: rfc3339(chain.blockTimes[height]!),
    gas_used: String(sum(txs.map((tx) => tx.gasUsed))),
    gas_wanted: String(sum(txs.map((tx) => tx.gasWanted))),
    tx_count: String(txs.length),
    total_fee: txs.length
      ? [{ denom: chain.denoms.big, amount: String(sum(txs.map((tx) => tx.fee))) }]
      : null,
    proposer: {
      moniker: 'sequencer',
      identity: '',
      operator_address: toBech32(createRandom(chain.options.seed, 'operator').bytes(20), 'initvaloper'),
    },
  }
}

/** EVM logs of a tx: ERC-20 and ERC-721 Transfer events. */
function evmLogs(tx: Tx): { address: string; topics: string[]; data: string }[] {
  const evm = tx.evm
  if (!evm || tx.failed || evm.created) return []
  const topic = (address: string) => `0x${word(address)}`
  if (tx.kind === 'contract') {
    return [
      {
        address: evm.contract,
        topics: [transferTopic, topic(tx.signer.hex), topic(tx.recipient.hex)],
        data: `0x${word(tx.amount)}`,
      },
    ]
  }
  const from = tx.kind === 'nft-mint' ? `0x${'0'.repeat(40)}` : tx.signer.hex
  const tokenId = `0x${word(BigInt(tx.token!.tokenId))}`
  return [
    {
      address: evm.contract,
      topics: [transferTopic, topic(from), topic(tx.recipient.hex), tokenId],
      data: '0x',
    },
  ]
}

function message(chain: Chain, tx: Tx, random: Random): Record<string, unknown> {
  const coin = { denom: chain.denoms.big, amount: String(tx.amount) }
  const sender = tx.signer.bech32
  const base = { '@type': `/${tx.msgType}`, sender }
  const moveArgs = (...values: string[]) => values.map((value) => toBase64(new TextEncoder().encode(value)))
  switch (tx.kind) {
    case 'send':
      return { '@type': base['@type'], from_address: sender, to_address: tx.recipient.bech32, amount: [coin] }
    case 'ibc':
      return {
        '@type': base['@type'],
        source_port: 'transfer',
        source_channel: 'channel-0',
        token: coin,
        sender,
        receiver: tx.recipient.bech32,
        timeout_height: { revision_number: '0', revision_height: '0' },
        timeout_timestamp: String((chain.blockTimes[tx.height]! + 600_000) * 1e6),
        memo: '',
      }
    case 'withdraw':
      return { ...base, to: tx.recipient.bech32, amount: coin }
    case 'deploy':
      return chain.options.vm === 'evm'
        ? { ...base, code: `0x6080604052${random.hex(96)}`, value: '0', access_list: [] }
        : { ...base, code_bytes: [toBase64(random.bytes(96))], upgrade_policy: 'COMPATIBLE' }
  }
  const token = tx.token
  if (chain.options.vm === 'evm') {
    const input =
      tx.kind === 'contract'
        ? `0xa9059cbb${word(tx.recipient.hex)}${word(tx.amount)}`
        : tx.kind === 'nft-mint'
          ? `0x40c10f19${word(tx.recipient.hex)}${word(BigInt(token!.tokenId))}`
          : `0x42842e0e${word(tx.signer.hex)}${word(tx.recipient.hex)}${word(BigInt(token!.tokenId))}`
    return { ...base, contract_addr: tx.evm!.contract, input, value: '0', access_list: [] }
  }
  const execute = (module_name: string, function_name: string, args: string[], type_args: string[] = []) => ({
    ...base,
    module_address: '0x1',
    module_name,
    function_name,
    type_args,
    args,
  })
  if (tx.kind === 'contract')
    return execute('dex', 'swap_script', moveArgs(random.hex(32), String(tx.amount)))
  if (tx.kind === 'nft-mint') {
    const { collection, tokenId } = token!
    const args = [
      collection.name,
      `${collection.name} #${tokenId}`,
      tokenId,
      `${collection.uriBase}${tokenId}.json`,
    ]
    return execute('simple_nft', 'mint', [
      ...args.map((arg) => JSON.stringify(arg)),
      JSON.stringify(tx.recipient.hex),
    ])
  }
  return execute('object', 'transfer_call', moveArgs(token!.objectAddr, tx.recipient.hex))
}

const event = (type: string, attributes: Record<string, string>) => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
})

function events(chain: Chain, tx: Tx, signature: string) {
  const { vm } = chain.options
  const denom = chain.denoms.big
  const sender = tx.signer.bech32
  const evmEvents = (
    logs: ReturnType<typeof evmLogs>,
    contract: string,
    extra: Record<string, string> = {},
  ) => [
    event('call', { contract, ret: '0x', ...extra }),
    // an event's log names its emitter in EIP-55 case (sample tx-record-evm-banksend-with-evm-logs.json)
    ...logs.map((log) =>
      event('evm', { log: JSON.stringify({ ...log, address: getAddress(log.address) }), ...extra }),
    ),
  ]
  const transfer = (from: string, to: string, amount: string, extra: Record<string, string> = {}) => [
    event('coin_spent', { spender: from, amount, ...extra }),
    event('coin_received', { receiver: to, amount, ...extra }),
    event('transfer', { recipient: to, sender: from, amount, ...extra }),
  ]
  const fee = `${tx.fee}${denom}`
  // on EVM rollups the fee is an ERC-20 transfer too
  const gasToken = `0x${denom.slice(4)}`
  const feeLog = {
    address: gasToken,
    topics: [transferTopic, `0x${word(tx.signer.hex)}`, `0x${word(feeCollector.hex)}`],
    data: `0x${word(tx.fee)}`,
  }
  const ante = [
    ...(vm === 'evm' ? evmEvents([feeLog], gasToken) : []),
    ...transfer(sender, feeCollector.bech32, fee),
    event('message', { sender }),
    event('tx', { fee, fee_payer: sender }),
    event('tx', { acc_seq: `${sender}/${tx.accountSequence}` }),
    event('tx', { signature }),
  ]
  if (tx.failed) return ante
  // after a successful Ethereum tx, half the gas it left is refunded: a `gas_refund` event, then the ERC-20
  // transfer from the fee collector (minievm app/posthandler/gasrefund.go; GasRefundRatio 0.5, x/evm/types/params.go)
  const refundGas = Math.floor((tx.gasWanted - tx.gasUsed) / 2)
  const refundAmount = BigInt(refundGas) * gasPrice
  const refund =
    vm === 'evm' && tx.evm && !tx.evm.cosmosOnly && refundAmount > 0n
      ? [
          event('gas_refund', { gas: String(refundGas), coins: `${refundAmount}${denom}` }),
          ...evmEvents(
            [
              {
                address: gasToken,
                topics: [transferTopic, `0x${word(feeCollector.hex)}`, `0x${word(tx.signer.hex)}`],
                data: `0x${word(refundAmount)}`,
              },
            ],
            gasToken,
          ),
        ]
      : []
  const index = { msg_index: '0' }
  const module = tx.msgType.split('.').at(-3)!
  const action = event('message', { action: `/${tx.msgType}`, sender, module, ...index })
  const amount = `${tx.amount}${denom}`
  const move = (type_tag: string, data: Record<string, string>) =>
    event('move', { type_tag, data: JSON.stringify(data), ...index })
  const execute = (module_name: string, function_name: string) =>
    event('execute', {
      sender: `0x1,${tx.signer.hex}`,
      module_addr: '0x1',
      module_name,
      function_name,
      ...index,
    })
  switch (tx.kind) {
    case 'send':
      // a bank send of the ERC-20 gas token is an EVM call too (sample tx-record-evm-banksend-with-evm-logs.json)
      return [
        ...ante,
        action,
        ...(vm === 'evm'
          ? evmEvents(
              [
                {
                  address: gasToken,
                  topics: [transferTopic, `0x${word(tx.signer.hex)}`, `0x${word(tx.recipient.hex)}`],
                  data: `0x${word(tx.amount)}`,
                },
              ],
              gasToken,
              index,
            )
          : []),
        ...transfer(sender, tx.recipient.bech32, amount, index),
      ]
    case 'ibc':
      return [
        ...ante,
        action,
        ...transfer(sender, 'init1yl6hdjhmkf37639730gffanpzndzdpmhv788dt', amount, index),
        event('send_packet', {
          packet_src_port: 'transfer',
          packet_src_channel: 'channel-0',
          packet_dst_port: 'transfer',
          packet_dst_channel: 'channel-3',
          packet_sequence: String(tx.sequence),
          ...index,
        }),
        event('ibc_transfer', {
          sender,
          receiver: tx.recipient.bech32,
          amount: String(tx.amount),
          denom,
          ...index,
        }),
      ]
    case 'withdraw':
      return [
        ...ante,
        action,
        event('burn', { burner: sender, amount, ...index }),
        event('initiate_token_withdrawal', {
          from: sender,
          to: tx.recipient.bech32,
          denom,
          base_denom: 'uinit',
          amount: String(tx.amount),
          l2_sequence: String(tx.sequence),
          ...index,
        }),
      ]
    case 'deploy':
      return vm === 'evm'
        ? [
            ...ante,
            action,
            // minievm x/evm/types/events.go: MsgCreate emits `create` and the state db `contract_created`
            event('create', { contract: tx.evm!.contract, ...index }),
            event('contract_created', { contract: tx.evm!.contract, ...index }),
            ...refund,
          ]
        : [...ante, action, move('0x1::code::ModulePublishedEvent', { module_id: `${tx.signer.hex}::pool` })]
  }
  if (vm === 'evm') return [...ante, action, ...evmEvents(evmLogs(tx), tx.evm!.contract, index), ...refund]
  const token = tx.token
  if (tx.kind === 'contract') {
    return [
      ...ante,
      action,
      execute('dex', 'swap_script'),
      // one swap moves its coins through a dex pair's stores (move/objects.ts)
      ...(poolSwapOf(chain) === tx
        ? poolSwapMoveEvents(chain, tx).map(({ type_tag, data }) => move(type_tag, data))
        : []),
      move('0x1::dex::SwapEvent', { offer_amount: String(tx.amount), return_amount: String(tx.amount / 3n) }),
    ]
  }
  return tx.kind === 'nft-mint'
    ? [
        ...ante,
        action,
        execute('simple_nft', 'mint'),
        move('0x1::collection::MintEvent', {
          collection: token!.collection.addr,
          token_id: token!.tokenId,
          nft: token!.objectAddr,
        }),
      ]
    : [
        ...ante,
        action,
        execute('object', 'transfer_call'),
        move('0x1::object::TransferEvent', {
          object: token!.objectAddr,
          from: tx.signer.hex,
          to: tx.recipient.hex,
        }),
      ]
}

const failures: Record<string, { codespace: string; code: number; raw_log: string }> = {
  evm: { codespace: 'evm', code: 2, raw_log: 'execution reverted: ERC20: transfer amount exceeds balance' },
  move: {
    codespace: 'move',
    code: 1,
    raw_log: 'VM failure: status ABORTED of type Execution with abort code 65542',
  },
  sdk: { codespace: 'sdk', code: 5, raw_log: 'spendable balance is smaller than amount: insufficient funds' },
}

/** Protobuf TxMsgData holding one MsgResponse type URL, as hex. */
export function txMsgData(typeUrl: string): string {
  const field = (tag: number, bytes: number[]) => [tag, bytes.length, ...bytes]
  const any = field(0x0a, Array.from(new TextEncoder().encode(`${typeUrl}Response`)))
  return toHex(Uint8Array.from(field(0x12, any))).toUpperCase()
}

export function txRecord(chain: Chain, tx: Tx) {
  if (tx.record) return tx.record
  const random = createRandom(chain.options.seed, 'tx', tx.sequence)
  const pubKey = toBase64(Uint8Array.of(random.int(2, 3), ...random.bytes(32)))
  const signature = toBase64(random.bytes(64))
  const failure = tx.failed
    ? failures[tx.kind === 'send' || tx.kind === 'ibc' || tx.kind === 'withdraw' ? 'sdk' : chain.options.vm]!
    : undefined
  const fee = { denom: chain.denoms.big, amount: String(tx.fee) }
  const ethereum = tx.evm !== undefined && !tx.evm.cosmosOnly
  const msg = message(chain, tx, random)
  const note = random.chance(0.1) ? 'sent from rollscope devnet' : ''
  return {
    height: String(tx.height),
    txhash: tx.hash,
    codespace: failure?.codespace ?? '',
    code: failure?.code ?? 0,
    data: failure ? '' : txMsgData(`/${tx.msgType}`),
    raw_log: failure ? `failed to execute message; message index: 0: ${failure.raw_log}` : '',
    logs: [],
    info: '',
    gas_wanted: String(tx.gasWanted),
    gas_used: String(tx.gasUsed),
    tx: {
      body: {
        messages: [msg],
        memo: ethereum
          ? // the Ethereum tx's gas settings (initia-labs/minievm x/evm/types/txutils.go, txMetadata)
            `{"type":2,"gas_fee_cap":${gasPrice},"gas_tip_cap":0,"gas_limit":${tx.gasWanted}}`
          : note,
        timeout_height: '0',
        extension_options: [],
        non_critical_extension_options: [],
      },
      auth_info: {
        signer_infos: [
          {
            public_key: { '@type': '/initia.crypto.v1beta1.ethsecp256k1.PubKey', key: pubKey },
            mode_info: {
              // Cosmos txs on EVM rollups are signed with EIP-191 (the samples' signer_infos); an Ethereum tx's
              // mode is minievm's signing.SignMode(9999) (x/evm/keeper/txutils.go), outside the SDK's enum, which
              // proto-JSON writes as its number
              single: {
                mode: ethereum ? 9999 : chain.options.vm === 'evm' ? 'SIGN_MODE_EIP_191' : 'SIGN_MODE_DIRECT',
              },
            },
            sequence: String(tx.accountSequence),
          },
        ],
        fee: { amount: [fee], gas_limit: String(tx.gasWanted), payer: '', granter: '' },
        tip: null,
      },
      signatures: [signature],
    },
    timestamp: rfc3339Nano(chain, tx.height),
    events: events(chain, tx, signature),
  }
}

/** The logs minievm copies from a successful tx's `evm` events into its receipt (indexer/utils.go). */
function receiptLogs(chain: Chain, tx: Tx): { address: string; topics: string[]; data: string }[] {
  if (tx.failed) return []
  return events(chain, tx, '')
    .filter((item) => item.type === 'evm')
    .flatMap((item) => item.attributes.filter((attribute) => attribute.key === 'log'))
    .map((attribute) => {
      // go-ethereum writes a receipt's addresses in lower case
      const log = JSON.parse(attribute.value) as { address: string; topics: string[]; data: string }
      return { ...log, address: log.address.toLowerCase() }
    })
}

const zeroAddress = `0x${'0'.repeat(40)}`

export function evmTxRecord(chain: Chain, tx: Tx) {
  const evm = tx.evm!
  const inBlock = txsInBlock(chain, tx.height).filter((other) => other.evm && other.sequence <= tx.sequence)
  const base = {
    blockHash: `0x${blockHash(chain, tx.height).toLowerCase()}`,
    blockNumber: hex(tx.height),
    transactionHash: evm.hash,
    // minievm counts from 1: the index is incremented before its receipt is built (indexer/abci.go, doIndexing)
    transactionIndex: hex(inBlock.length),
  }
  // a Cosmos-only tx's legacy tx has no signature, recipient or price: its sender reads as the zero address
  // (jsonrpc/types/tx.go NewRPCTransaction ignores the recovery error) and its `to` is nil, "" once indexed
  const cosmosOnly = evm.cosmosOnly
  const firstLogIndex = inBlock
    .slice(0, -1)
    .reduce((total, other) => total + receiptLogs(chain, other).length, 0)
  return {
    blockHash: base.blockHash,
    blockNumber: base.blockNumber,
    contractAddress: evm.created && !tx.failed ? evm.contract : null,
    cumulativeGasUsed: hex(inBlock.reduce((total, other) => total + other.gasUsed, 0)),
    effectiveGasPrice: hex(cosmosOnly ? 0 : gasPrice),
    from: cosmosOnly ? zeroAddress : tx.signer.hex,
    gasUsed: hex(tx.gasUsed),
    // log indexes count through the block (indexer/abci.go, TxStartLogIndexMap)
    logs: receiptLogs(chain, tx).map((log, index) => ({
      ...log,
      ...base,
      logIndex: hex(firstLogIndex + index),
      removed: false,
    })),
    logsBloom: `0x${'0'.repeat(512)}`,
    status: tx.failed ? '0x0' : '0x1',
    to: evm.created || cosmosOnly ? '' : evm.contract,
    transactionHash: evm.hash,
    transactionIndex: base.transactionIndex,
    type: cosmosOnly ? '0x0' : '0x2',
  }
}

const revertAbi = parseAbi(['error Error(string)'])

export function internalTxRecord(chain: Chain, call: InternalTx) {
  const random = createRandom(chain.options.seed, 'call', call.sequence)
  const { height, hash, index, parent_index, type, from, to, value, gas } = call
  const input = call.index === 0 ? `0x${random.hex(68)}` : `0x${random.hex(type === 'STATICCALL' ? 4 : 36)}`
  // a reverted call's output is its revert data: Solidity's `Error(string)` (docs.soliditylang.org, "Error
  // handling"), kept by rollytics as the tracer's `output` (initia-labs/rollytics indexer/internal-tx/types.go);
  // the reason is OpenZeppelin ERC20 v4's (contracts/token/ERC20/ERC20.sol, _transfer)
  const output = call.reverted
    ? encodeErrorResult({
        abi: revertAbi,
        errorName: 'Error',
        args: ['ERC20: transfer amount exceeds balance'],
      })
    : type === 'STATICCALL'
      ? `0x${random.hex(32)}`
      : '0x'
  return {
    height,
    hash,
    index,
    parent_index,
    type,
    from,
    to,
    input,
    output,
    value,
    gas: hex(gas),
    gasUsed: hex(Math.floor(gas * 0.6)),
  }
}

export function collectionRecord(chain: Chain, collection: Collection) {
  const { addr, name, creator, height, tokens } = collection
  return {
    object_addr: addr,
    collection: {
      creator: creator.bech32,
      name,
      origin_name: name,
      nfts: { handle: '', length: tokens.length },
    },
    height,
    timestamp: rfc3339Nano(chain, height),
  }
}

export function nftRecord(chain: Chain, token: Token) {
  const { collection, tokenId } = token
  return {
    collection_addr: collection.addr,
    collection_name: collection.name,
    collection_origin_name: collection.name,
    object_addr: token.objectAddr,
    owner: token.owner.bech32,
    nft: { token_id: tokenId, uri: `${collection.uriBase}${tokenId}.json` },
    height: token.height,
    timestamp: rfc3339Nano(chain, token.height),
  }
}

export const holderCount = (chain: Chain, denom: 'big' | 'small') =>
  denom === 'big' ? chain.options.holders : 250

/**
 * The holder at a rank (0 = richest), in O(1): amount = scale / (rank + 1)^2 minus noise smaller than the step
 * to the next rank, so the list stays sorted; the last 2% hold "0". The top 20 are the known accounts.
 */
export function holderAt(chain: Chain, denom: 'big' | 'small', rank: number) {
  const random = createRandom(chain.options.seed, 'holder', denom, rank)
  const size = holderCount(chain, denom)
  const account = chain.accounts[rank] ?? accountOf(random.bytes(20))
  const scale = denom === 'big' ? 10n ** 27n : 10n ** 17n
  const at = (r: number) => scale / BigInt(r + 1) ** 2n
  const step = at(rank) - at(rank + 1)
  const noise = (step * BigInt(random.int(0, 2 ** 30))) >> 30n
  const amount = rank < size - Math.max(1, Math.floor(size / 50)) ? at(rank) - noise : 0n
  return { account: chain.options.vm === 'evm' ? account.hex : account.bech32, amount: String(amount) }
}
