// A Cosmos chain stand-in behind CometBFT JSON-RPC: enough of a Comet 0.38 node for cosmjs's
// SigningStargateClient (status, account and simulate queries, broadcast_tx_sync, tx, tx_search), with the
// ante handler's checks (chain id, account number, sequence, pubkey, signature) and the SDK's error codes.
import { sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import { Registry } from '@cosmjs/proto-signing'
import { protoRegistry } from '@initia/amino-converter'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import { AuthInfo, Tx, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { MsgDepositForBurn, MsgDepositForBurnWithCaller } from '../../../../src/wallet/messages/cctp.ts'
import { devnetAccounts } from './accounts.ts'
import { addressOfKey, CheckTxError, decodeKey, signBytes, verifySignature } from './ante.ts'
import { type AbciEvent, indexed } from './events.ts'
import { type FeeToken, requireFee } from './fees.ts'
import { anteGas } from './gas.ts'
import type { Ledger } from './ledger.ts'
import { bankModule, type MessageHandler } from './modules.ts'
import { runTx, type TxOutcome } from './runTx.ts'

export type { AbciEvent }

export interface CosmosChainDevnetOptions {
  chainId: string
  /** default 'init' */
  bech32Prefix?: string
  /** The fee denom; default 'uinit' */
  denom?: string
  /**
   * An Initia chain (L1 or a rollup): it also knows Initia's ethsecp256k1 key type and SIGN_MODE_EIP_191.
   * Default: the bech32 prefix is 'init'.
   */
  initia?: boolean
  /** Addresses with an account at genesis; default the devnet's test accounts. Others appear once funded. */
  accounts?: readonly string[]
  /**
   * Runs a message of an accepted tx (DeliverTx). A throw with a `code` fails the tx on chain, as a module's
   * error does: included, its sequence and fee spent, its code and log in the result.
   */
  execute?: (message: { typeUrl: string; value: unknown }, tx: { hash: string; signer: string }) => void
  /** Told of each tx included in a block (failed ones too), as an indexer collects them. */
  onIncluded?: (tx: IncludedCosmosTx) => void
  /**
   * The chain's x/bank balances. With one, the ante handler deducts each tx's fee from its signer and the chain
   * executes MsgSend (and `handlers`); without one, fees and sends change nothing.
   */
  ledger?: Ledger
  /** Messages the chain executes on its ledger, by type URL; default x/bank's MsgSend. */
  handlers?: Readonly<Record<string, MessageHandler>>
  /**
   * The fee tokens the ante handler takes, at their minimum gas price (the registry's `fixed_min_gas_price`): a fee
   * passes when one of its coins covers gas × price of its token. Default: any positive amount of `denom`.
   */
  feeTokens?: readonly FeeToken[]
}

/** A simulation's outcome, as cosmos.tx.v1beta1.Service/Simulate answers it. */
export interface CosmosSimulation {
  gasUsed: bigint
  /** The infinite gas meter's limit (math.MaxUint64), as a v0.50 simulation reports gas_wanted. */
  gasWanted: bigint
  events: AbciEvent[]
  msgResponses: { typeUrl: string; value: Uint8Array }[]
  /** TxMsgData of the responses, as Result.data */
  data: Uint8Array
}

/** A simulation that fails: the SDK error's code and log, and the gas used up to the failure. */
export class SimulationError extends CheckTxError {
  declare readonly gasUsed: bigint

  constructor(code: number, log: string, gasUsed: bigint) {
    super(code, log)
    this.gasUsed = gasUsed
  }
}

/** A tx in a block, its messages decoded: what an indexer of the chain reads. */
export interface IncludedCosmosTx {
  hash: string
  height: number
  time: Date
  code: number
  log: string
  codespace: string
  signer: string
  gasWanted: bigint
  /** The TxRaw broadcast. */
  bytes: Uint8Array
  /** What the tx used, and its events (indexed), as its tx result has them. */
  gasUsed?: bigint
  events?: AbciEvent[]
  messages: { typeUrl: string; value: unknown }[]
  memo: string
}

export interface CosmosDevnetTx {
  hash: string
  height: number
  code: number
  signer: string
  msgTypeUrls: string[]
}

export interface CosmosChainDevnet {
  readonly chainId: string
  readonly bech32Prefix: string
  /** CometBFT JSON-RPC: POST a JSON-RPC body (or a batch), or GET /<method>?<params>. */
  fetch(request: Request): Promise<Response>
  /** A tx this chain accepted, by hash (upper-case hex of sha256(tx bytes)); undefined if never seen. */
  findTx(hash: string): CosmosDevnetTx | undefined
  /**
   * Verifies a signed tx (base64 TxRaw, e.g. a signed op-hook) against this chain's accounts: the signer's address.
   * `sequenceAhead` accepts a tx signed for a later sequence (a hook that runs after other txs). Throws if invalid.
   */
  verifyTx(
    txBase64: string,
    options?: { sequenceAhead?: bigint },
  ): { signer: string; msgTypeUrls: string[]; sequence: bigint }
  /** Runs a verified tx as if it were delivered now (a hook): checks its sequence and moves it on. */
  deliverTx(txBase64: string): { signer: string; msgTypeUrls: string[] }
  /** Gives `address` an account, as receiving funds does on a real chain. */
  fund(address: string): void
  /** Simulates a tx (the bytes of a cosmos.tx.v1beta1.Tx, signatures may be empty); throws a SimulationError. */
  simulateTx(txBytes: Uint8Array): CosmosSimulation
  /** The account x/auth holds for an address, or undefined. */
  account(address: string): { accountNumber: bigint; sequence: bigint; pubkey: Any | undefined } | undefined
}

interface Account {
  accountNumber: bigint
  sequence: bigint
  pubkey: Any | undefined
}

interface StoredTx extends CosmosDevnetTx {
  bytes: Uint8Array
  gasWanted: bigint
  gasUsed: bigint
  events: AbciEvent[]
  log?: string
  codespace?: string
}

const cometVersion = '0.38.17'

export function createCosmosChainDevnet(options: CosmosChainDevnetOptions): CosmosChainDevnet {
  const { chainId, bech32Prefix = 'init', denom = 'uinit' } = options
  const initia = options.initia ?? bech32Prefix === 'init'
  // Initia's published registry (what its chains and InterwovenKit decode with), plus CCTP for Noble
  const registry = new Registry([
    ...protoRegistry,
    [MsgDepositForBurn.typeUrl, MsgDepositForBurn],
    [MsgDepositForBurnWithCaller.typeUrl, MsgDepositForBurnWithCaller],
  ])
  const accounts = new Map<string, Account>()
  const txs = new Map<string, StoredTx>()
  let height = 1
  let blockTime = new Date()
  const chainState = {
    bech32Prefix,
    ledger: options.ledger,
    handlers: options.handlers ?? bankModule,
    fund,
  }
  const feeTokens = options.feeTokens ?? [{ denom, fixedMinGasPrice: 0 }]

  function fund(address: string) {
    if (!accounts.has(address))
      accounts.set(address, { accountNumber: BigInt(accounts.size + 1), sequence: 0n, pubkey: undefined })
  }
  for (const address of options.accounts ?? devnetAccounts(bech32Prefix)) fund(address)

  /** The ante handler's checks; the signer's account (not bumped) or a CheckTxError. */
  function check(txBytes: Uint8Array, { simulate = false, sequenceAhead = 0n } = {}) {
    let raw: TxRaw
    let authInfo: AuthInfo
    let body: TxBody
    try {
      raw = TxRaw.decode(txBytes)
      authInfo = AuthInfo.decode(raw.authInfoBytes)
      body = TxBody.decode(raw.bodyBytes)
    } catch (error) {
      throw new CheckTxError(2, `${(error as Error).message}: tx parse error`)
    }
    const { signatures } = raw
    const messages = body.messages.map((message) => {
      if (!registry.lookupType(message.typeUrl))
        throw new CheckTxError(2, `unable to resolve type URL ${message.typeUrl}: tx parse error`)
      const value: { sender?: string; fromAddress?: string; from?: string } = registry.decode(message)
      // MsgSend names its signer from_address, CCTP's burns from, the others sender
      return { typeUrl: message.typeUrl, value, signer: value.sender ?? value.fromAddress ?? value.from }
    })
    const [signerInfo, ...otherSigners] = authInfo.signerInfos
    if (!messages.length) throw new CheckTxError(18, 'must contain at least one message: invalid request')
    if (!signerInfo || otherSigners.length || signatures.length !== 1)
      throw new CheckTxError(
        4,
        `wrong number of signers; expected 1, got ${authInfo.signerInfos.length}: unauthorized`,
      )
    const signer = messages[0]?.signer ?? ''
    const wrongSigner = messages.find((message) => message.signer !== signer)
    if (wrongSigner)
      throw new CheckTxError(
        4,
        `tx intended signer does not match the given signer: ${wrongSigner.signer}: unauthorized`,
      )
    const account = accounts.get(signer)
    // x/auth ante: GetSignerAcc
    if (!account) throw new CheckTxError(9, `account ${signer} does not exist: unknown address`)
    // SetPubKeyDecorator: a tx may leave the key out once the chain holds it; simulation stands one in
    const pubkeyAny = signerInfo.publicKey ?? account.pubkey
    if (!pubkeyAny) {
      if (simulate) return { signer, account, messages, authInfo, memo: body.memo }
      throw new CheckTxError(8, `pubkey on account is not set: invalid pubkey`)
    }
    const key = decodeKey(pubkeyAny, initia)
    if (addressOfKey(key, bech32Prefix) !== signer)
      throw new CheckTxError(
        8,
        `pubKey does not match signer address ${signer} with signer index: 0: invalid pubkey`,
      )
    const expected = account.sequence + sequenceAhead
    if (signerInfo.sequence !== expected)
      throw new CheckTxError(
        32,
        `account sequence mismatch, expected ${expected}, got ${signerInfo.sequence}: incorrect account sequence`,
      )
    if (simulate) return { signer, account, messages, authInfo, pubkeyAny, memo: body.memo }
    const bytes = signBytes({
      mode: signerInfo.modeInfo?.single?.mode,
      initia,
      chainId,
      accountNumber: account.accountNumber,
      sequence: signerInfo.sequence,
      body,
      authInfo,
      bodyBytes: raw.bodyBytes,
      authInfoBytes: raw.authInfoBytes,
      messages,
    })
    // x/auth/ante/sigverify.go (initia's cosmos-sdk fork v0.50): the amino mode names the sequence too
    if (!verifySignature(key, bytes, signatures[0]))
      throw new CheckTxError(
        4,
        signerInfo.modeInfo?.single?.mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON
          ? `signature verification failed; please verify account number (${account.accountNumber}), sequence (${signerInfo.sequence}) and chain-id (${chainId}): unauthorized`
          : `signature verification failed; please verify account number (${account.accountNumber}) and chain-id (${chainId}): (unable to verify single signer signature): unauthorized`,
      )
    return { signer, account, messages, authInfo, pubkeyAny, memo: body.memo }
  }

  function accept(txBytes: Uint8Array, sequenceAhead = 0n) {
    const { signer, account, messages, authInfo, pubkeyAny, memo } = check(txBytes, { sequenceAhead })
    return {
      memo,
      signer,
      account,
      pubkeyAny,
      msgTypeUrls: messages.map((message) => message.typeUrl),
      messages,
      gasWanted: authInfo.fee?.gasLimit ?? 0n,
      fee: authInfo.fee?.amount ?? [],
      sequence: authInfo.signerInfos[0]?.sequence ?? 0n,
    }
  }

  function broadcast(txBytes: Uint8Array) {
    const hash = toHex(sha256(txBytes)).toUpperCase()
    try {
      const accepted = accept(txBytes)
      const { signer, account, pubkeyAny, msgTypeUrls, messages, gasWanted, fee, memo } = accepted
      requireFee(feeTokens, fee, gasWanted)
      const outcome = run(txBytes, accepted, false)
      outcome.commit()
      account.sequence++
      account.pubkey ??= pubkeyAny
      height++
      blockTime = new Date()
      const { failure } = outcome
      const code = failure?.code ?? 0
      const log = failure?.message ?? ''
      const codespace = failure ? ((failure as { codespace?: string }).codespace ?? 'sdk') : ''
      txs.set(hash, {
        hash,
        height,
        code,
        log,
        codespace,
        signer,
        msgTypeUrls,
        bytes: txBytes,
        gasWanted,
        gasUsed: outcome.gasUsed,
        events: indexed(outcome.events),
      })
      options.onIncluded?.({
        hash,
        height,
        time: blockTime,
        code,
        log,
        codespace,
        signer,
        gasWanted,
        gasUsed: outcome.gasUsed,
        events: indexed(outcome.events),
        bytes: txBytes,
        messages: messages.map(({ typeUrl, value }) => ({ typeUrl, value })),
        memo,
      })
      // broadcast_tx_sync answers CheckTx, which passed: a message's failure shows in the tx's result
      return { code: 0, data: '', log: '', codespace: '', hash }
    } catch (error) {
      if (!(error instanceof CheckTxError)) throw error
      return { code: error.code, data: '', log: error.message, codespace: 'sdk', hash }
    }
  }

  /** Runs an accepted (or simulated) tx's fee and messages; the existing `execute` hook sees delivered ones. */
  function run(
    txBytes: Uint8Array,
    { signer, messages, gasWanted, fee, sequence }: ReturnType<typeof accept>,
    simulate: boolean,
  ): TxOutcome {
    const raw = TxRaw.decode(txBytes)
    const hash = toHex(sha256(txBytes)).toUpperCase()
    return runTx(
      {
        signer,
        sequence,
        signature: raw.signatures[0] ?? new Uint8Array(),
        fee: fee.map((coin) => ({ denom: coin.denom, amount: BigInt(coin.amount) })),
        gasLimit: gasWanted,
        messages,
        size: txBytes.length,
      },
      chainState,
      { simulate, deliver: options.execute && ((message) => options.execute?.(message, { hash, signer })) },
    )
  }

  function simulateTx(txBytes: Uint8Array): CosmosSimulation {
    const tx = Tx.decode(txBytes)
    const raw = TxRaw.encode({
      bodyBytes: TxBody.encode(tx.body ?? TxBody.fromPartial({})).finish(),
      authInfoBytes: AuthInfo.encode(tx.authInfo ?? AuthInfo.fromPartial({})).finish(),
      signatures: tx.signatures,
    }).finish()
    let outcome: TxOutcome | undefined
    try {
      const checked = check(raw, { simulate: true })
      outcome = run(
        raw,
        {
          ...checked,
          pubkeyAny: undefined,
          msgTypeUrls: checked.messages.map((message) => message.typeUrl),
          gasWanted: checked.authInfo.fee?.gasLimit ?? 0n,
          fee: checked.authInfo.fee?.amount ?? [],
          sequence: checked.authInfo.signerInfos[0]?.sequence ?? 0n,
        },
        true,
      )
    } catch (error) {
      // the ante handler has charged the tx's size and the account reads by then (gas.ts)
      if (error instanceof CheckTxError)
        throw new SimulationError(error.code, error.message, anteGas(raw.length, !tx.signatures[0]?.length))
      throw error
    }
    if (outcome.failure)
      throw new SimulationError(outcome.failure.code, outcome.failure.message, outcome.gasUsed)
    return {
      gasUsed: outcome.gasUsed,
      gasWanted: 2n ** 64n - 1n,
      events: outcome.events,
      msgResponses: outcome.msgResponses,
      data: TxMsgData.encode({ data: [], msgResponses: outcome.msgResponses }).finish(),
    }
  }

  function simulate(request: Uint8Array) {
    const result = simulateTx(SimulateRequest.decode(request).txBytes)
    return SimulateResponse.encode(
      SimulateResponse.fromPartial({
        gasInfo: { gasUsed: result.gasUsed, gasWanted: result.gasWanted },
        result: {
          data: result.data,
          log: '',
          events: result.events,
          msgResponses: result.msgResponses,
        },
      }),
    ).finish()
  }

  function queryAccount(request: Uint8Array) {
    const { address } = QueryAccountRequest.decode(request)
    const account = accounts.get(address)
    // x/auth keeper grpc_query.go: status.Errorf(codes.NotFound, "account %s not found", address), as ABCI reports it
    if (!account)
      throw new CheckTxError(
        22,
        `rpc error: code = NotFound desc = account ${address} not found: key not found`,
      )
    const { accountNumber, sequence, pubkey } = account
    return QueryAccountResponse.encode({
      account: {
        typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
        value: BaseAccount.encode(
          BaseAccount.fromPartial({ address, accountNumber, sequence, pubKey: pubkey }),
        ).finish(),
      },
    }).finish()
  }

  const queries: Record<string, (request: Uint8Array) => Uint8Array> = {
    '/cosmos.auth.v1beta1.Query/Account': queryAccount,
    '/cosmos.tx.v1beta1.Service/Simulate': simulate,
  }

  function abciQuery(params: Params) {
    const path = String(params.path ?? '')
    const query = queries[path]
    const base = { index: '0', key: '', proofOps: null, height: String(height), info: '' }
    if (!query)
      return {
        response: { ...base, code: 6, log: `unknown query path ${path}`, codespace: 'sdk', value: '' },
      }
    try {
      const value = query(fromHex(String(params.data ?? '').replace(/^0x/, '')))
      return { response: { ...base, code: 0, log: '', codespace: '', value: toBase64(value) } }
    } catch (error) {
      const { code, message } =
        error instanceof CheckTxError ? error : { code: 2, message: (error as Error).message }
      return { response: { ...base, code, log: message, codespace: 'sdk', value: '' } }
    }
  }

  function txResult(tx: StoredTx) {
    return {
      hash: tx.hash,
      height: String(tx.height),
      index: 0,
      tx_result: {
        code: tx.code,
        log: tx.log ?? '',
        info: '',
        gas_wanted: tx.gasWanted.toString(),
        gas_used: tx.gasUsed.toString(),
        events: tx.events,
        codespace: tx.codespace ?? '',
      },
      tx: toBase64(tx.bytes),
    }
  }

  function status() {
    const zeroHash = '0'.repeat(64)
    return {
      node_info: {
        protocol_version: { p2p: '8', block: '11', app: '0' },
        id: 'ab'.repeat(20),
        listen_addr: 'tcp://127.0.0.1:26656',
        network: chainId,
        version: cometVersion,
        channels: '40202122233038606100',
        moniker: 'rollscope-devnet',
        other: { tx_index: 'on', rpc_address: 'tcp://127.0.0.1:26657' },
      },
      sync_info: {
        latest_block_hash: toHex(sha256(new TextEncoder().encode(`${chainId}/${height}`))).toUpperCase(),
        latest_app_hash: zeroHash,
        latest_block_height: String(height),
        latest_block_time: blockTime.toISOString(),
        catching_up: false,
      },
      validator_info: {
        address: 'CD'.repeat(20),
        pub_key: { type: 'tendermint/PubKeyEd25519', value: toBase64(new Uint8Array(32).fill(1)) },
        voting_power: '10',
      },
    }
  }

  const methods: Record<string, (params: Params) => unknown> = {
    status,
    health: () => ({}),
    abci_query: abciQuery,
    broadcast_tx_sync: (params) => broadcast(fromBase64(String(params.tx))),
    tx: (params) => {
      const found = txs.get(hashParam(params.hash))
      if (!found) throw new RpcError(-32603, `tx (${hashParam(params.hash)}) not found`)
      return txResult(found)
    },
    tx_search: (params) => {
      const query = String(params.query ?? '')
      const byHash = /tx\.hash\s*=\s*'([0-9a-fA-F]+)'/.exec(query)
      const byHeight = /tx\.height\s*=\s*(\d+)/.exec(query)
      const found = [...txs.values()].filter(
        (tx) =>
          (!byHash || tx.hash === byHash[1]?.toUpperCase()) &&
          (!byHeight || tx.height === Number(byHeight[1])),
      )
      return {
        txs: byHash || byHeight ? found.map(txResult) : [],
        total_count: String(byHash || byHeight ? found.length : 0),
      }
    },
  }

  function call(body: unknown) {
    const {
      id = null,
      method,
      params = {},
    } = (body ?? {}) as { id?: unknown; method?: string; params?: Params }
    const handler = method === undefined ? undefined : methods[method]
    if (!handler)
      return {
        jsonrpc: '2.0',
        id,
        error: { code: -32601, message: 'Method not found', data: String(method) },
      }
    try {
      return { jsonrpc: '2.0', id, result: handler(params) }
    } catch (error) {
      const code = error instanceof RpcError ? error.code : -32603
      return {
        jsonrpc: '2.0',
        id,
        error: { code, message: 'Internal error', data: (error as Error).message },
      }
    }
  }

  return {
    chainId,
    bech32Prefix,
    async fetch(request) {
      if (request.method === 'GET') {
        // CometBFT's URI form (the last path segment is the method, so a mount prefix is fine): /status, /tx?hash=0x...
        const url = new URL(request.url)
        const params = Object.fromEntries(
          [...url.searchParams].map(([key, value]) => [key, value.replace(/^"(.*)"$/, '$1')]),
        )
        return Response.json(call({ id: -1, method: url.pathname.split('/').pop(), params }))
      }
      let body: unknown
      try {
        body = await request.json()
      } catch {
        return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      }
      return Response.json(Array.isArray(body) ? body.map(call) : call(body))
    },
    findTx(hash) {
      const found = txs.get(hash.toUpperCase())
      return (
        found && {
          hash: found.hash,
          height: found.height,
          code: found.code,
          signer: found.signer,
          msgTypeUrls: found.msgTypeUrls,
        }
      )
    },
    verifyTx(txBase64, { sequenceAhead = 0n } = {}) {
      try {
        const { signer, msgTypeUrls, sequence } = accept(fromBase64(txBase64), sequenceAhead)
        return { signer, msgTypeUrls, sequence }
      } catch (error) {
        throw new Error(`Chain ${chainId} rejects this tx: ${(error as Error).message}`, { cause: error })
      }
    },
    deliverTx(txBase64) {
      try {
        const { signer, account, pubkeyAny, msgTypeUrls } = accept(fromBase64(txBase64))
        account.sequence++
        account.pubkey ??= pubkeyAny
        return { signer, msgTypeUrls }
      } catch (error) {
        throw new Error(`Chain ${chainId} rejects this tx: ${(error as Error).message}`, { cause: error })
      }
    },
    fund,
    simulateTx,
    account: (address) => accounts.get(address),
  }
}

type Params = Record<string, unknown>

class RpcError extends Error {
  declare readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** cosmjs sends `tx`'s hash as base64 (JSON-RPC bytes), the URI form as 0x-hex. */
function hashParam(hash: unknown): string {
  const text = String(hash ?? '')
  return (
    /^(0x)?[0-9a-fA-F]{64}$/.test(text) ? text.replace(/^0x/, '') : toHex(fromBase64(text))
  ).toUpperCase()
}
