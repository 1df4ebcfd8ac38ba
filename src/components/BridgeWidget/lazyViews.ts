'use client'

import { lazy } from 'react'

// The widget's views that are not on screen at first render load on first use (the form draws at once, on the
// server too); the widget starts loading them once mounted, so they are there by the time the user needs them.
const loaders = {
  Review: () => import('./Review.tsx'),
  Progress: () => import('./Progress.tsx'),
  History: () => import('./History.tsx'),
  OtherWithdrawals: () => import('./OtherWithdrawals.tsx'),
}

export const preloadViews = () => Promise.all(Object.values(loaders).map((load) => load()))

export const Review = lazy(async () => ({ default: (await loaders.Review()).Review }))
export const Progress = lazy(async () => ({ default: (await loaders.Progress()).Progress }))
export const History = lazy(async () => ({ default: (await loaders.History()).History }))
export const OtherWithdrawals = lazy(async () => ({
  default: (await loaders.OtherWithdrawals()).OtherWithdrawals,
}))
// only a widget given `chainHistory` loads this one: a page that does not read history from the chains pays nothing
export const FoundHistory = lazy(async () => ({ default: (await import('./FoundHistory.tsx')).FoundHistory }))
