import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { encodeFunctionData, erc20Abi } from 'viem'
import { TxPreview } from '../src/components/TxPreview/TxPreview.tsx'
import { UserRejectedError } from '../src/errors/wallet.ts'
import { createTxStore } from '../src/tx/txStore.ts'
import type { TxRequest } from '../src/tx/types.ts'
import { initiaAddressToHex } from '../src/wallet/initia/address.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import usage from './docs/components/TxPreview.md?raw'
import { devnetWalletLoader } from './fixtures.ts'

// On the devnet's L1: its REST simulates and executes MsgSend on a live bank ledger, its registry lists INIT and USDC
// as fee tokens with gas prices, and the test wallet (the test mnemonic's first account) holds both.
const receiver = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'
const evmReceiver = '0x000000000000000000000000000000000000dEaD'
const memoryStore = () => {
  const entries = new Map<string, string>()
  return createTxStore({
    storage: {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
    },
  })
}

const send = (from: string, amount: string): TxRequest => ({
  chainId: 'initiation-2',
  messages: [
    {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: from, toAddress: receiver, amount: [{ denom: 'uinit', amount }] },
    },
  ],
  memo: 'order 42',
})

const loadWallet = async () => {
  const { wallet } = await devnetWalletLoader()
  return { wallet, from: await wallet.getAddress('initiation-2') }
}

type Loaded = { wallet: WalletAdapter; from: string }

const meta = {
  title: 'Components/TxPreview',
  component: TxPreview,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { request: send('', '1'), wallet: undefined as unknown as WalletAdapter },
  loaders: [loadWallet],
  render: (args, { loaded, parameters }) => {
    const { wallet, from } = loaded as Loaded
    return (
      <div style={{ maxWidth: 560 }}>
        <TxPreview
          {...args}
          request={send(from, parameters.amount ?? '1000000')}
          wallet={args.wallet ?? wallet}
          storage={memoryStore()}
        />
      </div>
    )
  },
} satisfies Meta<typeof TxPreview>

export default meta
type Story = StoryObj<typeof meta>

const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-state="ready"]')).not.toBeNull(), {
    timeout: 15_000,
  })

export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(`Send: ${receiver}`)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  },
}

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(canvas.getByText('Transaction confirmed.')).toBeVisible(), { timeout: 15_000 })
  },
}

export const SimulationFailed: Story = {
  name: 'Simulation failed',
  // more INIT than the account holds: the chain's bank refuses it in the simulation
  parameters: { amount: '999999999999999999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('[data-state="failed"]')).not.toBeNull(), {
      timeout: 15_000,
    })
    await expect(canvas.getByText('Details')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Confirm' })).toBeNull()
  },
}

const declining: WalletAdapter = {
  getAddress: async () => '',
  sendTx: async () => {
    throw new UserRejectedError()
  },
}

export const Declined: Story = {
  name: 'Wallet declined',
  loaders: [
    async () => {
      const { wallet, from } = await loadWallet()
      return {
        from,
        wallet: {
          ...wallet,
          signAndBroadcast: async () => {
            throw new UserRejectedError()
          },
        },
      }
    },
  ],
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(canvas.getByText(/You declined the request/)).toBeVisible(), {
      timeout: 15_000,
    })
  },
}

export const Loading: Story = {
  args: { wallet: { ...declining, getAddress: () => new Promise<string>(() => {}) } },
}

// evm-1's USDC ERC-20 (the devnet's registry lists it as evm/5FbD…), moved by a minievm MsgCall the devnet executes
const evmUsdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

export const EvmCall: Story = {
  name: 'EVM call (minievm)',
  loaders: [
    async () => {
      const { wallet } = await devnetWalletLoader()
      const bech32 = await wallet.getAddress('initiation-2')
      const from = initiaAddressToHex(bech32)
      // the EVM wallet's account: the same 20 bytes as the Cosmos test account
      return { from, wallet: { ...wallet, getAddress: async () => from } }
    },
  ],
  render: (args, { loaded }) => {
    const { wallet } = loaded as Loaded
    return (
      <div style={{ maxWidth: 560 }}>
        <TxPreview
          {...args}
          request={{
            chainId: 'evm-1',
            evm: {
              to: evmUsdc,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [evmReceiver, 1n] }),
            },
          }}
          wallet={wallet}
          storage={memoryStore()}
        />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-state="ready"], [data-state="failed"]')).not.toBeNull(),
      { timeout: 15_000 },
    )
    await expect(within(canvasElement).getByText(`Call contract ${evmUsdc}`)).toBeVisible()
  },
}
