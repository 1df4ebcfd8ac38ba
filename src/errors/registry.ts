import { RollscopeError } from './base.ts'

/** The registry's chains.json has no chain with this id. */
export class ChainNotFoundError extends RollscopeError {
  override name = 'ChainNotFoundError'
  declare readonly chainId: string

  constructor(chainId: string, known: readonly string[]) {
    super(
      `Chain ${JSON.stringify(chainId)} is not in the chain registry. Check the chain id, and that the registry is of the chain's network (mainnet or testnet).`,
      { details: `the registry lists ${known.length ? known.join(', ') : 'no chains'}` },
    )
    this.chainId = chainId
  }
}

/** The registry's chains.json lists more than one chain with this id: the kit will not guess which is meant. */
export class DuplicateChainIdError extends RollscopeError {
  override name = 'DuplicateChainIdError'
  declare readonly chainId: string
  /** The `chain_name`s of the chains that share the id. */
  declare readonly chainNames: readonly string[]

  constructor(chainId: string, chainNames: readonly string[]) {
    super(
      `The chain registry lists ${chainNames.length} chains with id ${JSON.stringify(chainId)} (${chainNames.join(', ')}), so none is used. Tell the registry's maintainers, or use a registry that lists the chain once.`,
    )
    this.chainId = chainId
    this.chainNames = chainNames
  }
}

/** What a chain's registry entry can name: the services the kit reads. */
export type ChainService = 'indexer' | 'json-rpc' | 'explorer' | 'rest'

/** The registry knows the chain, but lists no (safe) address for a service the kit needs. */
export class ChainServiceMissingError extends RollscopeError {
  override name = 'ChainServiceMissingError'
  declare readonly chainId: string
  declare readonly service: ChainService

  constructor(chainId: string, service: ChainService) {
    super(
      `The chain registry lists no ${service} for chain ${JSON.stringify(chainId)} (or only one that is not https). Pass its address to the provider or the component instead.`,
    )
    this.chainId = chainId
    this.service = service
  }
}
