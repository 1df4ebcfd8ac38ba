import type { DataTag } from '@tanstack/react-query'
import type { Nft } from '../indexer/nft.ts'
import {
  defaultIpfsGateways,
  type NftMedia,
  type ResolveNftMediaOptions,
  resolveNftMedia,
  sanitizeNftMedia,
} from '../media/nftMedia.ts'

/** Resolves a token's media; the result is sanitized again before anything reaches the DOM. */
export type ResolveNftGalleryMedia = (
  token: Nft,
  options: ResolveNftMediaOptions,
) => NftMedia | Promise<NftMedia>

export interface NftMediaQueryParameters {
  token: Nft
  /** IPFS gateways (each ending in `/ipfs/`), tried in order. Default `defaultIpfsGateways`. */
  gateways?: readonly string[] | undefined
  /** Replaces `resolveNftMedia` on the token URI. Keep it stable (module level or memoized). */
  resolveMedia?: ResolveNftGalleryMedia | undefined
}

const resolverIds = new WeakMap<ResolveNftGalleryMedia, number>()
let resolverCount = 0
/** A custom resolver's media are cached apart from the default pipeline's (and from another resolver's). */
const resolverId = (resolve: ResolveNftGalleryMedia | undefined) => {
  if (!resolve) return 0
  if (!resolverIds.has(resolve)) resolverIds.set(resolve, ++resolverCount)
  return resolverIds.get(resolve)
}

export type NftMediaQueryKey = readonly [
  'rollscope',
  'nftMedia',
  { uri: string; token: string; gateways: readonly string[]; resolver: number | undefined },
]

export interface NftMediaQueryOptions {
  queryKey: DataTag<NftMediaQueryKey, NftMedia, Error>
  queryFn: (context: { signal: AbortSignal }) => Promise<NftMedia>
  staleTime: number
  retry: false
}

const defaultResolve: ResolveNftGalleryMedia = (token, options) => resolveNftMedia(token.nft.uri, options)

/**
 * A token's media (its metadata's name, description, image and animation), resolved once per URI and kept:
 * a card scrolled away and back, or the same token in a dialog, asks no server twice. Sanitized: only
 * http(s) and safe data images survive.
 */
export function nftMediaQueryOptions({
  token,
  gateways = defaultIpfsGateways,
  resolveMedia,
}: NftMediaQueryParameters): NftMediaQueryOptions {
  return {
    queryKey: [
      'rollscope',
      'nftMedia',
      {
        uri: token.nft.uri,
        token: `${token.collection_addr}/${token.nft.token_id}`,
        gateways,
        resolver: resolverId(resolveMedia),
      },
    ] as const as never,
    queryFn: async ({ signal }) =>
      sanitizeNftMedia(await (resolveMedia ?? defaultResolve)(token, { gateways, signal })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }
}
