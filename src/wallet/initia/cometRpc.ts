// The few CometBFT JSON-RPC calls the Initia adapter needs (abci_query, broadcast_tx_sync, tx), over the kit's HTTP
// layer: timeouts and typed errors, retries for queries only (a repeated broadcast is the wallet's to decide).
import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { RollscopeError } from '../../errors/base.ts'
import { HttpError } from '../../errors/http.ts'
import { BroadcastUncertainError, TxRejectedError } from '../../errors/wallet.ts'
import { type HttpClientConfig, requestJson } from '../../http/request.ts'
import { cosmosTxHash } from '../../http/txHash.ts'
import * as z from '../../http/zodCore.ts'
import { isTxInMempoolCode, isUncertainBroadcastError } from '../broadcastErrors.ts'
import type { PendingTxRef } from '../types.ts'

const rpcAnswer = /* @__PURE__ */ z.looseObject({
  result: z.optional(z.unknown()),
  error: z.optional(z.looseObject({ message: z.optional(z.string()), data: z.optional(z.string()) })),
})

interface AbciResult {
  response: { code?: number; log?: string; codespace?: string; value?: string | null }
}

interface BroadcastResult {
  code: number
  log?: string
  codespace?: string
  hash: string
}

export interface ChainAccount {
  accountNumber: bigint
  sequence: bigint
  /** The key the chain holds for it: absent until the account's first tx. */
  pubkey: Any | undefined
}

export interface CometRpc {
  /** null when the chain has no such account (it was never funded). */
  account(address: string): Promise<ChainAccount | null>
  /** Gas used by the tx in simulation; a refusal is a TxRejectedError with the chain's code and log. */
  simulate(txBytes: Uint8Array): Promise<bigint>
  /**
   * The tx hash (upper-case hex). A CheckTx refusal is a TxRejectedError, the node refusing the call a
   * RollscopeError; an answer that leaves the tx possibly on its way (see `isUncertainBroadcastError`) is a
   * BroadcastUncertainError for `tx`.
   */
  broadcastTxSync(txBytes: Uint8Array, tx: PendingTxRef): Promise<string>
  /**
   * Whether the node has the tx (upper-case hex hash) in a block: its height and how it ran (a non-zero `code` failed,
   * with the chain's `log`), or null when not found.
   */
  tx(hash: string): Promise<IncludedTx | null>
}

export interface IncludedTx {
  height: string
  code: number
  codespace: string
  log: string
}

