import {
  type Address,
  BaseError,
  erc20Abi,
  FeeCapTooHighError,
  FeeCapTooLowError,
  type Hash,
  type Hex,
  HttpRequestError,
  InsufficientFundsError,
  InternalRpcError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  RpcRequestError,
  TimeoutError,
  TipAboveFeeCapError,
  TransactionReceiptNotFoundError,
  TransactionTypeNotSupportedError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import type { Config } from 'wagmi'
import {
  getConnection,
  getPublicClient,
  getTransactionCount,
  getTransactionReceipt,
  readContract,
  sendTransaction,
  switchChain,
  writeContract,
} from 'wagmi/actions'
import {
  BroadcastUncertainError,
  ChainNotConfiguredError,
  isUserRejection,
  ReceiptTimeoutError,
  SignerMismatchError,
  TxRejectedError,
  UnsupportedTxError,
  WalletNotConnectedError,
} from '../errors/wallet.ts'
import { evmTxHash } from '../http/txHash.ts'
import type { Erc20Approval, EvmTx } from '../router/schemas.ts'
import { lookUpPendingTx } from './pendingTx.ts'
import type { PendingTxRef, SendTxOptions, SendTxStep, WalletAdapter } from './types.ts'
import { rejectionOf } from './userRejection.ts'

export interface WagmiAdapterOptions {
  /** How long to wait for each approval's receipt; default 120 000 ms. */
  receiptTimeoutMs?: number
}

/**
 * Sends the router's `evm_tx`s through the app's own wagmi config (its connectors and transports).
 * Approvals are awaited until mined; the route's tx itself resolves as soon as the wallet has broadcast it. The
 * wallet signs and sends in one call, so `onTxHash` comes after the send (`broadcast: true`), and its rejection
 * does not fail `sendTx`: the tx is out, and its hash is returned all the same.
 */
export function createWagmiAdapter(config: Config, options: WagmiAdapterOptions = {}): WalletAdapter {
  const receiptTimeoutMs = options.receiptTimeoutMs ?? 120_000

  function configuredChainId(chainId: string): number {
    const id = Number(chainId)
    if (!config.chains.some((chain) => chain.id === id))
      throw new ChainNotConfiguredError(chainId, "the wagmi config's `chains` and `transports`")
    return id
  }

  function connectedAddress(chainId: string): Address {
    const { address } = getConnection(config)
    if (!address) throw new WalletNotConnectedError(chainId)
    return address
  }

  async function approve(
    approval: Erc20Approval,
    owner: Address,
    chainId: number,
    onStep?: (step: SendTxStep) => void,
  ) {
    const token = approval.token_contract as Address
    const spender = approval.spender as Address
    const amount = BigInt(approval.amount)
    const allowance = await readContract(config, {
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, spender],
      chainId,
    })
    if (allowance >= amount) return
    onStep?.({ step: 'approving', token, spender, amount: approval.amount })
    const hash = await writeContract(config, {
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount],
      chainId,
    })
    await waitForSuccess(hash, chainId, `approve(${spender}, ${amount}) on ${token}`)
    onStep?.({ step: 'approved', token, txHash: hash })
  }

  async function waitForSuccess(hash: Hash, chainId: number, call: string) {
    // viem's action on the app's client: a revert is a status to read here, while wagmi's action throws
    // whatever its revert-reason call throws
    const client = getPublicClient(config, { chainId })!
    const receipt = await client
      .waitForTransactionReceipt({ hash, timeout: receiptTimeoutMs })
      .catch((error) => {
        throw error instanceof WaitForTransactionReceiptTimeoutError
          ? new ReceiptTimeoutError(hash, String(chainId), receiptTimeoutMs, error)
          : error
      })
    if (receipt.status === 'reverted')
      throw new TxRejectedError({ chainId: String(chainId), log: `${call} reverted`, txHash: hash })
  }

  async function send(evmTx: EvmTx, { onStep, onTxHash }: SendTxOptions): Promise<Hash> {
    const chainId = configuredChainId(evmTx.chain_id)
    const owner = connectedAddress(evmTx.chain_id)
    if (owner.toLowerCase() !== evmTx.signer_address.toLowerCase())
      throw new SignerMismatchError(evmTx.signer_address, owner)
    if (getConnection(config).chainId !== chainId) {
      onStep?.({ step: 'switching-chain', chainId: evmTx.chain_id })
      await switchChain(config, { chainId })
    }
    for (const approval of evmTx.required_erc20_approvals ?? [])
      await approve(approval, owner, chainId, onStep)
    // the nonce is read here and passed on, so a send whose answer is lost can still be looked for
    const nonce = await getTransactionCount(config, { address: owner, chainId, blockTag: 'pending' })
    onStep?.({ step: 'signing' })
    let hash: Hash
    try {
      hash = await sendTransaction(config, {
        to: evmTx.to as Address,
        data: (evmTx.data.startsWith('0x') ? evmTx.data : `0x${evmTx.data}`) as Hex,
        value: evmTx.value === '' ? 0n : BigInt(evmTx.value),
        nonce,
        chainId,
      })
    } catch (error) {
      if (isUserRejection(error) || !broadcastMayHaveHappened(error)) throw error
      throw new BroadcastUncertainError(
        { chainId: evmTx.chain_id, signer: owner, nonce: String(nonce) },
        error,
      )
    }
    try {
      await onTxHash?.({
        txHash: hash,
        chainId: evmTx.chain_id,
        broadcast: true,
        signer: owner,
        nonce: String(nonce),
      })
    } catch {
      // the wallet signed and sent in one call: the tx is out, so a failed save cannot stop it; the bridge saves
      // the hash this returns itself
    }
    return hash
  }

  return {
    async getAddress(chainId) {
      configuredChainId(chainId)
      return connectedAddress(chainId)
    },

    async sendTx(tx, options: SendTxOptions = {}) {
      const evmTx = tx.evm_tx
      if (!evmTx) throw new UnsupportedTxError('wagmi', tx)
      try {
        return { txHash: await send(evmTx, options), chainId: evmTx.chain_id }
      } catch (error) {
        throw toWalletError(error, evmTx.chain_id)
      }
    },

    async checkTx(tx: PendingTxRef) {
      const chainId = configuredChainId(tx.chainId)
      return lookUpPendingTx(tx, {
        nonce: async () =>
          BigInt(
            await getTransactionCount(config, { address: tx.signer as Address, chainId, blockTag: 'latest' }),
          ),
        isIncluded: (txHash) =>
          getTransactionReceipt(config, { hash: evmTxHash(txHash), chainId }).then(
            // a reverted receipt: in a block, its gas spent, its effects undone
            (receipt) =>
              receipt.status === 'success' || {
                state: 'failed' as const,
                log: `transaction ${receipt.transactionHash} reverted in block ${receipt.blockNumber} (gas used ${receipt.gasUsed})`,
              },
            (error: unknown) => {
              if (error instanceof TransactionReceiptNotFoundError) return false
              throw error
            },
          ),
      })
    },
  }
}

