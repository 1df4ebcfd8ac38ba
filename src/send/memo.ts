// The optional memo of a send. Pure.

/**
 * The SDK refuses a memo longer than `max_memo_characters` (x/auth's default 256), counted in bytes: Go's `len`
 * of the string (cosmos-sdk x/auth/ante/basic.go, ValidateMemoDecorator). InterwovenKit counts bytes too.
 */
export const maxMemoBytes = 256

export const memoBytes = (memo: string) => new TextEncoder().encode(memo).length

/**
 * Whether to warn that the destination may need a memo. No registry field says which accounts need one, so, as
 * InterwovenKit does (SendFields.tsx: "Check if the above transaction requires a memo"), every send without a
 * memo is warned; a 32-byte recipient (a module or contract account, as exchanges' deposit contracts are) more
 * strongly.
 */
export function memoWarning(memo: string, contractRecipient: boolean): 'check' | 'contract' | undefined {
  if (memo.trim() !== '') return undefined
  return contractRecipient ? 'contract' : 'check'
}
