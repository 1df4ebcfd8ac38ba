import type { RestClient } from '../balances/client.ts'
import { txRequestId } from '../tx/requestId.ts'
import { type SimulateTxParameters, type SimulateTxReturnType, simulateTx } from '../tx/simulateTx.ts'
import type { WalletAdapter } from '../wallet/types.ts'

export const txKeys = {
  all: ['rollscope', 'tx'] as const,
  simulate: (baseUrl: string, parameters: { id: string }) =>
    ['rollscope', 'tx', baseUrl, 'simulate', { id: parameters.id }] as const,
  signer: (parameters: { chainId: string; wallet: number }) =>
    ['rollscope', 'tx', 'signer', { chainId: parameters.chainId, wallet: parameters.wallet }] as const,
}

/**
 * One simulation per request and signer: never stale, never refetched on focus or remount, never retried (a
 * refusal is an answer; the http layer retried what did not arrive). Waits for the signer.
 */
export function simulateTxQueryOptions(
  client: RestClient,
  parameters: Omit<SimulateTxParameters, 'signer'> & { signer?: string | undefined },
) {
  const { request, signer } = parameters
  return {
    queryKey: txKeys.simulate(client.baseUrl, { id: signer ? txRequestId(request, signer) : '' }),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<SimulateTxReturnType> =>
      simulateTx(client, { request, signer: signer! }, { signal }),
    enabled: signer !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  } as const
}

const walletIds = new WeakMap<WalletAdapter, number>()
let walletCount = 0
const walletId = (wallet: WalletAdapter) => {
  const id = walletIds.get(wallet) ?? ++walletCount
  walletIds.set(wallet, id)
  return id
}

/** The wallet's account on the chain (`getAddress`), asked once per wallet and chain. */
export function txSignerQueryOptions(wallet: WalletAdapter, parameters: { chainId: string }) {
  return {
    queryKey: txKeys.signer({ chainId: parameters.chainId, wallet: walletId(wallet) }),
    queryFn: () => wallet.getAddress(parameters.chainId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  } as const
}
