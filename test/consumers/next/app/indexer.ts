/** The devnet the check starts, named at build time. */
export const indexerUrl = process.env.ROLLSCOPE_INDEXER ?? 'http://127.0.0.1:4350/evm-1'
export const routerUrl = process.env.ROLLSCOPE_ROUTER ?? 'http://127.0.0.1:4350/router'
