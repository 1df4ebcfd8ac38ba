import type { BridgeWidgetLabels } from './labels.ts'

/** What the user can do about an error. */
export type ErrorAction = 'signAgain' | 'requote' | 'showAnyway' | 'resume' | 'none'

/** An error in the user's words, what they can do about it, and the developer's text for Details. */
export function userErrorOf(
  error: { name: string; message: string; shortMessage?: string },
  labels: BridgeWidgetLabels,
): { text: string; details: string; action: ErrorAction } {
  const { errors } = labels
  const details = error.message
  switch (error.name) {
    case 'UserRejectedError':
      return { text: errors.rejected, details, action: 'signAgain' }
    case 'RouteNotFoundError':
      return { text: errors.noRoute, details, action: 'requote' }
    case 'BadPriceError':
      return { text: errors.badPrice, details, action: 'showAnyway' }
    case 'RateLimitedError':
      return { text: errors.rateLimited, details, action: 'requote' }
    case 'TimeoutError':
      return { text: errors.timeout, details, action: 'requote' }
    case 'NetworkError':
      return { text: errors.network, details, action: 'requote' }
    case 'InvalidAmountError':
      return { text: errors.invalidAmount, details, action: 'none' }
    case 'MsgsMismatchError':
      return { text: errors.walletMismatch, details, action: 'requote' }
    case 'TransferStorageError':
      return { text: errors.storage, details, action: 'none' }
    default:
      return { text: errors.generic, details, action: 'requote' }
  }
}
