// The Send NFT form over the devnet's registry with the cosmjs adapter: each VM's transfer, bad recipients refused.
import { toBech32 } from '@cosmjs/encoding'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, passthrough } from 'msw'
import { getAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, test } from 'vitest'
import { devnetUsernames } from '../../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { anvilAccounts, initiaTestWallet } from '../../../test/wallets.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import type { Nft } from '../../indexer/nft.ts'
import { createTxStore } from '../../tx/txStore.ts'
import type { WalletAdapter } from '../../wallet/types.ts'
import { SendNftForm } from './SendNftForm.tsx'

const origin = inject('devnetUrl')
const server = setupMswServer()
let wallet: WalletAdapter
beforeEach(async () => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
  // the Initia adapter: one Ethereum key on every Initia chain, evm-1 and move-1 alike
  wallet = await initiaTestWallet({
    routerUrl: inject('devnetRouter'),
    evm: inject('devnetEvm')!,
    chains: inject('devnetChains'),
    account: anvilAccounts[2],
  })
})
afterEach(cleanup)

const token: Nft = {
  collection_addr: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  collection_name: 'Devnet Apes',
  object_addr: '0x00000000000000000000000000000000000000000000000000000000000a11ce',
  owner: '',
  height: 1,
  nft: { token_id: '7', uri: 'https://example.test/7.json' },
} as Nft
const recipientBytes = Uint8Array.from({ length: 20 }, (_, i) => 60 + i)
const recipient = toBech32('init', recipientBytes)
const recipientHex = getAddress(`0x${Buffer.from(recipientBytes).toString('hex')}`)

// on evm-1 a contract the devnet does not know as a collection takes ERC-721's transferFrom as ERC-20's (one selector):
// the refused transfer there is of a collection's token another account owns (the test mnemonic's first account)
const othersEvmToken: Nft = {
  ...token,
  collection_addr: '0xbabc7ffc61d68d1d4fe29d71d710da13886ae18f',
  nft: { token_id: '263', uri: 'https://example.test/263.json' },
} as Nft

function renderSendNft(chainId: string, nft: Nft = token) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RollscopeProvider network={{ url: `${origin}/registry` }}>
        <SendNftForm
          wallet={wallet}
          token={nft}
          chainId={chainId}
          storage={createTxStore({ storage: memory() })}
        />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
}

function memory() {
  const entries = new Map<string, string>()
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  }
}

const slow = { timeout: 20_000 }
const previewOf = () => screen.findByRole('region', { name: 'Confirm transaction' }, slow)
const noPreview = () => expect(screen.queryByRole('region', { name: 'Confirm transaction' })).toBeNull()
const recipientField = () => screen.findByRole('textbox', { name: 'Recipient' }, { timeout: 10_000 })

describe('SendNftForm', () => {
  // not the signer's NFT (on move-1 no object at all): the chain's simulation refuses the transfer, and the preview says
  // so and offers nothing to sign (the builders' bytes are checked against viem, cosmjs and BCS in src/send)
  test.each([
    ['evm-1', recipient, othersEvmToken],
    ['move-1', recipientHex, token],
  ])(
    'bad input: on %s, a transfer the simulation refuses is previewed with no Confirm',
    async (chainId, to, nft) => {
      const user = userEvent.setup()
      renderSendNft(chainId, nft)
      await user.type(await recipientField(), to)
      await user.click(screen.getByRole('button', { name: 'Review' }))
      const preview = await previewOf()
      expect(await within(preview).findByRole('alert', {}, slow)).toBeTruthy()
      expect(within(preview).queryByRole('button', { name: 'Confirm' })).toBeNull()
    },
    30_000,
  )

  test.each([
    ['a wrong form', 'nope', /not an address/],
    ['a wrong checksum', `0x${'aB'.repeat(20)}`, /checksum does not match/],
    ["another network's prefix", toBech32('cosmos', recipientBytes), /another network/],
  ])('bad input: %s gets a sentence and no review', async (_, text, words) => {
    const user = userEvent.setup()
    renderSendNft('evm-1')
    await user.type(await recipientField(), text)
    expect(screen.getByText(words)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true)
    noPreview()
  })

  test('bad input: a 32-byte recipient cannot take an ERC-721: no review', async () => {
    const user = userEvent.setup()
    renderSendNft('evm-1')
    await user.type(await recipientField(), toBech32('init', new Uint8Array(32).fill(3)))
    expect(screen.getByText(/is a contract/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true)
    noPreview()
  })

  test('default: a recipient typed as a name is shown as its address, and Review is offered for it', async () => {
    const user = userEvent.setup()
    renderSendNft('move-1')
    await user.type(await recipientField(), 'Dave.init')
    const dave = devnetUsernames.find((entry) => entry.name === 'dave')!
    expect(await screen.findByText(dave.address, {}, slow)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
