import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { encodeFunctionData, erc20Abi } from 'viem'
import { devnetUrl } from '../.storybook/preview.tsx'
import { TxPreview } from '../src/components/TxPreview/TxPreview.tsx'
import { UserRejectedError } from '../src/errors/wallet.ts'
import { createRegistryClient } from '../src/registry/client.ts'
import type { TxRequest } from '../src/tx/types.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { anvilAccounts } from '../test/wallets.ts'
import usage from './docs/components/TxPreview.md?raw'
import { devnetEvmWallet, devnetWallet, memoryTxStore, onSigningDevnet } from './fixtures.ts'

// On the devnet's L1: its REST simulates and executes MsgSend on a live bank ledger, its registry lists INIT and USDC
// as fee tokens with gas prices.
//
// A simulation's gas follows the tx's size (cosmos-sdk x/auth/ante/basic.go ConsumeTxSizeGasDecorator: TxSizeCostPerByte
// × len(tx bytes), plus a placeholder signature), and the simulated tx carries the account's key once the chain
// knows it (after its first signed tx). So these stories sign as accounts no other story signs with, and each
// story that signs has its own: the pictures are the same in any run order. The test mnemonic's second account
// (funded at genesis) only previews; its third and fourth are funded here from the first, in their story's loader.
const receiver = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'
const evmReceiver = '0x000000000000000000000000000000000000dEaD'

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

const l1 = 'initiation-2'

/** The test mnemonic's account `index` on the L1; one beyond the genesis accounts is first funded from the first. */
const loadWallet = async (index = 1, funds = 0n) => {
  const wallet = await devnetWallet(index)
  const from = await wallet.getAddress(l1)
  if (funds > 0n) await fund(from, funds)
  return { wallet, from }
}

async function fund(address: string, amount: bigint) {
  const held = await fetch(`${devnetUrl()}/chains/${l1}/rest/cosmos/bank/v1beta1/balances/${address}`).then(
    (response) => response.json() as Promise<{ balances?: { denom: string; amount: string }[] }>,
  )
  if (held.balances?.some((coin) => coin.denom === 'uinit' && BigInt(coin.amount) > 0n)) return
  const funder = await devnetWallet(0)
  const fromAddress = await funder.getAddress(l1)
  // the devnet executes the send as it includes it: the balance follows before this returns
  await funder.signAndBroadcast!({
    chainId: l1,
    messages: [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: { fromAddress, toAddress: address, amount: [{ denom: 'uinit', amount: amount.toString() }] },
      },
    ],
    fee: { amount: [{ denom: 'uinit', amount: '5000' }], gas: '200000' },
  })
}

type Loaded = { wallet: WalletAdapter; from: string }

const meta = {
  title: 'Components/TxPreview',
  component: TxPreview,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { request: send('', '1'), wallet: undefined as unknown as WalletAdapter },
  loaders: [onSigningDevnet, () => loadWallet()],
  render: (args, { loaded, parameters }) => {
    const { wallet, from } = loaded as Loaded
    return (
      <div style={{ maxWidth: 560 }}>
        <TxPreview
          {...args}
          request={send(from, parameters.amount ?? '1000000')}
          wallet={args.wallet ?? wallet}
          storage={memoryTxStore()}
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
  // the one story that signs on the L1, as an account of its own
  loaders: [() => loadWallet(2, 5_000_000n)],
  // the hash follows the account number the devnet gave the account, which other stories' accounts move
  parameters: { visual: { mask: ['.rs-tx-preview-hash .rs-hash'] } },
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

export const CannotPay: Story = {
  name: 'Cannot pay the fee',
  // an account holding 0.0001 INIT and no USDC: the send simulates, its fee in either token is more than it holds
  loaders: [() => loadWallet(3, 100n)],
  parameters: { amount: '1' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/cannot pay this fee in INIT/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  },
}

/** The devnet's registry with the L1's REST on a port nothing listens on. */
const silentL1Registry = () =>
  createRegistryClient({
    network: { url: `${devnetUrl()}/registry` },
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      if (!String(input instanceof Request ? input.url : input).endsWith('/chains.json')) return response
      const chains = (await response.json()) as { chain_id: string; apis: object }[]
      return Response.json(
        chains.map((chain) =>
          chain.chain_id === l1
            ? { ...chain, apis: { ...chain.apis, rest: [{ address: 'http://127.0.0.1:9' }] } }
            : chain,
        ),
      )
    },
  })

export const NotAnswering: Story = {
  name: 'Chain not answering',
  args: { registry: silentL1Registry() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('[data-state="failed"]')).not.toBeNull(), {
      timeout: 30_000,
    })
    await expect(canvas.getByText(/The chain did not answer/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
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
  // the kit's wagmi adapter: it answers the rollup's EVM chain id (4354) with its 0x account, which only previews here
  loaders: [async () => ({ wallet: await devnetEvmWallet(anvilAccounts[2]) })],
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
          storage={memoryTxStore()}
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
