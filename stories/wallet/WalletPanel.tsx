// A wallet panel made only of rollscope's public parts: the actions at the top, then one row of tabs: what the account
// holds on every chain, its activity on every rollup, its NFTs. stories/docs/WalletPanel.mdx shows this file.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
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
  /** The chain whose NFTs the NFTs tab shows. */
  nftChainId: string
}

/** What the panel shows: its tabs, or one action's screen (a token row's action carries the row). */
export type WalletPanelView =
  | { name: 'home' }
  | { name: 'send'; token?: PortfolioBalance }
  | { name: 'receive' }
  | { name: 'bridge'; token?: PortfolioBalance }

const tabs = ['assets', 'activity', 'nfts'] as const
type Tab = (typeof tabs)[number]
const tabNames: Record<Tab, string> = { assets: 'Assets', activity: 'Activity', nfts: 'NFTs' }

export function WalletPanel({ account, wallet, storage, prices, nftChainId }: WalletPanelProps) {
  const [view, setView] = useState<WalletPanelView>({ name: 'home' })
  const [tab, setTab] = useState<Tab>('assets')
  const home = () => setView({ name: 'home' })

  if (view.name !== 'home')
    return (
      <div className="wallet-panel">
        <BackButton onClick={home} />
        {view.name === 'bridge' && (
          // a Portfolio row is a token as the registry names it: the widget finds the router's asset for it
          <BridgeWidget wallet={wallet} storage={storage} defaultSource={view.token} />
        )}
        {/* view.name 'send' and 'receive': their forms go here */}
      </div>
    )
  return (
    <div className="wallet-panel">
      <div className="wallet-actions">
        {/* Send and Receive open their views once their forms are wired in */}
        <button type="button" disabled>
          Send
        </button>
        <button type="button" disabled>
          Receive
        </button>
        <button type="button" onClick={() => setView({ name: 'bridge' })}>
          Bridge
        </button>
      </div>
      <Tabs label="Wallet" tab={tab} onSelect={setTab}>
        {tab === 'assets' ? (
          <Portfolio
            account={account}
            prices={prices}
            onAssetSelect={(token) => setView({ name: 'bridge', token })}
          />
        ) : tab === 'activity' ? (
          <AccountActivity account={account} chainIds="all" tabs={['txs']} height={480} />
        ) : (
          <NftGallery account={account} chainId={nftChainId} height={480} minCardWidth={150} />
        )}
      </Tabs>
    </div>
  )
}

/** Back to the tabs; it takes the focus when a view opens, so a keyboard user starts there. */
function BackButton({ onClick }: { onClick: () => void }) {
  return (
    // biome-ignore lint/a11y/noAutofocus: the view that opened replaced the button that opened it
    <button type="button" className="wallet-back" onClick={onClick} autoFocus>
      ← Wallet
    </button>
  )
}

/** WAI-ARIA tabs, selection following focus: the arrow keys, Home and End move between them. */
function Tabs({
  label,
  tab,
  onSelect,
  children,
}: {
  label: string
  tab: Tab
  onSelect: (tab: Tab) => void
  children: ReactNode
}) {
  const id = useId()
  const refs = useRef(new Map<Tab, HTMLButtonElement>())
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(tab)
    const next = {
      ArrowRight: tabs[(at + 1) % tabs.length],
      ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key]
    if (!next) return
    event.preventDefault()
    onSelect(next)
    refs.current.get(next)?.focus()
  }
  return (
    <>
      <div role="tablist" aria-label={label} className="wallet-tabs" onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) refs.current.set(name, element)
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={name === tab}
            aria-controls={`${id}-panel`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => onSelect(name)}
          >
            {tabNames[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {children}
      </div>
    </>
  )
}
