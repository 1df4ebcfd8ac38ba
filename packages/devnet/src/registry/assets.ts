// The devnet's assetlist.json files (assetlist.schema.json): an entry for every denom the devnet's chains,
// indexers and router use on an Initia chain, shaped after the real files each cites. Denoms are the real
// derivations: ibc/ = SHA-256 of the trace path, l2/ = SHA3-256 of (bridge id, L1 denom) (router/registry.ts).
import { chainInfos, defaultEvmContracts, EVM_CHAIN_ID, L1, opBridges } from '../router/registry.ts'
import { evmFeeDenom, moveFeeDenom, registryImage, USDC_ON_L1 } from './chains.ts'

export { USDC_ON_L1 }
export const ATOM_ON_L1 = 'ibc/C4CFF46FD6DE35CA4CF4CE031E643C8FDC9BA4B99AE598E9B0ED98FE3A2319F9'
/** bridge 1's INIT (the EVM rollup's): the bank denom its ERC-20 wraps; the devnet's move-1 indexer uses it too */
const INIT_OF_BRIDGE_1 = 'l2/771d639f30fbe45e3fbca954ffbe2fcc26f915f5513c67a4a2d0bc1d635bdefd'
export const USDC_ON_MOVE = 'l2/28309f307d12f170380eac5ff15681a70f3cca28e2a2a13dedbd555c1536898c'

const bridgeOf = (l2: string) => opBridges.find((bridge) => bridge.l2 === l2)!.bridgeId
const l1 = { chain_name: 'initia', chain_id: L1 }
const evm = { chain_name: 'evm', chain_id: 'evm-1' }

interface AssetSpec {
  denom: string
  symbol: string
  name: string
  decimals: number
  description?: string
  logo?: string
  erc20?: string
  traces?: unknown[]
  coingecko?: string
}

/** An asset as the registry writes one: base unit exponent 0, display unit exponent `decimals`. */
function asset(spec: AssetSpec) {
  return {
    description: spec.description ?? spec.name,
    denom_units: [
      { denom: spec.denom, exponent: 0 },
      { denom: spec.symbol, exponent: spec.decimals },
    ],
    ...(spec.erc20 && { type_asset: 'erc20', address: spec.erc20 }),
    base: spec.denom,
    display: spec.symbol,
    ...(spec.traces && { traces: spec.traces }),
    name: spec.name,
    symbol: spec.symbol,
    coingecko_id: spec.coingecko ?? '',
    ...(spec.logo && {
      images: [{ png: registryImage(spec.logo) }],
      logo_URIs: { png: registryImage(spec.logo) },
    }),
  }
}

const op = (bridgeId: string, baseDenom: string) => ({
  type: 'op',
  counterparty: { ...l1, base_denom: baseDenom },
  chain: { bridge_id: bridgeId },
})

// the L1 side's channel is the router devnet's, the counterparty's its channel back (router/registry.ts)
const ibc = (
  chainName: string,
  chainId: string,
  baseDenom: string,
  channel: string,
  counterparty: string,
) => ({
  type: 'ibc',
  counterparty: { chain_name: chainName, chain_id: chainId, base_denom: baseDenom, channel_id: counterparty },
  chain: { channel_id: channel, path: `transfer/${channel}/${baseDenom}` },
})

const init = { symbol: 'INIT', name: 'Initia Native Token', logo: 'INIT', coingecko: 'initia' }
const usdc = { symbol: 'USDC', name: 'USD Coin', logo: 'USDC', coingecko: 'usd-coin' }
const usdcFromNoble = ibc('noble', 'noble-1', 'uusdc', 'channel-3', 'channel-112')

/** Every assetlist.json of the devnet, by chain name. */
export function devnetAssetLists() {
  const evmBridge = bridgeOf(EVM_CHAIN_ID)
  const moveBridge = bridgeOf('move-1')
  const lists = {
    initia: [
      // samples/registry/testnets/initia/assetlist.json
      asset({ ...init, denom: 'uinit', decimals: 6, description: 'The native token of Initia' }),
      // samples/registry/mainnets/initia/assetlist.json: USDC from Noble
      asset({
        ...usdc,
        denom: USDC_ON_L1,
        decimals: 6,
        description: 'USDC on Initia',
        traces: [usdcFromNoble],
      }),
      asset({
        symbol: 'ATOM',
        name: 'Cosmos Hub Atom',
        coingecko: 'cosmos',
        denom: ATOM_ON_L1,
        decimals: 6,
        traces: [ibc('cosmoshub', 'cosmoshub-4', 'uatom', 'channel-1', 'channel-1101')],
      }),
    ],
    evm: [
      // samples/registry/testnets/evm/assetlist.json: INIT as the ERC-20 wrapping the bridge's bank denom, 18 decimals
      asset({
        ...init,
        denom: evmFeeDenom,
        decimals: 18,
        description: 'The native token of Initia',
        erc20: `0x${evmFeeDenom.slice(4)}`,
        traces: [
          op(evmBridge, 'uinit'),
          {
            type: 'wrapped',
            counterparty: { ...evm, base_denom: INIT_OF_BRIDGE_1 },
            // the testnet's decimal wrapper; the devnet deploys none
            chain: { contract: '0x7FD385d69908247436f49de2A1AFf6438d75C3c0' },
            provider: 'Decimal Wrapper',
          },
        ],
      }),
      // the ERC-20s the devnet deploys on anvil (evm.ts: 6 decimals) and routes from the L1
      asset({
        ...usdc,
        denom: `evm/${defaultEvmContracts.usdc.slice(2)}`,
        decimals: 6,
        erc20: defaultEvmContracts.usdc,
        traces: [op(evmBridge, USDC_ON_L1)],
      }),
      asset({
        ...init,
        denom: `evm/${defaultEvmContracts.init.slice(2)}`,
        decimals: 6,
        erc20: defaultEvmContracts.init,
        traces: [op(evmBridge, 'uinit')],
      }),
      // anvil's native balance, as the devnet router names it
      asset({ symbol: 'GAS', name: 'Rollup gas', logo: 'GAS', denom: nativeGasDenom(), decimals: 18 }),
      // the devnet indexer's second rich-list denom (indexer/chain.ts denomsOf)
      asset({ ...init, denom: 'uinit', decimals: 6 }),
    ],
    move: [
      // samples/registry/testnets/move/assetlist.json
      asset({ ...init, denom: moveFeeDenom, decimals: 6, traces: [op(moveBridge, 'uinit')] }),
      // samples/registry/mainnets/inertia/assetlist.json: USDC through the L1 and the OPinit bridge
      asset({
        ...usdc,
        denom: USDC_ON_MOVE,
        decimals: 6,
        traces: [usdcFromNoble, op(moveBridge, USDC_ON_L1)],
      }),
      // the devnet's move-1 indexer holds bridge 1's INIT denom, and uinit (indexer/chain.ts denomsOf)
      asset({ ...init, denom: INIT_OF_BRIDGE_1, decimals: 6, traces: [op(evmBridge, 'uinit')] }),
      asset({ ...init, denom: 'uinit', decimals: 6 }),
    ],
  }
  return Object.fromEntries(
    Object.entries(lists).map(([chainName, assets]) => [
      chainName,
      { $schema: '../../assetlist.schema.json', chain_name: chainName, assets },
    ]),
  )
}

/** The fee denom the router devnet gives the anvil rollup (`minievm-native`). */
function nativeGasDenom() {
  return chainInfos.find((chain) => chain.chainId === EVM_CHAIN_ID)!.feeDenom
}
