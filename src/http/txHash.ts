// A tx hash in the form each side expects. Wallets, the router, the indexers and the executors write the same
// hash with or without 0x and in either case.

/** A Cosmos tx hash as CometBFT and the indexers write it: upper-case hex, no 0x. */
export const cosmosTxHash = (hash: string): string => hash.replace(/^0x/i, '').toUpperCase()

/** An EVM tx hash as JSON-RPC writes it: 0x and lower-case hex. */
export const evmTxHash = (hash: string): `0x${string}` => `0x${hash.replace(/^0x/i, '').toLowerCase()}`

/** Whether two hashes name the same tx, whatever their case or 0x. */
export const sameTxHash = (a: string, b: string): boolean => cosmosTxHash(a) === cosmosTxHash(b)
