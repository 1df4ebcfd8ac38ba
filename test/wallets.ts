import { Secp256k1HdWallet } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet, makeCosmoshubPath, type OfflineSigner } from '@cosmjs/proto-signing'
import { type Address, defineChain, http } from 'viem'
import { createConfig, mock } from 'wagmi'
import { connect } from 'wagmi/actions'
import { combineWallets } from '../src/wallet/combineWallets.ts'
import { createCosmjsAdapter } from '../src/wallet/cosmjs.ts'
import { createInitiaAdapter } from '../src/wallet/initia/adapter.ts'
import { createWagmiAdapter } from '../src/wallet/wagmi.ts'

// A fixed test mnemonic: the same keys on every devnet chain.
export const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'

const chains = {
  'initiation-2': { prefix: 'init', gasPrice: '0.015uinit' },
  // the devnet's evm-1 takes Cosmos txs too (minievm's MsgCall), its fee in its registry fee token
  'evm-1': { prefix: 'init', gasPrice: '150000000000evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22' },
  'move-1': {
    prefix: 'init',
    gasPrice: '0.015l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0',
  },
  'cosmoshub-4': { prefix: 'cosmos', gasPrice: '0.025uatom' },
  'noble-1': { prefix: 'noble', gasPrice: '0.1uusdc' },
} as const

/** A signer with both sign modes, as Keplr's is: direct for txs, amino for op-hooks. */
async function signerFor(prefix: string, accountIndex: number): Promise<OfflineSigner> {
  const hdPaths = [makeCosmoshubPath(accountIndex)]
  const direct = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix, hdPaths })
  const amino = await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix, hdPaths })
  return {
    getAccounts: () => direct.getAccounts(),
    signDirect: (address, doc) => direct.signDirect(address, doc),
    signAmino: (address, doc) => amino.signAmino(address, doc),
  } as OfflineSigner
}

/**
 * The cosmjs adapter over the devnet's chain stand-ins. `accountIndex` picks the mnemonic's account (the devnet
 * funds the first two): test files sharing one devnet use different ones, so no two race for a sequence. The dom and
 * storybook projects share the chain stand-ins: the SendForm stories show account 0's INIT balance, so no test
 * broadcasts as account 0 on initiation-2 (SendForm.test.tsx sends as 1; SendForm.names.test.tsx simulates as 1 too,
 * and a send landing between its account read and its simulation can fail it: rare, with two or more workers).
 */
export async function cosmosTestWallet(
  rpcs: Record<string, string>,
  wrap?: (signer: OfflineSigner) => OfflineSigner,
  accountIndex = 0,
) {
  // the chains given an RPC
  const entries = await Promise.all(
    Object.entries(chains)
      .filter(([chainId]) => rpcs[chainId])
      .map(async ([chainId, { prefix, gasPrice }]) => {
        const signer = await signerFor(prefix, accountIndex)
        return [chainId, { rpc: rpcs[chainId]!, signer: wrap ? wrap(signer) : signer, gasPrice }] as const
      }),
  )
  return createCosmjsAdapter({ chains: Object.fromEntries(entries) })
}

/** A `wrap` for `cosmosTestWallet` that records in `signs` every signature the signer is asked for, then signs. */
export const countingSigner =
  (signs: string[]) =>
  (signer: OfflineSigner): OfflineSigner =>
    new Proxy(signer, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (key !== 'signDirect' && key !== 'signAmino') return value
        return (...args: unknown[]) => {
          signs.push(key)
          return (value as (...args: unknown[]) => unknown).apply(target, args)
        }
      },
    })

/** A wagmi config over the devnet's anvil with the mock connector, connected to one of anvil's dev accounts. */
async function evmTestConfig(evm: { rpcUrl: string; chainId: number }, account: Address) {
  const chain = defineChain({
    id: evm.chainId,
    name: 'Devnet EVM rollup',
    nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
    rpcUrls: { default: { http: [evm.rpcUrl] } },
  })
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [account] })],
    transports: { [chain.id]: http(evm.rpcUrl) },
    pollingInterval: 50,
  })
  await connect(config, { connector: config.connectors[0]! })
  return config
}

/**
 * anvil's first dev accounts, which the devnet funds with its ERC-20s and on every Initia chain. Test files that
 * share the test run's devnet sign with different ones, so that no two race for a sequence or a nonce.
 */
export const anvilAccounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

/** The wagmi adapter over the devnet's anvil, through a wagmi config with the mock connector. */
export async function evmTestWallet(
  evm: { rpcUrl: string; chainId: number },
  account: Address = anvilAccounts[0],
) {
  return createWagmiAdapter(await evmTestConfig(evm, account), { receiptTimeoutMs: 10_000 })
}

/**
 * One Ethereum wallet on every devnet chain: the Initia adapter signs with an anvil account through wagmi (anvil
 * answers its personal_sign), the cosmjs test wallet keeps Noble and the Hub.
 */
export async function initiaTestWallet(options: {
  routerUrl: string
  evm: { rpcUrl: string; chainId: number }
  chains: Record<string, string>
  account?: Address
  cosmosAccountIndex?: number
}) {
  const config = await evmTestConfig(options.evm, options.account ?? anvilAccounts[0])
  return combineWallets({
    initia: createInitiaAdapter({ router: { baseUrl: options.routerUrl }, config, receiptTimeoutMs: 10_000 }),
    cosmos: await cosmosTestWallet(options.chains, undefined, options.cosmosAccountIndex),
  })
}
