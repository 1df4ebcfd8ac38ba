'use client'

import { type WalletAddress, type WalletAddressQueryKey, walletAddressQueryOptions } from '../query/wallet.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useQuery } from './query.ts'

export type { WalletAddress }

const pending: WalletAddress = { status: 'pending', address: undefined, error: undefined }
const answer = (data: WalletAddress) => data

/** The wallet's address on `chainId`, asked again when either changes. */
export function useWalletAddress(wallet: WalletAdapter, chainId: string | undefined): WalletAddress {
  const { data } = useQuery(walletAddressQueryOptions(wallet, { chainId }), {
    // a new wallet object for the same chain shows the last answer while it is asked; another chain's is not this one's
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey as WalletAddressQueryKey | undefined)?.[4].chainId === chainId
        ? previous
        : undefined,
    // through `select`, an equal answer keeps its object (structuralSharing), so an app that passes a new wallet on
    // every render does not re-render forever
    select: answer,
  })
  return (chainId !== undefined && data) || pending
}
