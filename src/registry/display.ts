import type { AssetInfo } from './asset.ts'
import type { ChainExplorer } from './chain.ts'
import type { ChainViewData } from './chainView.ts'
import { denomKey } from './denomKey.ts'

/** What the components show of a chain from the registry: names, amounts and links. */
export interface ChainDisplay {
  /** The chain's `pretty_name` (else its `chain_name`). */
  name: string
  /** What the registry knows of a denom (or an ERC-20's 0x address); undefined when it does not know it. */
  asset(denom: string): AssetInfo | undefined
  /** The chain's first fee token: EVM values and fees are in it on minievm. */
  feeToken: AssetInfo | undefined
  /** Every denom the registry names on the chain (ibc/, l2/ and evm/ ones in lower case). */
  denoms: readonly string[]
  /** Links to the chain's explorer (http(s) only). */
  explorer: ChainExplorer | undefined
}

// the templates were checked by linkTemplate when the view was made: the value only follows the origin
const fill = (template: string, name: string) => (value: string) =>
  template.split(`\${${name}}`).join(encodeURIComponent(value))

/** A chain's display from its view (`chainViewQueryOptions`). */
export function chainDisplayOf(view: ChainViewData): ChainDisplay {
  const asset = (denom: string) => view.assets[denomKey(denom)]
  return {
    name: view.name,
    asset,
    feeToken: view.feeDenom === undefined ? undefined : asset(view.feeDenom),
    denoms: Object.keys(view.assets),
    explorer: view.explorer && {
      txUrl: fill(view.explorer.txPage, 'txHash'),
      accountUrl: fill(view.explorer.accountPage, 'accountAddress'),
    },
  }
}
