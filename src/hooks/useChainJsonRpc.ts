'use client'

import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { EvmJsonRpcSource } from '../evm/linkedTx.ts'
import { chainJsonRpc } from '../registry/chainClients.ts'
import { RollscopeContext } from './RollscopeProvider.tsx'

/** The EVM JSON-RPC of a chain: `jsonRpc` if given, else the one the registry lists (provider `network`), else none. */
export function useChainJsonRpc(chainId?: string, jsonRpc?: string): EvmJsonRpcSource | undefined {
  const context = useContext(RollscopeContext)
  const queryClient = useContext(QueryClientContext)
  const id = chainId ?? context?.chainId
  const registry = context?.registry
  return useMemo(
    () =>
      jsonRpc ??
      (registry && queryClient && id !== undefined
        ? chainJsonRpc({ registry, chainId: id, queryClient })
        : undefined),
    [jsonRpc, registry, queryClient, id],
  )
}
