// TxDetail with names, over msw: a real wasm tx record (../shared/specs/samples) whose signer has a name on the L1
// (test/usernamesRest.ts). The signer and the message's sender show the name; the title, the link and Copy keep
// the address; names={false} asks the L1 nothing.
import '@testing-library/jest-dom/vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { testnetModule, usernamesRestHandlers } from '../../../test/usernamesRest.ts'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { createIndexerClient } from '../../indexer/client.ts'
import { bech32Decode } from '../../router/initiaAddress.ts'
import { TxDetail } from './TxDetail.tsx'

const sample = JSON.parse(
  readFileSync(
    resolve(process.cwd(), '../shared/specs/samples/indexer/tx-record-wasm-cw721-mint.json'),
    'utf8',
  ),
)
const signer: string = sample.tx.body.messages[0].sender
const signerKey = Buffer.from(bech32Decode(signer)!.bytes).toString('hex').padStart(64, '0')
const server = setupMswServer()
const rest = 'https://l1-rest.test'
afterEach(cleanup)

function renderTx(names?: boolean) {
  // no acc_seq events: the signer shown is the first message's sender
  const tx = { ...sample, events: [] }
  server.use(http.get('http://indexer.test/indexer/tx/v1/txs/:hash', () => HttpResponse.json({ tx })))
  const { handler, state } = usernamesRestHandlers(rest)
  server.use(handler)
  state.names.set(signerKey, 'minter')
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider
        indexer={createIndexerClient({ baseUrl: 'http://indexer.test' })}
        usernames={{ moduleAddress: testnetModule, rest }}
      >
        <TxDetail txHash={sample.txhash} names={names} accountHref={(address) => `/accounts/${address}`} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  return state
}

/** The Signer field, once the tx is drawn. */
async function signerField() {
  await screen.findByText(/^Messages \(1\)$/)
  return screen.getByText('Signer', { selector: 'dt' }).nextElementSibling as HTMLElement
}

test('default: the signer shows its name, the whole address after it, and Copy copies the address', async () => {
  const state = renderTx()
  const field = await signerField()
  await within(field).findByText('minter.init')
  const link = within(field).getByRole('link')
  expect(link).toHaveTextContent(`minter.init ${signer}`)
  expect(link).toHaveAttribute('href', `/accounts/${signer}`)
  expect(link.getAttribute('title')).toBe(`minter.init\n${signer}`)
  await userEvent.setup().click(within(field).getByRole('button', { name: 'Copy Signer' }))
  expect(await navigator.clipboard.readText()).toBe(signer)
  // the signer is the message's sender too: one account, asked once
  expect(await screen.findAllByText('minter.init')).toHaveLength(2)
  expect(state.calls.filter((call) => call.argument === signerKey)).toHaveLength(1)
})

test('parameters: names={false} shows the address and asks nothing', async () => {
  const state = renderTx(false)
  const field = await signerField()
  expect(within(field).getByRole('link')).toHaveTextContent(signer)
  expect(screen.queryByText('minter.init')).toBeNull()
  // with names on, the address would be marked as waiting for its name from the first render
  expect(document.querySelector('[data-name]')).toBeNull()
  expect(state.calls).toHaveLength(0)
})
