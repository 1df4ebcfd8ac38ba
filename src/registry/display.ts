import { type AssetInfo, assetOf } from './asset.ts'
import { type ChainExplorer, chainEndpoints } from './chain.ts'
import type { RegistryAssetList, RegistryChain } from './schemas.ts'

/** What the components show of a chain from its registry entry: names, amounts and links. */
export interface ChainDisplay {
  /** The chain's `pretty_name` (else its `chain_name`). */
  name: string
  /** What the registry knows of a denom (or an ERC-20's 0x address); undefined when it does not know it. */
  asset(denom: string): AssetInfo | undefined
  /** The chain's first fee token: EVM values and fees are in it on minievm. */
  feeToken: AssetInfo | undefined
  /** Links to the chain's explorer (http(s) only). */
  explorer: ChainExplorer | undefined
}

/**
 * A chain's display from its chains.json entry, its assetlist and, for `l2/` and `ibc/` denoms it does not list,
 * the L1's assetlist (through traces, `assetOf`).
 */
export function chainDisplayOf(
  chain: RegistryChain,
  assets: Pick<RegistryAssetList, 'assets'> | undefined,
  l1Assets?: RegistryAssetList | undefined,
): ChainDisplay {
  const asset = (denom: string) => (assets ? assetOf(assets, denom, { l1: l1Assets }) : undefined)
  const feeDenom = chain.fees.fee_tokens[0]?.denom
  return {
    name: chain.pretty_name || chain.chain_name,
    asset,
    feeToken: feeDenom === undefined ? undefined : asset(feeDenom),
    explorer: chainEndpoints(chain).explorer,
  }
}
