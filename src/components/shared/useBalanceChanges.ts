'use client'

import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { BalanceChangesReturnType } from '../../balances/types.ts'
import { useStoreOwners } from '../../hooks/useStoreOwners.ts'
import type { EvmTx } from '../../indexer/evmTxs.ts'
import type { Tx } from '../../indexer/txs.ts'

type Module = typeof import('../../balances/balanceChanges.ts')

// balanceChanges and its hashing load on first use: an explorer page's first paint does not wait for them, and an
// app that never shows changes never loads them
let loaded: Module | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

function load() {
  if (loading) return
  loading = import('../../balances/balanceChanges.ts').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
    },
    () => {
      // a chunk that could not load (offline, gone after a deploy): the next mount tries again
      loading = undefined
    },
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * What `tx` changed (`balanceChanges`), once its code has loaded: undefined before, on the server, and while
 * hydrating (so the server's markup and the first client render agree). Move stores the tx names no owner for are
 * asked of the chain (`useStoreOwners`, each once across rows): the changes come first, and again with each owner the
 * chain tells; a store it does not tell stays an issue.
 */
export function useBalanceChanges(
  tx: Tx | EvmTx | undefined,
  account?: string,
  denoms?: readonly string[],
  chainId?: string,
): BalanceChangesReturnType | undefined {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  )
  useEffect(() => {
    if (tx) load()
  }, [tx])
  const read = useMemo(
    () => (module && tx ? module.balanceChanges(tx, account, { denoms }) : undefined),
    [module, tx, account, denoms],
  )
  const stores = read?.issues.find((issue) => issue.kind === 'unknownStore')?.stores
  const { owners } = useStoreOwners({ stores, chainId })
  return useMemo(
    () =>
      module && tx && owners.size > 0
        ? module.balanceChanges(tx, account, { denoms, storeOwners: owners })
        : read,
    [module, tx, account, denoms, owners, read],
  )
}
