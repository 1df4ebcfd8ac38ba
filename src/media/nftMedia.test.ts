import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  decodeJsonDataUri,
  defaultIpfsGateways,
  ipfsPath,
  isJsonUri,
  isRenderableUrl,
  mediaKindOf,
  mediaOfMetadata,
  mediaUrls,
  parseNftMetadata,
  resolveNftMedia,
  sanitizeNftMedia,
} from './nftMedia.ts'

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

describe('isRenderableUrl', () => {
  test('default', () => {
    expect(isRenderableUrl('https://example.com/a.png')).toBe(true)
    expect(isRenderableUrl('http://example.com/a.png')).toBe(true)
    expect(isRenderableUrl(png)).toBe(true)
    expect(isRenderableUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe(true)
    expect(isRenderableUrl('data:image/webp;base64,UklGRg==')).toBe(true)
  })

  test('behavior: script, html, svg and anything else are refused', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:image/png,not-base64',
      'data:image/png;base64,AAAA"><script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ipfs://bafy/1.png',
      'blob:https://example.com/x',
      '/relative.png',
      '',
    ])
      expect(isRenderableUrl(url), url).toBe(false)
  })
})

describe('ipfsPath', () => {
  test('default', () => {
    expect(ipfsPath('ipfs://bafybeiabc/1.json')).toBe('bafybeiabc/1.json')
    expect(ipfsPath('ipfs://QmXyz')).toBe('QmXyz')
  })

  test('behavior: ipfs://ipfs/ prefix is dropped', () => {
    expect(ipfsPath('ipfs://ipfs/bafybeiabc/art/1.png')).toBe('bafybeiabc/art/1.png')
  })

  test('behavior: not ipfs', () => {
    expect(ipfsPath('https://ipfs.io/ipfs/bafy')).toBeUndefined()
    expect(ipfsPath('ipfs://')).toBeUndefined()
  })
})

describe('mediaUrls', () => {
  test('default: one URL per default gateway', () => {
    expect(mediaUrls('ipfs://bafy/1.png')).toEqual(
      defaultIpfsGateways.map((gateway) => `${gateway}bafy/1.png`),
    )
  })

  test('parameters: gateways', () => {
    expect(mediaUrls('ipfs://ipfs/bafy/1.png', ['https://gw.example/ipfs', 'javascript:alert(1)//'])).toEqual(
      ['https://gw.example/ipfs/bafy/1.png'],
    )
  })

  test('behavior: http(s) and safe data images pass through; the rest gives nothing', () => {
    expect(mediaUrls(' https://example.com/1.png ')).toEqual(['https://example.com/1.png'])
    expect(mediaUrls(png)).toEqual([png])
    expect(mediaUrls('javascript:alert(1)')).toEqual([])
    expect(mediaUrls('data:text/html,<b>x</b>')).toEqual([])
    expect(mediaUrls('data:image/svg+xml;base64,PHN2Zy8+')).toEqual([])
  })
})

describe('mediaKindOf', () => {
  test('default: from the extension', () => {
    expect(mediaKindOf('ipfs://bafy/1.PNG')).toBe('image')
    expect(mediaKindOf('https://x.dev/a.webp?size=2#top')).toBe('image')
    expect(mediaKindOf('https://x.dev/a.mp4')).toBe('video')
    expect(mediaKindOf('https://x.dev/a.webm')).toBe('video')
    expect(mediaKindOf('https://x.dev/a.mp3')).toBe('audio')
    expect(mediaKindOf('https://x.dev/a.html')).toBe('unknown')
    expect(mediaKindOf('ipfs://bafy')).toBe('unknown')
  })

  test('parameters: contentType wins over the extension', () => {
    expect(mediaKindOf('ipfs://bafy', 'video/mp4')).toBe('video')
    expect(mediaKindOf('https://x.dev/a.bin', 'audio/mpeg; charset=binary')).toBe('audio')
    expect(mediaKindOf('https://x.dev/a.png', 'image/png')).toBe('image')
    expect(mediaKindOf('https://x.dev/a.png', 'text/html')).toBe('image')
  })

  test('behavior: data URIs are images only when safe', () => {
    expect(mediaKindOf(png)).toBe('image')
    expect(mediaKindOf('data:image/svg+xml;base64,PHN2Zy8+')).toBe('unknown')
    expect(mediaKindOf('data:text/html;base64,PGI+')).toBe('unknown')
    expect(mediaKindOf('data:video/mp4;base64,AAAA')).toBe('unknown')
  })
})

test('isJsonUri', () => {
  expect(isJsonUri('ipfs://bafy/1.json')).toBe(true)
  expect(isJsonUri('https://x.dev/1.JSON?v=2')).toBe(true)
  expect(isJsonUri('data:application/json;base64,e30=')).toBe(true)
  expect(isJsonUri('https://x.dev/1.png')).toBe(false)
  expect(isJsonUri('ipfs://bafy/1')).toBe(false)
})

