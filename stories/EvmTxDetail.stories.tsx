import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { formatAmount } from '../src/amounts/amount.ts'
import { EvmTxDetail } from '../src/components/EvmTxDetail/EvmTxDetail.tsx'
import { createIndexerClient } from '../src/indexer/client.ts'
import { type EvmTx, getEvmTx, listEvmTxs } from '../src/indexer/evmTxs.ts'
import usage from './docs/components/EvmTxDetail.md?raw'
import { evm, hangingClient, showsRetryableError, unknownChainClient } from './fixtures.ts'

const indexer = () => createIndexerClient({ baseUrl: `${devnetUrl()}/evm-1` })

/** The first devnet receipt that matches, for states the fixtures do not name. */
async function findEvmTx(match: (tx: EvmTx) => boolean): Promise<string> {
  const { txs } = await listEvmTxs(indexer(), { limit: 200 })
  const tx = txs.find(match)
  if (!tx) throw new Error('No such EVM tx on the devnet')
  return tx.transactionHash
}

const meta = {
  title: 'Components/EvmTxDetail',
  component: EvmTxDetail,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: {
    txHash: evm.evmTxHash ?? undefined,
  },
  render: (args, { loaded }) => (
    <EvmTxDetail {...args} txHash={(loaded.txHash as string | undefined) ?? args.txHash} />
  ),
} satisfies Meta<typeof EvmTxDetail>

export default meta
type Story = StoryObj<typeof meta>

const term = (canvasElement: HTMLElement, name: string) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === name)?.nextElementSibling

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // the gas fee's ERC-20 Transfer, the call's, then the refund of half the gas left (minievm's post handler)
    await canvas.findByRole('heading', { name: 'Logs (3)' })
    await expect(canvas.getByText('Success')).toBeVisible()
    // the Cosmos tx it was recorded for, found in its block
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: evm.evmTxCosmosHash ?? '' })).toHaveAttribute(
        'href',
        `${devnetUrl()}/explorer/evm-1/txs/${evm.evmTxCosmosHash}`,
      ),
    )
    await expect(term(canvasElement, 'Block')).toHaveTextContent(/^\d+$/)
    // what it changed: the fee net of its refund, said to be a fee, and the call's transfer, each signed
    const changes = canvas.getByRole('heading', { name: 'Balance changes' }).nextElementSibling!
    await expect(changes).toHaveTextContent(/−[\d,.]+ INIT fee/)
    // the fee in the chain's fee token, as the registry names it, not in wei
    await expect(term(canvasElement, 'EVM fee')).toHaveTextContent(/^[\d,.]+ INIT gas used × gas price$/)
    // and what the sender paid: the fee minievm charged on the gas limit, less the refund
    await expect(term(canvasElement, 'Paid by the sender')).toHaveTextContent(
      /^[\d,.]+ INIT charged up front/,
    )
    // the ERC-20 Transfer, decoded: the log's data in the token the registry names by its contract (INIT, 18
    // decimals), exact in the tooltip
    const { tx } = await getEvmTx(indexer(), { txHash: evm.evmTxHash ?? '' })
    const log = tx.logs[0]
    if (!log) throw new Error('the fixture tx has a log')
    await expect(canvas.getAllByText('ERC-20 Transfer')).toHaveLength(3)
    await expect(term(canvasElement, 'Amount')).toHaveTextContent(
      `${formatAmount(BigInt(log.data).toString(), 18)} INIT`,
    )
    await expect(
      canvas.getAllByRole('link', { name: `0x${log.topics[1]?.slice(-40)}` }).length,
    ).toBeGreaterThan(0)
  },
}

export const WithTokenDecimals: Story = {
  args: { token: () => ({ decimals: 18, symbol: 'TKN' }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('ERC-20 Transfer')
    await expect(term(canvasElement, 'Amount')).toHaveTextContent(/^\d+(\.\d+)? TKN$/)
  },
}

/** A bank send: minievm records it as an EVM tx too (its fee is an ERC-20 transfer), with no sender or recipient. */
export const RecordedForCosmosTx: Story = {
  args: { txHash: evm.cosmosOnlyEvmTxHash ?? undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('None: recorded for a Cosmos transaction')
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: evm.cosmosOnlyEvmTxCosmosHash ?? '' })).toBeVisible(),
    )
  },
}

export const NftTransfer: Story = {
  loaders: [
    async () => ({ txHash: await findEvmTx((tx) => tx.logs.some((log) => log.topics.length === 4)) }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('ERC-721 Transfer')
    await expect(term(canvasElement, 'Token ID')).toHaveTextContent(/^\d+$/)
  },
}

export const NoLogs: Story = {
  loaders: [async () => ({ txHash: await findEvmTx((tx) => tx.logs.length === 0) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: 'Logs (0)' })
    await expect(canvas.getByText('This transaction emitted no logs.')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { txHash: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No transaction selected.')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { txHash: `0x${'ab'.repeat(32)}` },
  // the indexer's own 404: said in words, as TxDetail does, not as an error
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText(/^Transaction 0x(ab){32} not found\. It may not be indexed yet\.$/),
      ).toBeVisible(),
    )
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { client: unknownChainClient() },
  play: showsRetryableError,
}

export const Loading: Story = {
  args: { client: hangingClient() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByText('ERC-20 Transfer')[0]).toBeVisible())
    await waitFor(() => expect(within(canvasElement).getAllByText(/fee$/).length).toBeGreaterThan(0))
  },
}
