import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { encodeFunctionData, erc20Abi } from 'viem'
import { TxPreview } from '../src/components/TxPreview/TxPreview.tsx'
import { toInitiaBech32 } from '../src/router/initiaAddress.ts'
import type { TxStore } from '../src/tx/txStore.ts'
import type { TxRequest } from '../src/tx/types.ts'
import type { WalletAdapter } from '../src/wallet/types.ts'
import { bankBalance, confirmed, ownedObjects, previewReady, shownPreview } from './chainCheck.ts'
import { memoryTxStore, onSigningDevnet, storyWallet } from './fixtures.ts'

// A dApp's own txs, confirmed through TxPreview: it simulates them on their chain, shows the gas, the fee and the
// balance changes, and signs with the user's wallet. Each story signs with an account and chain no other story
// signs on (stories/fixtures.ts storyWallet).

/** The dApp: what it asks, and the preview its user confirms. */
function DAppTx({ title, request, wallet, txStore }: DAppTxProps) {
  return (
    <main
      style={{ maxWidth: 480, display: 'grid', gap: 12, fontFamily: 'var(--rs-font, system-ui, sans-serif)' }}
    >
      <h1 style={{ margin: 0, fontSize: '1.3rem' }}>{title}</h1>
      <TxPreview request={request} wallet={wallet} storage={txStore} />
    </main>
  )
}

interface DAppTxProps {
  title: string
  request: TxRequest
  wallet: WalletAdapter
  txStore?: TxStore
}

/** A recipient of the story's own: its 0x bytes and its bech32 form. */
const recipientOf = (tag: string) => {
  const hex = `0x${tag.padStart(40, '0')}` as const
  return { hex, bech32: toInitiaBech32(hex)! }
}

/**
 * Move: `0x1::object::transfer_call(owner, object, to)`, the entry function Initia's stdlib gives an object's owner
 * (initia-labs/movevm precompile/modules/initia_stdlib/sources/object.move); its args are BCS, an `address` its 32
 * bytes. The object is a move-1 NFT the devnet gave the test mnemonic's second account (its indexer's ownedNfts).
 */
const nftObject = '0xa3c5e263d602321798392c59a2ffe41a6956d7e394bfbe299dbc3f29deba9b12'
const moveRecipient = recipientOf('da991')
const addressArg = (hex: string) =>
  Uint8Array.from(hex.slice(2).padStart(64, '0').match(/../g)!, (byte) => Number.parseInt(byte, 16))
const moveRequest = (sender: string): TxRequest => ({
  chainId: 'move-1',
  messages: [
    {
      typeUrl: '/initia.move.v1.MsgExecute',
      value: {
        sender,
        moduleAddress: '0x1',
        moduleName: 'object',
        functionName: 'transfer_call',
        typeArgs: [],
        args: [addressArg(nftObject), addressArg(moveRecipient.hex)],
      },
    },
  ],
})

/**
 * EVM: an ERC-20 `transfer(to, amount)` of evm-1's USDC, as minievm's `MsgCall` (minievm proto/minievm/evm/v1/tx.proto:
 * the sender bech32, the contract 0x, the input 0x-hex); minievm's bank reads the token's balances as the
 * `evm/<contract>` denom (x/evm/keeper/erc20.go).
 */
const usdcContract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const usdcOnEvm = `evm/${usdcContract.slice(2)}`
const evmFeeToken = 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22'
const evmRecipient = recipientOf('da992')
const evmRequest = (sender: string): TxRequest => ({
  chainId: 'evm-1',
  messages: [
    {
      typeUrl: '/minievm.evm.v1.MsgCall',
      value: {
        sender,
        contractAddr: usdcContract,
        input: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [evmRecipient.hex, 3_000_000n],
        }),
        value: '0',
        accessList: [],
        authList: [],
      },
    },
  ],
})

const meta = {
  title: 'dApp/Confirm a dApp tx',
  component: DAppTx,
  parameters: { layout: 'padded' },
  loaders: [onSigningDevnet],
  args: { title: '', request: moveRequest(''), wallet: undefined as unknown as WalletAdapter },
  render: (args, { loaded }) => {
    const { wallet, request, txStore } = loaded as {
      wallet: WalletAdapter
      request: TxRequest
      txStore: TxStore
    }
    return <DAppTx {...args} request={request} wallet={wallet} txStore={txStore} />
  },
} satisfies Meta<typeof DAppTx>

export default meta
type Story = StoryObj<typeof meta>

/** The story's signer, and the dApp's request from it (made once: a new request is a new preview). */
const signsAs = (accountIndex: 0 | 1, request: (sender: string) => TxRequest) => [
  async () => {
    const { wallet, account } = await storyWallet(accountIndex)
    return { wallet, account, request: request(account), txStore: memoryTxStore() }
  },
]

export const MoveExecute: Story = {
  name: 'Move MsgExecute',
  args: { title: 'Give your dragon to a friend' },
  loaders: signsAs(1, moveRequest),
  play: async ({ canvasElement, loaded }) => {
    const sender = loaded.account as string
    const feeToken = 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0'
    await expect(await ownedObjects('move-1', sender)).toContain(nftObject)
    const preview = await previewReady(canvasElement)
    await expect(within(preview).getByText(/^Execute/)).toBeVisible()
    const shown = shownPreview(preview, { fee: 6, changes: 6 })
    const feeBefore = await bankBalance('move-1', sender, feeToken)
    await userEvent.click(within(preview).getByRole('button', { name: 'Confirm' }))
    await confirmed(preview)
    // the object is the recipient's, and the sender paid the fee shown and nothing else of it
    await expect(await ownedObjects('move-1', moveRecipient.bech32)).toContain(nftObject)
    await expect(feeBefore - (await bankBalance('move-1', sender, feeToken))).toBe(shown.fee)
  },
}

export const EvmCall: Story = {
  name: 'EVM call',
  args: { title: 'Pay 3 USDC' },
  loaders: signsAs(0, evmRequest),
  play: async ({ canvasElement, loaded }) => {
    const sender = loaded.account as string
    const balances = () =>
      Promise.all([
        bankBalance('evm-1', sender, usdcOnEvm),
        bankBalance('evm-1', evmRecipient.bech32, usdcOnEvm),
        bankBalance('evm-1', sender, evmFeeToken),
      ])
    const preview = await previewReady(canvasElement)
    const shown = shownPreview(preview, { fee: 18, changes: 6 })
    // the simulation's ERC-20 Transfer log: the account sends 3 USDC
    await expect(shown.changes).toEqual([-3_000_000n])
    const before = await balances()
    await userEvent.click(within(preview).getByRole('button', { name: 'Confirm' }))
    await confirmed(preview)
    const after = await balances()
    await expect(before[0]! - after[0]!).toBe(3_000_000n)
    await expect(after[1]! - before[1]!).toBe(3_000_000n)
    await expect(before[2]! - after[2]!).toBe(shown.fee)
  },
}
