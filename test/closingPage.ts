// A page that closes as it notes a transfer's gas route starting: that save, and anything after it, never lands in
// `stored` (what the next page reads). `closing` resolves when it starts; `close()` lets the page's pending saves
// return, as a closed tab's locks are released, without storing them.
import type { TransferStorage } from '../src/bridge/store/storage.ts'

export function closingPage(stored: TransferStorage) {
  let isClosing = false
  let startClosing = () => {}
  const closing = new Promise<void>((resolve) => {
    startClosing = resolve
  })
  let close = () => {}
  const closed = new Promise<void>((resolve) => {
    close = resolve
  })
  const storage: TransferStorage = {
    ...stored,
    save: (record) => {
      if (!isClosing && !record.gas?.transferId) return stored.save(record)
      isClosing = true
      startClosing()
      return closed
    },
    remove: (id) => (isClosing ? closed : stored.remove(id)),
  }
  return { storage, closing, close }
}
