'use client'

import { listPageSizes } from '../../query/listQueries.ts'
import { ShowNames } from '../shared/AccountHash.tsx'

import type { AccountActivityProps } from './AccountActivityProps.ts'
import { MultiChainActivity } from './MultiChainActivity.tsx'
import { SingleChainActivity } from './SingleChainActivity.tsx'

export type { AccountActivityProps } from './AccountActivityProps.ts'
export {
  type AccountActivityLabels,
  type AccountActivityTab,
  defaultAccountActivityLabels,
} from './labels.ts'

import { useLocale } from '../../i18n/useLabels.ts'

/**
 * One account's Cosmos txs, EVM txs and NFTs in tabs, each a virtualized table (the rows of TxList and
 * EvmTxList) loading more as the user scrolls. The EVM tab hides itself on chains without an EVM. With `chainIds`,
 * every row names its chain and a chain that fails says so beside the others' rows.
 * Headless: `useTxsByAccount`, `useEvmTxsByAccount`, `useNftTokensByAccount`; with `chainIds`, `useAccountActivity`.
 */
export function AccountActivity({
  chainIds,
  pageSize = listPageSizes.accountActivity,
  height = 400,
  locale: ownLocale,
  client,
  chainId,
  names = true,
  ...rest
}: AccountActivityProps) {
  const locale = useLocale(ownLocale)
  return (
    <ShowNames value={names}>
      {chainIds === undefined ? (
        <SingleChainActivity {...rest} {...{ pageSize, height, client, chainId, locale }} />
      ) : (
        <MultiChainActivity {...rest} {...{ chainIds, pageSize, height, locale }} />
      )}
    </ShowNames>
  )
}
