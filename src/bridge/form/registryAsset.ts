// A token as the chain registry names it (a Portfolio row: registry chain id, bank denom) found among the router's
// assets. Pure; registryAssetLookup.ts reads the registry when the router names the token otherwise.
import { denomKey } from '../../registry/denomKey.ts'
import type { RegistryAssetList, RegistryChain } from '../../registry/schemas.ts'
import type { BridgeAsset } from './catalogue.ts'

/** A token as the chain registry names it: the registry's chain id and the bank denom (`PortfolioBalance` fits). */
export interface RegistryAssetRef {
  chainId: string
  denom: string
}

/** Where the router keeps a token: its chain id and denom there. */
export interface RouterAssetRef {
  chainId: string
  denom: string
}

/** The offered asset on `chainId` with `denom`: hex denoms and 0x contracts in any case, `evm/<hex>` as its 0x. */
export function offeredAssetOf(assets: readonly BridgeAsset[], ref: RouterAssetRef): BridgeAsset | undefined {
  const key = denomKey(ref.denom)
  return assets.find((asset) => asset.chainId === ref.chainId && denomKey(asset.denom) === key)
}

/**
 * Where a router that routes a minievm rollup as an EVM chain keeps its token: the rollup's `evm_chain_id`, and the
 * token's ERC-20 contract. minievm names an ERC-20's bank denom `evm/<hex>` and reads the contract straight from it
 * (minievm x/evm/types/denom.go DenomToContractAddr); any other denom's contract is the keeper's, which the
 * registry's assetlist writes as the asset's `address`; a denom with neither is looked for as it is there (the
 * chain's native coin, as a router names an EVM chain's). Undefined for a chain without an EVM chain id.
 */
export function evmRouterRefOf(
  chain: Pick<RegistryChain, 'evm_chain_id'> | undefined,
  assetList: Pick<RegistryAssetList, 'assets'> | undefined,
  denom: string,
): RouterAssetRef | undefined {
  const evmChainId = chain?.evm_chain_id
  if (evmChainId === undefined || !Number.isSafeInteger(evmChainId) || evmChainId <= 0) return undefined
  const key = denomKey(denom)
  const listed = assetList?.assets.find((asset) => denomKey(asset.base) === key)?.address
  const contract = /^0x[0-9a-f]{40}$/i.test(listed ?? '')
    ? listed
    : /^evm\/[0-9a-f]{40}$/.test(key)
      ? `0x${key.slice(4)}`
      : undefined
  return { chainId: String(evmChainId), denom: contract ?? denom }
}
