// Every address a tx names, in its events and its messages: the owners whose primary stores its Move events may
// touch. Bounded: a hostile record with thousands of addresses costs a bounded number of hashes.
import { addressKey } from './address.ts'
import { isRecord, type PhasedEvent } from './events.ts'

const maxCandidates = 256
const looksLikeAddress = /^(0x[0-9a-fA-F]{1,64}|[a-z]{1,20}1[02-9ac-hj-np-z]{38,100})$/

export function addressCandidates(
  events: readonly PhasedEvent[],
  messages: unknown,
  extra: string[],
): Set<string> {
  const keys = new Set<string>()
  const add = (value: unknown, depth: number) => {
    if (keys.size >= maxCandidates || depth > 4) return
    if (typeof value === 'string') {
      for (const part of value.split(',')) {
        if (!looksLikeAddress.test(part)) continue
        const key = addressKey(part)
        if (key) keys.add(key)
      }
    } else if (Array.isArray(value)) for (const item of value.slice(0, 64)) add(item, depth + 1)
    else if (isRecord(value)) for (const item of Object.values(value).slice(0, 64)) add(item, depth + 1)
  }
  for (const value of extra) add(value, 0)
  for (const event of events)
    for (const { key, value } of event.attributes) {
      if (key === 'data' && value.startsWith('{')) add(parseJson(value), 1)
      else add(value, 0)
    }
  add(messages, 0)
  return keys
}

/** JSON, or undefined when it is not. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
