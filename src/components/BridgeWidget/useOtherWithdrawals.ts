'use client'

import { useCallback, useState } from 'react'
import type { OpWithdrawalsOptions } from '../../bridge/opinitAccess.ts'
import type { TransferRecord } from '../../bridge/types.ts'
import { useRouterQuery } from '../../hooks/useRouterQuery.ts'
import { createOpinitClient } from '../../opinit/client.ts'
import type { ExecutorWithdrawal } from '../../opinit/schemas.ts'
import { claimableAt, claimTx, isProven, withdrawalKey } from '../../opinit/withdrawal.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { useWalletAddress } from './useWalletAddress.ts'

/** A withdrawal to the user's L1 address this page did not start (another device, another app). */
export interface OtherWithdrawal {
  l2ChainId: string
  withdrawal: ExecutorWithdrawal
  /** When it can be claimed (ms), null while its output is not proposed. */
  claimableAt: number | null
}

/**
 * The user's unclaimed OPinit withdrawals the kit has no record of, from each rollup's executor (by receiver,
 * as opinit-bots indexes them), and a claim for each. Checked every 30 s, every 5 s while one waits for its
 * output to be proposed.
 */
export function useOtherWithdrawals({
  wallet,
  opWithdrawals,
  l1RestUrl,
  transfers,
}: {
  wallet: WalletAdapter
  opWithdrawals: OpWithdrawalsOptions | undefined
  /** The L1's REST when the options do not name it (the router's `rest` for the L1). */
  l1RestUrl: string | undefined
  transfers: readonly TransferRecord[]
}) {
  const l1ChainId = opWithdrawals?.l1ChainId
  const rest = opWithdrawals?.l1RestUrl ?? l1RestUrl
  const address = useWalletAddress(wallet, l1ChainId).address
  const executors = Object.entries(opWithdrawals?.executors ?? {})
  const query = useRouterQuery({
    queryKey: ['rollscope', 'opinit', 'withdrawals', address ?? '', rest ?? '', executors] as const,
    enabled: Boolean(address && rest && executors.length > 0),
    // a withdrawal whose output is not proposed yet is looked at again soon: its claim time is coming
    refetchInterval: (query: { state: { data?: OtherWithdrawal[] | undefined } }) =>
      query.state.data?.some((found) => found.claimableAt === null) ? 5_000 : 30_000,
    queryFn: async ({ signal }) => {
      const found: OtherWithdrawal[] = []
      for (const [l2ChainId, executorUrl] of executors) {
        const client = createOpinitClient({
          executorUrl,
          l1RestUrl: rest!,
          ...(opWithdrawals?.fetch && { fetch: opWithdrawals.fetch }),
        })
        const { withdrawals } = await client.withdrawals(address!, { limit: 20 }, { signal })
        for (const withdrawal of withdrawals ?? []) {
          if (withdrawal.to !== address) continue
          let opensAt: number | null = null
          if (isProven(withdrawal)) {
            if (await client.claimed(withdrawal.bridge_id, await withdrawalKey(withdrawal), { signal }))
              continue
            const [bridge, output] = await Promise.all([
              client.bridge(withdrawal.bridge_id, { signal }),
              client.output(withdrawal.bridge_id, withdrawal.output_index, { signal }),
            ])
            opensAt = claimableAt(bridge, output)
          }
          found.push({ l2ChainId, withdrawal, claimableAt: opensAt })
        }
      }
      return found
    },
  })
  // the ones this page follows itself are shown as its transfers: by sequence, by tx hash, or (while the
  // executor's sequence is not known yet) by receiver and amount
  const plain = (hash: string) => hash.replace(/^0x/i, '').toUpperCase()
  const mine = transfers.filter((transfer) => transfer.withdrawal)
  const hashes = new Set(
    mine.flatMap((transfer) => transfer.txs.flatMap((tx) => (tx.txHash ? [plain(tx.txHash)] : []))),
  )
  const isMine = ({ l2ChainId, withdrawal }: OtherWithdrawal) =>
    mine.some(({ withdrawal: own }) =>
      own?.l2ChainId !== l2ChainId
        ? false
        : own.sequence !== null
          ? own.sequence === withdrawal.sequence
          : own.to === withdrawal.to && own.amount === withdrawal.amount.amount,
    ) ||
    (withdrawal.tx_hash !== undefined && hashes.has(plain(withdrawal.tx_hash)))
  const others = (query.data ?? []).filter((item) => !isMine(item))

  const [claiming, setClaiming] = useState<{ key: string; error: Error | null } | null>(null)
  const { refetch } = query
  const claim = useCallback(
    async ({ l2ChainId, withdrawal }: OtherWithdrawal) => {
      if (!l1ChainId || !address) return
      const key = `${l2ChainId}/${withdrawal.sequence}`
      setClaiming({ key, error: null })
      try {
        await wallet.sendTx(claimTx(withdrawal, { l1ChainId, sender: address }))
        setClaiming(null)
        await refetch()
      } catch (error) {
        setClaiming({ key, error: error instanceof Error ? error : new Error(String(error)) })
      }
    },
    [wallet, l1ChainId, address, refetch],
  )
  return { withdrawals: others, l1ChainId, claim, claiming }
}
