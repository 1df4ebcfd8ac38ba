import * as z from '../http/zodCore.ts'

// Initia's chain registry (initia-labs/initia-registry): the chain objects of `<base>/chains.json` (a chain's
// `assetlist.json` and `<base>/profiles.json` in assetSchemas.ts). Required fields are the JSON schemas' own (chain.schema.json,
// assetlist.schema.json, profile.schema.json); a value is checked only as far as the kit reads it, so a field the
// registry adds, or a new enum value, passes through. What a value means (is a URL safe, is an exponent sane) is
// decided where it is used (chain.ts, asset.ts), so one odd entry never hides the rest of the file.

/** `{ address, provider? }`: InterwovenKit reads the first entry's address. */
export const endpointSchema = /* @__PURE__ */ z.record({
  address: z.string(),
  provider: z.optional(z.string()),
  archive: z.optional(z.boolean()),
  authorizedUser: z.optional(z.string()),
})

const endpoints = () => z.optional(z.array(endpointSchema))

export const explorerSchema = /* @__PURE__ */ z.record({
  kind: z.optional(z.string()),
  url: z.optional(z.string()),
  /** A template with `${txHash}`. */
  tx_page: z.optional(z.string()),
  /** A template with `${accountAddress}`. */
  account_page: z.optional(z.string()),
})

export const feeTokenSchema = /* @__PURE__ */ z.record({
  denom: z.string(),
  fixed_min_gas_price: z.optional(z.number()),
  low_gas_price: z.optional(z.number()),
  average_gas_price: z.optional(z.number()),
  high_gas_price: z.optional(z.number()),
})

export const ibcChannelSchema = /* @__PURE__ */ z.record({
  chain_id: z.string(),
  port_id: z.string(),
  channel_id: z.string(),
  version: z.string(),
})

export const chainMetadataSchema = /* @__PURE__ */ z.record({
  is_l1: z.optional(z.boolean()),
  op_bridge_id: z.optional(z.string()),
  op_denoms: z.optional(z.array(z.string())),
  /** The OPinit executor's API. */
  executor_uri: z.optional(z.string()),
  ibc_channels: z.optional(z.array(ibcChannelSchema)),
  /** The URL of the chain's assetlist.json. */
  assetlist: z.optional(z.string()),
  /** `type`: minimove, miniwasm, minievm or custom. */
  minitia: z.optional(z.record({ type: z.optional(z.string()), version: z.optional(z.string()) })),
})

export const logoUris = () => z.optional(z.record({ png: z.optional(z.string()) }))

/** One chain of `<base>/chains.json` (the registry's `_api/src/aggregateChains.ts` keeps these fields). */
export const registryChainSchema = /* @__PURE__ */ z.record({
  chain_id: z.string(),
  chain_name: z.string(),
  pretty_name: z.optional(z.string()),
  description: z.optional(z.string()),
  website: z.optional(z.string()),
  /** mainnet, testnet or devnet */
  network_type: z.string(),
  bech32_prefix: z.string(),
  slip44: z.optional(z.number()),
  /** The EVM chain id of a minievm rollup. */
  evm_chain_id: z.optional(z.number()),
  fees: z.record({ fee_tokens: z.array(feeTokenSchema) }),
  apis: z.record({
    rpc: z.array(endpointSchema),
    rest: z.array(endpointSchema),
    api: endpoints(),
    grpc: endpoints(),
    wss: endpoints(),
    'grpc-web': endpoints(),
    /** The EVM JSON-RPC (minievm). */
    'json-rpc': endpoints(),
    'json-rpc-websocket': endpoints(),
    /** rollytics */
    indexer: endpoints(),
  }),
  explorers: z.optional(z.array(explorerSchema)),
  faucets: z.optional(z.array(z.unknown())),
  metadata: z.optional(chainMetadataSchema),
  logo_URIs: logoUris(),
})

export const registryChainsSchema = /* @__PURE__ */ z.array(registryChainSchema)

export type RegistryEndpoint = z.infer<typeof endpointSchema>
export type RegistryExplorer = z.infer<typeof explorerSchema>
export type RegistryChain = z.infer<typeof registryChainSchema>
