// The Send action of an NFT's detail in the wallet panel: a button, then SendNftForm in its place.
import { useState } from 'react'
import { SendNftForm } from '../../src/components/SendNftForm/SendNftForm.tsx'
import type { Nft } from '../../src/indexer/nft.ts'
import type { TxStore } from '../../src/tx/txStore.ts'
import type { WalletAdapter } from '../../src/wallet/types.ts'

export function NftSendAction({
  token,
  chainId,
  wallet,
  txStore,
}: {
  token: Nft
  chainId: string
  wallet: WalletAdapter
  txStore?: TxStore | undefined
}) {
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Send
      </button>
    )
  return (
    <SendNftForm
      wallet={wallet}
      token={token}
      chainId={chainId}
      storage={txStore}
      onCancel={() => setOpen(false)}
    />
  )
}
