import * as z from 'zod/mini'

// Records are `looseObject`s: documented fields are checked, fields a newer server adds pass through.
// Numbers stay as the server sends them: decimal strings are checked, never turned into floats.

const decimalString = z.string().check(z.regex(/^\d+$/, 'expected a decimal integer string'))
const signedDecimalString = z.string().check(z.regex(/^-?\d+$/, 'expected a decimal integer string'))
const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'expected 0x-prefixed hex'))
const count = z.int().check(z.minimum(0))

export const paginationSchema = z.looseObject({
  // the indexer sends null, older servers sent "" or left the field out
  previous_key: z.nullish(z.string()),
  next_key: z.nullish(z.string()),
  /** "0" when not counted, "-1" when counting timed out. */
  total: signedDecimalString,
})

export const coinSchema = z.looseObject({ denom: z.string(), amount: decimalString })

export const indexerStatusSchema = z.looseObject({
  version: z.string(),
  commit_hash: z.string(),
  chain_id: z.string(),
  height: count,
  // zero values are left out by the server
  internal_tx_height: z.optional(count),
  rich_list_height: z.optional(count),
  evm_ret_cleanup_height: z.optional(z.int()),
  // -1 before the first cleanup
  tx_account_cleanup_sequence: z.optional(z.int()),
  tx_account_cleanup_deleted: z.optional(z.int()),
  tx_account_cleanup_inserted: z.optional(z.int()),
})

export const avgBlockTimeSchema = z.looseObject({ avg_block_time: z.number() })

export const blockSchema = z.looseObject({
  chain_id: z.string(),
  height: decimalString,
  hash: z.string(),
  /** Milliseconds since the previous block. */
  block_time: decimalString,
  timestamp: z.string(),
  gas_used: decimalString,
  gas_wanted: decimalString,
  tx_count: decimalString,
  total_fee: z.nullable(z.array(coinSchema)),
  proposer: z.looseObject({ moniker: z.string(), identity: z.string(), operator_address: z.string() }),
})

export const eventSchema = z.looseObject({
  type: z.string(),
  attributes: z.array(
    z.looseObject({ key: z.string(), value: z.nullish(z.string()), index: z.optional(z.boolean()) }),
  ),
})

const messageSchema = z.looseObject({ '@type': z.string() })

/** Cosmos proto-JSON of the signed tx. Messages keep every field of their own type. */
export const cosmosTxSchema = z.looseObject({
  '@type': z.optional(z.string()),
  body: z.looseObject({ messages: z.array(messageSchema), memo: z.optional(z.string()) }),
  auth_info: z.looseObject({
    fee: z.optional(z.looseObject({ amount: z.array(coinSchema), gas_limit: z.optional(decimalString) })),
  }),
  signatures: z.array(z.string()),
})

export const txSchema = z.looseObject({
  txhash: z.string(),
  height: decimalString,
  codespace: z.string(),
  /** 0 is success. */
  code: z.int(),
  // the L1 indexer leaves these four out
  data: z.optional(z.string()),
  raw_log: z.optional(z.string()),
  logs: z.optional(z.array(z.looseObject({ msg_index: z.optional(z.int()), events: z.optional(z.array(eventSchema)) }))),
  info: z.optional(z.string()),
  gas_wanted: decimalString,
  gas_used: decimalString,
  tx: cosmosTxSchema,
  timestamp: z.string(),
  events: z.array(eventSchema),
})

export const evmLogSchema = z.looseObject({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
  blockNumber: z.optional(hexQuantity),
  transactionHash: z.optional(z.string()),
  transactionIndex: z.optional(hexQuantity),
  blockHash: z.optional(z.string()),
  logIndex: z.optional(hexQuantity),
  removed: z.optional(z.boolean()),
})

