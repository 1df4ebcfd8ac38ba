/** A Cosmos message as cosmjs (`EncodeObject`) and InterwovenKit take it: the protobuf type URL and its value. */
export interface CosmosMessage {
  typeUrl: string
  value: unknown
}

/** A call to an EVM contract (or a plain value transfer) on a minievm rollup. */
export interface EvmCall {
  to: `0x${string}`
  /** The calldata; none for a plain transfer. */
  data?: `0x${string}` | undefined
  /** Wei sent with the call. */
  value?: bigint | undefined
}

/**
 * What a dApp asks the user to sign: Cosmos messages on the chain with `chainId`, or an EVM call on the minievm
 * rollup with that (Cosmos) chain id.
 */
export type TxRequest =
  | { chainId: string; messages: readonly CosmosMessage[]; memo?: string | undefined }
  | { chainId: string; evm: EvmCall }

/** The Cosmos events of a simulated or executed tx, as the chain's REST writes them. */
export interface SimulatedTxEvent {
  type: string
  attributes: { key: string; value: string }[]
}
