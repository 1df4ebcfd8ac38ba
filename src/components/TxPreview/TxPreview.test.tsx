// TxPreview over HTTP: the devnet's chain registry (its L1 given two fee tokens with gas prices and a REST served by
// msw), the chain's account, simulate and balances answers in cosmos-sdk's shapes (test/simulateBodies.ts), and a
// wallet that counts what it is asked to sign.
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http, passthrough } from 'msw'
import { afterEach, beforeEach, expect, inject, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import {
  accountBody,
  msgSendEvents,
  simulateFailureBody,
  simulateSuccessBody,
} from '../../../test/simulateBodies.ts'
import { UserRejectedError } from '../../errors/wallet.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { txRequestId } from '../../tx/requestId.ts'
import { createTxStore } from '../../tx/txStore.ts'
import type { TxRequest } from '../../tx/types.ts'
import type { CosmosTxParameters, WalletAdapter } from '../../wallet/types.ts'
import { TxPreview } from './TxPreview.tsx'

const origin = inject('devnetUrl')
const server = setupMswServer()
const rest = 'https://rest.test'
const alice = 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p'
const bob = 'init1yh03a2wr9f5sr9ln0nlpgpwah7gqurccy33y0h'
const usdc = 'uusdc'
const slow = { timeout: 15_000 }
const request: TxRequest = {
  chainId: 'initiation-2',
  messages: [
    {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: alice, toAddress: bob, amount: [{ denom: 'uinit', amount: '1000000' }] },
    },
  ],
  memo: 'order 42',
}

let counts: { simulate: number; balances: number }

function serveChain({
  simulate = () =>
    HttpResponse.json(simulateSuccessBody(100_000n, msgSendEvents(alice, bob, '1000000uinit'))),
  balances = [{ denom: 'uinit', amount: '5000000' }],
}: {
  simulate?: () => Response
  balances?: { denom: string; amount: string }[]
} = {}) {
  counts = { simulate: 0, balances: 0 }
  server.use(
    http.get(`${origin}/txpreview/chains.json`, async () => {
      const chains = await (await fetch(`${origin}/registry/chains.json`)).json()
      return HttpResponse.json(
        chains.map((chain: { chain_id: string; apis: Record<string, unknown> }) =>
          chain.chain_id === 'initiation-2'
            ? {
                ...chain,
                fees: {
                  fee_tokens: [
                    { denom: 'uinit', fixed_min_gas_price: 0.015 },
                    { denom: usdc, fixed_min_gas_price: 0.03 },
                  ],
                },
                apis: { ...chain.apis, rest: [{ address: rest }] },
              }
            : chain,
        ),
      )
    }),
    http.get(`${origin}/txpreview/*`, ({ request: incoming }) =>
      fetch(incoming.url.replace('/txpreview/', '/registry/')),
    ),
    http.get(`${rest}/cosmos/auth/v1beta1/accounts/${alice}`, () =>
      HttpResponse.json(accountBody(alice, 2n)),
    ),
    http.post(`${rest}/cosmos/tx/v1beta1/simulate`, () => {
      counts.simulate++
      return simulate()
    }),
    http.get(`${rest}/cosmos/bank/v1beta1/balances/${alice}`, () => {
      counts.balances++
      return HttpResponse.json({ balances, pagination: { next_key: null, total: String(balances.length) } })
    }),
  )
}

function wallet(
  sign: (tx: CosmosTxParameters) => Promise<void> = async () => {},
  found: Awaited<ReturnType<NonNullable<WalletAdapter['checkTx']>>> = 'included',
) {
  const signed: CosmosTxParameters[] = []
  const adapter: WalletAdapter = {
    getAddress: async () => alice,
    sendTx: async () => ({ txHash: '', chainId: '' }),
    async signAndBroadcast(tx, { onTxHash } = {}) {
      signed.push(tx)
      await sign(tx)
      const txHash = 'AB'.repeat(32)
      await onTxHash?.({ txHash, chainId: tx.chainId, broadcast: false, signer: alice, nonce: '2' })
      return { txHash, chainId: tx.chainId }
    },
    checkTx: async () => found,
  }
  return { adapter, signed }
}

function show(adapter: WalletAdapter, storage = createTxStore({ storage: memory() })) {
  const ui = (
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: `${origin}/txpreview` }}>
        <TxPreview request={request} wallet={adapter} storage={storage} />
      </RollscopeProvider>
    </QueryClientProvider>
  )
  return { ...render(ui), ui, storage }
}

function memory() {
  const entries = new Map<string, string>()
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  }
}

beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
})
afterEach(cleanup)

test('default: the preview shows the action, gas, fee and changes; Confirm signs that fee once', async () => {
  serveChain()
  const { adapter, signed } = wallet()
  const { rerender, ui } = show(adapter)
  const confirm = await screen.findByRole('button', { name: 'Confirm' }, slow)
  await waitFor(() => expect(confirm).toBeEnabled(), slow)
  expect(screen.getByText(`Send: ${bob}`)).toBeInTheDocument()
  expect(screen.getByText('order 42')).toBeInTheDocument()
  // 100,000 gas × 1.4
  expect(screen.getByText('140,000')).toBeInTheDocument()
  expect(await screen.findByText(/1 INIT/, {}, slow)).toBeInTheDocument()
  rerender(ui)
  rerender(ui)
  expect(counts).toEqual({ simulate: 1, balances: 1 })

  fireEvent.click(confirm)
  fireEvent.click(confirm)
  expect(await screen.findByText('Transaction confirmed.', {}, slow)).toBeInTheDocument()
  expect(signed).toHaveLength(1)
  // ceil(140,000 × 0.015)
  expect(signed[0]?.fee).toEqual({ amount: [{ denom: 'uinit', amount: '2100' }], gas: '140000' })
  expect(signed[0]?.memo).toBe('order 42')
})

