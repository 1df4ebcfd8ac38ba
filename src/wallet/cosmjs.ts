import type { OfflineAminoSigner } from '@cosmjs/amino'
import { toBase64 } from '@cosmjs/encoding'
import type { EncodeObject, OfflineSigner } from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  SigningStargateClient,
  type StdFee,
} from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { RollscopeError } from '../errors/base.ts'
import {
  BroadcastUncertainError,
  ChainNotConfiguredError,
  SignerMismatchError,
  TxRejectedError,
  UnsupportedSignerError,
  UnsupportedTxError,
  WalletNotConnectedError,
} from '../errors/wallet.ts'
import { cosmosTxHash } from '../http/txHash.ts'
import { isTxInMempoolCode, isUncertainBroadcastError } from './broadcastErrors.ts'
import { txHashOf } from './cosmosTxHash.ts'
import {
  createCosmosAminoTypes,
  createCosmosRegistry,
  loadMessageTypes,
  routerMsgsToEncodeObjects,
} from './messages/registry.ts'
import { lookUpPendingTx } from './pendingTx.ts'
import type { PendingTxRef, SendTxOptions, WalletAdapter } from './types.ts'
import { signInWallet } from './userRejection.ts'

export interface CosmjsChainConfig {
  /** CometBFT RPC URL */
  rpc: string
  signer: OfflineSigner
  /** e.g. '0.015uinit' */
  gasPrice: string
  /** Applied to the simulated gas; default 1.4 */
  gasMultiplier?: number
}

export interface CosmjsAdapterOptions {
  /** By chain id */
  chains: Record<string, CosmjsChainConfig>
}

/** Signs and broadcasts the router's `cosmos_tx`s and any Cosmos messages (`signAndBroadcast`), and signs op hooks, with cosmjs. */
export function createCosmjsAdapter(options: CosmjsAdapterOptions): WalletAdapter {
  const registry = createCosmosRegistry()
  const aminoTypes = createCosmosAminoTypes()
  const encoding = { adapter: 'cosmjs' }
  const clients = new Map<string, Promise<SigningStargateClient>>()

  function chainOf(chainId: string): CosmjsChainConfig {
    const chain = options.chains[chainId]
    if (!chain) throw new ChainNotConfiguredError(chainId, "the cosmjs adapter's `chains`")
    return chain
  }

  const connect = (rpc: string, signer: OfflineSigner) =>
    SigningStargateClient.connectWithSigner(rpc, signer, { registry, aminoTypes })

  function clientOf(chainId: string): Promise<SigningStargateClient> {
    let client = clients.get(chainId)
    if (!client) {
      const { rpc, signer } = chainOf(chainId)
      client = connect(rpc, signer)
      // a failed connection is retried on the next call
      client.catch(() => clients.delete(chainId))
      clients.set(chainId, client)
    }
    return client
  }

  async function addressOf(chainId: string, expected?: string): Promise<string> {
    const [account] = await chainOf(chainId).signer.getAccounts()
    if (!account) throw new WalletNotConnectedError(chainId)
    if (expected && expected !== account.address) throw new SignerMismatchError(expected, account.address)
    return account.address
  }

  const sign = async (signTx: () => Promise<TxRaw>) => TxRaw.encode(await signInWallet(signTx)).finish()

  /** Signs with exactly `fee` and broadcasts; the hash is reported before the chain can see the tx. */
  async function broadcast(
    tx: { chainId: string; address: string; messages: EncodeObject[]; fee: StdFee; memo: string },
    { onStep, onTxHash }: SendTxOptions,
  ) {
    const { chainId, address, messages, fee, memo } = tx
    const client = await clientOf(chainId)
    // the signer data read here, not inside sign(): the sequence is the nonce of a broadcast gone uncertain
    const { accountNumber, sequence } = await client.getSequence(address)
    onStep?.({ step: 'signing' })
    const txBytes = await sign(() =>
      client.sign(address, messages, fee, memo, { accountNumber, sequence, chainId }),
    )
    const txHash = txHashOf(txBytes)
    // the hash is saved before the chain can see the tx; a failed save stops it here
    await onTxHash?.({ txHash, chainId, broadcast: false, signer: address, nonce: String(sequence) })
    onStep?.({ step: 'broadcasting' })
    try {
      await client.broadcastTxSync(txBytes)
      return { txHash, chainId }
    } catch (error) {
      throw broadcastError(error, { chainId, txHash, signer: address, nonce: String(sequence) })
    }
  }

  return {
    getAddress: (chainId) => addressOf(chainId),

    async sendTx(tx, options: SendTxOptions = {}) {
      const cosmosTx = tx.cosmos_tx
      if (!cosmosTx) throw new UnsupportedTxError('cosmjs', tx)
      const { chain_id: chainId } = cosmosTx
      const { gasPrice, gasMultiplier = 1.4 } = chainOf(chainId)
      const messages = await routerMsgsToEncodeObjects(registry, cosmosTx.msgs, encoding)
      const address = await addressOf(chainId, cosmosTx.signer_address)
      const client = await clientOf(chainId)
      const gas = await simulate(client, chainId, address, messages)
      const fee = calculateFee(Math.ceil(gas * gasMultiplier), GasPrice.fromString(gasPrice))
      return broadcast({ chainId, address, messages, fee, memo: '' }, options)
    },

    async signAndBroadcast({ chainId, messages, fee, memo = '' }, options: SendTxOptions = {}) {
      const encodeObjects = messages.map(({ typeUrl, value }) => ({ typeUrl, value }))
      await loadMessageTypes(
        registry,
        encodeObjects.map((message) => message.typeUrl),
        encoding,
      )
      const address = await addressOf(chainId)
      const stdFee: StdFee = { amount: fee.amount.map((coin) => ({ ...coin })), gas: fee.gas }
      return broadcast({ chainId, address, messages: encodeObjects, fee: stdFee, memo }, options)
    },

    async checkTx(tx) {
      const client = await clientOf(tx.chainId)
      return lookUpPendingTx(tx, {
        nonce: async () => BigInt((await client.getSequence(tx.signer)).sequence),
        isIncluded: async (txHash) => {
          const found = await client.getTx(cosmosTxHash(txHash))
          // a tx in a block with a non-zero code failed there (its fee and sequence spent, its messages undone)
          if (!found) return false
          return found.code === 0 || { state: 'failed', code: found.code, log: found.rawLog }
        },
      })
    },

    async signOpHook(hook) {
      const { chain_id: chainId } = hook
      const { rpc, signer } = chainOf(chainId)
      if (!('signAmino' in signer)) throw new UnsupportedSignerError(chainId)
      const address = await addressOf(chainId)
      // an amino-only view of the signer, so cosmjs signs SIGN_MODE_LEGACY_AMINO_JSON even for direct-capable wallets
      const aminoSigner: OfflineAminoSigner = {
        getAccounts: () => signer.getAccounts(),
        signAmino: (signerAddress, signDoc) => signer.signAmino(signerAddress, signDoc),
      }
      const client = await connect(rpc, aminoSigner)
      try {
        const { accountNumber, sequence } = await client.getSequence(address)
        const messages = await routerMsgsToEncodeObjects(registry, hook.hook, encoding)
        const txBytes = await sign(() =>
          client.sign(address, messages, { amount: [], gas: '1' }, '', { accountNumber, sequence, chainId }),
        )
        return { signer: address, hook: toBase64(txBytes) }
      } finally {
        client.disconnect()
      }
    },
  }
}

