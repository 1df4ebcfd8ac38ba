// The router devnet's public shapes: how it sees the chains, its options, and what it returns.
import type { OpinitDevnet } from '../opinit/index.ts'
import type { RouterFaults } from './faults.ts'

/** How the router sees the chains: whether a tx landed, and whether a signed op-hook is valid. */
export interface RouterChains {
  evmReceipt(hash: string): Promise<{ status: 'success' | 'reverted'; from?: string } | null>
  cosmosTx(chainId: string, hash: string): { code: number; signer?: string } | undefined
  /** throws when the tx does not decode or its signature does not verify; `sequenceAhead`: signed for a later sequence */
  verifyCosmosTx(
    chainId: string,
    txBase64: string,
    options?: { sequenceAhead?: bigint },
  ): { signer: string; msgTypeUrls?: string[] }
  /** runs a verified hook tx on the chain as if delivered now; throws when the chain would refuse it */
  deliverCosmosTx?(chainId: string, txBase64: string): void
  /** the chain's CometBFT RPC, for /v2/info/chains */
  rpcUrl?(chainId: string): string | undefined
  /** the chain's REST (LCD), for /v2/info/chains (Initia's router names both) */
  restUrl?(chainId: string): string | undefined
  /** the EVM rollup's balance of an ERC-20 (or of its native coin), for /v2/info/balances */
  evmBalance?(address: string, token: string | undefined): Promise<bigint>
}

export interface RouterDevnetOptions {
  /** without it every well-formed hash counts as landed and any signed op-hook of the right shape is accepted */
  chains?: RouterChains
  /** the EVM rollup's contracts; defaults are where the devnet's anvil deploys them */
  evm?: { tokens?: { usdc: string; init: string }; bridgeAddress?: string }
  /** how much faster than the routes' ETAs transfers complete; default 1 (real time) */
  speed?: number
  /** seeds generated tx hashes and nothing else; default 1 */
  seed?: number
  faults?: RouterFaults
  /** path prefix stripped before routing; default '' */
  basePath?: string
  /** the clock, in ms; default Date.now */
  now?: () => number
  /** OPinit withdrawals: recorded at the executor when their rollup tx is tracked, received when claimed */
  opinit?: OpinitDevnet
}

export interface RouterDevnet {
  fetch(request: Request): Promise<Response>
  /** replaces the run-time faults (as POST <basePath>/devnet/faults does); {} clears them */
  setFaults(faults: RouterFaults): void
}
