import type { RegistryAsset, RegistryAssetList } from './assetSchemas.ts'
import { denomKey } from './denomKey.ts'
import { safeUrl } from './urls.ts'

/** How to show a denom: what `assetOf` knows of it. Fits the components' `denoms` (symbol and decimals). */
export interface AssetInfo {
  symbol: string
  /** The exponent of the asset's display unit: 6 for uinit (1 INIT = 10^6 uinit), 18 for most ERC-20s. */
  decimals: number
  name: string
  /** An https (or local http) image; undefined when the registry has none or an unsafe one. */
  logo: string | undefined
}

// no real token has more; an exponent past it (or negative, or fractional) is a broken entry, not a guess to make
const maxExponent = 36

/**
 * The asset's decimals as InterwovenKit reads them (src/data/assets.ts): the exponent of the `display` unit, else
 * of the `base` unit, else of the first. Undefined when that exponent is not an integer from 0 to 36.
 */
export function decimalsOf(asset: RegistryAsset): number | undefined {
  const units = asset.denom_units
  const exponent = (
    units.find((unit) => unit.denom === asset.display) ??
    units.find((unit) => unit.denom === asset.base) ??
    units[0]
  )?.exponent
  return Number.isInteger(exponent) && exponent! >= 0 && exponent! <= maxExponent ? exponent : undefined
}

const same = (base: string, denom: string) => denomKey(base) === denomKey(denom)

/** The entry of `denom`: by base denom, or an ERC-20 by its contract address (`0x…`, as EVM logs name it). */
function find(assets: readonly RegistryAsset[], denom: string): RegistryAsset | undefined {
  const evm = /^0x[0-9a-f]{40}$/i.test(denom) ? `evm/${denom.slice(2)}` : denom
  return assets.find(
    (asset) =>
      same(asset.base, evm) ||
      (evm.startsWith('evm/') && asset.address?.toLowerCase() === `0x${evm.slice(4)}`.toLowerCase()),
  )
}

function infoOf(asset: RegistryAsset | undefined): AssetInfo | undefined {
  const decimals = asset && decimalsOf(asset)
  return decimals === undefined
    ? undefined
    : { symbol: asset!.symbol, decimals, name: asset!.name, logo: safeUrl(asset!.logo_URIs?.png)?.href }
}

export interface AssetOfOptions {
  /** The L1's assetlist: an `l2/` or `ibc/` denom the chain does not list is looked up there through `traces`. */
  l1?: RegistryAssetList | undefined
}

/**
 * What the registry says of `denom` on a chain: a native denom, an `l2/` or `ibc/` denom, an `evm/<hex>` ERC-20,
 * or an ERC-20 by its 0x address. Undefined when the registry does not know it, or its decimals are not sane.
 *
 * With `l1`, an `l2/` or `ibc/` denom missing from the chain's list is found as InterwovenKit does
 * (src/data/assets.ts useGetLayer1Denom): an asset of the chain whose traces name it (an ERC-20 wrapping it) leads,
 * through its trace to the L1, to the L1's asset. OPinit and IBC keep amounts as they are, so its decimals hold.
 */
export function assetOf(
  assetList: Pick<RegistryAssetList, 'assets'>,
  denom: string,
  options: AssetOfOptions = {},
): AssetInfo | undefined {
  const { assets } = assetList
  const direct = find(assets, denom)
  const { l1 } = options
  if (direct || !l1 || !/^(l2|ibc)\//.test(denom)) return infoOf(direct)
  const l1Denom = assets
    .find((asset) => asset.traces?.some((trace) => same(trace.counterparty.base_denom, denom)))
    ?.traces?.find((trace) => trace.counterparty.chain_name === l1.chain_name)?.counterparty.base_denom
  return l1Denom === undefined ? undefined : infoOf(find(l1.assets, l1Denom))
}