describe('parseNftMetadata', () => {
  test('default', () => {
    expect(
      parseNftMetadata({
        name: ' Ape #1 ',
        description: 'An ape',
        image: 'ipfs://bafy/1.png',
        animation_url: 'ipfs://bafy/1.mp4',
        attributes: [],
      }),
    ).toEqual({
      name: 'Ape #1',
      description: 'An ape',
      image: 'ipfs://bafy/1.png',
      animationUrl: 'ipfs://bafy/1.mp4',
    })
  })

  test('behavior: alternative keys; malformed fields and bodies are left out', () => {
    expect(parseNftMetadata({ title: 'T', image_url: 'https://x.dev/i', name: 3, description: {} })).toEqual({
      name: 'T',
      description: undefined,
      image: 'https://x.dev/i',
      animationUrl: undefined,
    })
    expect(parseNftMetadata(null)).toEqual({})
    expect(parseNftMetadata([1])).toEqual({})
    expect(parseNftMetadata('{"name":"x"}')).toEqual({})
  })

  test('behavior: attributes, as ERC-721 / OpenSea metadata and interwovenkit write them', () => {
    const { attributes } = parseNftMetadata({
      attributes: [
        { trait_type: 'Background', value: 'Teal' },
        { display_type: 'number', trait_type: 'Generation', value: 2 },
        { trait_type: 'Animated', value: false },
        { value: 'No trait name' },
        { trait_type: 'Nested', value: { evil: true } },
        null,
        'text',
      ],
    })
    expect(attributes).toEqual([
      { trait: 'Background', value: 'Teal' },
      { trait: 'Generation', value: '2' },
      { trait: 'Animated', value: 'false' },
      { trait: '', value: 'No trait name' },
    ])
    expect(parseNftMetadata({ attributes: 'Teal' }).attributes).toBeUndefined()
    const many = Array.from({ length: 5000 }, (_, index) => ({ trait_type: 'T', value: index }))
    expect(parseNftMetadata({ attributes: many }).attributes).toHaveLength(100)
  })
})

test('decodeJsonDataUri', () => {
  const utf8 = btoa(String.fromCharCode(...new TextEncoder().encode('{"name":"Ünï"}')))
  expect(decodeJsonDataUri(`data:application/json;base64,${utf8}`)).toEqual({ name: 'Ünï' })
  expect(decodeJsonDataUri('data:application/json,%7B%22name%22%3A%22a%22%7D')).toEqual({ name: 'a' })
  expect(decodeJsonDataUri('data:application/json,{broken')).toBeUndefined()
  expect(decodeJsonDataUri('https://x.dev/1.json')).toBeUndefined()
})

describe('mediaOfMetadata', () => {
  const gateways = ['https://gw.example/ipfs/']

  test('default', () => {
    expect(
      mediaOfMetadata({ name: 'A', image: 'ipfs://bafy/1', animationUrl: 'ipfs://bafy/1.mp4' }, gateways),
    ).toEqual({
      name: 'A',
      description: undefined,
      image: { kind: 'image', urls: ['https://gw.example/ipfs/bafy/1'] },
      animation: { kind: 'video', urls: ['https://gw.example/ipfs/bafy/1.mp4'] },
    })
  })

  test('behavior: unsafe and unknown media are dropped', () => {
    const media = mediaOfMetadata(
      {
        image: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
        animationUrl: 'https://x.dev/game.html',
      },
      gateways,
    )
    expect(media.image).toBeUndefined()
    expect(media.animation).toBeUndefined()
    expect(mediaOfMetadata({ image: 'javascript:alert(1)' }).image).toBeUndefined()
  })

  test('behavior: a video in `image` becomes the animation', () => {
    expect(mediaOfMetadata({ image: 'https://x.dev/a.mp4' })).toEqual({
      name: undefined,
      description: undefined,
      animation: { kind: 'video', urls: ['https://x.dev/a.mp4'] },
    })
  })
})