test('behavior: a tx included with a non-zero code ends failed, in words, its log behind Details, its hash shown', async () => {
  serveChain()
  // what the adapters' checkTx read from CometBFT's `tx` (tx_result.code 5, its log) for a send beyond the balance
  const log =
    'failed to execute message; message index: 0: spendable balance 5uinit is smaller than 1000000uinit: insufficient funds'
  const confirmed: unknown[] = []
  const { adapter } = wallet(undefined, { state: 'failed', code: 5, codespace: 'sdk', log })
  const storage = createTxStore({ storage: memory() })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: `${origin}/txpreview` }}>
        <TxPreview
          request={request}
          wallet={adapter}
          storage={storage}
          onConfirmed={(record) => confirmed.push(record)}
        />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const confirm = await screen.findByRole('button', { name: 'Confirm' }, slow)
  await waitFor(() => expect(confirm).toBeEnabled(), slow)
  fireEvent.click(confirm)

  expect(
    await screen.findByText(/failed on the chain: your account did not hold enough/, {}, slow),
  ).toBeInTheDocument()
  expect(screen.queryByText('Transaction confirmed.')).toBeNull()
  expect(screen.getByText('Details')).toBeInTheDocument()
  expect(screen.getByText(log)).toBeInTheDocument()
  expect(screen.getByText('Transaction')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'View in explorer' })).toHaveAttribute(
    'href',
    expect.stringContaining('AB'.repeat(32)),
  )
  expect(confirmed).toEqual([])
  expect(storage.getTx(txRequestId(request, alice))).toMatchObject({
    state: 'failed',
    failure: { code: 5, reason: 'insufficientFunds', log },
  })
})

test('behavior: a failed simulation says why, keeps the log behind Details, and offers nothing to sign', async () => {
  serveChain({
    simulate: () =>
      HttpResponse.json(
        simulateFailureBody(
          'failed to execute message; message index: 0: spendable balance 5uinit is smaller than 1000000uinit: insufficient funds <b>x</b>',
        ),
        { status: 500 },
      ),
  })
  show(wallet().adapter)
  expect(await screen.findByText(/does not hold enough for this transaction/, {}, slow)).toBeInTheDocument()
  expect(screen.getByText('Details')).toBeInTheDocument()
  expect(screen.getByText(/spendable balance 5uinit .* <b>x<\/b>/)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
  expect(counts.simulate).toBe(1)
})

test('behavior: an account that cannot pay the fee is told so; another fee token is remembered for the chain', async () => {
  serveChain({ balances: [{ denom: usdc, amount: '100000' }] })
  const { storage } = show(wallet().adapter)
  expect(await screen.findByText(/cannot pay this fee/, {}, slow)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  fireEvent.change(screen.getByLabelText('Pay the fee in'), { target: { value: usdc } })
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled())
  expect(storage.feeDenom('initiation-2')).toBe(usdc)
  expect(counts.balances).toBe(1)
})

test('behavior: a wallet that declines is said in words, and nothing is marked sent', async () => {
  serveChain()
  const { adapter } = wallet(async () => {
    throw new UserRejectedError()
  })
  show(adapter)
  const confirm = await screen.findByRole('button', { name: 'Confirm' }, slow)
  await waitFor(() => expect(confirm).toBeEnabled(), slow)
  fireEvent.click(confirm)
  expect(
    await screen.findByText('You declined the request in your wallet. Nothing was sent.', {}, slow),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
})

test('behavior: a chain that does not answer is not a refusal: Try again asks once more', async () => {
  serveChain({ simulate: () => HttpResponse.error() })
  show(wallet().adapter)
  expect(await screen.findByText(/The chain did not answer/, {}, slow)).toBeInTheDocument()
  serveChain()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('button', { name: 'Confirm' }, slow)).toBeInTheDocument()
})

test('behavior: another tx of the account that went first passes: Try again checks once more, then Confirm', async () => {
  // cosmos-sdk's ante handler (x/auth/ante/sigverify.go): "account sequence mismatch, expected 8, got 7: incorrect
  // account sequence"
  serveChain({
    simulate: () =>
      HttpResponse.json(
        simulateFailureBody('account sequence mismatch, expected 8, got 7: incorrect account sequence'),
        { status: 500 },
      ),
  })
  show(wallet().adapter)
  expect(
    await screen.findByText(/another transaction from your account went first/i, {}, slow),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
  serveChain()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('button', { name: 'Confirm' }, slow)).toBeInTheDocument()
})

test('default: in Russian, the gas and the fee are written as Intl writes Russian numbers', async () => {
  serveChain()
  const { adapter } = wallet()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: `${origin}/txpreview` }} locale="ru">
        <TxPreview request={request} wallet={adapter} storage={createTxStore({ storage: memory() })} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const russian = new Intl.NumberFormat('ru')
  // 100,000 gas × 1.4; its fee ceil(140,000 × 0.015) uinit, INIT with 6 decimals in the devnet's assetlist
  const gas = await screen.findByText(russian.format(140_000), { normalizer: (text) => text }, slow)
  expect(gas.tagName).toBe('DD')
  const fee = new Intl.NumberFormat('ru', { maximumFractionDigits: 6 }).format(0.0021)
  await waitFor(
    () => expect(document.querySelector('.rs-tx-preview-fee')?.textContent).toContain(`${fee} INIT`),
    slow,
  )
  expect(screen.queryByText('140,000')).toBeNull()
})
