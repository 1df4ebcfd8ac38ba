// Gas on the destination, as a user meets it, shared by its widget tests: USDC from Initia into the Minimove rollup,
// whose fees are paid in INIT. The devnet router behind msw (real HTTP through fetch), a scripted wallet (an app's own
// code) that records every tx and op-hook it is asked to sign. The devnet's funded test accounts hold every asset and
// any other address none (packages/devnet/src/router/balances.ts), as the router answers for an empty account. The gas
// route, L1 USDC swapped to INIT and deposited into the rollup, is one tx with an op-hook
// (packages/devnet/src/router/routes.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { expect } from 'vitest'
import { createRouterDevnet } from '../packages/devnet/src/router/index.ts'
import { createMemoryStorage } from '../src/bridge/store/storage.ts'
import { BridgeWidget, type BridgeWidgetProps } from '../src/components/BridgeWidget/BridgeWidget.tsx'
import { UserRejectedError } from '../src/errors/wallet.ts'
import type { MsgsTx, WalletAdapter } from '../src/wallet/types.ts'
import { usdcL1, usdcMove } from './bridgeRequests.ts'
import type { setupMswServer } from './msw.ts'

export const base = 'http://router.test'

// m/44'/118'/0'/0/0 of the devnet's test mnemonic (funded), and an address the devnet never funded
export const own: Record<string, string> = {
  'noble-1': 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl',
  'initiation-2': 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
  'move-1': 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
}
// the rollup's INIT, its fee token (packages/devnet/src/router/registry.ts)
export const initMove = 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0'
export const empty = 'init1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg30th3ed'

export interface RouterCall {
  path: string
  body: Record<string, unknown> | undefined
}

/** The devnet's router behind msw at `base`; every call is recorded. */
export function routerOnMsw(server: ReturnType<typeof setupMswServer>) {
  const devnet = createRouterDevnet({ speed: 200 })
  const calls: RouterCall[] = []
  server.use(
    http.all(`${base}/*`, async ({ request }) => {
      const path = new URL(request.url).pathname
      const body =
        request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : undefined
      calls.push({ path, body })
      return devnet.fetch(request)
    }),
  )
  return calls
}

/** Signs whatever it is asked (recording it), unless `refuse` says no for that tx. */
export function scriptedWallet(refuse: (tx: MsgsTx, index: number) => boolean = () => false) {
  const sent: MsgsTx[] = []
  const hooks: string[] = []
  const wallet: WalletAdapter = {
    signOpHook: async (hook) => {
      hooks.push(JSON.stringify(hook))
      return { signer: own['initiation-2']!, hook: 'AA==' }
    },
    getAddress: async (chainId) => {
      const address = own[chainId]
      if (!address) throw new Error(`no key for ${chainId}`)
      return address
    },
    sendTx: async (tx) => {
      const index = sent.length
      sent.push(tx)
      if (refuse(tx, index)) throw new UserRejectedError()
      const chainId = tx.cosmos_tx?.chain_id ?? ''
      return { txHash: (index + 1).toString(16).toUpperCase().padStart(64, 'C'), chainId }
    },
  }
  return { wallet, sent, hooks }
}

/** A u64 Move argument as the msgs carry it: little-endian, in base64 (encoded here with Node's Buffer). */
export function u64(value: bigint) {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64LE(value)
  return bytes.toString('base64')
}

export const widget = (props: Partial<BridgeWidgetProps> & Pick<BridgeWidgetProps, 'wallet'>) => (
  <QueryClientProvider client={new QueryClient()}>
    <BridgeWidget
      router={{ baseUrl: base }}
      storage={createMemoryStorage()}
      defaultSource={`initiation-2/${usdcL1}`}
      defaultDestination={`move-1/${usdcMove}`}
      quoteDebounceMs={1}
      polling={{ minIntervalMs: 10, maxIntervalMs: 50 }}
      locale="en-US"
      {...props}
    />
  </QueryClientProvider>
)

/** 5 USDC, to `recipient` when given, up to the review. */
export async function review(recipient?: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '5')
  if (recipient) {
    await userEvent.click(screen.getByRole('button', { name: 'Send to another address' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Recipient' }), recipient)
  }
  const button = screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement
  await waitFor(() => expect(button.disabled).toBe(false))
  await userEvent.click(button)
  await screen.findByRole('heading', { name: 'Review the transfer' })
}

export const gasName = 'Gas on Minimove Devnet'
