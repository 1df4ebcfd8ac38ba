// The devnet's chains as Initia's chain registry describes a network: one chain.json each, in the registry's
// schema (chain.schema.json), shaped after the real testnet's files. Only Initia's own chains are listed, as in the
// real registry: Noble and the Cosmos Hub are reached over IBC, and their denoms appear in the L1's traces.
import { EVM_CHAIN_ID, L1, opBridges } from '../router/registry.ts'

export interface RegistryDevnetUrls {
  /** The devnet server, e.g. http://127.0.0.1:4350 */
  origin: string
  /** Where the registry is served, e.g. http://127.0.0.1:4350/registry */
  registry: string
  /** anvil's JSON-RPC, when it runs: the EVM rollup's WebSocket (its HTTP JSON-RPC is the devnet server's) */
  evmRpcUrl?: string | undefined
}

/** The registry's own images, at the URL its testnet deployment serves them (`<base>/images/<name>.png`). */
export const registryImage = (name: string) => `https://registry.testnet.initia.xyz/images/${name}.png`

/** The EVM rollup's gas token: the ERC-20 of evm/2eE7… as on the real testnet evm-1 (the devnet indexer's too). */
export const evmFeeDenom = 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22'
/** move-1's fee denom: INIT through its OPinit bridge (the devnet's move-1 chain and router). */
export const moveFeeDenom = 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0'

/** Noble's USDC on the L1 over channel-3: ibc/ of SHA-256("transfer/channel-3/uusdc") (router/registry.ts). */
export const USDC_ON_L1 = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'

const gasPrices = (denom: string, fixed: number, high: number) => ({
  denom,
  fixed_min_gas_price: fixed,
  low_gas_price: fixed,
  average_gas_price: fixed,
  high_gas_price: high,
})

/**
 * Each chain's fee tokens, as the registry's chain.json lists them (samples/registry/mainnets/initia/chain.json:
 * fixed_min_gas_price, low, average and high gas prices). The chain stand-ins take a fee in any of them at its
 * fixed_min_gas_price. The L1 also takes USDC, at the price worth the same (USDC $1, INIT $0.5 at the devnet's
 * prices), as initia's dynamic-fee ante converts any fee token it can price (x/dynamic-fee/ante/fee.go).
 */
export const devnetFeeTokens = {
  [L1]: [gasPrices('uinit', 0.015, 0.04), gasPrices(USDC_ON_L1, 0.0075, 0.02)],
  'evm-1': [gasPrices(evmFeeDenom, 150000000000, 400000000000)],
  // the L1's INIT over the OPinit bridge, at the L1's price
  'move-1': [gasPrices(moveFeeDenom, 0.015, 0.04)],
} as const

const bridgeOf = (l2: string) => opBridges.find((bridge) => bridge.l2 === l2)!.bridgeId

const apis = (urls: RegistryDevnetUrls, chainId: string, indexer: boolean) => ({
  rpc: [{ address: `${urls.origin}/chains/${chainId}`, provider: 'rollscope devnet' }],
  // the devnet's REST for each chain: x/bank balances, accounts and tx simulate, and on the L1 its OPinit queries
  rest: [{ address: `${urls.origin}/chains/${chainId}/rest`, provider: 'rollscope devnet' }],
  ...(indexer && { indexer: [{ address: `${urls.origin}/${chainId}`, provider: 'rollscope devnet' }] }),
})

// samples/registry/testnets/*/chain.json: `initia scan` with `${txHash}` and `${accountAddress}` templates; the
// devnet's explorer pages (explorer.ts) keep scan's paths
const explorers = (urls: RegistryDevnetUrls, chainId: string) => [
  {
    kind: 'rollscope devnet',
    url: `${urls.origin}/explorer/${chainId}`,
    tx_page: `${urls.origin}/explorer/${chainId}/txs/\${txHash}`,
    account_page: `${urls.origin}/explorer/${chainId}/accounts/\${accountAddress}`,
  },
]

const logo = (name: string) => ({
  images: [{ png: registryImage(name) }],
  logo_URIs: { png: registryImage(name) },
})

