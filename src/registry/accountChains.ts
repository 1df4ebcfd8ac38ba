// One account on several chains of a network: which chains a multi-chain reader asks, and the account as each is
// sent it. AccountActivity (their indexers) and the balances (their REST) both read this way.
import { toInitiaBech32 } from '../router/initiaAddress.ts'
import { chainEndpoints } from './chain.ts'
import type { RegistryChain } from './schemas.ts'

/** A chain named by `chainIds`, as the registry describes it. */
export interface AccountChain {
  chainId: string
  /** The registry's entry; undefined when it does not list the chain once. */
  chain: RegistryChain | undefined
  /** The registry's `pretty_name` (else `chain_name`); the chain id when it does not list the chain once. */
  name: string
  /**
   * The account in the chain's own bech32 (the same 20 bytes), as InterwovenKit sends it; text that is neither
   * bech32 nor 0x is sent as it is, and the server answers 400.
   */
  account: string | undefined
}

/**
 * The chains `chainIds` names, in its order (for `'all'`, chains.json's: the L1 first). `'all'` leaves out chains
 * that list no `service`; a chain named explicitly is kept whatever the registry says, so that its query fails with
 * the registry's typed error (ChainNotFoundError, ChainServiceMissingError, DuplicateChainIdError).
 */
export function accountChains(
  chains: readonly RegistryChain[],
  parameters: {
    account?: string | undefined
    chainIds: readonly string[] | 'all'
    service: 'indexer' | 'rest'
  },
): AccountChain[] {
  const { account, chainIds, service } = parameters
  const ids =
    chainIds === 'all'
      ? chains.filter((chain) => chainEndpoints(chain)[service]).map((chain) => chain.chain_id)
      : chainIds
  return [...new Set(ids)].map((chainId) => {
    const listed = chains.filter((chain) => chain.chain_id === chainId)
    const chain = listed.length === 1 ? listed[0] : undefined
    return {
      chainId,
      chain,
      name: chain ? chain.pretty_name || chain.chain_name : chainId,
      account: account === undefined ? undefined : (toInitiaBech32(account, chain?.bech32_prefix) ?? account),
    }
  })
}
