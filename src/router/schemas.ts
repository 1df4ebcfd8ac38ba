import * as z from '../http/zodCore.ts'

// The Skip Go API as Initia's router serves it (swagger.yml plus the op-hook extensions), checked against
// recorded real bodies. Operations, transfers and hops carry one kind key each (`transfer`,
// `op_init_transfer`, `cctp_transfer`, ...); kinds the kit does not know are kept, never rejected, and
// legacy keys pass through.

const decimal = () => z.pattern(/^\d+$/, 'expected a decimal integer string')

/** One hop of a route: `tx_index`, amounts, and one kind key (`transfer`, `swap`, `op_init_transfer`, ...). */
export const operationSchema = /* @__PURE__ */ z.looseObject({
  tx_index: z.int(),
  amount_in: decimal(),
  amount_out: decimal(),
})

export const feeSchema = /* @__PURE__ */ z.looseObject({
  fee_type: z.optional(z.string()),
  // recorded bodies send "" for these when unknown
  amount: z.optional(z.string()),
  usd_amount: z.optional(z.string()),
  chain_id: z.optional(z.string()),
  tx_index: z.optional(z.int()),
})

export const routeWarningSchema = /* @__PURE__ */ z.record({
  /** `LOW_INFO_WARNING` or `BAD_PRICE_WARNING`. */
  type: z.string(),
  message: z.string(),
})

export const routeSchema = /* @__PURE__ */ z.record({
  source_asset_denom: z.string(),
  source_asset_chain_id: z.string(),
  dest_asset_denom: z.string(),
  dest_asset_chain_id: z.string(),
  amount_in: decimal(),
  amount_out: decimal(),
  estimated_amount_out: z.optional(decimal()),
  operations: z.array(operationSchema),
  chain_ids: z.array(z.string()),
  required_chain_addresses: z.array(z.string()),
  txs_required: z.int(),
  // required by the OpenAPI, missing from routes recorded in 2024
  estimated_route_duration_seconds: z.optional(z.int()),
  does_swap: z.optional(z.boolean()),
  usd_amount_in: z.optional(z.string()),
  usd_amount_out: z.optional(z.string()),
  swap_price_impact_percent: z.optional(z.nullable(z.string())),
  warning: z.optional(z.nullable(routeWarningSchema)),
  estimated_fees: z.optional(z.array(feeSchema)),
  // Initia
  required_op_hook: z.optional(z.boolean()),
  extra_infos: z.optional(z.nullable(z.array(z.string()))),
  extra_warnings: z.optional(z.nullable(z.array(z.string()))),
})

/** A message as the router sends it: a type URL and its JSON as a string. */
export const routerMsgSchema = /* @__PURE__ */ z.record({ msg_type_url: z.string(), msg: z.string() })

export const opHookSchema = /* @__PURE__ */ z.record({
  /** The chain whose key signs the hook. */
  chain_id: z.string(),
  hook: z.array(routerMsgSchema),
})

const gasPriceSchema = /* @__PURE__ */ z.looseObject({
  low: z.optional(z.string()),
  average: z.optional(z.string()),
  high: z.optional(z.string()),
})

/** A chain of `/v2/info/chains`; Initia's router adds `rpc` and `rest`. */
export const chainSchema = /* @__PURE__ */ z.looseObject({
  chain_id: z.string(),
  chain_name: z.optional(z.string()),
  pretty_name: z.optional(z.string()),
  /** `cosmos`, `evm` or `svm` */
  chain_type: z.optional(z.string()),
  bech32_prefix: z.optional(z.nullable(z.string())),
  logo_uri: z.optional(z.nullable(z.string())),
  fee_assets: z.optional(
    z.nullable(
      z.array(z.looseObject({ denom: z.string(), gas_price: z.optional(z.nullable(gasPriceSchema)) })),
    ),
  ),
  rpc: z.optional(z.string()),
  rest: z.optional(z.string()),
})

export const chainsSchema = /* @__PURE__ */ z.record({ chains: z.array(chainSchema) })