/** Every chain.json of the devnet, the L1 first. */
export function devnetChainFiles(urls: RegistryDevnetUrls) {
  const assetlist = (chainName: string) => `${urls.registry}/chains/${chainName}/assetlist.json`
  return [
    // samples/registry/testnets/initia/chain.json
    {
      $schema: '../../chain.schema.json',
      chain_name: 'initia',
      chain_id: L1,
      website: 'https://initia.xyz',
      pretty_name: 'Initia',
      status: 'live',
      network_type: 'devnet',
      bech32_prefix: 'init',
      daemon_name: 'initiad',
      key_algos: ['initia_ethsecp256k1', 'secp256k1'],
      slip44: 60,
      fees: { fee_tokens: [...devnetFeeTokens[L1]] },
      staking: { staking_tokens: [{ denom: 'uinit' }] },
      description: 'The rollscope devnet L1',
      // the L1's indexer is Initia's core indexer, as the real registry lists one for interwoven-1 and initiation-2
      // (samples/registry/testnets/initia/chain.json: indexer.initiation-2.initia.xyz)
      apis: apis(urls, L1, true),
      explorers: explorers(urls, L1),
      faucets: [],
      ...logo('INIT'),
      metadata: {
        is_l1: true,
        // the devnet router's channels (router/registry.ts), as samples/registry/mainnets/initia/chain.json lists Noble's
        ibc_channels: [
          { chain_id: 'noble-1', port_id: 'transfer', channel_id: 'channel-3', version: 'ics20-1' },
          { chain_id: 'cosmoshub-4', port_id: 'transfer', channel_id: 'channel-1', version: 'ics20-1' },
        ],
        assetlist: assetlist('initia'),
      },
    },
    // samples/registry/testnets/evm/chain.json; the rollup is anvil (EVM chain id 4354) and the generated indexer,
    // its JSON-RPC the devnet server's in front of anvil
    {
      $schema: '../../chain.schema.json',
      chain_name: 'evm',
      pretty_name: 'Evm',
      chain_id: 'evm-1',
      evm_chain_id: Number(EVM_CHAIN_ID),
      bech32_prefix: 'init',
      network_type: 'devnet',
      apis: {
        ...apis(urls, 'evm-1', true),
        // the devnet server's minievm JSON-RPC (packages/devnet/src/jsonRpc.ts): the `cosmos` namespace from the indexer's
        // data, every other method anvil's, so it is listed with or without anvil
        'json-rpc': [{ address: `${urls.origin}/chains/evm-1/json-rpc`, provider: 'rollscope devnet' }],
        // anvil answers WebSocket on its HTTP port; without anvil (no binary) there is none to list
        ...(urls.evmRpcUrl && {
          'json-rpc-websocket': [
            { address: urls.evmRpcUrl.replace(/^http/, 'ws'), provider: 'rollscope devnet' },
          ],
        }),
      },
      explorers: explorers(urls, 'evm-1'),
      key_algos: ['secp256k1'],
      slip44: 118,
      fees: { fee_tokens: [...devnetFeeTokens['evm-1']] },
      ...logo('minievm'),
      metadata: {
        op_bridge_id: bridgeOf(EVM_CHAIN_ID),
        op_denoms: ['uinit'],
        // the executor of the anvil rollup's bridge (server.ts mounts it under the router's chain id)
        executor_uri: `${urls.origin}/executor/${EVM_CHAIN_ID}`,
        ibc_channels: [],
        assetlist: assetlist('evm'),
        minitia: { type: 'minievm', version: 'v1.1.15' },
      },
    },
    // samples/registry/testnets/move/chain.json
    {
      $schema: '../../chain.schema.json',
      chain_name: 'move',
      pretty_name: 'Move',
      chain_id: 'move-1',
      bech32_prefix: 'init',
      network_type: 'devnet',
      apis: apis(urls, 'move-1', true),
      explorers: explorers(urls, 'move-1'),
      key_algos: ['secp256k1'],
      slip44: 118,
      fees: { fee_tokens: [...devnetFeeTokens['move-1']] },
      ...logo('minimove'),
      metadata: {
        op_bridge_id: bridgeOf('move-1'),
        op_denoms: ['uinit', 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'],
        executor_uri: `${urls.origin}/executor/move-1`,
        ibc_channels: [],
        assetlist: assetlist('move'),
        minitia: { type: 'minimove', version: 'v1.0.7' },
      },
    },
  ]
}

export type DevnetChainFile = ReturnType<typeof devnetChainFiles>[number]
