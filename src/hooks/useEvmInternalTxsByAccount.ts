'use client'

import type { EvmInternalTx, ListEvmInternalTxsReturnType } from '../indexer/evmTxs.ts'
import {
  type EvmInternalTxsByAccountQueryParameters,
  evmInternalTxsByAccountInfiniteQueryOptions,
} from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseEvmInternalTxsByAccountParameters = EvmInternalTxsByAccountQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListEvmInternalTxsReturnType>>
export type UseEvmInternalTxsByAccountReturnType = UseIndexerListReturnType<
  ListEvmInternalTxsReturnType,
  EvmInternalTx
>

/** Internal EVM calls from or to `account`. */
export function useEvmInternalTxsByAccount(
  parameters: UseEvmInternalTxsByAccountParameters = {},
): UseEvmInternalTxsByAccountReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(
    evmInternalTxsByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest),
    query,
  )
}
