// A Cosmos chain stand-in behind CometBFT JSON-RPC: enough of a Comet 0.38 node for cosmjs's
// SigningStargateClient (status, account and simulate queries, broadcast_tx_sync, tx, tx_search), with the
// ante handler's checks (chain id, account number, sequence, pubkey, signature) and the SDK's error codes.
import {
  type AminoMsg,
  makeSignDoc as makeStdSignDoc,
  pubkeyToAddress,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import { decodePubkey, makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import { AuthInfo, Tx, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { createCosmosAminoTypes, createCosmosRegistry } from '../../wallet/cosmosMessages.ts'

export interface CosmosChainDevnetOptions {
  chainId: string
  /** default 'init' */
  bech32Prefix?: string
  /** The fee denom; default 'uinit' */
  denom?: string
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
  /** CometBFT JSON-RPC: POST a JSON-RPC body (or a batch), or GET /<method>?<params>. */
  fetch(request: Request): Promise<Response>
  /** A tx this chain accepted, by hash (upper-case hex of sha256(tx bytes)); undefined if never seen. */
  findTx(hash: string): CosmosDevnetTx | undefined
  /** Verifies a signed tx (base64 TxRaw, e.g. a signed op-hook) against this chain's accounts: the signer's address. Throws a clear Error if invalid. */
  verifyTx(txBase64: string): { signer: string; msgTypeUrls: string[] }
}

/** A CheckTx failure, with the Cosmos SDK's code. */
class CheckTxError extends Error {
  declare readonly code: number

  constructor(code: number, log: string) {
    super(log)
    this.code = code
  }
}

interface Account {
  accountNumber: bigint
  sequence: bigint
}

interface StoredTx extends CosmosDevnetTx {
  bytes: Uint8Array
  gasWanted: bigint
}

const secp256k1PubkeyTypeUrl = '/cosmos.crypto.secp256k1.PubKey'
const cometVersion = '0.38.17'

export function createCosmosChainDevnet(options: CosmosChainDevnetOptions): CosmosChainDevnet {
  const { chainId, bech32Prefix = 'init', denom = 'uinit' } = options
  const registry = createCosmosRegistry()
  const aminoTypes = createCosmosAminoTypes()
  const accounts = new Map<string, Account>()
  const txs = new Map<string, StoredTx>()
  let height = 1
  let blockTime = new Date()

  /** Any address gets an account on first sight. */
  function accountOf(address: string): Account {
    let account = accounts.get(address)
    if (!account) {
      account = { accountNumber: BigInt(accounts.size + 1), sequence: 0n }
      accounts.set(address, account)
    }
    return account
  }

  /** The ante handler's checks; the signer's account (not bumped) or a CheckTxError. */
  function check(txBytes: Uint8Array) {
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
      const value: { sender?: string; fromAddress?: string } = registry.decode(message)
      // MsgSend names its signer from_address; the other supported messages, sender
      return { typeUrl: message.typeUrl, value, signer: value.sender ?? value.fromAddress }
    })
    const [signerInfo, ...otherSigners] = authInfo.signerInfos
    const [signature] = signatures
    if (!messages.length) throw new CheckTxError(18, 'must contain at least one message: invalid request')
    if (!signerInfo || otherSigners.length || signatures.length !== 1)
      throw new CheckTxError(
        4,
        `wrong number of signers; expected 1, got ${authInfo.signerInfos.length}: unauthorized`,
      )
    if (signerInfo.publicKey?.typeUrl !== secp256k1PubkeyTypeUrl)
      throw new CheckTxError(8, `only ${secp256k1PubkeyTypeUrl} keys are supported: invalid pubkey`)
    const pubkey = decodePubkey(signerInfo.publicKey)
    const signer = pubkeyToAddress(pubkey, bech32Prefix)
    const wrongSigner = messages.find((message) => message.signer !== signer)
    if (wrongSigner)
      throw new CheckTxError(
        8,
        `pubKey does not match signer address ${wrongSigner.signer ?? '(none)'} with signer index: 0: invalid pubkey`,
      )
    const account = accountOf(signer)
    if (signerInfo.sequence !== account.sequence)
      throw new CheckTxError(
        32,
        `account sequence mismatch, expected ${account.sequence}, got ${signerInfo.sequence}: incorrect account sequence`,
      )

    const mode = signerInfo.modeInfo?.single?.mode
    let signBytes: Uint8Array
    if (mode === SignMode.SIGN_MODE_DIRECT) {
      signBytes = makeSignBytes(makeSignDoc(raw.bodyBytes, raw.authInfoBytes, chainId, account.accountNumber))
    } else if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
      const fee = authInfo.fee
      const aminoMsgs: AminoMsg[] = messages.map(({ typeUrl, value }) =>
        aminoTypes.toAmino({ typeUrl, value }),
      )
      const stdFee = {
        amount: fee?.amount ?? [],
        gas: (fee?.gasLimit ?? 0n).toString(),
        ...(fee?.granter ? { granter: fee.granter } : {}),
        ...(fee?.payer ? { payer: fee.payer } : {}),
      }
      const timeoutHeight = body.timeoutHeight || undefined
      signBytes = serializeSignDoc(
        makeStdSignDoc(
          aminoMsgs,
          stdFee,
          chainId,
          body.memo,
          account.accountNumber,
          account.sequence.toString(),
          timeoutHeight,
        ),
      )
    } else {
      throw new CheckTxError(2, `sign mode ${mode} is not supported by this chain: tx parse error`)
    }
    const valid =
      signature?.length === 64 &&
      Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(signature),
        sha256(signBytes),
        fromBase64(pubkey.value),
      )
    if (!valid)
      throw new CheckTxError(
        4,
        `signature verification failed; please verify account number (${account.accountNumber}) and chain-id (${chainId}): unauthorized`,
      )
    return {
      signer,
      account,
      msgTypeUrls: messages.map((message) => message.typeUrl),
      gasWanted: authInfo.fee?.gasLimit ?? 0n,
      fee: authInfo.fee?.amount ?? [],
    }
  }

  function broadcast(txBytes: Uint8Array) {
    const hash = toHex(sha256(txBytes)).toUpperCase()
    try {
      const { signer, account, msgTypeUrls, gasWanted, fee } = check(txBytes)
      if (!fee.some((coin) => coin.denom === denom && BigInt(coin.amount) > 0n))
        throw new CheckTxError(
          13,
          `insufficient fees; got: ${fee.map((coin) => coin.amount + coin.denom).join(',') || '0'} required: a fee in ${denom}: insufficient fee`,
        )
      account.sequence++
      height++
      blockTime = new Date()
      txs.set(hash, { hash, height, code: 0, signer, msgTypeUrls, bytes: txBytes, gasWanted })
      return { code: 0, data: '', log: '', codespace: '', hash }
    } catch (error) {
      if (!(error instanceof CheckTxError)) throw error
      return { code: error.code, data: '', log: error.message, codespace: 'sdk', hash }
    }
  }

  function simulate(request: Uint8Array) {
    const tx = Tx.decode(SimulateRequest.decode(request).txBytes)
    const unknown = tx.body?.messages.find((message) => !registry.lookupType(message.typeUrl))
    if (unknown) throw new CheckTxError(2, `unable to resolve type URL ${unknown.typeUrl}: tx parse error`)
    const gasUsed = 50_000n + 25_000n * BigInt(tx.body?.messages.length ?? 0)
    return SimulateResponse.encode(
      SimulateResponse.fromPartial({
        gasInfo: { gasUsed, gasWanted: gasUsed },
        result: { log: '', events: [] },
      }),
    ).finish()
  }

  function queryAccount(request: Uint8Array) {
    const { address } = QueryAccountRequest.decode(request)
    const { accountNumber, sequence } = accountOf(address)
    return QueryAccountResponse.encode({
      account: {
        typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
        value: BaseAccount.encode(BaseAccount.fromPartial({ address, accountNumber, sequence })).finish(),
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
        log: '',
        info: '',
        gas_wanted: tx.gasWanted.toString(),
        gas_used: tx.gasWanted.toString(),
        events: [],
        codespace: '',
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
    verifyTx(txBase64) {
      try {
        const { signer, msgTypeUrls } = check(fromBase64(txBase64))
        return { signer, msgTypeUrls }
      } catch (error) {
        throw new Error(`Chain ${chainId} rejects this tx: ${(error as Error).message}`, { cause: error })
      }
    },
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
