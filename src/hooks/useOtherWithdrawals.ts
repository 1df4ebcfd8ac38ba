'use client'

import { useCallback, useMemo, useState } from 'react'
import { loadModule } from '../bridge/controller/lazyModule.ts'
import type { OpWithdrawalsOptions } from '../bridge/driver/opinitAccess.ts'
import { notFollowed } from '../bridge/history/otherWithdrawals.ts'
import type { TransferRecord } from '../bridge/types.ts'
import { createOpinitClient } from '../opinit/client.ts'
import { type OpinitError, type OtherWithdrawal, otherWithdrawalsQueryOptions } from '../query/opinit.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { type RouterQueryParameter, type UseRouterQueryReturnType, useRouterQuery } from './useRouterQuery.ts'
import { useWalletAddress } from './useWalletAddress.ts'

export type { OtherWithdrawal }

export interface UseOtherWithdrawalsParameters {
  wallet: WalletAdapter
  opWithdrawals: OpWithdrawalsOptions | undefined
  /** The L1's REST when the options do not name it (the router's `rest` for the L1). */
  l1RestUrl?: string | undefined
  /** The transfers this page follows itself: their withdrawals are left out. */
  transfers?: readonly TransferRecord[] | undefined
  /** TanStack Query options, passed through. */
  query?: RouterQueryParameter<OtherWithdrawal[], OtherWithdrawal[], OpinitError> | undefined
}

export interface UseOtherWithdrawalsReturnType {
  /** The unclaimed withdrawals to the user's L1 address this page did not start. */
  withdrawals: OtherWithdrawal[]
  l1ChainId: string | undefined
  /** Signs the claim on L1, then reads the executors again. */
  claim: (withdrawal: OtherWithdrawal) => Promise<void>
  /** The claim being signed (`l2ChainId/sequence`), and why it failed. */
  claiming: { key: string; error: Error | null } | null
  /** The executors' query. */
  query: UseRouterQueryReturnType<OtherWithdrawal[], OpinitError>
}

const noTransfers: readonly TransferRecord[] = []

/**
 * The user's unclaimed OPinit withdrawals the kit has no record of (another device, another app), from each
 * rollup's executor, and a claim for each.
 */
export function useOtherWithdrawals({
  wallet,
  opWithdrawals,
  l1RestUrl,
  transfers = noTransfers,
  query: queryParameter,
}: UseOtherWithdrawalsParameters): UseOtherWithdrawalsReturnType {
  const l1ChainId = opWithdrawals?.l1ChainId
  const address = useWalletAddress(wallet, l1ChainId).address
  const query = useRouterQuery<OtherWithdrawal[], OtherWithdrawal[], OpinitError>(
    otherWithdrawalsQueryOptions({
      address,
      l1RestUrl: opWithdrawals?.l1RestUrl ?? l1RestUrl,
      executors: opWithdrawals?.executors,
      fetch: opWithdrawals?.fetch,
    }),
    queryParameter,
  )
  const withdrawals = useMemo(() => notFollowed(query.data ?? [], transfers), [query.data, transfers])

  const [claiming, setClaiming] = useState<{ key: string; error: Error | null } | null>(null)
  const { refetch } = query
  const executors = opWithdrawals?.executors
  const restUrl = opWithdrawals?.l1RestUrl ?? l1RestUrl
  const fetch = opWithdrawals?.fetch
  const claim = useCallback(
    async ({ l2ChainId, withdrawal }: OtherWithdrawal) => {
      const executorUrl = executors?.[l2ChainId]
      if (!l1ChainId || !address || !executorUrl || !restUrl) return
      const key = `${l2ChainId}/${withdrawal.sequence}`
      setClaiming({ key, error: null })
      try {
        const { claimWithdrawal } = await loadModule(() => import('../opinit/claim.ts'))
        const client = createOpinitClient({ executorUrl, l1RestUrl: restUrl, ...(fetch && { fetch }) })
        // read again at the executor before signing: the claim must pay the user
        await claimWithdrawal(client, { wallet, l1ChainId, sequence: withdrawal.sequence, to: address })
        setClaiming(null)
        await refetch()
      } catch (error) {
        setClaiming({ key, error: error instanceof Error ? error : new Error(String(error)) })
      }
    },
    [wallet, l1ChainId, address, executors, restUrl, fetch, refetch],
  )
  return { withdrawals, l1ChainId, claim, claiming, query }
}
