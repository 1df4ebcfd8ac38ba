'use client'

import { useEffect } from 'react'

/** The parts of an infinite query's result that loading more needs (TanStack Query's names). */
export interface PagedList {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** A failed page stops the automatic loading until a retry (else it would be asked for again at once). */
  isFetchNextPageError?: boolean
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown
  /** With `maxPages`, pages dropped from the start come back as the user scrolls up. */
  hasPreviousPage?: boolean
  isFetchingPreviousPage?: boolean
  isFetchPreviousPageError?: boolean
  fetchPreviousPage?: (options?: { cancelRefetch?: boolean }) => unknown
}

export interface LoadMoreWindow {
  /** Position in the whole list of the first loaded item (0 unless pages were dropped from the start). */
  first?: number
  /** Items loaded. */
  loaded: number
  /** Positions of the first and last items drawn (a virtualizer's window). */
  firstShown: number
  lastShown: number
  /** How many items before either end of what is loaded the next page is asked for. */
  ahead: number
}

/**
 * Asks for the next page before the user reaches the end of what is loaded, and for a dropped previous page
 * before they scroll back into it: one page at a time, never after a failed one.
 */
export function useLoadMore(
  list: PagedList,
  { first = 0, loaded, firstShown, lastShown, ahead }: LoadMoreWindow,
) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  const { hasPreviousPage, isFetchingPreviousPage, isFetchPreviousPageError, fetchPreviousPage } = list
  const stalled = Boolean(isFetchNextPageError || isFetchPreviousPageError)
  useEffect(() => {
    if (stalled) return
    if (hasNextPage && !isFetchingNextPage && lastShown >= first + loaded - ahead) void fetchNextPage()
    else if (hasPreviousPage && !isFetchingPreviousPage && firstShown < first + ahead)
      void fetchPreviousPage?.()
  }, [
    stalled,
    hasNextPage,
    isFetchingNextPage,
    hasPreviousPage,
    isFetchingPreviousPage,
    first,
    loaded,
    firstShown,
    lastShown,
    ahead,
    fetchNextPage,
    fetchPreviousPage,
  ])
}
