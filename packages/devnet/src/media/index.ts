// What the devnet's NFT token URIs point at, served on localhost: an IPFS path gateway (`/ipfs/<cid>/<path>`,
// specs.ipfs.tech/http-gateways/path-gateway), a gateway that is down (504 Gateway Timeout, as that spec answers
// content it cannot fetch in time), a slow one, and a plain metadata and media host (`/nft-media/<slug>/`).
// Metadata is ERC-721's JSON (eips.ethereum.org/EIPS/eip-721, "ERC721 Metadata JSON Schema") with OpenSea-style
// `attributes` (`trait_type`, `value`, `display_type`), which interwovenkit also reads
// (packages/interwovenkit-react/src/pages/wallet/tabs/nft/queries.ts, NftMetadata). Some tokens fail as real hosts
// do: metadata missing (404) or rate-limited (429, the path gateway spec's Too Many Requests), an image sent as
// HTML, an image whose bytes are broken. Node only.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRandom } from '../indexer/random.ts'
import { spritePng, tokenSvg } from './images.ts'

export interface MediaCollection {
  name: string
  /** Its token URIs are `<uriBase><tokenId>.json`: `ipfs://<cid>/` or `<origin>/nft-media/<slug>/`. */
  uriBase: string
}

export interface MediaDevnetOptions {
  /** The collections whose URIs point here (read on each request: the chains are built on first use). */
  collections: () => readonly MediaCollection[]
  /** How long `/slow-gateway` waits before it answers. Default 1500 ms. */
  slowMs?: number
}

/** The path prefixes the media devnet answers under. */
export const mediaPrefixes = ['/ipfs', '/gateway-down', '/slow-gateway', '/nft-media'] as const

/** Token ids (mod 29) that fail, the same way on every host. */
const failures: Record<number, 'missing' | 'rate-limited' | 'html' | 'broken'> = {
  3: 'missing',
  7: 'html',
  11: 'broken',
  19: 'rate-limited',
}
const failureOf = (tokenId: number) => failures[tokenId % 29]

/** The directory CID a collection keeps its pictures under, beside its metadata's. */
const mediaCid = (metadataCid: string) => `bafybeim${metadataCid.slice(8)}`

/** Every 5th and 7th token a PNG, the others SVG; on IPFS every 6th has a video too. */
const imageFile = (tokenId: number) => `${tokenId}.${tokenId % 7 === 0 || tokenId % 5 === 0 ? 'png' : 'svg'}`
const hasVideo = (tokenId: number, ipfs: boolean) => ipfs && tokenId % 6 === 1

const backgrounds = ['Teal', 'Coral', 'Indigo', 'Sand', 'Mint', 'Plum', 'Slate']
const shapes = ['Circle', 'Square', 'Mixed', 'Tilted']

function metadata(collection: MediaCollection, tokenId: number, fileUrl: (file: string) => string) {
  const random = createRandom('traits', collection.name, tokenId)
  const ipfs = collection.uriBase.startsWith('ipfs://')
  // OpenSea's `image_url` in place of `image` on some tokens of the plain host
  const imageKey = !ipfs && tokenId % 4 === 2 ? 'image_url' : 'image'
  return {
    name: `${collection.name} #${tokenId}`,
    description: `Token ${tokenId} of ${collection.name}, drawn by the rollscope devnet.`,
    [imageKey]: fileUrl(imageFile(tokenId)),
    ...(hasVideo(tokenId, ipfs) && { animation_url: fileUrl(`${tokenId}.webm`) }),
    attributes: [
      { trait_type: 'Background', value: random.pick(backgrounds) },
      { trait_type: 'Shape', value: random.pick(shapes) },
      {
        trait_type: 'Rarity',
        value: tokenId % 10 === 0 ? 'Legendary' : tokenId % 3 === 0 ? 'Rare' : 'Common',
      },
      { display_type: 'number', trait_type: 'Generation', value: 1 + (tokenId % 3) },
    ],
  }
}

