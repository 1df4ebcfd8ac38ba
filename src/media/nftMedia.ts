import { RollscopeError } from '../errors/base.ts'
import { HttpError, NetworkError, TimeoutError } from '../errors/http.ts'
import { isRenderableUrl, safeDataImage } from './renderableUrl.ts'

/**
 * The NFT media pipeline: token URI -> (metadata JSON) -> media URLs a browser may load. No React, no DOM.
 * Only http(s) URLs and base64 png/jpeg/gif/webp data URIs ever come out; everything else is dropped.
 */

export { isRenderableUrl }

export type NftMediaKind = 'image' | 'video' | 'audio' | 'unknown'

/** Public IPFS gateways, tried in order. Each ends with `/ipfs/`; the CID and path are appended. */
export const defaultIpfsGateways: readonly string[] = [
  'https://ipfs.io/ipfs/',
  'https://dweb.link/ipfs/',
  'https://w3s.link/ipfs/',
]

export interface NftMediaSource {
  kind: NftMediaKind
  /** The same file through each gateway in turn: on an error, the next one is tried. */
  urls: readonly string[]
}

/** One trait of the token (`attributes` in ERC-721 / OpenSea-style metadata): `Background: Teal`. */
export interface NftAttribute {
  /** `trait_type` (at most 200 characters, as the value); empty when the metadata names none. */
  trait: string
  value: string
}

export interface NftMedia {
  name?: string | undefined
  description?: string | undefined
  /** Its traits, at most 100. */
  attributes?: readonly NftAttribute[] | undefined
  /** The still image (`image` in the metadata, or the token URI itself when it is an image). */
  image?: NftMediaSource | undefined
  /** Video or audio (`animation_url`, or the token URI itself). */
  animation?: NftMediaSource | undefined
}

