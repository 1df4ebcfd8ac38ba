import { isTerminal } from '../machine/phases.ts'
import type { TransferRecord } from '../types.ts'
import type { BridgeCallbacks } from './options.ts'

/** The app's callbacks, guarded: whatever one throws is reported, never allowed to steer a transfer. */
export interface AppCallbacks {
  signed(record: TransferRecord): void
  broadcast(record: TransferRecord): void
  tracked(record: TransferRecord): void
  /** A record's phase changed: `onCompleted` or `onFailed` when it ended. */
  phaseChanged(record: TransferRecord): void
  /** Something set aside without stopping: written to the console and given to `onAnomaly`. */
  report(error: Error, record: TransferRecord | null): void
}

export function createAppCallbacks(options: () => BridgeCallbacks): AppCallbacks {
  const call = (callback: ((transfer: TransferRecord) => void) | undefined, record: TransferRecord) => {
    try {
      callback?.(record)
    } catch (error) {
      console.error('rollscope: a bridge callback threw', error)
    }
  }
  return {
    signed: (record) => call(options().onSigned, record),
    broadcast: (record) => call(options().onBroadcast, record),
    tracked: (record) => call(options().onTracked, record),
    phaseChanged(record) {
      if (record.phase === 'completed') call(options().onCompleted, record)
      else if (isTerminal(record.phase)) call(options().onFailed, record)
    },
    report(error, record) {
      console.warn('rollscope:', error.message)
      try {
        options().onAnomaly?.(error, record)
      } catch (thrown) {
        console.error('rollscope: a bridge callback threw', thrown)
      }
    },
  }
}
