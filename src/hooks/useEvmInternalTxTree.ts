'use client'

import {
  type EvmInternalTxTree,
  type EvmInternalTxTreeQueryParameters,
  evmInternalTxTreeQueryOptions,
} from '../query/evmTxs.ts'
import { useQuery } from './query.ts'
import type { HookParameters, IndexerQueryParameter, UseIndexerQueryReturnType } from './queryParameters.ts'
import { useIndexerClient } from './RollscopeProvider.tsx'

export type UseEvmInternalTxTreeParameters<selected = EvmInternalTxTree> = EvmInternalTxTreeQueryParameters &
  HookParameters<IndexerQueryParameter<EvmInternalTxTree, selected>>
export type UseEvmInternalTxTreeReturnType<selected = EvmInternalTxTree> = UseIndexerQueryReturnType<selected>

/** Every internal call of one EVM tx, all pages in one query (`data.calls`). Waits while `txHash` is undefined. */
export function useEvmInternalTxTree<selected = EvmInternalTxTree>(
  parameters: UseEvmInternalTxTreeParameters<selected> = {},
): UseEvmInternalTxTreeReturnType<selected> {
  const { query, client, chainId, ...rest } = parameters
  return useQuery(evmInternalTxTreeQueryOptions(useIndexerClient(client, chainId), rest), query)
}