/** `CID/path` of `ipfs://CID/path` or `ipfs://ipfs/CID/path`; undefined for anything else. */
export function ipfsPath(uri: string): string | undefined {
  const match = /^ipfs:\/\/(?:ipfs\/)?([^/?#]+(?:[/?#].*)?)$/i.exec(uri.trim())
  return match?.[1]
}

/** The URLs to load `uri` from, in order: one per gateway for ipfs, the URI itself when renderable, else none. */
export function mediaUrls(uri: string, gateways: readonly string[] = defaultIpfsGateways): string[] {
  const trimmed = uri.trim()
  const path = ipfsPath(trimmed)
  if (path !== undefined)
    return gateways
      .map((gateway) => `${gateway.endsWith('/') ? gateway : `${gateway}/`}${path}`)
      .filter(isRenderableUrl)
  return isRenderableUrl(trimmed) ? [trimmed] : []
}

const extensions: Record<string, NftMediaKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  svg: 'image',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  mov: 'video',
  ogv: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  flac: 'audio',
  m4a: 'audio',
  aac: 'audio',
}

function extensionOf(uri: string): string | undefined {
  if (uri.startsWith('data:')) return undefined
  const path = uri.split(/[?#]/, 1)[0] ?? ''
  return /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase()
}

/** The kind of media at `uri`, from a `content-type` when one is known, else from the extension. */
export function mediaKindOf(uri: string, contentType?: string | null): NftMediaKind {
  const type = (contentType ?? (uri.startsWith('data:') ? /^data:([^;,]+)/.exec(uri)?.[1] : undefined))
    ?.trim()
    .toLowerCase()
  if (type) {
    // a data URI with any other type (svg, html) is never rendered
    if (uri.startsWith('data:')) return safeDataImage.test(uri) ? 'image' : 'unknown'
    const top = type.split('/', 1)[0]
    if (top === 'image' || top === 'video' || top === 'audio') return top
  }
  const extension = extensionOf(uri)
  return (extension && extensions[extension]) || 'unknown'
}

/** Whether `uri` names JSON metadata: a `.json` path or a `data:application/json` URI. */
export function isJsonUri(uri: string): boolean {
  return /^data:application\/json[;,]/i.test(uri) || extensionOf(uri) === 'json'
}

export interface NftMetadata {
  name?: string | undefined
  description?: string | undefined
  attributes?: NftAttribute[] | undefined
  image?: string | undefined
  animationUrl?: string | undefined
}

/** The fields the gallery shows, from ERC-721/1155 (and OpenSea-style) metadata; anything malformed is left out. */
export function parseNftMetadata(json: unknown): NftMetadata {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {}
  const record = json as Record<string, unknown>
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const value = record[key]
      if (typeof value === 'string' && value.trim()) return value.trim()
    }
    return undefined
  }
  return {
    name: text('name', 'title'),
    description: text('description'),
    attributes: attributesOf(record.attributes),
    image: text('image', 'image_url', 'imageUrl'),
    animationUrl: text('animation_url', 'animationUrl'),
  }
}

const maxAttributes = 100
/** A trait's name or value is cut to this many characters. */
const maxText = 200

/**
 * `[{ trait_type, value }]` (ERC-721 / OpenSea; interwovenkit reads the same): a string, number or boolean value,
 * anything else left out.
 */
function attributesOf(list: unknown): NftAttribute[] | undefined {
  if (!Array.isArray(list)) return undefined
  const attributes: NftAttribute[] = []
  for (const item of list.slice(0, maxAttributes)) {
    const { trait_type: trait, value } = (item ?? {}) as Record<string, unknown>
    if (!['string', 'number', 'boolean'].includes(typeof value)) continue
    attributes.push({
      trait: typeof trait === 'string' ? trait.trim().slice(0, maxText) : '',
      value: String(value).slice(0, maxText),
    })
  }
  return attributes.length ? attributes : undefined
}

/** The metadata of a `data:application/json` URI (base64 or percent-encoded); undefined when it does not parse. */
export function decodeJsonDataUri(uri: string): unknown {
  const match = /^data:application\/json(;[^,]*)?,(.*)$/is.exec(uri)
  if (!match) return undefined
  try {
    const body = match[1]?.toLowerCase().includes(';base64')
      ? new TextDecoder().decode(Uint8Array.from(atob(match[2] ?? ''), (char) => char.charCodeAt(0)))
      : decodeURIComponent(match[2] ?? '')
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/** Media from parsed metadata: `image` is an image unless its extension says video or audio. */
export function mediaOfMetadata(metadata: NftMetadata, gateways?: readonly string[]): NftMedia {
  const source = (uri: string | undefined, fallback: NftMediaKind): NftMediaSource | undefined => {
    if (!uri) return undefined
    const urls = mediaUrls(uri, gateways)
    if (urls.length === 0) return undefined
    const kind = mediaKindOf(uri)
    return { kind: kind === 'unknown' ? fallback : kind, urls }
  }
  const image = source(metadata.image, 'image')
  const animation = source(metadata.animationUrl, 'unknown')
  const media: NftMedia = {
    name: metadata.name,
    description: metadata.description,
    attributes: metadata.attributes,
  }
  if (image?.kind === 'image') media.image = image
  else if (image) media.animation = image
  if (animation && (animation.kind === 'video' || animation.kind === 'audio')) media.animation = animation
  else if (animation?.kind === 'image' && !media.image) media.image = animation
  return media
}

/** Drops every URL that may not reach the DOM and every source left empty: for media from any resolver. */
export function sanitizeNftMedia(media: NftMedia): NftMedia {
  const clean = (source: NftMediaSource | undefined) => {
    if (!source || source.kind === 'unknown') return undefined
    const urls = source.urls.filter(
      (url) => isRenderableUrl(url) && (source.kind === 'image' || !url.startsWith('data:')),
    )
    return urls.length ? { kind: source.kind, urls } : undefined
  }
  return {
    name: typeof media.name === 'string' ? media.name : undefined,
    description: typeof media.description === 'string' ? media.description : undefined,
    // a custom resolver's traits are checked as the metadata's are
    attributes: attributesOf(
      Array.isArray(media.attributes)
        ? media.attributes.map((item?: NftAttribute) => ({ trait_type: item?.trait, value: item?.value }))
        : undefined,
    ),
    image: clean(media.image),
    animation: clean(media.animation),
  }
}

export interface ResolveNftMediaOptions {
  /** IPFS gateways, tried in order. Default `defaultIpfsGateways`. */
  gateways?: readonly string[] | undefined
  fetch?: typeof fetch | undefined
  signal?: AbortSignal | undefined
  /** Per attempt. Default 8000 ms. */
  timeoutMs?: number | undefined
}

/** Fetches the first of `urls` that answers 2xx, trying the next on a network error, a timeout or a bad status. */
export async function fetchFirst(
  urls: readonly string[],
  {
    fetch: fetchFn = globalThis.fetch,
    signal,
    timeoutMs = 8000,
    method = 'GET',
  }: ResolveNftMediaOptions & { method?: 'GET' | 'HEAD' } = {},
): Promise<{ response: Response; url: string }> {
  let lastError: unknown = new RollscopeError('No URL to fetch: the URI is neither http(s) nor ipfs.')
  for (const url of urls) {
    signal?.throwIfAborted()
    const timeout = AbortSignal.timeout(timeoutMs)
    try {
      const response = await fetchFn(url, {
        method,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      if (response.ok) return { response, url }
      const body = await response.text().catch(() => '')
      lastError = new HttpError('The media host', url, response.status, body)
    } catch (error) {
      if (signal?.aborted) throw error
      lastError = timeout.aborted
        ? new TimeoutError('The media host', url, timeoutMs)
        : new NetworkError('the media host', url, error)
    }
  }
  throw lastError
}

/** `urls` starting from `first`: the gateways before it already failed. */
const from = (urls: readonly string[], first: string) => urls.slice(Math.max(0, urls.indexOf(first)))

/**
 * The media of a token URI: JSON metadata is fetched (through each gateway in turn) and its `image` and
 * `animation_url` resolved; a media URI is used as is; a URI without a telling extension is fetched once
 * and judged by its content type. Rejects when the URI could not be fetched from any gateway.
 */
export async function resolveNftMedia(uri: string, options: ResolveNftMediaOptions = {}): Promise<NftMedia> {
  const { gateways } = options
  const trimmed = uri.trim()
  if (/^data:application\/json/i.test(trimmed))
    return withProbedAnimation(parseNftMetadata(decodeJsonDataUri(trimmed)), options)
  const urls = mediaUrls(trimmed, gateways)
  if (urls.length === 0) return {}
  if (isJsonUri(trimmed)) {
    const { response } = await fetchFirst(urls, options)
    return withProbedAnimation(parseNftMetadata(await response.json()), options)
  }
  const kind = mediaKindOf(trimmed)
  if (kind === 'image') return { image: { kind, urls } }
  if (kind !== 'unknown') return { animation: { kind, urls } }
  const { response, url } = await fetchFirst(urls, options)
  const type = response.headers.get('content-type')
  if (type && /json/i.test(type)) return withProbedAnimation(parseNftMetadata(await response.json()), options)
  await response.body?.cancel()
  const probed = mediaKindOf(trimmed, type)
  if (probed === 'image') return { image: { kind: probed, urls: from(urls, url) } }
  if (probed !== 'unknown') return { animation: { kind: probed, urls: from(urls, url) } }
  return {}
}

/** An `animation_url` without a telling extension (`ipfs://CID`) is judged by the content type of a HEAD. */
async function withProbedAnimation(
  metadata: NftMetadata,
  options: ResolveNftMediaOptions,
): Promise<NftMedia> {
  const media = mediaOfMetadata(metadata, options.gateways)
  const { animationUrl } = metadata
  if (media.animation || !animationUrl || mediaKindOf(animationUrl) !== 'unknown') return media
  const urls = mediaUrls(animationUrl, options.gateways)
  if (urls.length === 0 || animationUrl.startsWith('data:')) return media
  try {
    const { response, url } = await fetchFirst(urls, { ...options, method: 'HEAD' })
    const kind = mediaKindOf(animationUrl, response.headers.get('content-type'))
    if (kind === 'video' || kind === 'audio') return { ...media, animation: { kind, urls: from(urls, url) } }
  } catch (error) {
    if (options.signal?.aborted) throw error
  }
  return media
}
