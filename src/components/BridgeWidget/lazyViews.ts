// The widget's views that are not on screen at first render load on first use (the form draws at once, on the
// server too); the widget starts loading them once mounted, so they are there by the time the user needs them.
// Each is shown through LazyView, which says when one is loading or cannot load.
export const views = {
  Review: async () => (await import('./Review.tsx')).Review,
  Progress: async () => (await import('./Progress.tsx')).Progress,
  History: async () => (await import('./History.tsx')).History,
  OtherWithdrawals: async () => (await import('./OtherWithdrawals.tsx')).OtherWithdrawals,
}

export const preloadViews = () => Promise.all(Object.values(views).map((load) => load()))
