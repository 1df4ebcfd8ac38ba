import { errorWordOf } from '../shared/errorWords.ts'
import type { BridgeWidgetLabels } from './labels.ts'

/** What the user can do about an error. */
export type ErrorAction = 'signAgain' | 'requote' | 'showAnyway' | 'resume' | 'none'

const actions: Record<string, ErrorAction> = {
  UserRejectedError: 'signAgain',
  BroadcastNotFoundError: 'signAgain',
  SimulationUnavailableError: 'signAgain',
  BadPriceError: 'showAnyway',
  InvalidAmountError: 'none',
  TransferStorageError: 'none',
}

/** An error in the user's words, what they can do about it, and the developer's text for Details. */
export function userErrorOf(
  error: { name: string; message: string; shortMessage?: string },
  labels: BridgeWidgetLabels,
): { text: string; details: string; action: ErrorAction } {
  return {
    text: errorWordOf(error, labels.errors) ?? labels.errors.generic,
    details: error.message,
    action: (Object.hasOwn(actions, error.name) && actions[error.name]) || 'requote',
  }
}
