// A wallet panel made only of rollscope's public parts: what the account holds on every chain, its activity on every
// rollup, its NFTs, and the bridge opened from a token's row. stories/docs/WalletPanel.mdx shows this file.
import { useState } from 'react'
import type { TransferStorage } from '../../src/bridge/store/storage.ts'
import { AccountActivity } from '../../src/components/AccountActivity/AccountActivity.tsx'
import { BridgeWidget } from '../../src/components/BridgeWidget/BridgeWidget.tsx'
import { NftGallery } from '../../src/components/NftGallery/NftGallery.tsx'
import { Portfolio, type PortfolioBalance } from '../../src/components/Portfolio/Portfolio.tsx'
import type { WalletAdapter } from '../../src/wallet/types.ts'

export interface WalletPanelProps {
  account: string
  wallet: WalletAdapter
  storage?: TransferStorage
  /** Initia's price API; the devnet's is `<devnet>/prices`. */
  prices?: { baseUrl: string }
  /** The router's chain id of a registry chain: an EVM rollup is routed by its EVM chain id. */
  routerChainId?: (chainId: string) => string
}

type Tab = 'activity' | 'nfts'

/** The router names an ERC-20 by its contract address, the bank by its denom (`evm/<hex>` is the ERC-20's). */
const routerDenom = (denom: string) => (denom.startsWith('evm/') ? `0x${denom.slice(4)}` : denom)

export function WalletPanel({
  account,
  wallet,
  storage,
  prices,
  routerChainId = (id) => id,
}: WalletPanelProps) {
  const [sending, setSending] = useState<PortfolioBalance | null>(null)
  const [tab, setTab] = useState<Tab>('activity')
  if (sending)
    return (
      <div className="wallet-panel">
        <button type="button" className="wallet-back" onClick={() => setSending(null)}>
          ← Assets
        </button>
        <BridgeWidget
          wallet={wallet}
          storage={storage}
          defaultSource={`${routerChainId(sending.chainId)}/${routerDenom(sending.denom)}`}
        />
      </div>
    )
  return (
    <div className="wallet-panel">
      <Portfolio account={account} prices={prices} onAssetSelect={setSending} />
      <div className="wallet-tabs">
        {(['activity', 'nfts'] as const).map((name) => (
          <button key={name} type="button" aria-pressed={tab === name} onClick={() => setTab(name)}>
            {name === 'activity' ? 'Activity' : 'NFTs'}
          </button>
        ))}
      </div>
      {tab === 'activity' ? (
        <AccountActivity account={account} chainIds="all" height={360} />
      ) : (
        <NftGallery account={account} chainId="evm-1" height={360} minCardWidth={150} />
      )}
    </div>
  )
}
