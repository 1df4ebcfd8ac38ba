import { ChainNotFoundError, DuplicateChainIdError } from '../errors/registry.ts'
import type { RegistryChain, RegistryEndpoint } from './schemas.ts'
import { linkTemplate, safeBaseUrl } from './urls.ts'

/** The chain with `chainId`. Throws ChainNotFoundError, or DuplicateChainIdError when two chains share the id. */
export function chainOf<chain extends Pick<RegistryChain, 'chain_id' | 'chain_name'>>(
  chains: readonly chain[],
  chainId: string,
): chain {
  const found = chains.filter((chain) => chain.chain_id === chainId)
  if (found.length > 1)
    throw new DuplicateChainIdError(
      chainId,
      found.map((chain) => chain.chain_name),
    )
  if (!found[0])
    throw new ChainNotFoundError(
      chainId,
      chains.map((chain) => chain.chain_id),
    )
  return found[0]
}

export interface ChainExplorer {
  /** The explorer's page of a tx. */
  txUrl(txHash: string): string
  /** The explorer's page of an account (bech32 or 0x). */
  accountUrl(address: string): string
}

/** Where a chain's services are. A URL the registry gives that is not https (or http to this machine) is undefined. */
export interface ChainEndpoints {
  /** The rollytics indexer: `createIndexerClient({ baseUrl: indexer })`. */
  indexer: string | undefined
  /** The EVM JSON-RPC, on minievm rollups only. */
  jsonRpc: string | undefined
  /** Cosmos REST (LCD). */
  rest: string | undefined
  /** CometBFT RPC. */
  rpc: string | undefined
  /** Links to the chain's explorer; undefined unless both of its templates are safe. */
  explorer: ChainExplorer | undefined
  /** The OPinit executor's API (rollups). */
  executor: string | undefined
  /** The chain is Initia's L1. */
  l1: boolean
  /** The EVM chain id of a minievm rollup. */
  evmChainId: number | undefined
}

// InterwovenKit's src/data/chains.ts: the first entry's address
const first = (endpoints: readonly RegistryEndpoint[] | undefined) => safeBaseUrl(endpoints?.[0]?.address)

/** The chain's indexer, RPC, REST, EVM JSON-RPC, OPinit executor and explorer links. */
export function chainEndpoints(chain: RegistryChain): ChainEndpoints {
  const { apis, metadata, evm_chain_id } = chain
  const explorer = chain.explorers?.[0]
  const txUrl = linkTemplate(explorer?.tx_page, 'txHash')
  const accountUrl = linkTemplate(explorer?.account_page, 'accountAddress')
  return {
    indexer: first(apis.indexer),
    jsonRpc: metadata?.minitia?.type === 'minievm' ? first(apis['json-rpc']) : undefined,
    rest: first(apis.rest),
    rpc: first(apis.rpc),
    explorer: txUrl && accountUrl ? { txUrl, accountUrl } : undefined,
    executor: safeBaseUrl(metadata?.executor_uri),
    l1: metadata?.is_l1 === true,
    evmChainId: Number.isSafeInteger(evm_chain_id) && evm_chain_id! > 0 ? evm_chain_id : undefined,
  }
}
