import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ERC20PresetFixedSupply from '@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json' with {
  type: 'json',
}
import {
  type Abi,
  type Address,
  createTestClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  publicActions,
  walletActions,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type CreateConnectorFn, createConfig, createConnector, mock } from 'wagmi'
import { connect, disconnect, getConnection } from 'wagmi/actions'
import { type RpcFault, type RpcProxy, startRpcProxy } from '../../test/rpcProxy.ts'
import {
  BroadcastUncertainError,
  ChainNotConfiguredError,
  ReceiptTimeoutError,
  SignerMismatchError,
  TxRejectedError,
  UnsupportedTxError,
  UserRejectedError,
} from '../errors/wallet.ts'
import type { EvmTx } from '../router/schemas.ts'
import type { PendingTxRef, SendTxStep } from './types.ts'
import { createWagmiAdapter } from './wagmi.ts'

const anvilPath =
  process.env.ANVIL_PATH ?? fileURLToPath(new URL('../../node_modules/.bin/anvil', import.meta.url))
// only a contributor's machine without anvil skips; CI must have it
const skip = !existsSync(anvilPath) && !process.env.CI
if (skip) console.warn(`src/wallet/wagmi.test.ts skipped: no anvil binary at ${anvilPath} (set ANVIL_PATH).`)

// anvil's first two dev accounts, unlocked on every anvil
const owner: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const recipient: Address = '0x70997970c51812Dc3A760c8A9Ef2d4a0dd3e6bB6'

interface Anvil {
  url: string
  process: ChildProcess
}

async function startAnvil(chainId: number): Promise<Anvil> {
  const child = spawn(anvilPath, ['--port', '0', '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`anvil did not start:\n${output}`)), 10_000)
    child.once('error', reject)
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      const listening = /Listening on ([\d.]+:\d+)/.exec(output)
      if (listening) {
        clearTimeout(timer)
        resolve(`http://${listening[1]}`)
      }
    })
  })
  return { url, process: child }
}

