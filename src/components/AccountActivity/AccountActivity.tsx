'use client'

import { listPageSizes } from '../../query/listQueries.ts'
import { LazyPart } from '../shared/LazyPart.tsx'
import { withDefaults } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import type { AccountActivityProps } from './AccountActivityProps.ts'
import { defaultAccountActivityLabels } from './labels.ts'
import { SingleChainActivity } from './SingleChainActivity.tsx'

// an account across several chains (`chainIds`: the merge, its per-chain queries, chain notes and columns) loads on
// first use; a streaming server render (renderToReadableStream, Next.js) still sends its rows
const multiChainActivity = async () => (await import('./MultiChainActivity.tsx')).MultiChainActivity

export type { AccountActivityProps } from './AccountActivityProps.ts'
export {
  type AccountActivityLabels,
  type AccountActivityTab,
  defaultAccountActivityLabels,
} from './labels.ts'

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
  labels: customLabels,
  client,
  chainId,
  ...rest
}: AccountActivityProps) {
  const labels = withDefaults(defaultAccountActivityLabels, customLabels)
  return chainIds === undefined ? (
    <SingleChainActivity {...rest} {...{ pageSize, height, labels, client, chainId }} />
  ) : (
    <LazyPart
      load={multiChainActivity}
      retry={labels.retry}
      errors={labels.errors}
      fallback={
        <section {...rootProps('rs-account-activity', 'loading', rest.className, true)}>
          <div className="rs-vtable" style={{ height }}>
            <p className="rs-message">{labels.loading}</p>
          </div>
        </section>
      }
    >
      {(MultiChainActivity) => <MultiChainActivity {...rest} {...{ chainIds, pageSize, height, labels }} />}
    </LazyPart>
  )
}
