import { revealInvisible } from '../shared/safeText.ts'

// A call's output tells whether it reverted: Solidity's `revert("reason")` returns `Error(string)` and a failed
// assert or overflow returns `Panic(uint256)` (docs.soliditylang.org, "Error handling"). The indexer keeps the
// output but not the tracer's `error` field (initia-labs/rollytics indexer/internal-tx/types.go), so the
// output is what there is.

const errorSelector = '0x08c379a0'
const panicSelector = '0x4e487b71'

/** Bytes of the most a reason is read from: a hostile output cannot make the page decode megabytes. */
const maxReasonBytes = 256

/** Whether `output` is a revert, and its reason where it has one. */
export function revertOf(output: string): { reason?: string } | null {
  const hex = output.toLowerCase()
  if (hex.startsWith(panicSelector)) {
    const code = hex.slice(10, 74)
    return /^[0-9a-f]{64}$/.test(code) ? { reason: `panic 0x${BigInt(`0x${code}`).toString(16)}` } : {}
  }
  if (!hex.startsWith(errorSelector)) return null
  // selector, offset (32 bytes), length (32 bytes), then the UTF-8 bytes
  const words = hex.slice(10)
  const length = Number.parseInt(words.slice(64, 128), 16)
  if (!Number.isSafeInteger(length)) return {}
  const text = words.slice(128, 128 + Math.min(length, maxReasonBytes) * 2)
  if (!/^([0-9a-f]{2})*$/.test(text)) return {}
  const bytes = Uint8Array.from(text.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
  return { reason: revealInvisible(new TextDecoder().decode(bytes)) }
}
