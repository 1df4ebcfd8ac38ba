// What an indexer answers for a list it does not serve, so a reader across chains can say so instead of failing.
import type { HttpError } from '../errors/http.ts'

/**
 * The chain's indexer does not serve this path. Both of Initia's indexers are fiber apps, which answer a path they
 * do not route with 404 `Cannot GET <path>` (gofiber/fiber router.go): rollytics on the rollups, and Initia's core
 * indexer on the L1 (initia-labs/core-indexer api/main.go), which serves no EVM, rich-list or block-by-height
 * paths. rollytics answers its `/evm-` paths on a chain without an EVM with 404 `evm routes are not available on
 * this chain`.
 */
export function indexerLacksPath(error: unknown): boolean {
  const http = error as Partial<HttpError> | null
  return (
    http?.name === 'HttpError' &&
    http.status === 404 &&
    typeof http.body === 'string' &&
    (/^Cannot [A-Z]+ \//.test(http.body) || http.body.includes('evm routes are not available'))
  )
}

/**
 * The chain's indexer answered with records of another shape than the kit reads: Initia's core indexer lists an
 * account's NFTs without their height or time (api/dto/nft.go NftByAddressResponse), unlike rollytics. Asking again
 * gets the same answer.
 */
export function indexerRecordsUnreadable(error: unknown): boolean {
  const found = error as { name?: string; service?: string } | null
  return found?.name === 'ResponseValidationError' && found.service === 'Indexer'
}
