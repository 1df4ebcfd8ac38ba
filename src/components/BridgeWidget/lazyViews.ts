// The widget's views that are not on screen at first render load on first use (the form draws at once, on the
// server too); the widget starts loading them once its first quote is on screen (nothing the quote does not need is
// fetched before it), so they are there by the time the user presses Review. Each is shown through LazyView, which
// says when one is loading or cannot load.
export const views = {
  Review: async () => (await import('./Review.tsx')).Review,
  Progress: async () => (await import('./Progress.tsx')).Progress,
  History: async () => (await import('./History.tsx')).History,
  OtherWithdrawals: async () => (await import('./OtherWithdrawals.tsx')).OtherWithdrawals,
}

// the recipient typed (with the saved recipients and the names' note): the form draws it on "Send to another address"
// or a link's recipient, Review when the wallet has no address on the destination
export const recipientFieldView = async () =>
  (await import('./BridgeRecipientField.tsx')).BridgeRecipientField

/** On intent (a pointer over "Send to another address", or focus on it): the field is there by the click. */
export const preloadRecipientField = () => {
  recipientFieldView().catch(() => {
    // it says so where it is shown (LazyView), with Try again
  })
}

let preloading = false
/** Loads every view once; a view that cannot load says so where it is shown (LazyView), with Try again. */
export function preloadViews(): void {
  if (preloading) return
  preloading = true
  Promise.all([...Object.values(views), recipientFieldView].map((load) => load())).catch(() => {
    preloading = false
  })
}

// only a widget given `chainHistory` loads this one (not preloaded): a page that does not read history from the
// chains pays nothing
export const foundHistoryView = async () => (await import('./FoundHistory.tsx')).FoundHistory
