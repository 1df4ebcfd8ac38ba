'use client'

import { useEffect, useState } from 'react'
import type { WalletAdapter } from '../wallet/types.ts'

export type WalletAddress =
  | { status: 'pending'; address: undefined; error: undefined }
  | { status: 'ready'; address: string; error: undefined }
  /** The wallet cannot give an address there (no key for that chain, not connected, refused). */
  | { status: 'error'; address: undefined; error: Error }

const pending: WalletAddress = { status: 'pending', address: undefined, error: undefined }

/** The wallet's address on `chainId`, asked again when either changes. */
export function useWalletAddress(wallet: WalletAdapter, chainId: string | undefined): WalletAddress {
  const [result, setResult] = useState<WalletAddress & { key?: string }>(pending)
  useEffect(() => {
    if (!chainId) return
    let current = true
    wallet.getAddress(chainId).then(
      (address) => {
        // an app that passes a new wallet object on every render must not re-render forever
        if (current)
          setResult((previous) =>
            previous.key === chainId && previous.address === address
              ? previous
              : { status: 'ready', address, error: undefined, key: chainId },
          )
      },
      (error: unknown) => {
        if (current)
          setResult((previous) =>
            previous.key === chainId && previous.status === 'error'
              ? previous
              : {
                  status: 'error',
                  address: undefined,
                  error: error instanceof Error ? error : new Error(String(error)),
                  key: chainId,
                },
          )
      },
    )
    return () => {
      current = false
    }
  }, [wallet, chainId])
  // an answer for another chain is not this chain's
  return result.key === chainId ? result : pending
}
