import * as z from '../http/zodCore.ts'
import { logoUris } from './schemas.ts'

// A chain's `assetlist.json` and `<base>/profiles.json` of Initia's chain registry (assetlist.schema.json,
// profile.schema.json), checked as schemas.ts says. Apart from the chains' schemas: an app that reads only chains.json
// (the provider finding a chain's indexer) carries none of this.

export const denomUnitSchema = /* @__PURE__ */ z.record({
  denom: z.string(),
  // an integer in the JSON schema; a number here, so that one odd exponent makes one asset unknown
  // (asset.ts), not the whole list unreadable
  exponent: z.number(),
  aliases: z.optional(z.array(z.string())),
})

/** Where an asset came from: `type` is op, ibc, ibc-cw20, wrapped, bridge, ... */
export const traceSchema = /* @__PURE__ */ z.record({
  type: z.string(),
  counterparty: z.record({ chain_name: z.string(), chain_id: z.string(), base_denom: z.string() }),
  chain: z.optional(
    z.record({
      bridge_id: z.optional(z.string()),
      channel_id: z.optional(z.string()),
      path: z.optional(z.string()),
      contract: z.optional(z.string()),
    }),
  ),
  provider: z.optional(z.string()),
})

export const registryAssetSchema = /* @__PURE__ */ z.record({
  /** The denom on chain, e.g. `uinit`, `l2/…`, `ibc/…`, `evm/<hex>`. */
  base: z.string(),
  /** The unit people read; its exponent is the asset's decimals. */
  display: z.string(),
  name: z.string(),
  symbol: z.string(),
  denom_units: z.array(denomUnitSchema),
  description: z.optional(z.string()),
  /** sdk.coin, cw20, erc20, ics20, ... */
  type_asset: z.optional(z.string()),
  /** The contract of an erc20 (0x…) or cw20. */
  address: z.optional(z.string()),
  traces: z.optional(z.array(traceSchema)),
  logo_URIs: logoUris(),
  coingecko_id: z.optional(z.string()),
})

/** `<base>/chains/<chain_name>/assetlist.json` */
export const registryAssetListSchema = /* @__PURE__ */ z.record({
  chain_name: z.string(),
  assets: z.array(registryAssetSchema),
})

/** One entry of `<base>/profiles.json`: how Initia's apps present a rollup, kept for retired chains too. */
export const registryProfileSchema = /* @__PURE__ */ z.record({
  name: z.string(),
  pretty_name: z.string(),
  chain_id: z.optional(z.string()),
  category: z.string(),
  description: z.string(),
  summary: z.optional(z.string()),
  logo: z.string(),
  color: z.optional(z.string()),
  /** live, upcoming or hidden */
  status: z.string(),
  l2: z.optional(z.boolean()),
  op_bridge_id: z.optional(z.string()),
})

export const registryProfilesSchema = /* @__PURE__ */ z.array(registryProfileSchema)

export type RegistryDenomUnit = z.infer<typeof denomUnitSchema>
export type RegistryTrace = z.infer<typeof traceSchema>
export type RegistryAsset = z.infer<typeof registryAssetSchema>
export type RegistryAssetList = z.infer<typeof registryAssetListSchema>
export type RegistryProfile = z.infer<typeof registryProfileSchema>
