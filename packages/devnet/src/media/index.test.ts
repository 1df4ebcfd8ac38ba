import { describe, expect, test } from 'vitest'
import { parseNftMetadata, resolveNftMedia } from '../../../../src/media/nftMedia.ts'
import { createIndexerDevnet } from '../indexer/index.ts'
import { createMediaDevnet } from './index.ts'

const origin = 'http://devnet.test'
const indexer = createIndexerDevnet({ mediaOrigin: origin })
const media = createMediaDevnet({ collections: () => indexer.nftCollections, slowMs: 50 })
const fetchMedia = (input: RequestInfo | URL, init?: RequestInit) =>
  media.fetch(new Request(new URL(String(input), origin), init))
const ipfs = indexer.nftCollections.find((collection) => collection.uriBase.startsWith('ipfs://'))!
const http = indexer.nftCollections.find((collection) => collection.uriBase.startsWith(origin))!
const gateways = [`${origin}/gateway-down/ipfs/`, `${origin}/ipfs/`]

describe('media devnet', () => {
  test('default: collections point at IPFS and at the plain host', () => {
    expect(ipfs.uriBase).toMatch(/^ipfs:\/\/bafybei[0-9a-f]{48}\/$/)
    expect(http.uriBase).toMatch(/^http:\/\/devnet\.test\/nft-media\/[a-z-]+\/$/)
  })

  test('behavior: the kit resolves a token through the failing gateway to the one that serves', async () => {
    const resolved = await resolveNftMedia(`${ipfs.uriBase}1.json`, { gateways, fetch: fetchMedia })
    expect(resolved.name).toBe(`${ipfs.name} #1`)
    expect(resolved.attributes?.map(({ trait }) => trait)).toEqual([
      'Background',
      'Shape',
      'Rarity',
      'Generation',
    ])
    // token 1 has a video beside its picture; both through each gateway in turn
    expect(resolved.image?.urls[1]).toMatch(/^http:\/\/devnet\.test\/ipfs\/bafybeim[0-9a-f]+\/1\.svg$/)
    expect(resolved.animation).toMatchObject({ kind: 'video' })
    const picture = await fetchMedia(resolved.image!.urls[1]!)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect(await picture.text()).toContain('<svg')
    const video = await fetchMedia(resolved.animation!.urls[1]!)
    expect(video.headers.get('content-type')).toBe('video/webm')
    // the WebM (EBML) magic number
    expect([...new Uint8Array(await video.arrayBuffer()).slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    expect((await fetchMedia(resolved.image!.urls[0]!)).status).toBe(504)
  })

  test('behavior: the plain host, PNG pictures, OpenSea’s image_url', async () => {
    const { image } = parseNftMetadata(await (await fetchMedia(`${http.uriBase}5.json`)).json())
    expect(image).toBe(`${http.uriBase}5.png`)
    const imageUrl = (await (await fetchMedia(`${http.uriBase}2.json`)).json()) as Record<string, unknown>
    expect(imageUrl.image_url).toBe(`${http.uriBase}2.svg`)
    const bytes = new Uint8Array(await (await fetchMedia(image!)).arrayBuffer())
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG')
  })

  test('behavior: failures as real hosts show them', async () => {
    expect((await fetchMedia(`${http.uriBase}3.json`)).status).toBe(404)
    const limited = await fetchMedia(`${http.uriBase}19.json`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect((await fetchMedia(`${http.uriBase}7.svg`)).headers.get('content-type')).toMatch(/^text\/html/)
    const broken = new Uint8Array(await (await fetchMedia(`${http.uriBase}11.png`)).arrayBuffer())
    expect(broken.length).toBeLessThan(16)
    expect((await fetchMedia(`${origin}/ipfs/bafybeinothere/1.json`)).status).toBe(404)
    const started = performance.now()
    expect((await fetchMedia(`${origin}/slow-gateway/ipfs/${ipfs.uriBase.slice(7)}1.json`)).ok).toBe(true)
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
  })

  test('behavior: every token draws its own picture', async () => {
    const svgs = await Promise.all(
      [1, 2, 4, 8].map(async (id) => (await fetchMedia(`${http.uriBase}${id}.svg`)).text()),
    )
    expect(new Set(svgs).size).toBe(4)
  })
})
