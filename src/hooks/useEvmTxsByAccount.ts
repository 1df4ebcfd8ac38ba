'use client'

import type { EvmTx, ListEvmTxsReturnType } from '../indexer/evmTxs.ts'
import { type EvmTxsByAccountQueryParameters, evmTxsByAccountInfiniteQueryOptions } from '../query/evmTxs.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'
import {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type UseIndexerListReturnType,
  useIndexerList,
} from './useIndexerQuery.ts'

export type UseEvmTxsByAccountParameters = EvmTxsByAccountQueryParameters &
  HookParameters<IndexerInfiniteQueryParameter<ListEvmTxsReturnType>>
export type UseEvmTxsByAccountReturnType = UseIndexerListReturnType<ListEvmTxsReturnType, EvmTx>

/** EVM receipts that involve `account`; `isSigner` keeps those it sent. */
export function useEvmTxsByAccount(
  parameters: UseEvmTxsByAccountParameters = {},
): UseEvmTxsByAccountReturnType {
  const { query, client, chainId, ...rest } = parameters
  return useIndexerList(evmTxsByAccountInfiniteQueryOptions(useIndexerClient(client, chainId), rest), query)
}