/**
 * What a failed `broadcastTxSync` means. cosmjs throws a BroadcastTxError for a CheckTx refusal, an Error whose
 * message is the JSON-RPC error for a node's refusal (tendermint-rpc's HttpClient), "Bad status on response: <status>"
 * for an HTTP error, and fetch's own errors when the connection fails or times out: those may come after the node
 * took the tx.
 */
function broadcastError(error: unknown, tx: PendingTxRef): unknown {
  const { chainId, txHash } = tx
  if (error instanceof BroadcastTxError) {
    const rejected = new TxRejectedError({
      chainId,
      code: error.code,
      log: error.log ?? '',
      txHash,
      cause: error,
    })
    return isTxInMempoolCode(error.code, error.codespace)
      ? new BroadcastUncertainError(tx, rejected)
      : rejected
  }
  const answer = jsonRpcErrorOf(error)
  if (answer) {
    const refused = new RollscopeError(
      `The ${chainId} node refused broadcast_tx_sync. Try again, or use another RPC endpoint.`,
      { details: answer.data ?? answer.message, cause: error },
    )
    return isUncertainBroadcastError(answer.data ?? answer.message ?? '')
      ? new BroadcastUncertainError(tx, refused)
      : refused
  }
  const status = ((error as Error | undefined)?.cause as { status?: unknown } | undefined)?.status
  // a 4xx is a refusal before the node took the tx
  if (typeof status === 'number' && status < 500) return error
  return new BroadcastUncertainError(tx, error)
}

function jsonRpcErrorOf(error: unknown): { message?: string; data?: string } | undefined {
  try {
    const parsed: unknown = JSON.parse((error as Error).message)
    if (typeof (parsed as { code?: unknown })?.code === 'number')
      return parsed as { message?: string; data?: string }
  } catch {}
  return undefined
}

/** Gas from the chain's simulation; a failed simulation is the chain refusing the tx. */
async function simulate(
  client: SigningStargateClient,
  chainId: string,
  address: string,
  messages: EncodeObject[],
): Promise<number> {
  try {
    return await client.simulate(address, messages, '')
  } catch (error) {
    // cosmjs words a failed ABCI query "Query failed with (<code>): <log>"
    const failed = /Query failed with \((\d+)\): ([\s\S]*)/.exec(String(error))
    if (failed)
      throw new TxRejectedError({ chainId, code: Number(failed[1]), log: failed[2] ?? '', cause: error })
    throw error
  }
}
