'use client'

import type { Nft } from '../../indexer/nft.ts'
import type { AccountActivityChain, ActivityRow } from '../../query/accountActivity.ts'
import { shortHash } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import { revealInvisible } from '../shared/safeText.ts'
import type { VirtualTableColumn } from '../shared/VirtualTable.tsx'
import type { AccountActivityLabels } from './labels.ts'

/** An NFT row: its name and token id (linked), the token id alone, its collection. */
export function nftColumns(
  labels: AccountActivityLabels,
  nftHref: ((nft: Nft) => string | undefined) | undefined,
): VirtualTableColumn<Nft>[] {
  return [
    {
      header: labels.nft,
      cell: (nft) => {
        const name = revealInvisible(
          `${nft.collection_name || shortHash(nft.collection_addr, 6)} #${nft.nft.token_id}`,
        )
        const href = nftHref?.(nft)
        return href ? <a href={href}>{name}</a> : name
      },
    },
    {
      header: labels.tokenId,
      className: 'rs-number',
      width: '9em',
      cell: (nft) => revealInvisible(nft.nft.token_id),
    },
    {
      header: labels.collection,
      className: 'rs-mono',
      width: '13em',
      cell: (nft) => <Hash value={nft.collection_addr} keep={6} />,
    },
  ]
}

/**
 * The columns of merged rows: the row's chain, then the one-chain row's columns, made for each chain (its links)
 * by `columnsOf`; `columnsOf(undefined)` gives the headers.
 */
export function chainRowColumns<item>(
  chains: readonly AccountActivityChain[],
  label: string,
  columnsOf: (chain: AccountActivityChain | undefined) => VirtualTableColumn<item>[],
): VirtualTableColumn<ActivityRow<item>>[] {
  const names = new Map(chains.map((chain) => [chain.chainId, chain.name]))
  const byChain = new Map(chains.map((chain) => [chain.chainId, columnsOf(chain)]))
  const template = columnsOf(undefined)
  return [
    {
      header: label,
      width: '7.5em',
      cell: (row) => {
        const name = revealInvisible(names.get(row.chainId) ?? row.chainId)
        return (
          <span className="rs-chain" title={name === row.chainId ? name : `${name} (${row.chainId})`}>
            {name}
          </span>
        )
      },
    },
    ...template.map((column, index) => ({
      ...column,
      cell: (row: ActivityRow<item>, position: number) =>
        (byChain.get(row.chainId) ?? template)[index]!.cell(row.item, position),
    })),
  ]
}