function toWalletError(error: unknown, chainId: string): unknown {
  if (error instanceof BroadcastUncertainError) return error
  // a revert found while estimating gas: the chain would refuse the tx
  if (error instanceof BaseError && !isUserRejection(error)) {
    const reverted = error.walk((cause) => cause instanceof BaseError && cause.name.endsWith('RevertedError'))
    if (reverted instanceof BaseError)
      return new TxRejectedError({ chainId, log: reverted.shortMessage, cause: error })
  }
  return rejectionOf(error)
}

/** The node's own refusals, as viem names them from its error text (utils/errors/getNodeError.ts). */
const refusals = [
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
]

/**
 * Whether a failed `sendTransaction` may still have put the tx on its way: the transport lost the answer (viem's
 * HttpRequestError without a status, TimeoutError), the node or a proxy failed (a 5xx, JSON-RPC -32603 "internal
 * error"), or the node already holds the tx (geth's "already known"). A revert, a node's refusal (nonce, funds, fees)
 * and a 4xx are answers: the tx was not taken.
 */
function broadcastMayHaveHappened(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  const found = (predicate: (cause: Error) => boolean) =>
    error.walk((cause) => cause instanceof Error && predicate(cause)) !== null
  if (found((cause) => /already known|transaction already imported/i.test(cause.message))) return true
  if (
    found((cause) => cause.name.endsWith('RevertedError') || refusals.some((type) => cause instanceof type))
  )
    return false
  return found(
    (cause) =>
      cause instanceof TimeoutError ||
      (cause instanceof HttpRequestError && (cause.status === undefined || cause.status >= 500)) ||
      (cause instanceof RpcRequestError && (cause.status ?? 0) >= 500) ||
      (cause as { code?: unknown }).code === InternalRpcError.code,
  )
}
