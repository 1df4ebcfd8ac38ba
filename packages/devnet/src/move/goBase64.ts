// Go's base64.StdEncoding.Decode, as encoding/json decodes a JSON string into []byte (a proto `bytes` field through
// the gateway's JSON decoder): padding required, CR and LF skipped, and on failure the offset Go reports in
// `illegal base64 data at input byte <n>` (encoding/base64 decodeQuantum's CorruptInputError). Isomorphic.
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

export type GoBase64Result = { bytes: Uint8Array } | { corruptAt: number }

export function goBase64Decode(text: string): GoBase64Result {
  const out: number[] = []
  const skip = (at: number) => {
    while (at < text.length && (text[at] === '\n' || text[at] === '\r')) at++
    return at
  }
  let at = 0
  while (true) {
    const quantum: number[] = []
    let padded = false
    while (quantum.length < 4) {
      if (at === text.length) {
        if (quantum.length === 0) return { bytes: Uint8Array.from(out) }
        return { corruptAt: at - quantum.length }
      }
      const char = text[at++]!
      if (char === '\n' || char === '\r') continue
      const value = alphabet.indexOf(char)
      if (value >= 0) {
        quantum.push(value)
        continue
      }
      if (char !== '=' || quantum.length < 2) return { corruptAt: at - 1 }
      if (quantum.length === 2) {
        // "==" expected: the first is read
        at = skip(at)
        if (at === text.length) return { corruptAt: text.length }
        if (text[at] !== '=') return { corruptAt: at - 1 }
        at++
      }
      at = skip(at)
      if (at < text.length) return { corruptAt: at }
      padded = true
      break
    }
    const [a = 0, b = 0, c = 0, d = 0] = quantum
    const bits = (a << 18) | (b << 12) | (c << 6) | d
    out.push((bits >> 16) & 0xff)
    if (quantum.length > 2) out.push((bits >> 8) & 0xff)
    if (quantum.length > 3) out.push(bits & 0xff)
    if (padded) return { bytes: Uint8Array.from(out) }
  }
}