export const chainsRequestSchema = /* @__PURE__ */ z.record({
  /** comma-separated */
  chain_ids: z.optional(z.string()),
  include_evm: z.optional(z.string()),
})

/**
 * A Skip `Asset`. Only `denom` and `chain_id` are required here: the spec's `trace`, `is_*` flags and origin
 * fields are not needed to show or route an asset, and `symbol`, `decimals` and `logo_uri` may be null.
 */
export const assetSchema = /* @__PURE__ */ z.record({
  denom: z.string(),
  chain_id: z.string(),
  origin_denom: z.optional(z.string()),
  origin_chain_id: z.optional(z.string()),
  trace: z.optional(z.string()),
  is_cw20: z.optional(z.boolean()),
  is_evm: z.optional(z.boolean()),
  is_svm: z.optional(z.boolean()),
  symbol: z.nullish(z.string()),
  name: z.nullish(z.string()),
  logo_uri: z.nullish(z.string()),
  decimals: z.nullish(z.number()),
  token_contract: z.nullish(z.string()),
  description: z.nullish(z.string()),
  coingecko_id: z.nullish(z.string()),
  recommended_symbol: z.nullish(z.string()),
})

const assetListSchema = /* @__PURE__ */ z.record({ assets: z.array(assetSchema) })

/** `/v2/fungible/assets`: the assets of each chain. */
export const assetsSchema = /* @__PURE__ */ z.record({ chain_to_assets_map: z.map(assetListSchema) })

export const assetsRequestSchema = /* @__PURE__ */ z.record({
  /** comma-separated */
  chain_ids: z.optional(z.string()),
  native_only: z.optional(z.boolean()),
  include_no_metadata_assets: z.optional(z.boolean()),
  include_cw20_assets: z.optional(z.boolean()),
  include_evm_assets: z.optional(z.boolean()),
  include_svm_assets: z.optional(z.boolean()),
  only_testnets: z.optional(z.boolean()),
})

/** `/v2/fungible/assets_from_source`: the assets a source asset reaches, by chain. */
export const assetsFromSourceSchema = /* @__PURE__ */ z.record({ dest_assets: z.map(assetListSchema) })

export const assetsFromSourceRequestSchema = /* @__PURE__ */ z.looseObject({
  source_asset_denom: z.string(),
  source_asset_chain_id: z.string(),
  allow_multi_tx: z.optional(z.boolean()),
  include_swaps: z.optional(z.boolean()),
  native_only: z.optional(z.boolean()),
})

/** One balance of `/v2/info/balances`; `error` set (and the amount "0") when the router could not read it. */
export const balanceSchema = /* @__PURE__ */ z.record({
  amount: decimal(),
  formatted_amount: z.optional(z.string()),
  decimals: z.nullish(z.int()),
  price: z.nullish(z.string()),
  value_usd: z.nullish(z.string()),
  error: z.nullish(z.looseObject({ message: z.optional(z.string()) })),
})

export const balancesSchema = /* @__PURE__ */ z.record({
  chains: z.map(z.record({ address: z.optional(z.string()), denoms: z.optional(z.map(balanceSchema)) })),
})

export const balancesRequestSchema = /* @__PURE__ */ z.record({
  /** By chain id: the address, and the denoms to read (all the router knows when left out). */
  chains: z.map(z.record({ address: z.string(), denoms: z.optional(z.array(z.string())) })),
})

export const erc20ApprovalSchema = /* @__PURE__ */ z.record({
  token_contract: z.string(),
  spender: z.string(),
  amount: decimal(),
})

export const cosmosTxSchema = /* @__PURE__ */ z.record({
  chain_id: z.string(),
  path: z.optional(z.array(z.string())),
  signer_address: z.string(),
  msgs: z.array(routerMsgSchema),
})

export const evmTxSchema = /* @__PURE__ */ z.record({
  /** The EVM chain id, as a decimal string. */
  chain_id: z.string(),
  to: z.string(),
  /** Wei as a decimal string; "" means 0. */
  value: z.string(),
  /** Hex without the 0x. */
  data: z.string(),
  required_erc20_approvals: z.optional(z.nullable(z.array(erc20ApprovalSchema))),
  signer_address: z.string(),
})

