import { toBase64 } from '@cosmjs/encoding'
import type { EncodeObject } from '@cosmjs/proto-signing'
import { calculateFee, GasPrice, type StdFee } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Hex } from 'viem'
import type { Config } from 'wagmi'
import { getConnection, signMessage } from 'wagmi/actions'
import {
  AccountNotFoundError,
  ChainNotConfiguredError,
  SignerMismatchError,
  UnsupportedTxError,
  WalletNotConnectedError,
} from '../../errors/wallet.ts'
import { cosmosTxHash } from '../../http/txHash.ts'
import { createRouterClient, type RouterClient } from '../../router/client.ts'
import type { ChainInfo } from '../../router/schemas.ts'
import { txHashOf } from '../cosmosTxHash.ts'
import {
  createCosmosAminoTypes,
  createCosmosRegistry,
  loadMessageTypes,
  routerMsgsToEncodeObjects,
} from '../messages/registry.ts'
import { lookUpPendingTx } from '../pendingTx.ts'
import type { OpHookContext, SendTxOptions, WalletAdapter } from '../types.ts'
import { rejectionOf } from '../userRejection.ts'
import { createWagmiAdapter } from '../wagmi.ts'
import { toInitiaAddress } from './address.ts'
import { type CometRpc, createCometRpc } from './cometRpc.ts'
import { type EthereumMessageSigner, encodeEip191Tx, signEip191Tx } from './eip191.ts'

/** Overrides for one chain; by default everything comes from the router's `/v2/info/chains`. */
export interface InitiaChainConfig {
  /** CometBFT RPC URL */
  rpc?: string
  /** e.g. '0.015uinit'; default: the chain's first fee asset at its average gas price */
  gasPrice?: string
  /** The chain's VM; a minievm chain's sequence moves once per MsgCall. Default: read from the router. */
  vm?: 'move' | 'wasm' | 'evm'
}

/** Any viem account that signs messages locally (`privateKeyToAccount`, `mnemonicToAccount`, ...). */
export interface InitiaAccount {
  address: Hex
  signMessage(parameters: { message: string }): Promise<Hex>
}

export interface InitiaAdapterOptions {
  /** The router whose `/v2/info/chains` lists the chains, their RPCs and gas prices. */
  router: RouterClient | { baseUrl: string }
  /** The app's wagmi config: its connected account signs, and it sends `evm_tx` on EVM rollups. */
  config?: Config
  /** Or a viem account (bots, tests): signs Cosmos txs; `evm_tx` needs `config`. */
  account?: InitiaAccount
  chains?: Record<string, InitiaChainConfig>
  /** Applied to the simulated gas; default 1.4, as InterwovenKit does. */
  gasMultiplier?: number
  /** How long an op-hook waits for the user's account to appear on the destination chain; default 120 s, every 5 s. */
  accountWait?: { timeoutMs?: number; intervalMs?: number }
  /** For `evm_tx` approvals, as in `createWagmiAdapter`. */
  receiptTimeoutMs?: number
}

interface ResolvedChain {
  chainId: string
  evm: boolean
  /** bech32 prefix, for Cosmos chains of Initia ("init") */
  prefix: string | undefined
  rpc: string | undefined
  gasPrice: string | undefined
  vm: InitiaChainConfig['vm']
}

/**
 * One Ethereum key for every Interwoven chain: Cosmos txs and op-hooks on Initia L1 and its rollups are signed
 * as Initia verifies them (SIGN_MODE_EIP_191, ethsecp256k1), and with a wagmi config `evm_tx`s go through wagmi.
 * Chains whose bech32 prefix is not `init` (Noble, the Hub) are left to a Cosmos wallet: combine both with
 * `combineWallets({ initia, cosmos })`.
 */
