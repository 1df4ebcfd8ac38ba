// A QR code as one SVG path. This module and lean-qr load on first use only (query/qrCode.ts imports it).
import { correction, generate } from 'lean-qr/nano'

export interface QrCode {
  /** Modules per side, without the quiet zone. */
  size: number
  /** One path of the dark modules, each row's runs as rectangles, in module units. */
  path: string
}

/** `text` as a QR code: the smallest version that fits, with at least medium error correction (15%). */
export function qrCodeOf(text: string): QrCode {
  const code = generate(text, { minCorrectionLevel: correction.M })
  const parts: string[] = []
  for (let y = 0; y < code.size; y++) {
    let x = 0
    while (x < code.size) {
      if (!code.get(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < code.size && code.get(x, y)) x++
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  }
  return { size: code.size, path: parts.join('') }
}
