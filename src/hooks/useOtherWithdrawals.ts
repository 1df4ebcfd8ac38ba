'use client'

import { useMutation } from '@tanstack/react-query'
import { useMemo } from 'react'
import { loadModule } from '../bridge/controller/lazyModule.ts'
import type { OpWithdrawalsOptions } from '../bridge/driver/opinitAccess.ts'
import { notFollowed } from '../bridge/history/otherWithdrawals.ts'
import type { TransferRecord } from '../bridge/types.ts'
import { createOpinitClient } from '../opinit/client.ts'
import { type OpinitError, type OtherWithdrawal, otherWithdrawalsQueryOptions } from '../query/opinit.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useQuery } from './query.ts'
import type { RouterQueryParameter, UseRouterQueryReturnType } from './queryParameters.ts'
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
const keyOf = ({ l2ChainId, withdrawal }: OtherWithdrawal) => `${l2ChainId}/${withdrawal.sequence}`

/**
 * The user's unclaimed OPinit withdrawals the kit has no record of (another device, another app), from each
 * rollup's executor, and a claim for each: the `claimWithdrawal` action in a mutation.
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
  const restUrl = opWithdrawals?.l1RestUrl ?? l1RestUrl
  const { executors, fetch } = opWithdrawals ?? {}
  const query = useQuery(
    otherWithdrawalsQueryOptions({ address, l1RestUrl: restUrl, executors, fetch }),
    queryParameter,
  )
  const withdrawals = useMemo(() => notFollowed(query.data ?? [], transfers), [query.data, transfers])

  const { refetch } = query
  const mutation = useMutation({
    mutationFn: async ({ l2ChainId, withdrawal }: OtherWithdrawal) => {
      const executorUrl = executors?.[l2ChainId]
      if (!l1ChainId || !address || !executorUrl || !restUrl) return
      const { claimWithdrawal } = await loadModule(() => import('../opinit/claim.ts'))
      const client = createOpinitClient({ executorUrl, l1RestUrl: restUrl, ...(fetch && { fetch }) })
      // read again at the executor before signing: the claim must pay the user
      await claimWithdrawal(client, { wallet, l1ChainId, sequence: withdrawal.sequence, to: address })
    },
    onSuccess: () => void refetch(),
  })
  const { mutateAsync, variables, isPending, error } = mutation
  const claim = useMemo(
    () => (withdrawal: OtherWithdrawal) =>
      // its failure is shown through `claiming`, as before
      mutateAsync(withdrawal).catch(() => undefined),
    [mutateAsync],
  )
  const claiming = variables && (isPending || error) ? { key: keyOf(variables), error } : null
  return { withdrawals, l1ChainId, claim, claiming, query }
}