export const svmTxSchema = /* @__PURE__ */ z.looseObject({
  chain_id: z.string(),
  signer_address: z.string(),
  tx: z.string(),
})

/** One entry of the msgs response's `txs`: exactly one of `cosmos_tx`, `evm_tx`, `svm_tx`. */
export const msgsTxSchema = /* @__PURE__ */ z.record({
  operations_indices: z.optional(z.array(z.int())),
  cosmos_tx: z.optional(cosmosTxSchema),
  evm_tx: z.optional(evmTxSchema),
  svm_tx: z.optional(svmTxSchema),
})

export const msgsSchema = /* @__PURE__ */ z.record({
  txs: z.array(msgsTxSchema),
  min_amount_out: z.optional(z.string()),
  estimated_fees: z.optional(z.array(feeSchema)),
})

export const trackSchema = /* @__PURE__ */ z.record({
  tx_hash: z.string(),
  // recorded successes can be the hash alone
  explorer_link: z.optional(z.string()),
})

/** A hop of a transfer in progress: one kind key (`ibc_transfer`, `op_init_transfer`, ...) with its state. */
export const transferEventSchema = /* @__PURE__ */ z.looseObject({})

/** Every field may be missing (swagger.yml TransferAssetRelease has no `required`); `amount` may be null. */
export const transferAssetReleaseSchema = /* @__PURE__ */ z.record({
  chain_id: z.optional(z.string()),
  denom: z.optional(z.string()),
  // often missing in recorded bodies
  amount: z.optional(z.nullable(z.string())),
  released: z.optional(z.boolean()),
})

export const statusErrorSchema = /* @__PURE__ */ z.looseObject({
  message: z.optional(z.string()),
  type: z.optional(z.string()),
})

export const transferStatusSchema = /* @__PURE__ */ z.record({
  state: z.optional(z.string()),
  transfer_sequence: z.optional(z.array(transferEventSchema)),
  next_blocking_transfer: z.optional(z.nullable(z.looseObject({}))),
  transfer_asset_release: z.optional(z.nullable(transferAssetReleaseSchema)),
  error: z.optional(z.nullable(statusErrorSchema)),
})

export const statusSchema = /* @__PURE__ */ z.record({
  /**
   * STATE_SUBMITTED, STATE_PENDING, STATE_COMPLETED_SUCCESS, STATE_COMPLETED_ERROR, STATE_ABANDONED,
   * STATE_PENDING_ERROR (STATE_UNKNOWN, STATE_RECEIVED, STATE_COMPLETED seen too). Some bodies carry it only
   * in `transfers[0]`.
   */
  state: z.optional(z.string()),
  transfers: z.optional(z.array(transferStatusSchema)),
  transfer_sequence: z.optional(z.array(transferEventSchema)),
  next_blocking_transfer: z.optional(z.nullable(z.looseObject({}))),
  transfer_asset_release: z.optional(z.nullable(transferAssetReleaseSchema)),
  error: z.optional(z.nullable(statusErrorSchema)),
})

/** The router's error body: `{ code (gRPC), message, details: [{ reason }] }`, Initia adds `info`. */
export const routerErrorBodySchema = /* @__PURE__ */ z.record({
  code: z.optional(z.int()),
  message: z.string(),
  details: z.optional(z.nullable(z.array(z.looseObject({ reason: z.optional(z.string()) })))),
  /** Initia's extra context. */
  info: z.optional(z.unknown()),
})

// Requests: checked before they are sent, so a malformed one fails fast with the field named.

const chainAsset = {
  source_asset_denom: z.string(),
  source_asset_chain_id: z.string(),
  dest_asset_denom: z.string(),
  dest_asset_chain_id: z.string(),
}