const chainOf = (id: number, url: string) =>
  defineChain({
    id,
    name: `Anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })

describe.skipIf(skip)('wagmi adapter over anvil', () => {
  let anvilA: Anvil
  let anvilB: Anvil
  let chainA: ReturnType<typeof chainOf>
  let chainB: ReturnType<typeof chainOf>
  let token: Address
  const testClient = () =>
    createTestClient({ chain: chainA, mode: 'anvil', transport: http(anvilA.url), pollingInterval: 50 })
      .extend(publicActions)
      .extend(walletActions)

  /** The mock wallet starts on the first chain. */
  const configWith = (connector: CreateConnectorFn, chains = [chainA, chainB] as const) =>
    createConfig({
      chains,
      connectors: [connector],
      transports: { [chainA.id]: http(anvilA.url), [chainB.id]: http(anvilB.url) },
      pollingInterval: 50,
    })
  const mockConfig = (
    features?: Parameters<typeof mock>[0]['features'],
    chains = [chainA, chainB] as const,
  ) => configWith(mock({ accounts: [owner], features }), chains)

  async function connected(config = mockConfig(), chainId = chainA.id) {
    await connect(config, { connector: config.connectors[0]!, chainId })
    return config
  }

  const evmTx = (fields: Partial<EvmTx>): { evm_tx: EvmTx } => ({
    evm_tx: {
      chain_id: String(chainA.id),
      to: recipient,
      value: '',
      data: '',
      signer_address: owner,
      ...fields,
    },
  })
  const transferFrom = (amount: bigint) =>
    evmTx({
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [owner, recipient, amount],
      }).slice(2),
      // transferFrom spends the caller's allowance: the owner approves itself, as a router's spender would be approved
      required_erc20_approvals: [{ token_contract: token, spender: owner, amount: String(amount) }],
    })
  const tokenBalance = (address: Address) =>
    testClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const allowance = () =>
    testClient().readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, owner],
    })

  beforeAll(async () => {
    ;[anvilA, anvilB] = await Promise.all([startAnvil(31337), startAnvil(31338)])
    chainA = chainOf(31337, anvilA.url)
    chainB = chainOf(31338, anvilB.url)
    const client = testClient()
    const hash = await client.deployContract({
      abi: ERC20PresetFixedSupply.abi as Abi,
      bytecode: ERC20PresetFixedSupply.bytecode as Hex,
      args: ['Token', 'TKN', 10n ** 24n, owner],
      account: owner,
    })
    token = (await client.waitForTransactionReceipt({ hash })).contractAddress!
  })
  afterAll(() => {
    anvilA?.process.kill()
    anvilB?.process.kill()
  })
  beforeEach(async () => {
    // each test starts from a zero allowance
    const client = testClient()
    const hash = await client.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [owner, 0n],
      account: owner,
      chain: chainA,
    })
    await client.waitForTransactionReceipt({ hash })
  })

  test('default: a value transfer lands and returns its hash at once', async () => {
    const client = testClient()
    const before = await client.getBalance({ address: recipient })
    const result = await createWagmiAdapter(await connected()).sendTx(evmTx({ value: '12345' }))

    expect(result).toEqual({ txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/), chainId: '31337' })
    const receipt = await client.waitForTransactionReceipt({ hash: result.txHash as Hex })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: recipient })) - before).toBe(12345n)
  })

  test('behavior: a short allowance is approved, mined, then the transfer is sent', async () => {
    const steps: SendTxStep[] = []
    const before = await tokenBalance(recipient)
    const { txHash } = await createWagmiAdapter(await connected()).sendTx(transferFrom(500n), {
      onStep: (step) => steps.push(step),
    })
    await testClient().waitForTransactionReceipt({ hash: txHash as Hex })

    expect(steps).toEqual([
      { step: 'approving', token, spender: owner, amount: '500' },
      { step: 'approved', token, txHash: expect.stringMatching(/^0x/) },
      { step: 'signing' },
    ])
    expect((await tokenBalance(recipient)) - before).toBe(500n)
    expect(await allowance()).toBe(0n) // the approval was spent by the transfer
  })

  test('behavior: with enough allowance no approve tx is sent', async () => {
    const client = testClient()
    const hash = await client.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [owner, 1000n],
      account: owner,
      chain: chainA,
    })
    await client.waitForTransactionReceipt({ hash })
    const nonce = await client.getTransactionCount({ address: owner })
    const steps: SendTxStep[] = []
    const { txHash } = await createWagmiAdapter(await connected()).sendTx(transferFrom(400n), {
      onStep: (step) => steps.push(step),
    })
    await client.waitForTransactionReceipt({ hash: txHash as Hex })

    expect(await client.getTransactionCount({ address: owner })).toBe(nonce + 1)
    expect(steps).toEqual([{ step: 'signing' }])
    expect(await allowance()).toBe(600n)
  })

  test('behavior: the wallet is switched to the tx chain first', async () => {
    const client = testClient()
    const config = await connected(mockConfig(), chainB.id)
    const before = await client.getBalance({ address: recipient })
    const steps: SendTxStep[] = []
    const { txHash } = await createWagmiAdapter(config).sendTx(evmTx({ value: '777' }), {
      onStep: (step) => steps.push(step),
    })
    await client.waitForTransactionReceipt({ hash: txHash as Hex })

    expect(steps[0]).toEqual({ step: 'switching-chain', chainId: '31337' })
    expect(getConnection(config).chainId).toBe(chainA.id)
    expect((await client.getBalance({ address: recipient })) - before).toBe(777n)
  })

  test('behavior: a declined chain switch is a UserRejectedError', async () => {
    const config = mockConfig({ switchChainError: true }, [chainB, chainA])
    await connect(config, { connector: config.connectors[0]! })

    await expect(createWagmiAdapter(config).sendTx(evmTx({ value: '1' }))).rejects.toBeInstanceOf(
      UserRejectedError,
    )
  })

  test('behavior: a declined transaction (EIP-1193 code 4001) is a UserRejectedError', async () => {
    const config = configWith(
      walletFailingSends(chainA.id, anvilA.url, { code: 4001, message: 'User rejected the request.' }),
    )
    await connect(config, { connector: config.connectors[0]! })
    const nonce = await testClient().getTransactionCount({ address: owner })

    const error = await createWagmiAdapter(config)
      .sendTx(evmTx({ value: '1' }))
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(await testClient().getTransactionCount({ address: owner })).toBe(nonce)
    await disconnect(config)
  })

  test('behavior: an approval that reverts is a TxRejectedError and the route tx is not sent', async () => {
    const nonce = await testClient().getTransactionCount({ address: owner })
    const before = await tokenBalance(recipient)
    const route = transferFrom(5n)
    route.evm_tx.required_erc20_approvals = [{ token_contract: token, spender: zeroAddress, amount: '5' }]

    const error = await createWagmiAdapter(await connected())
      .sendTx(route)
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(TxRejectedError)
    // anvil's wallet mines the failing approval (and charges gas) instead of refusing it at estimation
    expect(error).toMatchObject({ chainId: '31337', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(await testClient().getTransactionCount({ address: owner })).toBe(nonce + 1)
    expect(await tokenBalance(recipient)).toBe(before)
  })

  test('behavior: a tx the wallet finds reverting is a TxRejectedError', async () => {
    const config = configWith(
      walletFailingSends(chainA.id, anvilA.url, {
        code: 3,
        message: 'execution reverted: ERC20: insufficient allowance',
      }),
    )
    await connect(config, { connector: config.connectors[0]! })

    const error = await createWagmiAdapter(config)
      .sendTx(evmTx({ value: '1' }))
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(TxRejectedError)
    expect((error as TxRejectedError).log).toContain('insufficient allowance')
    await disconnect(config)
  })

  test('behavior: an approval that is never mined ends in ReceiptTimeoutError', async () => {
    const client = testClient()
    await client.setAutomine(false)
    try {
      const error = await createWagmiAdapter(await connected(), { receiptTimeoutMs: 300 })
        .sendTx(transferFrom(5n))
        .catch((error: unknown) => error)
      expect(error).toBeInstanceOf(ReceiptTimeoutError)
      expect((error as ReceiptTimeoutError).txHash).toMatch(/^0x[0-9a-f]{64}$/)
    } finally {
      await client.setAutomine(true)
      await client.mine({ blocks: 1 })
    }
  })

  test('behavior: wrong account, unknown chain and non-EVM txs fail before the wallet is asked', async () => {
    const adapter = createWagmiAdapter(await connected())

    await expect(adapter.sendTx(evmTx({ signer_address: recipient }))).rejects.toBeInstanceOf(
      SignerMismatchError,
    )
    await expect(adapter.sendTx(evmTx({ chain_id: '1' }))).rejects.toBeInstanceOf(ChainNotConfiguredError)
    await expect(
      adapter.sendTx({ cosmos_tx: { chain_id: 'initiation-2', signer_address: 'init1', msgs: [] } }),
    ).rejects.toBeInstanceOf(UnsupportedTxError)
    expect(await adapter.getAddress('31337')).toBe(owner)
  })

  describe('a send without a clear answer', () => {
    // the mock wallet sends through the chain's RPC URL: the proxy's
    let proxy: RpcProxy
    beforeAll(async () => {
      proxy = await startRpcProxy(anvilA.url)
    })
    afterAll(() => proxy.close())

    async function viaProxy() {
      const chain = chainOf(chainA.id, proxy.url)
      const config = createConfig({
        chains: [chain],
        connectors: [mock({ accounts: [owner] })],
        transports: { [chain.id]: http(proxy.url) },
        pollingInterval: 50,
      })
      await connect(config, { connector: config.connectors[0]! })
      return createWagmiAdapter(config)
    }
    const nextNonce = () => testClient().getTransactionCount({ address: owner, blockTag: 'pending' })
    const uncertain = async (promise: Promise<unknown>): Promise<PendingTxRef> => {
      const error = await promise.then(
        () => expect.unreachable('the send succeeded'),
        (error: unknown) => error,
      )
      expect(error).toBeInstanceOf(BroadcastUncertainError)
      return (error as BroadcastUncertainError).tx
    }

    test('behavior: an answer lost after anvil took the tx is uncertain without a hash, then nonceUsed', async () => {
      const adapter = await viaProxy()
      const nonce = await nextNonce()
      const reported: object[] = []
      proxy.failNext('eth_sendTransaction', 'answer-lost')

      const tx = await uncertain(
        adapter.sendTx(evmTx({ value: '31' }), { onTxHash: (hash) => void reported.push(hash) }),
      )
      expect(tx).toEqual({ chainId: '31337', signer: owner, nonce: String(nonce) })
      expect(reported).toEqual([])
      await expect.poll(() => adapter.checkTx!(tx), { interval: 50 }).toBe('nonceUsed')
    })

    test('behavior: a request lost before anvil is pending, and nonceUsed once another tx takes the nonce', async () => {
      const adapter = await viaProxy()
      const nonce = await nextNonce()
      proxy.failNext('eth_sendTransaction', 'request-lost')

      const tx = await uncertain(adapter.sendTx(evmTx({ value: '32' })))
      expect(tx).toEqual({ chainId: '31337', signer: owner, nonce: String(nonce) })
      expect(await adapter.checkTx!(tx)).toBe('pending')
      const { txHash } = await adapter.sendTx(evmTx({ value: '33' }))
      await testClient().waitForTransactionReceipt({ hash: txHash as Hex })
      expect(await adapter.checkTx!(tx)).toBe('nonceUsed')
    })

    test('behavior: onTxHash gets the sent hash as broadcast; a rejecting onTxHash cannot take the tx back', async () => {
      const adapter = await viaProxy()
      const nonce = await nextNonce()
      const reported: object[] = []
      const { txHash } = await adapter.sendTx(evmTx({ value: '34' }), {
        onTxHash: (hash) => void reported.push(hash),
      })
      expect(reported).toEqual([
        { txHash, chainId: '31337', broadcast: true, signer: owner, nonce: String(nonce) },
      ])
      // the adapter names the nonce it read, and the tx used it
      expect(proxy.lastParams('eth_sendTransaction')).toEqual([
        expect.objectContaining({ from: owner, nonce: numberToHex(nonce) }),
      ])
      expect((await testClient().getTransaction({ hash: txHash as Hex })).nonce).toBe(nonce)
      const ref = { chainId: '31337', txHash, signer: owner, nonce: String(nonce) }
      await expect.poll(() => adapter.checkTx!(ref), { interval: 50 }).toBe('included')

      const second = await adapter.sendTx(evmTx({ value: '35' }), {
        onTxHash: () => Promise.reject(new Error('the store refused the record')),
      })
      const receipt = await testClient().waitForTransactionReceipt({ hash: second.txHash as Hex })
      expect(receipt.status).toBe('success')
    })

    test.each<[string, RpcFault, boolean]>([
      ['a 502', { status: 502, text: 'bad gateway' }, true],
      [
        'an internal error (-32603)',
        { answer: { error: { code: -32603, message: 'Internal error' } } },
        true,
      ],
      ['"already known"', { answer: { error: { code: -32000, message: 'already known' } } }, true],
      ['"nonce too low"', { answer: { error: { code: -32000, message: 'nonce too low' } } }, false],
      [
        '"insufficient funds"',
        { answer: { error: { code: -32003, message: 'insufficient funds for gas * price + value' } } },
        false,
      ],
      ['a 429', { status: 429, text: 'slow down' }, false],
    ])('behavior: a send answered by %s', async (_, fault, isUncertain) => {
      const adapter = await viaProxy()
      proxy.failNext('eth_sendTransaction', fault)
      const error = await adapter.sendTx(evmTx({ value: '36' })).catch((error: unknown) => error)

      expect(error).toBeInstanceOf(Error)
      expect(error instanceof BroadcastUncertainError).toBe(isUncertain)
    })
  })

  test('behavior: checkTx reports a tx mined with a reverted receipt as failed, not included', async () => {
    const client = testClient()
    await client.impersonateAccount({ address: recipient })
    await client.setBalance({ address: recipient, value: 10n ** 18n })
    const nonce = await client.getTransactionCount({ address: recipient })
    // more than the token's whole supply: the transfer reverts in its block (a set gas skips the estimate that
    // would catch it first)
    const hash = await client.sendTransaction({
      account: recipient,
      chain: chainA,
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [owner, 10n ** 30n] }),
      gas: 100_000n,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('reverted')

    const adapter = createWagmiAdapter(await connected())
    const found = await adapter.checkTx!({
      chainId: '31337',
      txHash: hash,
      signer: recipient,
      nonce: String(nonce),
    })
    expect(found).toEqual({ state: 'failed', log: expect.stringMatching(/reverted/) })
  })
})

/** A wallet over anvil that answers every eth_sendTransaction with `error` (4001: the user declined). */
function walletFailingSends(chainId: number, url: string, sendError: { code: number; message: string }) {
  let id = 0
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [owner]
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (method === 'eth_sendTransaction')
        throw Object.assign(new Error(sendError.message), { code: sendError.code })
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      })
      const { result, error } = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (error) throw new Error(error.message)
      return result
    },
  }
  return createConnector(() => ({
    id: 'failing',
    name: 'Failing wallet',
    type: 'failing',
    // `never`: wagmi types the accounts by a generic withCapabilities flag
    connect: async () => ({ accounts: [owner], chainId }) as never,
    disconnect: async () => {},
    getAccounts: async () => [owner],
    getChainId: async () => chainId,
    getProvider: async () => provider,
    isAuthorized: async () => true,
    onAccountsChanged: () => {},
    onChainChanged: () => {},
    onDisconnect: () => {},
  }))
}
