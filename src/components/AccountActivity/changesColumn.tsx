'use client'

import type { Tx } from '../../indexer/txs.ts'
import { BalanceChangeList, type BalanceChangesLabels } from '../shared/BalanceChanges.tsx'
import { useBalanceChanges } from '../shared/useBalanceChanges.ts'
import { useChainView } from '../shared/useChainView.ts'
import type { VirtualTableColumn } from '../shared/VirtualTable.tsx'
import { compactUnlistedAmount } from './CompactUnlistedAmount.tsx'

/** What one tx changed for the account, named by its chain's registry: the messages' changes, else the fee. */
function TxChanges({
  tx,
  account,
  chainId,
  labels,
  locale,
}: {
  tx: Tx
  account: string
  chainId: string | undefined
  labels: BalanceChangesLabels
  locale: string | undefined
}) {
  const view = useChainView({ chainId })
  const changes = useBalanceChanges(tx, account, view.knownDenoms, chainId)?.changes
  if (!changes) return <span className="rs-skeleton" />
  const moved = changes.filter((change) => !change.isFee)
  return (
    <BalanceChangeList
      changes={moved.length > 0 ? moved : changes}
      denoms={view.denoms}
      labels={labels}
      unlisted={compactUnlistedAmount}
      locale={locale}
    />
  )
}

/** The column of each row's balance changes for `account` (AccountActivity's txs). */
export function changesColumn(
  header: string,
  account: string | undefined,
  chainId: string | undefined,
  labels: BalanceChangesLabels,
  locale?: string | undefined,
): VirtualTableColumn<Tx> {
  return {
    header,
    cell: (tx) =>
      account === undefined ? null : (
        <TxChanges tx={tx} account={account} chainId={chainId} labels={labels} locale={locale} />
      ),
  }
}

/** The txs' columns (TxTable's: hash, height, messages, status, time) with the changes after the messages. */
export function withChanges(columns: VirtualTableColumn<Tx>[], changes: VirtualTableColumn<Tx>) {
  return [...columns.slice(0, 3), changes, ...columns.slice(3)]
}
