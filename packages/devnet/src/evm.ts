// Node only: the EVM rollup as a local anvil, with the router's two ERC-20s and its withdrawal bridge deployed.
import { type ChildProcess, spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  parseAbi,
} from 'viem'

export interface EvmChain {
  rpcUrl: string
  chainId: number
  tokens: { usdc: Address; init: Address }
  /** the OPinit withdrawal bridge: `initiateTokenWithdrawal(address token, uint256 amount, string to)` pulls the tokens with transferFrom */
  bridgeAddress: Address
  /** anvil's first 10 accounts (unlocked), each holding 1,000,000 of both tokens */
  accounts: Address[]
  close(): Promise<void>
}

export interface StartEvmChainOptions {
  /** default 0: a free port */
  port?: number
  /** default 4354 */
  chainId?: number
}

// Runtime: transferFrom(caller, this, calldata[0x24]) on the token at calldata[0x04]; revert with its reason.
const bridgeBytecode: Hex =
  '0x603780600b6000396000f36323b872dd60e01b6000523360045230602452602435604452602060006064600060006004355af115602d57005b3d6000803e3d6000fd'

const erc20Abi = parseAbi([
  'constructor(string name, string symbol, uint256 initialSupply, address owner)',
  'function transfer(address to, uint256 amount) returns (bool)',
])

function findAnvil(): string | undefined {
  const candidates = [
    process.env.ANVIL_PATH,
    // the repository's own (joined, not `new URL(...)`: a bundler would inline the binary as an asset)
    join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.bin/anvil'),
    join(process.cwd(), 'node_modules/.bin/anvil'),
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'anvil')),
  ]
  return candidates.find((path) => {
    if (!path) return false
    try {
      accessSync(path, constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`anvil did not start within 10 s:\n${output}`)), 10_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on [^\s]+:(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`anvil exited with code ${code}:\n${output}`))
    })
  })
}

/** Starts anvil with instant mining; null (and one log line) when no anvil binary is installed. */
export async function startEvmChain(options: StartEvmChainOptions = {}): Promise<EvmChain | null> {
  const binary = findAnvil()
  if (!binary) {
    console.log('rollscope devnet: no anvil binary (set ANVIL_PATH), running without the EVM chain')
    return null
  }
  const chainId = options.chainId ?? 4354
  const child = spawn(
    binary,
    ['--port', String(options.port ?? 0), '--chain-id', String(chainId), '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill()
    })
  try {
    const port = await waitForPort(child)
    // anvil logs every request: keep reading so its pipe never fills
    child.stdout?.removeAllListeners('data').resume()
    const rpcUrl = `http://127.0.0.1:${port}`
    const chain = defineChain({
      id: chainId,
      name: 'Minievm Devnet',
      nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const transport = http(rpcUrl)
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
    const accounts = (await createWalletClient({ chain, transport }).getAddresses())
      .slice(0, 10)
      .map((a) => getAddress(a))
    const [owner] = accounts
    if (!owner) throw new Error('anvil has no accounts')
    const wallet = createWalletClient({ chain, transport, account: owner })
    const { bytecode } = createRequire(import.meta.url)(
      '@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json',
    ) as { bytecode: Hex }
    // the preset's decimals() returns 18; USDC and INIT have 6
    const sixDecimals = bytecode.replace('604051601281526020', '604051600681526020') as Hex
    const supply = 10_000_000_000_000n // 10,000,000 tokens
    const deploy = async (name: string, symbol: string) => {
      const hash = await wallet.deployContract({
        abi: erc20Abi,
        bytecode: sixDecimals,
        args: [name, symbol, supply, owner],
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (!receipt.contractAddress) throw new Error(`deploying ${symbol} failed`)
      return getAddress(receipt.contractAddress)
    }
    const usdc = await deploy('USD Coin', 'USDC')
    const init = await deploy('Initia', 'INIT')
    const bridgeReceipt = await publicClient.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ data: bridgeBytecode }),
    })
    if (!bridgeReceipt.contractAddress) throw new Error('deploying the bridge failed')
    const bridgeAddress = getAddress(bridgeReceipt.contractAddress)
    let last: Hex | undefined
    for (const token of [usdc, init])
      for (const account of accounts.slice(1))
        last = await wallet.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [account, 1_000_000_000_000n],
        })
    if (last) await publicClient.waitForTransactionReceipt({ hash: last })
    return { rpcUrl, chainId, tokens: { usdc, init }, bridgeAddress, accounts, close }
  } catch (error) {
    await close()
    throw error
  }
}
