import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import { AccountActivity } from '../src/components/AccountActivity/AccountActivity.tsx'
import { BridgeWidget } from '../src/components/BridgeWidget/BridgeWidget.tsx'
import { EvmTxList } from '../src/components/EvmTxList/EvmTxList.tsx'
import { IndexerStatus } from '../src/components/IndexerStatus/IndexerStatus.tsx'
import { RichListTable } from '../src/components/RichListTable/RichListTable.tsx'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { usdcL1 } from '../test/bridgeRequests.ts'
import { devnetWalletLoader, evm } from './fixtures.ts'

// A small dApp on the devnet: the explorer pieces and the bridge, side by side.
function DApp({ wallet }: { wallet: WalletAdapter }) {
  return (
    <main
      style={{
        display: 'grid',
        // side by side when both fit, the bridge under the explorer on a phone
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
        alignItems: 'start',
        gap: 16,
        padding: 16,
        fontFamily: 'var(--rs-font, system-ui, sans-serif)',
      }}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <h1 style={{ margin: 0, fontSize: '1.3rem' }}>Devnet explorer</h1>
        <IndexerStatus />
        <RichListTable denom={evm.denoms.small} height={260} labels={{ title: 'Top holders' }} />
        <EvmTxList height={260} labels={{ title: 'Latest EVM transactions' }} />
        <AccountActivity account={evm.busyAccount.bech32} height={260} />
      </div>
      <BridgeWidget
        wallet={wallet}
        storage={createMemoryStorage()}
        defaultSource="noble-1/uusdc"
        defaultDestination={`initiation-2/${usdcL1}`}
      />
    </main>
  )
}

const meta = {
  title: 'dApp/Explorer and bridge',
  component: DApp,
  parameters: { layout: 'fullscreen' },
  args: { wallet: undefined as unknown as WalletAdapter },
  loaders: [devnetWalletLoader],
  render: (_args, { loaded }) => <DApp wallet={loaded.wallet} />,
} satisfies Meta<typeof DApp>

export default meta
type Story = StoryObj<typeof meta>

export const ExplorerAndBridge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('250 holders')).toBeVisible())
    await expect(canvas.getByRole('heading', { name: 'Bridge' })).toBeVisible()
    // the account's rows, each with what it changed (loaded after the row): the picture is taken then
    const activity = canvasElement.querySelector('.rs-account-activity')!
    await waitFor(
      () => {
        expect(activity.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0)
        expect(activity.querySelectorAll('tbody tr[data-index] .rs-skeleton')).toHaveLength(0)
      },
      { timeout: 10_000 },
    )
  },
}