export function createInitiaAdapter(options: InitiaAdapterOptions): WalletAdapter {
  const { config, account, gasMultiplier = 1.4 } = options
  if (!config && !account) throw new WalletNotConnectedError('Initia (pass `config` or `account`)')
  const router = 'type' in options.router ? options.router : createRouterClient(options.router)
  const evmAdapter = config && createWagmiAdapter(config, { receiptTimeoutMs: options.receiptTimeoutMs })
  const registry = createCosmosRegistry()
  const aminoTypes = createCosmosAminoTypes()
  const encoding = { adapter: 'Initia' }
  const rpcs = new Map<string, CometRpc>()
  let chainList: Promise<Map<string, ChainInfo>> | undefined

  function routerChains() {
    chainList ??= router.chains({ include_evm: 'true' }).then(
      ({ chains }) => new Map(chains.map((chain) => [chain.chain_id, chain])),
      (error) => {
        chainList = undefined
        throw error
      },
    )
    return chainList
  }

  async function resolve(chainId: string): Promise<ResolvedChain> {
    const override = options.chains?.[chainId]
    const info = (await routerChains()).get(chainId)
    const evm = info?.chain_type === 'evm' || (!info && /^\d+$/.test(chainId))
    const prefix = info?.bech32_prefix ?? (override ? 'init' : undefined)
    const [feeAsset] = info?.fee_assets ?? []
    const price = feeAsset?.gas_price?.average ?? feeAsset?.gas_price?.low
    return {
      chainId,
      evm,
      prefix: prefix === 'init' ? prefix : undefined,
      rpc: override?.rpc ?? info?.rpc,
      gasPrice:
        override?.gasPrice ?? (feeAsset && price !== undefined ? `${price}${feeAsset.denom}` : undefined),
      vm: override?.vm ?? (evm ? 'evm' : undefined),
    }
  }

  async function cosmosChain(chainId: string) {
    const chain = await resolve(chainId)
    if (chain.evm || !chain.prefix)
      throw new ChainNotConfiguredError(
        chainId,
        "the Initia adapter's chains (it signs for chains whose bech32 prefix is init)",
      )
    if (!chain.rpc)
      throw new ChainNotConfiguredError(chainId, `the Initia adapter's \`chains['${chainId}'].rpc\``)
    const rpc = rpcs.get(chainId) ?? createCometRpc(chainId, chain.rpc)
    rpcs.set(chainId, rpc)
    return { ...chain, rpc }
  }

  function signer(): EthereumMessageSigner {
    if (account)
      return { address: account.address, signMessage: (message) => account.signMessage({ message }) }
    const address = config && getConnection(config).address
    if (!config || !address) throw new WalletNotConnectedError('Initia')
    return { address, signMessage: (message) => signMessage(config, { account: address, message }) }
  }

  async function accountOf(rpc: CometRpc, chainId: string, address: string) {
    const found = await rpc.account(address)
    if (!found) throw new AccountNotFoundError(chainId, address)
    return found
  }

  /** InterwovenKit waits (24 x 5 s) for the user's account on the destination chain before an op-hook (src/pages/bridge/data/account.ts). */
  async function waitForAccount(chainId: string, address: string) {
    const chain = await cosmosChain(chainId).catch(() => undefined)
    if (!chain) return
    const { timeoutMs = 120_000, intervalMs = 5_000 } = options.accountWait ?? {}
    const started = Date.now()
    while (!(await chain.rpc.account(address))) {
      if (Date.now() - started >= timeoutMs)
        throw new AccountNotFoundError(chainId, address, Date.now() - started)
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  }

  async function sign(parameters: Omit<Parameters<typeof signEip191Tx>[0], 'registry' | 'aminoTypes'>) {
    // an Ethereum wallet says "declined" with EIP-1193's 4001, never only in words
    const signed = await signEip191Tx({ ...parameters, registry, aminoTypes }).catch((error: unknown) => {
      throw rejectionOf(error)
    })
    return TxRaw.encode(signed).finish()
  }

  /** Signs with exactly `fee` and broadcasts; the hash is reported before the chain can see the tx. */
  async function broadcast(
    tx: {
      chainId: string
      rpc: CometRpc
      address: string
      accountNumber: bigint
      sequence: bigint
      messages: EncodeObject[]
      fee: StdFee
      memo: string
    },
    sendOptions: SendTxOptions,
  ) {
    const { chainId, rpc, address, accountNumber, sequence, messages, fee, memo } = tx
    sendOptions.onStep?.({ step: 'signing' })
    const txBytes = await sign({ signer: signer(), chainId, accountNumber, sequence, messages, fee, memo })
    const txHash = txHashOf(txBytes)
    const pending = { chainId, txHash, signer: address, nonce: sequence.toString() }
    // the hash is saved before the chain can see the tx; a failed save stops it here
    await sendOptions.onTxHash?.({ ...pending, broadcast: false })
    sendOptions.onStep?.({ step: 'broadcasting' })
    await rpc.broadcastTxSync(txBytes, pending)
    return { txHash, chainId }
  }

  async function addressOn(chainId: string) {
    const chain = await resolve(chainId)
    const { address } = signer()
    if (chain.evm) {
      if (!config)
        throw new ChainNotConfiguredError(chainId, "the Initia adapter's `config` (a wagmi config)")
      return address
    }
    if (!chain.prefix)
      throw new ChainNotConfiguredError(
        chainId,
        "the Initia adapter's chains (it signs for chains whose bech32 prefix is init)",
      )
    return toInitiaAddress(address, chain.prefix)
  }

  return {
    getAddress: addressOn,

    async supportsChain(chainId) {
      const chain = await resolve(chainId).catch(() => undefined)
      return chain !== undefined && (chain.evm ? config !== undefined : chain.prefix !== undefined)
    },

    async sendTx(tx, sendOptions: SendTxOptions = {}) {
      if (tx.evm_tx) {
        if (!evmAdapter) throw new UnsupportedTxError('initia (without a wagmi config)', tx)
        return evmAdapter.sendTx(tx, sendOptions)
      }
      const cosmosTx = tx.cosmos_tx
      if (!cosmosTx) throw new UnsupportedTxError('initia', tx)
      const { chainId, rpc, gasPrice } = await cosmosChain(cosmosTx.chain_id)
      const address = await addressOn(chainId)
      if (address !== cosmosTx.signer_address) throw new SignerMismatchError(cosmosTx.signer_address, address)
      if (!gasPrice)
        throw new ChainNotConfiguredError(chainId, `the Initia adapter's \`chains['${chainId}'].gasPrice\``)
      const messages = await routerMsgsToEncodeObjects(registry, cosmosTx.msgs, encoding)
      const { accountNumber, sequence, pubkey } = await accountOf(rpc, chainId, address)
      // the chain simulates with the key it holds, or a placeholder key for an account that never signed
      const simulated = encodeEip191Tx(
        registry,
        { messages, fee: { amount: [], gas: '0' }, sequence },
        pubkey,
      )
      const gasUsed = await rpc.simulate(
        TxRaw.encode({ ...simulated, signatures: [new Uint8Array()] }).finish(),
      )
      const fee: StdFee = calculateFee(
        Math.ceil(Number(gasUsed) * gasMultiplier),
        GasPrice.fromString(gasPrice),
      )
      return broadcast(
        { chainId, rpc, address, accountNumber, sequence, messages, fee, memo: '' },
        sendOptions,
      )
    },

    async signAndBroadcast(
      { chainId: requested, messages, fee, memo = '' },
      sendOptions: SendTxOptions = {},
    ) {
      const { chainId, rpc } = await cosmosChain(requested)
      const encodeObjects = messages.map(({ typeUrl, value }) => ({ typeUrl, value }))
      await loadMessageTypes(
        registry,
        encodeObjects.map((message) => message.typeUrl),
        encoding,
      )
      const address = await addressOn(chainId)
      const { accountNumber, sequence } = await accountOf(rpc, chainId, address)
      const stdFee: StdFee = { amount: fee.amount.map((coin) => ({ ...coin })), gas: fee.gas }
      return broadcast(
        { chainId, rpc, address, accountNumber, sequence, messages: encodeObjects, fee: stdFee, memo },
        sendOptions,
      )
    },

    async checkTx(tx) {
      if ((await resolve(tx.chainId)).evm) {
        if (!evmAdapter?.checkTx)
          throw new ChainNotConfiguredError(tx.chainId, "the Initia adapter's `config` (a wagmi config)")
        return evmAdapter.checkTx(tx)
      }
      const { rpc } = await cosmosChain(tx.chainId)
      return lookUpPendingTx(tx, {
        nonce: async () => (await rpc.account(tx.signer))?.sequence ?? 0n,
        isIncluded: async (txHash) => {
          const found = await rpc.tx(cosmosTxHash(txHash))
          if (!found) return false
          return (
            found.code === 0 || {
              state: 'failed',
              code: found.code,
              codespace: found.codespace,
              log: found.log,
            }
          )
        },
      })
    },

    async signOpHook(hook, context: OpHookContext = {}) {
      const { chainId, rpc, vm } = await cosmosChain(hook.chain_id)
      const address = await addressOn(chainId)
      if (context.destChainId) await waitForAccount(context.destChainId, address)
      const messages = await routerMsgsToEncodeObjects(registry, hook.hook, encoding)
      const { accountNumber, sequence } = await accountOf(rpc, chainId, address)
      // the hook runs after the route's own tx when both are on this chain: that tx moves the sequence first
      const offset = context.sourceChainId === chainId ? sourceTxSequenceCost(vm) : 0n
      const txBytes = await sign({
        signer: signer(),
        chainId,
        accountNumber,
        sequence: sequence + offset,
        messages,
        fee: { amount: [], gas: '1' },
      })
      return { signer: address, hook: toBase64(txBytes) }
    },
  }
}

/**
 * How far the route's source tx moves the signer's sequence: one per tx (the SDK's IncrementSequenceDecorator);
 * on minievm two, for the two MsgCalls of the router's bridge tx (InterwovenKit hard-codes the same:
 * packages/interwovenkit-react/src/pages/bridge/data/tx.ts, "we hardcode +2 to account for the 2 MsgCalls").
 */
function sourceTxSequenceCost(vm: InitiaChainConfig['vm']): bigint {
  return vm === 'evm' ? 2n : 1n
}
