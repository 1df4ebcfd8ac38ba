import type { RegistryAssetList } from '../registry/assetSchemas.ts'
import { type ChainExplorer, chainEndpoints } from '../registry/chain.ts'
import type { RegistryChain } from '../registry/schemas.ts'

/** What a search needs to know of one chain of the network: its names, its addresses' prefix, its VM and denoms. */
export interface SearchChain {
  chainId: string
  /** The registry's `pretty_name`, else `chain_name`. */
  name: string
  /** The registry's `chain_name`. */
  chainName: string
  bech32Prefix: string
  /** The rollup's VM (`metadata.minitia.type`): what its collections' and txs' addresses look like. */
  vm: 'evm' | 'move' | 'wasm' | undefined
  /** It lists a rollytics indexer: hashes, heights, accounts and collections can be asked of it. */
  indexer: boolean
  /** The denoms the chain lists (its assetlist, fee tokens and bridged denoms), with their symbols where known. */
  denoms: readonly { denom: string; symbol: string | undefined }[]
  /** The registry's explorer links for the chain (tx and account pages), when both templates are safe. */
  explorer: ChainExplorer | undefined
}

const vms = { minievm: 'evm', minimove: 'move', miniwasm: 'wasm' } as const

/** A registry chain (and its assetlist, when loaded) as a search sees it. */
export function searchChainOf(chain: RegistryChain, assets?: RegistryAssetList | undefined): SearchChain {
  const type = chain.metadata?.minitia?.type
  const endpoints = chainEndpoints(chain)
  const listed = (assets?.assets ?? []).map((asset) => ({ denom: asset.base, symbol: asset.symbol }))
  const others = [
    ...chain.fees.fee_tokens.map((token) => token.denom),
    ...(chain.metadata?.op_denoms ?? []),
  ].filter((denom) => !listed.some((asset) => asset.denom === denom))
  return {
    chainId: chain.chain_id,
    name: chain.pretty_name || chain.chain_name,
    chainName: chain.chain_name,
    bech32Prefix: chain.bech32_prefix,
    // the L1 is a minimove chain without the metadata saying so
    vm: type && type in vms ? vms[type as keyof typeof vms] : chain.metadata?.is_l1 ? 'move' : undefined,
    indexer: endpoints.indexer !== undefined,
    explorer: endpoints.explorer,
    denoms: [...listed, ...[...new Set(others)].map((denom) => ({ denom, symbol: undefined }))],
  }
}