export function createCometRpc(
  chainId: string,
  url: string,
  config: Omit<HttpClientConfig, 'baseUrl'> = {},
): CometRpc {
  let id = 0
  const send = (method: string, params: object, retry: boolean) =>
    requestJson(
      { ...config, baseUrl: url, ...(retry ? {} : { retry: false }) },
      {
        service: `${chainId} RPC`,
        method: 'POST',
        path: '',
        body: { jsonrpc: '2.0', id: ++id, method, params },
        schema: rpcAnswer,
      },
    )
  const refused = (method: string, answer: z.infer<typeof rpcAnswer>) =>
    new RollscopeError(`The ${chainId} node refused ${method}. Try again, or use another RPC endpoint.`, {
      details: answer.error?.data ?? answer.error?.message ?? 'no result',
    })

  async function call<T>(method: string, params: object, retry: boolean): Promise<T> {
    const answer = await send(method, params, retry)
    if (answer.error || answer.result === undefined) throw refused(method, answer)
    return answer.result as T
  }

  async function abciQuery(path: string, data: Uint8Array) {
    const { response } = await call<AbciResult>('abci_query', { path, data: toHex(data), prove: false }, true)
    return { ...response, code: response.code ?? 0, value: fromBase64(response.value ?? '') }
  }

  return {
    async account(address) {
      const answer = await abciQuery(
        '/cosmos.auth.v1beta1.Query/Account',
        QueryAccountRequest.encode({ address }).finish(),
      )
      // the SDK answers a missing account with gRPC NotFound: "rpc error: code = NotFound desc = account ... not found"
      if (answer.code !== 0) {
        if (/not ?found/i.test(answer.log ?? '')) return null
        throw new TxRejectedError({ chainId, code: answer.code, log: answer.log ?? '' })
      }
      const any = QueryAccountResponse.decode(answer.value).account
      if (any?.typeUrl !== '/cosmos.auth.v1beta1.BaseAccount')
        throw new RollscopeError(
          `The account ${address} on ${chainId} is a ${any?.typeUrl ?? 'missing'} account, which this wallet cannot sign for.`,
        )
      const { accountNumber, sequence, pubKey } = BaseAccount.decode(any.value)
      return { accountNumber, sequence, pubkey: pubKey }
    },

    async simulate(txBytes) {
      const answer = await abciQuery(
        '/cosmos.tx.v1beta1.Service/Simulate',
        SimulateRequest.encode(SimulateRequest.fromPartial({ txBytes })).finish(),
      )
      if (answer.code !== 0) throw new TxRejectedError({ chainId, code: answer.code, log: answer.log ?? '' })
      return SimulateResponse.decode(answer.value).gasInfo?.gasUsed ?? 0n
    },

    async broadcastTxSync(txBytes, tx) {
      let answer: z.infer<typeof rpcAnswer>
      try {
        answer = await send('broadcast_tx_sync', { tx: toBase64(txBytes) }, false)
      } catch (error) {
        // a 4xx is a refusal before the node took the tx; anything else (no answer, a timeout, a 5xx, a body
        // that is not JSON-RPC) may come after the node put it in its mempool
        if (error instanceof HttpError && error.status < 500) throw error
        throw new BroadcastUncertainError(tx, error)
      }
      if (answer.error) {
        if (isUncertainBroadcastError(answer.error.data ?? answer.error.message ?? ''))
          throw new BroadcastUncertainError(tx, refused('broadcast_tx_sync', answer))
        throw refused('broadcast_tx_sync', answer)
      }
      const result = answer.result as Partial<BroadcastResult> | undefined
      if (typeof result?.code !== 'number' || typeof result.hash !== 'string')
        throw new BroadcastUncertainError(tx, refused('broadcast_tx_sync', answer))
      if (isTxInMempoolCode(result.code, result.codespace))
        throw new BroadcastUncertainError(
          tx,
          new TxRejectedError({ chainId, code: result.code, log: result.log ?? '' }),
        )
      if (result.code !== 0)
        throw new TxRejectedError({ chainId, code: result.code, log: result.log ?? '', txHash: tx.txHash })
      return cosmosTxHash(result.hash)
    },

    async tx(hash) {
      const answer = await send('tx', { hash: toBase64(fromHex(hash)), prove: false }, true)
      // rpc/core/tx.go: `tx (<HASH>) not found` (v0.38), `tx not found: <HASH>` (later), as a JSON-RPC error's data
      if (answer.error && /not found/i.test(answer.error.data ?? '')) return null
      if (answer.error || answer.result === undefined) throw refused('tx', answer)
      // rpc/core/tx.go Tx answers a ResultTx (rpc/core/types/responses.go): hash, height, index, tx_result (abci
      // ExecTxResult: code, data, log, info, gas_wanted, gas_used, events, codespace), tx
      const { height, tx_result: result } = Object(answer.result) as { height?: unknown; tx_result?: unknown }
      const ran = (typeof result === 'object' && result ? result : {}) as Record<string, unknown>
      const code = ran.code ?? 0
      if (typeof code !== 'number') throw refused('tx', answer)
      return {
        height: String(height ?? ''),
        code,
        codespace: typeof ran.codespace === 'string' ? ran.codespace : '',
        log: typeof ran.log === 'string' ? ran.log.slice(0, 4000) : '',
      }
    },
  }
}