let clip: Uint8Array<ArrayBuffer> | undefined
/** A two-second 160 px WebM (VP8), recorded once by scripts/devnet-clip.ts. */
const videoClip = () => {
  // beside this module, in the sources and in @rollscope/devnet's bundle alike
  clip ??= new Uint8Array(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'clip.webm')))
  return clip
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } })

function mediaFile(key: string, tokenId: number, extension: string): Response {
  const failure = failureOf(tokenId)
  if (failure === 'html')
    return new Response('<!doctype html><title>Moved</title><p>This picture has moved.</p>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  if (failure === 'broken')
    return new Response(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 4, 5]), {
      headers: { 'content-type': 'image/png' },
    })
  if (extension === 'svg')
    return new Response(tokenSvg(key, tokenId), { headers: { 'content-type': 'image/svg+xml' } })
  if (extension === 'png') return new Response(spritePng(key), { headers: { 'content-type': 'image/png' } })
  if (extension === 'webm') return new Response(videoClip(), { headers: { 'content-type': 'video/webm' } })
  return text(404, 'Not Found')
}

/** A token's metadata or one of its files; `fileUrl` names a file where this host serves it. */
function tokenResponse(
  collection: MediaCollection,
  file: string,
  fileUrl: (file: string) => string,
  pictures: boolean,
): Response {
  const match = /^(\d+)\.(json|svg|png|webm)$/.exec(file)
  if (!match) return text(404, 'Not Found')
  const tokenId = Number(match[1])
  const extension = match[2]!
  if (extension !== 'json')
    return pictures ? mediaFile(`${collection.name}/${tokenId}`, tokenId, extension) : text(404, 'Not Found')
  if (pictures) return text(404, 'Not Found')
  const failure = failureOf(tokenId)
  if (failure === 'missing') return text(404, 'Not Found')
  if (failure === 'rate-limited') return text(429, 'Too Many Requests', { 'retry-after': '60' })
  return Response.json(metadata(collection, tokenId, fileUrl))
}

export function createMediaDevnet(options: MediaDevnetOptions) {
  const slowMs = options.slowMs ?? 1500
  const cached = { 'cache-control': 'public, max-age=29030400, immutable' }

  function gateway(cidPath: string): Response {
    const [cid = '', ...rest] = cidPath.split('/')
    const file = rest.join('/')
    for (const collection of options.collections()) {
      const metadataCid = /^ipfs:\/\/([^/]+)\//.exec(collection.uriBase)?.[1]
      if (!metadataCid || (cid !== metadataCid && cid !== mediaCid(metadataCid))) continue
      const response = tokenResponse(
        collection,
        file,
        (name) => `ipfs://${mediaCid(metadataCid)}/${name}`,
        cid !== metadataCid,
      )
      if (response.ok) for (const [name, value] of Object.entries(cached)) response.headers.set(name, value)
      return response
    }
    return text(404, `ipfs resolve -L /ipfs/${cidPath}: no link named "${file}"`)
  }

  function host(slugPath: string): Response {
    const [slug = '', file = ''] = slugPath.split('/')
    const collection = options
      .collections()
      .find((candidate) => candidate.uriBase.endsWith(`/nft-media/${slug}/`))
    if (!collection) return text(404, 'Not Found')
    return tokenResponse(collection, file, (name) => `${collection.uriBase}${name}`, !file.endsWith('.json'))
  }

  return {
    async fetch(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname
      if (path.startsWith('/gateway-down/'))
        return new Response('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
          status: 504,
          headers: { 'content-type': 'text/html' },
        })
      if (path.startsWith('/slow-gateway/ipfs/')) {
        await new Promise((resolve) => setTimeout(resolve, slowMs))
        return gateway(path.slice('/slow-gateway/ipfs/'.length))
      }
      if (path.startsWith('/ipfs/')) return gateway(path.slice('/ipfs/'.length))
      if (path.startsWith('/nft-media/')) return host(path.slice('/nft-media/'.length))
      return text(404, 'Not Found')
    },
  }
}
