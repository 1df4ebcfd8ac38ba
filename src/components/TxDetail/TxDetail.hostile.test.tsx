// What anyone can post on a chain must not take the explorer down or disguise itself: a CosmWasm message
// nested 1,500 levels deep (the contract's inline JSON, kept as JSON by the indexer) and an address and memo
// with a right-to-left override. The base is a real wasm tx record (../shared/specs/samples).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import { createIndexerClient } from '../../indexer/client.ts'
import { TxDetail } from './TxDetail.tsx'

const sample = JSON.parse(
  readFileSync(
    resolve(process.cwd(), '../shared/specs/samples/indexer/tx-record-wasm-cw721-mint.json'),
    'utf8',
  ),
)
const server = setupMswServer()

const nested = (depth: number) => {
  let value: unknown = { leaf: 'bottom' }
  for (let level = 0; level < depth; level++) value = { msg: value }
  return value
}

test('behavior: a 1,500-deep message renders, bounded, and hidden direction marks are written out', async () => {
  const spoofed = 'init1dw49mn7s2r5\u202Emskjdmus5hth80zz8wwaywycq06'
  const [message] = sample.tx.body.messages
  const tx = {
    ...sample,
    tx: {
      ...sample.tx,
      body: {
        ...sample.tx.body,
        memo: 'gm \u202Egnp.exe',
        messages: [{ ...message, sender: spoofed, msg: nested(1500) }],
      },
    },
    // no acc_seq events: the signer shown is the first message's sender
    events: [],
  }
  server.use(http.get('http://indexer.test/indexer/tx/v1/txs/:hash', () => HttpResponse.json({ tx })))
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TxDetail txHash={sample.txhash} client={createIndexerClient({ baseUrl: 'http://indexer.test' })} />
    </QueryClientProvider>,
  )
  const heading = await screen.findByText(/^Messages \(1\)$/)
  const messages = heading.closest('details') as HTMLElement
  // a few levels as lists, then JSON text cut short: not 1,500 nested lists
  expect(messages.querySelectorAll('dl').length).toBeLessThan(20)
  expect(messages.textContent).toContain('{ … }')
  expect(messages.textContent).not.toContain('bottom')
  // the override is shown, never applied
  expect(document.body.textContent).not.toContain('\u202E')
  expect(screen.getByText('gm [U+202E]gnp.exe')).toBeTruthy()
  expect(
    within(document.body).getAllByText(/init1dw49mn7s2r5\[U\+202E\]mskjdmus5hth80zz8wwaywycq06/).length,
  ).toBeGreaterThan(0)
})
