import type { UsernameProblem } from '../names/username.ts'

/** What a search text can be; a text can be several (a 0x address is an account, and a collection on EVM chains). */
export type SearchTerm =
  /** A Cosmos tx hash: upper-case hex, as the indexer stores it. */
  | { kind: 'tx'; hash: string; chainIds: readonly string[] }
  /** An EVM tx hash: 0x and lower-case hex. Asked of minievm chains. */
  | { kind: 'evmTx'; hash: `0x${string}`; chainIds: readonly string[] }
  | { kind: 'block'; height: bigint; chainIds: readonly string[] }
  /** An account: the same 20 (or 32) bytes on every chain, in each chain's bech32 prefix. */
  | {
      kind: 'account'
      hex: `0x${string}`
      addresses: Readonly<Record<string, string>>
      chainIds: readonly string[]
      /** The name it was found by (`alice.init`), when the search was a username. */
      username?: string | undefined
    }
  /**
   * An Initia username (`alice.init`, lower-case): the L1 is asked once whose it is, then that account is searched
   * on `chainIds` (the chains of `init1…` addresses). Text ending in `.init` that is no name has a `problem`, and
   * no chain (nothing is asked).
   */
  | { kind: 'username'; username: string; problem?: undefined; chainIds: readonly string[] }
  | {
      kind: 'username'
      username?: undefined
      problem: UsernameProblem
      /** The character at fault (`lookalike`, `characters`). */
      character: string | undefined
      chainIds: readonly string[]
    }
  /** An NFT collection: a 0x address on minievm, a 32-byte object on minimove, a contract on miniwasm. */
  | { kind: 'collection'; address: string; chainIds: readonly string[] }
  /** A denom the registry lists: `chainIds` are the chains that list it. */
  | { kind: 'denom'; denom: string; chainIds: readonly string[] }
  | { kind: 'chain'; chainId: string; chainIds: readonly string[] }
  /** A token by its symbol: the denom of each chain that lists it. */
  | { kind: 'token'; symbol: string; denoms: Readonly<Record<string, string>>; chainIds: readonly string[] }

export type SearchKind = SearchTerm['kind']

/** The kinds an indexer is asked about; the others are answered from the registry alone. */
export const indexerKinds = ['tx', 'evmTx', 'block', 'account', 'collection'] as const

export type IndexerSearchTerm = Extract<SearchTerm, { kind: (typeof indexerKinds)[number] }>

export const isIndexerTerm = (term: SearchTerm): term is IndexerSearchTerm =>
  (indexerKinds as readonly string[]).includes(term.kind)
