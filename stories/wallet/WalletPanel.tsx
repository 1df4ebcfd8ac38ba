// A wallet panel made only of rollscope's public parts: the actions at the top (Send, Receive, Bridge), then one row
// of tabs: what the account holds on every chain, its activity on every rollup, its NFTs (each with a Send action).
// stories/docs/WalletPanel.mdx shows this file.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import type { RegistryAssetRef } from '../../src/bridge/form/registryAsset.ts'
import type { TransferStorage } from '../../src/bridge/store/storage.ts'
import { AccountActivity } from '../../src/components/AccountActivity/AccountActivity.tsx'
import { BridgeWidget } from '../../src/components/BridgeWidget/BridgeWidget.tsx'
import { NftGallery } from '../../src/components/NftGallery/NftGallery.tsx'
import { Portfolio, type PortfolioBalance } from '../../src/components/Portfolio/Portfolio.tsx'
import { ReceiveAddress } from '../../src/components/ReceiveAddress/ReceiveAddress.tsx'
import { SendForm } from '../../src/components/SendForm/SendForm.tsx'
import type { TxStore } from '../../src/tx/txStore.ts'
import type { WalletAdapter } from '../../src/wallet/types.ts'
import { AssetActions } from './AssetActions.tsx'
import { NftSendAction } from './NftSendAction.tsx'

export interface WalletPanelProps {
  account: string
  wallet: WalletAdapter
  storage?: TransferStorage
  /** Initia's price API; the devnet's is `<devnet>/prices`. */
  prices?: { baseUrl: string }
  /** Where signed txs and the fee token picked are kept (SendForm's, SendNftForm's); default localStorage. */
  txStore?: TxStore
  /** The chain the NFTs tab shows and sends on. */
  nftChainId: string
  /** The chain the Send action opens on (a token row's Send opens on the row's chain). */
  sendChainId: string
}

/** What the panel shows: its tabs, or one action's screen (a token row's actions carry the row). */
export type WalletPanelView =
  | { name: 'home' }
  | { name: 'asset'; token: PortfolioBalance }
  | { name: 'send'; chainId: string; denom?: string }
  | { name: 'receive' }
  | { name: 'bridge'; source?: RegistryAssetRef; recipient?: string }

const tabs = ['assets', 'activity', 'nfts'] as const
type Tab = (typeof tabs)[number]
const tabNames: Record<Tab, string> = { assets: 'Assets', activity: 'Activity', nfts: 'NFTs' }

export function WalletPanel({
  account,
  wallet,
  storage,
  txStore,
  prices,
  nftChainId,
  sendChainId,
}: WalletPanelProps) {
  const [view, setView] = useState<WalletPanelView>({ name: 'home' })
  const [tab, setTab] = useState<Tab>('assets')
  const home = () => setView({ name: 'home' })

  if (view.name !== 'home')
    return (
      <div className="wallet-panel">
        {/* one per view: it takes the focus again when a view opens another */}
        <BackButton key={view.name} onClick={home} />
        {view.name === 'asset' && (
          <AssetActions
            token={view.token}
            onSend={() => setView({ name: 'send', chainId: view.token.chainId, denom: view.token.denom })}
            // a Portfolio row is a token as the registry names it: the widget finds the router's asset for it
            onBridge={() => setView({ name: 'bridge', source: view.token })}
          />
        )}
        {view.name === 'send' && (
          <SendForm
            wallet={wallet}
            chainId={view.chainId}
            defaultDenom={view.denom}
            storage={txStore}
            // a recipient on another chain: the bridge, from the token sent, to that recipient
            onBridge={(handover) =>
              setView({
                name: 'bridge',
                source: { chainId: handover.sourceChainId, denom: handover.denom },
                recipient: handover.recipient,
              })
            }
          />
        )}
        {view.name === 'receive' && <ReceiveAddress address={account} />}
        {view.name === 'bridge' && (
          <BridgeWidget
            wallet={wallet}
            storage={storage}
            defaultSource={view.source}
            recipient={view.recipient}
          />
        )}
      </div>
    )
  return (
    <div className="wallet-panel">
      <div className="wallet-actions">
        <button type="button" onClick={() => setView({ name: 'send', chainId: sendChainId })}>
          Send
        </button>
        <button type="button" onClick={() => setView({ name: 'receive' })}>
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
            onAssetSelect={(token) => setView({ name: 'asset', token })}
          />
        ) : tab === 'activity' ? (
          <AccountActivity account={account} chainIds="all" tabs={['txs']} height={480} />
        ) : (
          <NftGallery
            account={account}
            chainId={nftChainId}
            height={480}
            minCardWidth={150}
            detailActions={(token) => (
              <NftSendAction token={token} chainId={nftChainId} wallet={wallet} txStore={txStore} />
            )}
          />
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
