// A tx record's events read defensively (a record from an unknown server may lack any field), each with the part of
// the tx it belongs to. cosmos-sdk (0.50, baseapp/baseapp.go `createEvents`) marks every event of a message with a
// `msg_index` attribute; the ante handler's (fee deduction, x/auth/ante/fee.go) carry none. An indexer of an older
// chain sends events without msg_index: there the ante events are the ones before the first `message` event that
// names an `action`, and older records carry the messages' events in `logs[i].events` instead.

export interface RawEvent {
  type: string
  attributes: { key: string; value: string }[]
}

/** `ante`: fee deduction and signature checks; `msg:<i>`: message i; `msg`: a message of an old record. */
export type Phase = 'ante' | `msg:${number}` | 'msg'

export interface PhasedEvent extends RawEvent {
  phase: Phase
  /** The event's place in the record, to tell apart two equal events. */
  position: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readEvent(value: unknown): RawEvent | undefined {
  if (!isRecord(value) || typeof value.type !== 'string' || !Array.isArray(value.attributes)) return undefined
  const attributes = value.attributes.flatMap((attribute) =>
    isRecord(attribute) && typeof attribute.key === 'string' && typeof attribute.value === 'string'
      ? [{ key: attribute.key, value: attribute.value }]
      : [],
  )
  return { type: value.type, attributes }
}

/** The first value of `key` in an event. */
export const attribute = (event: RawEvent, key: string) =>
  event.attributes.find((entry) => entry.key === key)?.value

function msgIndex(event: RawEvent): number | undefined {
  const value = attribute(event, 'msg_index')
  return value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : undefined
}

/** The record's events with their phase; `unreadable` counts the events that were not events at all. */
export function phasedEvents(record: unknown): { events: PhasedEvent[]; unreadable: number } {
  const source = isRecord(record) ? record : {}
  const raw = Array.isArray(source.events) ? source.events : []
  let unreadable = 0
  const read = (value: unknown) => {
    const event = readEvent(value)
    if (!event) unreadable++
    return event
  }
  const events = raw.map(read)
  const withIndex = events.some((event) => event && msgIndex(event) !== undefined)
  let inMessages = false
  const phased: PhasedEvent[] = []
  events.forEach((event, position) => {
    if (!event) return
    if (!withIndex && event.type === 'message' && attribute(event, 'action') !== undefined) inMessages = true
    const index = msgIndex(event)
    const phase: Phase = withIndex
      ? index === undefined
        ? 'ante'
        : `msg:${index}`
      : inMessages
        ? 'msg'
        : 'ante'
    phased.push({ ...event, phase, position })
  })
  // records of chains before cosmos-sdk 0.50: the messages' events under logs (then `events` holds the ante's)
  const logs = Array.isArray(source.logs) ? source.logs : []
  if (!phased.some((event) => event.phase !== 'ante'))
    logs.forEach((log, i) => {
      if (!isRecord(log) || !Array.isArray(log.events)) return
      const index = typeof log.msg_index === 'number' ? log.msg_index : i
      for (const value of log.events) {
        const event = read(value)
        if (event) phased.push({ ...event, phase: `msg:${index}`, position: phased.length + raw.length })
      }
    })
  return { events: phased, unreadable }
}

export { isRecord }
