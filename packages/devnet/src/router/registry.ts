// The router devnet's world: five chains, their assets, and the IBC channels and OPinit bridges between them.
// Denoms are the real derivations: ibc/ = SHA-256 of the trace, l2/ = SHA3-256 of (bridge id, L1 denom).

export const L1 = 'initiation-2'
export const EVM_CHAIN_ID = '4354'

/** Where the devnet's anvil deploys them (first account, nonces 0, 1 and 2), so they need no lookup. */
export const defaultEvmContracts = {
  usdc: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  init: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  bridge: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
} as const

export type EvmContracts = { usdc: string; init: string; bridge: string }

/** An asset's identity across chains. */
export type Origin = 'INIT' | 'USDC' | 'ATOM' | 'GAS'

export interface ChainInfo {
  chainId: string
  chainName: string
  prettyName: string
  chainType: 'cosmos' | 'evm'
  bech32Prefix: string
  feeDenom: string
  gasPrice: { low: string; average: string; high: string }
  explorer: string
}

export interface AssetInfo {
  chainId: string
  denom: string
  origin: Origin
  /** the chain it arrived from, and how; undefined for native assets */
  via?: { chainId: string; bridge: 'ibc' | 'op' }
  trace: string
  decimals: number
  tokenContract?: string
}

export interface Channel {
  from: string
  to: string
  channel: string
}

export interface OpBridge {
  l2: string
  bridgeId: string
  /** seconds until a withdrawal is final on L1 (mainnet rollups: 7 days) */
  withdrawalSeconds: number
}

const logo = (name: string) =>
  `https://raw.githubusercontent.com/initia-labs/initia-registry/main/images/${name}.png`

export const originMeta: Record<Origin, { symbol: string; name: string; usd: number; coingecko: string }> = {
  INIT: { symbol: 'INIT', name: 'Initia', usd: 0.5, coingecko: 'initia' },
  USDC: { symbol: 'USDC', name: 'USD Coin', usd: 1, coingecko: 'usd-coin' },
  ATOM: { symbol: 'ATOM', name: 'Cosmos Hub Atom', usd: 4.5, coingecko: 'cosmos' },
  GAS: { symbol: 'GAS', name: 'Rollup gas', usd: 0, coingecko: '' },
}

export const chainInfos: ChainInfo[] = [
  {
    chainId: L1,
    chainName: 'initia',
    prettyName: 'Initia',
    chainType: 'cosmos',
    bech32Prefix: 'init',
    feeDenom: 'uinit',
    gasPrice: { low: '0.015', average: '0.015', high: '0.04' },
    explorer: `https://scan.testnet.initia.xyz/${L1}/txs/`,
  },
  {
    chainId: EVM_CHAIN_ID,
    chainName: 'minievm',
    prettyName: 'Minievm Devnet',
    chainType: 'evm',
    bech32Prefix: 'init',
    feeDenom: 'minievm-native',
    gasPrice: { low: '0', average: '0', high: '0' },
    explorer: 'https://scan.testnet.initia.xyz/minievm-1/txs/',
  },
  {
    chainId: 'move-1',
    chainName: 'minimove',
    prettyName: 'Minimove Devnet',
    chainType: 'cosmos',
    bech32Prefix: 'init',
    feeDenom: 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0',
    gasPrice: { low: '0.15', average: '0.15', high: '0.4' },
    explorer: 'https://scan.testnet.initia.xyz/move-1/txs/',
  },
  {
    chainId: 'cosmoshub-4',
    chainName: 'cosmoshub',
    prettyName: 'Cosmos Hub',
    chainType: 'cosmos',
    bech32Prefix: 'cosmos',
    feeDenom: 'uatom',
    gasPrice: { low: '0.005', average: '0.025', high: '0.03' },
    explorer: 'https://www.mintscan.io/cosmos/txs/',
  },
  {
    chainId: 'noble-1',
    chainName: 'noble',
    prettyName: 'Noble',
    chainType: 'cosmos',
    bech32Prefix: 'noble',
    feeDenom: 'uusdc',
    gasPrice: { low: '0.1', average: '0.1', high: '0.2' },
    explorer: 'https://www.mintscan.io/noble/txs/',
  },
]

export const channels: Channel[] = [
  { from: 'noble-1', to: L1, channel: 'channel-112' },
  { from: L1, to: 'noble-1', channel: 'channel-3' },
  { from: 'cosmoshub-4', to: L1, channel: 'channel-1101' },
  { from: L1, to: 'cosmoshub-4', channel: 'channel-1' },
  { from: 'noble-1', to: 'cosmoshub-4', channel: 'channel-4' },
  { from: 'cosmoshub-4', to: 'noble-1', channel: 'channel-536' },
]

