// The Send NFT form over the devnet's registry with the cosmjs adapter: each VM's transfer, bad recipients refused.
import { toBech32 } from '@cosmjs/encoding'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, passthrough } from 'msw'
import { decodeFunctionData, erc721Abi, getAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { anvilAccounts, initiaTestWallet } from '../../../test/wallets.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import type { Nft } from '../../indexer/nft.ts'
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

function renderSendNft(chainId: string) {
  const onReview = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RollscopeProvider network={{ url: `${origin}/registry` }}>
        <SendNftForm wallet={wallet} token={token} chainId={chainId} onReview={onReview} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  return onReview
}
const recipientField = () => screen.findByRole('textbox', { name: 'Recipient' }, { timeout: 10_000 })

describe('SendNftForm', () => {
  test('default: on evm-1, an ERC-721 safeTransferFrom to the 0x form of the recipient', async () => {
    const user = userEvent.setup()
    const onReview = renderSendNft('evm-1')
    await user.type(await recipientField(), recipient)
    await user.click(screen.getByRole('button', { name: 'Review' }))
    const request = onReview.mock.calls[0]![0]
    expect(request.evm.to).toBe(token.collection_addr)
    const call = decodeFunctionData({ abi: erc721Abi, data: request.evm.data })
    expect(call.functionName).toBe('safeTransferFrom')
    expect(call.args).toEqual([anvilAccounts[2], recipientHex, 7n])
  })

  test('behavior: on move-1, 0x1::object::transfer of the token object', async () => {
    const user = userEvent.setup()
    const onReview = renderSendNft('move-1')
    await user.type(await recipientField(), recipientHex)
    await user.click(screen.getByRole('button', { name: 'Review' }))
    const [message] = onReview.mock.calls[0]![0].messages
    expect(message.typeUrl).toBe('/initia.move.v1.MsgExecute')
    expect(message.value).toMatchObject({
      moduleName: 'object',
      functionName: 'transfer',
      typeArgs: ['0x1::nft::Nft'],
    })
    expect(Buffer.from(message.value.args[0]).toString('hex')).toBe(token.object_addr.slice(2))
  })

  test.each([
    ['a wrong form', 'nope', /not an address/],
    ['a wrong checksum', `0x${'aB'.repeat(20)}`, /checksum does not match/],
    ["another network's prefix", toBech32('cosmos', recipientBytes), /another network/],
  ])('bad input: %s gets a sentence and no review', async (_, text, words) => {
    const user = userEvent.setup()
    const onReview = renderSendNft('evm-1')
    await user.type(await recipientField(), text)
    expect(screen.getByText(words)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true)
    expect(onReview).not.toHaveBeenCalled()
  })

  test('bad input: a 32-byte recipient cannot take an ERC-721: no review', async () => {
    const user = userEvent.setup()
    const onReview = renderSendNft('evm-1')
    await user.type(await recipientField(), toBech32('init', new Uint8Array(32).fill(3)))
    expect(screen.getByText(/is a contract/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true)
    expect(onReview).not.toHaveBeenCalled()
  })
})