/** A receipt subset: no input, value or nonce. */
export const evmTxSchema = z.looseObject({
  blockHash: z.string(),
  blockNumber: hexQuantity,
  contractAddress: z.nullable(z.string()),
  cumulativeGasUsed: hexQuantity,
  effectiveGasPrice: hexQuantity,
  from: z.string(),
  gasUsed: hexQuantity,
  logs: z.array(evmLogSchema),
  logsBloom: z.string(),
  /** "0x1" success, "0x0" reverted. */
  status: hexQuantity,
  /** "" for contract creation. */
  to: z.string(),
  transactionHash: z.string(),
  transactionIndex: hexQuantity,
  type: hexQuantity,
})

export const evmInternalTxSchema = z.looseObject({
  height: count,
  hash: z.string(),
  /** -1 for the top call. */
  parent_index: z.int(),
  index: count,
  type: z.string(),
  from: z.string(),
  to: z.string(),
  input: hexQuantity,
  output: hexQuantity,
  value: hexQuantity,
  gas: hexQuantity,
  gasUsed: hexQuantity,
})

export const nftCollectionSchema = z.looseObject({
  object_addr: z.string(),
  collection: z.looseObject({
    creator: z.string(),
    name: z.string(),
    origin_name: z.string(),
    nfts: z.looseObject({ handle: z.string(), length: count }),
  }),
  height: count,
  timestamp: z.string(),
})

export const nftSchema = z.looseObject({
  collection_addr: z.string(),
  collection_name: z.string(),
  collection_origin_name: z.string(),
  /** "" except on Move chains. */
  object_addr: z.string(),
  owner: z.string(),
  nft: z.looseObject({ token_id: z.string(), uri: z.string() }),
  height: count,
  timestamp: z.string(),
})

export const richListHolderSchema = z.looseObject({ account: z.string(), amount: decimalString })

const page = <field extends string, item extends z.ZodMiniType>(field: field, item: item) =>
  z.looseObject({ [field]: z.array(item), pagination: paginationSchema } as {
    [key in field]: z.ZodMiniArray<item>
  } & { pagination: typeof paginationSchema })

export const blockResponseSchema = z.looseObject({ block: blockSchema })
export const blocksResponseSchema = /* @__PURE__ */ page('blocks', blockSchema)
export const txResponseSchema = z.looseObject({ tx: txSchema })
export const txsResponseSchema = /* @__PURE__ */ page('txs', txSchema)
export const evmTxResponseSchema = z.looseObject({ tx: evmTxSchema })
export const evmTxsResponseSchema = /* @__PURE__ */ page('txs', evmTxSchema)
export const evmInternalTxsResponseSchema = /* @__PURE__ */ page('internal_txs', evmInternalTxSchema)
export const nftCollectionResponseSchema = z.looseObject({ collection: nftCollectionSchema })
export const nftCollectionsResponseSchema = /* @__PURE__ */ page('collections', nftCollectionSchema)
export const nftTokensResponseSchema = /* @__PURE__ */ page('tokens', nftSchema)
export const richListResponseSchema = /* @__PURE__ */ page('holders', richListHolderSchema)

export type Pagination = z.infer<typeof paginationSchema>
export type Coin = z.infer<typeof coinSchema>
export type IndexerStatus = z.infer<typeof indexerStatusSchema>
export type AvgBlockTime = z.infer<typeof avgBlockTimeSchema>
export type Block = z.infer<typeof blockSchema>
export type TxEvent = z.infer<typeof eventSchema>
export type CosmosTx = z.infer<typeof cosmosTxSchema>
export type Tx = z.infer<typeof txSchema>
export type EvmLog = z.infer<typeof evmLogSchema>
export type EvmTx = z.infer<typeof evmTxSchema>
export type EvmInternalTx = z.infer<typeof evmInternalTxSchema>
export type NftCollection = z.infer<typeof nftCollectionSchema>
export type Nft = z.infer<typeof nftSchema>
export type RichListHolder = z.infer<typeof richListHolderSchema>
