// The devnet's NFT pictures, drawn from the token: an SVG and a PNG sprite, each different per collection and
// token. PNG chunks as in the PNG spec (w3.org/TR/png-3: IHDR, IDAT, IEND); Node only (zlib). Nothing here moves:
// a screenshot must come out the same every time (the video is the moving medium).
import { deflateSync } from 'node:zlib'
import { createRandom } from '../indexer/random.ts'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const u32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
]

function chunk(type: string, data: ArrayLike<number>): number[] {
  const body = Uint8Array.from([...type].map((char) => char.charCodeAt(0)).concat(Array.from(data)))
  return [...u32(data.length), ...body, ...u32(crc32(body))]
}

type Rgb = readonly [number, number, number]

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const f = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/** An 8 × 8 mirrored sprite, each cell 8 px: 64 × 64 RGB rows, each with PNG's filter byte 0. */
function spriteRows(key: string): Uint8Array {
  const random = createRandom('sprite', key)
  const hue = random.int(0, 359)
  const background = hsl(hue, 0.55, 0.82)
  const ink = hsl((hue + 180) % 360, 0.6, 0.35)
  const cells = Array.from({ length: 8 }, () => Array.from({ length: 4 }, () => random.chance(0.5)))
  const size = 64
  const rows = new Uint8Array(size * (1 + size * 3))
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3)
    for (let x = 0; x < size; x++) {
      const cellX = Math.floor(x / 8)
      const on = cells[Math.floor(y / 8)]![cellX < 4 ? cellX : 7 - cellX]!
      const [r, g, b] = on ? ink : background
      rows.set([r, g, b], row + 1 + x * 3)
    }
  }
  return rows
}

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const header = chunk('IHDR', [...u32(64), ...u32(64), 8, 2, 0, 0, 0])

/** A still 64 × 64 PNG. */
export function spritePng(key: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    ...signature,
    ...header,
    ...chunk('IDAT', deflateSync(spriteRows(key))),
    ...chunk('IEND', []),
  ])
}

// a seven-segment digit's strokes (a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle)
const segments = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg']
const digitWidth = 16
const digitHeight = 30

/**
 * The token number as strokes, not text: text in an SVG picture is drawn in whatever fonts the machine has, and
 * the story screenshots must not depend on them.
 */
function segmentDigits(digits: string, left: number, top: number) {
  const half = digitHeight / 2
  const strokes: Record<string, string> = {
    a: `h${digitWidth}`,
    b: `m${digitWidth} 0v${half}`,
    c: `m${digitWidth} ${half}v${half}`,
    d: `m0 ${digitHeight}h${digitWidth}`,
    e: `m0 ${half}v${half}`,
    f: `v${half}`,
    g: `m0 ${half}h${digitWidth}`,
  }
  return [...digits]
    .flatMap((digit, index) =>
      [...(segments[Number(digit)] ?? '')].map(
        (segment) => `M${left + index * (digitWidth + 9)} ${top}${strokes[segment]}`,
      ),
    )
    .join('')
}

/** A 320 × 320 SVG: a gradient, a few shapes and the token number. */
export function tokenSvg(key: string, tokenId: number): string {
  const random = createRandom('svg', key)
  const hue = random.int(0, 359)
  const shapes = Array.from({ length: random.int(3, 6) }, () => {
    const x = random.int(40, 280)
    const y = random.int(40, 240)
    const size = random.int(18, 70)
    const fill = `hsl(${(hue + random.int(90, 270)) % 360} 75% ${random.int(45, 75)}%)`
    const opacity = (0.55 + random.next() * 0.4).toFixed(2)
    return random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`
      : `<rect x="${x - size}" y="${y - size}" width="${size * 2}" height="${size * 2}" rx="${random.int(0, 16)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${random.int(0, 89)} ${x} ${y})"/>`
  })
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 30%)"/></linearGradient></defs>`,
    '<rect width="320" height="320" fill="url(#g)"/>',
    ...shapes,
    `<path d="${segmentDigits(String(tokenId), 20, 268)}" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none"/>`,
    '</svg>',
  ].join('')
}