export const routeRequestSchema = /* @__PURE__ */ z.looseObject({
  ...chainAsset,
  /** Base units. Exactly one of amount_in and amount_out. */
  amount_in: z.optional(decimal()),
  amount_out: z.optional(decimal()),
  allow_unsafe: z.optional(z.boolean()),
  allow_multi_tx: z.optional(z.boolean()),
  allow_swaps: z.optional(z.boolean()),
  go_fast: z.optional(z.boolean()),
  smart_relay: z.optional(z.boolean()),
  bridges: z.optional(z.array(z.string())),
  experimental_features: z.optional(z.array(z.string())),
  /** Initia: a withdrawal from a rollup through its OPinit bridge. */
  is_op_withdraw: z.optional(z.boolean()),
})

export const opHookRequestSchema = /* @__PURE__ */ z.record({
  source_address: z.string(),
  source_asset_chain_id: z.string(),
  source_asset_denom: z.string(),
  /** bech32 */
  dest_address: z.string(),
  dest_asset_chain_id: z.string(),
  dest_asset_denom: z.string(),
})

export const msgsRequestSchema = /* @__PURE__ */ z.looseObject({
  ...chainAsset,
  amount_in: decimal(),
  amount_out: decimal(),
  /** The route's operations, unchanged. */
  operations: z.array(operationSchema),
  estimated_amount_out: z.optional(decimal()),
  /** One address per `required_chain_addresses` entry, in the same order. */
  address_list: z.array(z.string()),
  /** e.g. "1" */
  slippage_tolerance_percent: z.pattern(/^\d+(\.\d+)?$/, 'expected a percentage such as "1" or "0.5"'),
  timeout_seconds: z.optional(z.string()),
  /** Initia: the signed op-hook, when the route said `required_op_hook`. */
  signed_op_hook: z.optional(z.record({ signer: z.string(), hook: z.string() })),
})

export const trackRequestSchema = /* @__PURE__ */ z.record({ tx_hash: z.string(), chain_id: z.string() })

export type ChainInfo = z.infer<typeof chainSchema>
export type Asset = z.infer<typeof assetSchema>
export type AssetsRequest = z.infer<typeof assetsRequestSchema>
export type AssetsResponse = z.infer<typeof assetsSchema>
export type AssetsFromSourceRequest = z.infer<typeof assetsFromSourceRequestSchema>
export type AssetsFromSourceResponse = z.infer<typeof assetsFromSourceSchema>
export type Balance = z.infer<typeof balanceSchema>
export type BalancesRequest = z.infer<typeof balancesRequestSchema>
export type BalancesResponse = z.infer<typeof balancesSchema>
export type ChainsRequest = z.infer<typeof chainsRequestSchema>
export type ChainsResponse = z.infer<typeof chainsSchema>
export type Operation = z.infer<typeof operationSchema>
export type Fee = z.infer<typeof feeSchema>
export type Route = z.infer<typeof routeSchema>
export type RouterMsg = z.infer<typeof routerMsgSchema>
/** The `/op-hook` response: messages the wallet signs on `chain_id`. */
export type OpHookResponse = z.infer<typeof opHookSchema>
export type Erc20Approval = z.infer<typeof erc20ApprovalSchema>
export type CosmosTx = z.infer<typeof cosmosTxSchema>
export type EvmTx = z.infer<typeof evmTxSchema>
/** One entry of the msgs response's `txs` (a `cosmos_tx` or an `evm_tx`, approvals included). */
export type MsgsTx = z.infer<typeof msgsTxSchema>
export type MsgsResponse = z.infer<typeof msgsSchema>
export type TrackResponse = z.infer<typeof trackSchema>
export type TransferEvent = z.infer<typeof transferEventSchema>
export type StatusResponse = z.infer<typeof statusSchema>
export type RouterErrorBody = z.infer<typeof routerErrorBodySchema>
export type RouteRequest = z.infer<typeof routeRequestSchema>
export type OpHookRequest = z.infer<typeof opHookRequestSchema>
export type MsgsRequest = z.infer<typeof msgsRequestSchema>
export type TrackRequest = z.infer<typeof trackRequestSchema>