export const opBridges: OpBridge[] = [
  { l2: EVM_CHAIN_ID, bridgeId: '1', withdrawalSeconds: 600 },
  { l2: 'move-1', bridgeId: '2', withdrawalSeconds: 600 },
]

const USDC_ON_L1 = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'

export function buildAssets(evm: EvmContracts): AssetInfo[] {
  const native = (chainId: string, denom: string, origin: Origin, decimals = 6): AssetInfo => ({
    chainId,
    denom,
    origin,
    trace: '',
    decimals,
  })
  const ibc = (chainId: string, denom: string, origin: Origin, from: string, trace: string): AssetInfo => ({
    chainId,
    denom,
    origin,
    via: { chainId: from, bridge: 'ibc' },
    trace,
    decimals: 6,
  })
  const op = (chainId: string, denom: string, origin: Origin, tokenContract?: string): AssetInfo => ({
    chainId,
    denom,
    origin,
    via: { chainId: L1, bridge: 'op' },
    trace: '',
    decimals: 6,
    ...(tokenContract && { tokenContract }),
  })
  return [
    native(L1, 'uinit', 'INIT'),
    ibc(L1, USDC_ON_L1, 'USDC', 'noble-1', 'transfer/channel-3'),
    ibc(
      L1,
      'ibc/C4CFF46FD6DE35CA4CF4CE031E643C8FDC9BA4B99AE598E9B0ED98FE3A2319F9',
      'ATOM',
      'cosmoshub-4',
      'transfer/channel-1',
    ),
    native(EVM_CHAIN_ID, 'minievm-native', 'GAS', 18),
    op(EVM_CHAIN_ID, evm.usdc, 'USDC', evm.usdc),
    op(EVM_CHAIN_ID, evm.init, 'INIT', evm.init),
    op('move-1', 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0', 'INIT'),
    op('move-1', 'l2/28309f307d12f170380eac5ff15681a70f3cca28e2a2a13dedbd555c1536898c', 'USDC'),
    native('cosmoshub-4', 'uatom', 'ATOM'),
    ibc(
      'cosmoshub-4',
      'ibc/F663521BF1836B00F5F177680F74BFB9A8B5654A694D0D2BC249E03CF2509013',
      'USDC',
      'noble-1',
      'transfer/channel-536',
    ),
    native('noble-1', 'uusdc', 'USDC'),
  ]
}

/** The Skip `Asset` JSON of a registry asset. */
export function assetJson(asset: AssetInfo, assets: AssetInfo[]) {
  const meta = originMeta[asset.origin]
  const home = assets.find((a) => a.origin === asset.origin && !a.via)
  return {
    denom: asset.denom,
    chain_id: asset.chainId,
    origin_denom: home?.denom ?? asset.denom,
    origin_chain_id: home?.chainId ?? asset.chainId,
    trace: asset.trace,
    is_cw20: false,
    is_evm: asset.chainId === EVM_CHAIN_ID,
    is_svm: false,
    symbol: meta.symbol,
    name: meta.name,
    logo_uri: logo(meta.symbol.toLowerCase()),
    decimals: asset.decimals,
    ...(asset.tokenContract && { token_contract: asset.tokenContract }),
    description: meta.name,
    ...(meta.coingecko && { coingecko_id: meta.coingecko }),
    recommended_symbol: meta.symbol,
  }
}

/** The Skip `Chain` JSON. */
export function chainJson(chain: ChainInfo) {
  const cosmos = chain.chainType === 'cosmos'
  return {
    chain_name: chain.chainName,
    chain_id: chain.chainId,
    pfm_enabled: cosmos,
    cosmos_module_support: { authz: cosmos, feegrant: cosmos },
    supports_memo: cosmos,
    logo_uri: logo(chain.chainName),
    bech32_prefix: chain.bech32Prefix,
    fee_assets: [{ denom: chain.feeDenom, gas_price: chain.gasPrice }],
    chain_type: chain.chainType,
    ibc_capabilities: {
      cosmos_pfm: cosmos,
      cosmos_ibc_hooks: cosmos,
      cosmos_memo: cosmos,
      cosmos_autopilot: false,
    },
    is_testnet: chain.chainId !== 'cosmoshub-4' && chain.chainId !== 'noble-1',
    pretty_name: chain.prettyName,
  }
}

export const chainById = (chainId: string) => chainInfos.find((chain) => chain.chainId === chainId)

export function explorerLink(chainId: string, hash: string): string {
  return `${chainById(chainId)?.explorer ?? 'https://scan.testnet.initia.xyz/txs/'}${hash}`
}