test('sanitizeNftMedia: whatever a custom resolver returns, only renderable URLs remain', () => {
  expect(
    sanitizeNftMedia({
      name: 'x',
      image: { kind: 'image', urls: ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zy8+', png] },
      animation: { kind: 'video', urls: ['data:text/html,<script>', png] },
    }),
  ).toEqual({
    name: 'x',
    description: undefined,
    image: { kind: 'image', urls: [png] },
    animation: undefined,
  })
  expect(sanitizeNftMedia({ image: { kind: 'unknown', urls: ['https://x.dev/a'] } }).image).toBeUndefined()
  // a resolver's traits are checked as the metadata's are
  const hostile = { attributes: [{ trait: 'A', value: 'b' }, null, { trait: 1, value: [] }] } as never
  expect(sanitizeNftMedia(hostile).attributes).toEqual([{ trait: 'A', value: 'b' }])
  expect(sanitizeNftMedia({ attributes: 'x' } as never).attributes).toBeUndefined()
})

describe('resolveNftMedia', () => {
  // a real HTTP server: gateway "down" answers 502, gateway "up" serves the files
  let server: Server
  let base = ''
  const requests: string[] = []
  const files: Record<string, { type: string; body: string }> = {
    '/1.json': {
      type: 'application/json',
      body: JSON.stringify({
        name: 'Ape #1',
        description: 'd',
        image: 'ipfs://ipfs/bafy/1.png',
        animation_url: 'ipfs://bafy/anim',
      }),
    },
    '/anim': { type: 'video/webm', body: '' },
    '/raw': { type: 'image/gif', body: 'GIF89a' },
    '/meta': {
      type: 'application/json; charset=utf-8',
      body: '{"name":"No extension","image":"https://x.dev/i.png"}',
    },
    '/evil.json': {
      type: 'application/json',
      body: '{"image":"javascript:alert(1)","animation_url":"data:text/html,<b>"}',
    },
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`)
      const [, gateway, , ...rest] = (request.url ?? '').split('/')
      const file = files[`/${rest.slice(1).join('/')}`]
      if (gateway !== 'up' || !file) return response.writeHead(502).end('Bad Gateway')
      response
        .writeHead(200, { 'content-type': file.type })
        .end(request.method === 'HEAD' ? undefined : file.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const gateways = () => [`${base}/down/ipfs/`, `${base}/up/ipfs/`]

  test('default: JSON metadata through the second gateway after the first fails', async () => {
    requests.length = 0
    const media = await resolveNftMedia('ipfs://bafy/1.json', { gateways: gateways() })
    expect(media).toEqual({
      name: 'Ape #1',
      description: 'd',
      image: { kind: 'image', urls: [`${base}/down/ipfs/bafy/1.png`, `${base}/up/ipfs/bafy/1.png`] },
      // the animation has no extension: a HEAD tells its kind, and the gateway that answered goes first
      animation: { kind: 'video', urls: [`${base}/up/ipfs/bafy/anim`] },
    })
    expect(requests).toEqual([
      'GET /down/ipfs/bafy/1.json',
      'GET /up/ipfs/bafy/1.json',
      'HEAD /down/ipfs/bafy/anim',
      'HEAD /up/ipfs/bafy/anim',
    ])
  })

  test('behavior: a URI without extension is judged by its content type', async () => {
    await expect(resolveNftMedia('ipfs://bafy/raw', { gateways: gateways() })).resolves.toEqual({
      image: { kind: 'image', urls: [`${base}/up/ipfs/bafy/raw`] },
    })
    await expect(resolveNftMedia('ipfs://bafy/meta', { gateways: gateways() })).resolves.toMatchObject({
      name: 'No extension',
      image: { kind: 'image', urls: ['https://x.dev/i.png'] },
    })
  })

  test('behavior: media URIs need no request', async () => {
    requests.length = 0
    await expect(resolveNftMedia('https://x.dev/a.mp3')).resolves.toEqual({
      animation: { kind: 'audio', urls: ['https://x.dev/a.mp3'] },
    })
    await expect(resolveNftMedia(png)).resolves.toEqual({ image: { kind: 'image', urls: [png] } })
    expect(requests).toEqual([])
  })

  test('behavior: unsafe URIs and unsafe metadata give no media', async () => {
    await expect(resolveNftMedia('javascript:alert(1)')).resolves.toEqual({})
    await expect(resolveNftMedia('data:text/html;base64,PHNjcmlwdD4=')).resolves.toEqual({})
    const media = await resolveNftMedia('ipfs://bafy/evil.json', { gateways: gateways() })
    expect(media.image).toBeUndefined()
    expect(media.animation).toBeUndefined()
  })

  test('behavior: on-chain JSON metadata is read without a request', async () => {
    const uri = `data:application/json;base64,${btoa(JSON.stringify({ name: 'On chain', image: png }))}`
    await expect(resolveNftMedia(uri)).resolves.toMatchObject({
      name: 'On chain',
      image: { kind: 'image', urls: [png] },
    })
  })

  test('behavior: every gateway failing rejects with the last error', async () => {
    await expect(
      resolveNftMedia('ipfs://bafy/missing.json', { gateways: gateways() }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[HttpError: The media host answered 502 for /up/ipfs/bafy/missing.json: Bad Gateway]`,
    )
    await expect(resolveNftMedia('https://127.0.0.1:1/x.json', { timeoutMs: 2000 })).rejects.toMatchObject({
      name: 'NetworkError',
    })
  })
})
