import {
  type Address,
  BaseError,
  erc20Abi,
  type Hash,
  type Hex,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import type { Config } from 'wagmi'
import {
  getConnection,
  getPublicClient,
  readContract,
  sendTransaction,
  switchChain,
  writeContract,
} from 'wagmi/actions'
import type { Erc20Approval, EvmTx } from '../router/schemas.ts'
import {
  ChainNotConfiguredError,
  isUserRejection,
  ReceiptTimeoutError,
  SignerMismatchError,
  TxRejectedError,
  UnsupportedTxError,
  UserRejectedError,
  WalletNotConnectedError,
} from './errors.ts'
import type { SendTxOptions, SendTxStep, WalletAdapter } from './types.ts'

export interface WagmiAdapterOptions {
  /** How long to wait for each approval's receipt; default 120 000 ms. */
  receiptTimeoutMs?: number
}

/**
 * Sends the router's `evm_tx`s through the app's own wagmi config (its connectors and transports).
 * Approvals are awaited until mined; the route's tx itself resolves as soon as the wallet has broadcast it.
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

  async function send(evmTx: EvmTx, onStep?: (step: SendTxStep) => void): Promise<Hash> {
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
    onStep?.({ step: 'signing' })
    return sendTransaction(config, {
      to: evmTx.to as Address,
      data: (evmTx.data.startsWith('0x') ? evmTx.data : `0x${evmTx.data}`) as Hex,
      value: evmTx.value === '' ? 0n : BigInt(evmTx.value),
      chainId,
    })
  }

  return {
    async getAddress(chainId) {
      configuredChainId(chainId)
      return connectedAddress(chainId)
    },

    async sendTx(tx, { onStep }: SendTxOptions = {}) {
      const evmTx = tx.evm_tx
      if (!evmTx) throw new UnsupportedTxError('wagmi', tx)
      try {
        return { txHash: await send(evmTx, onStep), chainId: evmTx.chain_id }
      } catch (error) {
        throw toWalletError(error, evmTx.chain_id)
      }
    },
  }
}

function toWalletError(error: unknown, chainId: string): unknown {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  // a revert found while estimating gas: the chain would refuse the tx
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof BaseError && cause.name.endsWith('RevertedError'))
    if (reverted instanceof BaseError)
      return new TxRejectedError({ chainId, log: reverted.shortMessage, cause: error })
  }
  return error
}
