'use client'

import { useMemo, useState } from 'react'
import type { PortfolioGroup } from '../balances/portfolio.ts'
import { type UseBalancesParameters, type UseBalancesReturnType, useBalances } from './useBalances.ts'

export interface UsePortfolioParameters extends UseBalancesParameters {
  /** A group worth less than this (USD) is a small balance, hidden until asked for. Default 1. */
  smallBalance?: number | undefined
}

export interface UsePortfolioReturnType extends UseBalancesReturnType {
  /** The groups shown: all, or those not small until `showSmall`. */
  groups: readonly PortfolioGroup[]
  /** Groups worth less than `smallBalance` (a group without a price is never small). */
  smallCount: number
  showSmall: boolean
  setShowSmall: (show: boolean) => void
  /** Groups whose chains are listed. */
  expanded: ReadonlySet<string>
  toggle: (groupId: string) => void
}

/** Portfolio's headless state: useBalances, and which groups are shown and opened. */
export function usePortfolio(parameters: UsePortfolioParameters): UsePortfolioReturnType {
  const { smallBalance = 1, ...rest } = parameters
  const balances = useBalances(rest)
  const [showSmall, setShowSmall] = useState(false)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())
  const { groups } = balances.portfolio
  const isSmall = (group: PortfolioGroup) => group.value !== undefined && group.value < smallBalance
  const smallCount = groups.filter(isSmall).length
  // biome-ignore lint/correctness/useExhaustiveDependencies: isSmall reads smallBalance
  const shown = useMemo(
    () => (showSmall ? groups : groups.filter((group) => !isSmall(group))),
    [groups, showSmall, smallBalance],
  )
  return {
    ...balances,
    groups: shown,
    smallCount,
    showSmall,
    setShowSmall,
    expanded,
    toggle: (id) =>
      setExpanded((before) => {
        const next = new Set(before)
        if (!next.delete(id)) next.add(id)
        return next
      }),
  }
}
