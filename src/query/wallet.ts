import type { DataTag } from '@tanstack/react-query'
import type { WalletAdapter } from '../wallet/types.ts'

export type WalletAddress =
  | { status: 'pending'; address: undefined; error: undefined }
  | { status: 'ready'; address: string; error: undefined }
  /** The wallet cannot give an address there (no key for that chain, not connected, refused). */
  | { status: 'error'; address: undefined; error: Error }

export type WalletAddressQueryKey = readonly [
  'rollscope',
  'wallet',
  wallet: number,
  'address',
  { chainId: string | undefined },
]

// a wallet is an object with functions: its key holds a number given to it once
const walletIds = new WeakMap<WalletAdapter, number>()
let walletCount = 0
function walletId(wallet: WalletAdapter): number {
  const id = walletIds.get(wallet) ?? ++walletCount
  walletIds.set(wallet, id)
  return id
}

/** The same answer as before (a new wallet object for the same wallet asks again): kept, so nothing re-renders. */
function sameAnswer(previous: unknown, next: unknown): unknown {
  const a = previous as WalletAddress | undefined
  const b = next as WalletAddress
  return a && a.status === b.status && a.address === b.address && a.error?.message === b.error?.message
    ? a
    : b
}

/**
 * The wallet's address on `chainId`. A refusal is an answer (`status: 'error'`), not a failed query: it is not
 * retried, and the next wallet object asks again. Waits for a `chainId`.
 */
export function walletAddressQueryOptions(
  wallet: WalletAdapter,
  parameters: { chainId?: string | undefined },
) {
  const { chainId } = parameters
  return {
    queryKey: ['rollscope', 'wallet', walletId(wallet), 'address', { chainId }] as const as DataTag<
      WalletAddressQueryKey,
      WalletAddress,
      never
    >,
    queryFn: (): Promise<WalletAddress> =>
      wallet.getAddress(chainId!).then(
        (address) => ({ status: 'ready', address, error: undefined }),
        (error: unknown) => ({
          status: 'error',
          address: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
      ),
    enabled: chainId !== undefined,
    // an address changes when the wallet or the chain does, and both are in the key
    staleTime: Number.POSITIVE_INFINITY,
    // an app that makes a new wallet object on every render leaves one query per render behind
    gcTime: 0,
    structuralSharing: sameAnswer,
  }
}
