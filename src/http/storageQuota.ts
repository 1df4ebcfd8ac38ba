/** The browser refused a write to its storage for lack of room (Firefox before 2020 named it differently). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    (typeof DOMException !== 'undefined' && error instanceof DOMException && (code === 22 || code === 1014))
  )
}
