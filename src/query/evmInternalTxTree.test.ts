import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { createIndexerClient } from '../indexer/client.ts'
import { evmInternalTxTreeQueryOptions, maxInternalTxTreePages } from './evmTxs.ts'

const server = setupMswServer()
const baseUrl = 'https://rollytics.example'
const client = createIndexerClient({ baseUrl })
const txHash = `0x${'ab'.repeat(32)}`
const path = `${baseUrl}/indexer/tx/v1/evm-internal-txs/${txHash}`

const call = (index: number) => ({
  height: 7,
  hash: txHash,
  parent_index: index === 0 ? -1 : 0,
  index,
  type: 'CALL',
  from: '0x01',
  to: '0x02',
  input: '0x',
  output: '0x',
  value: '0x0',
  gas: '0x10',
  gasUsed: '0x8',
})
const page = (indexes: number[], next: string | null) => ({
  internal_txs: indexes.map(call),
  pagination: { previous_key: null, next_key: next, total: '1000000' },
})

/** Serves `answer(key)` and counts the requests. */
function serve(answer: (key: string | null) => ReturnType<typeof page>) {
  const seen: (string | null)[] = []
  server.use(
    http.get(path, ({ request }) => {
      const key = new URL(request.url).searchParams.get('pagination.key')
      seen.push(key)
      return HttpResponse.json(answer(key))
    }),
  )
  return seen
}

test('default: walks the cursor to a short page, every call once', async () => {
  const seen = serve((key) =>
    key === null
      ? page([0, 1], btoa('k1'))
      : key === btoa('k1')
        ? page([1, 2], btoa('k2'))
        : page([3], btoa('k3')),
  )
  const tree = await new QueryClient().fetchQuery(
    evmInternalTxTreeQueryOptions(client, { txHash, pageSize: 2 }),
  )
  expect(seen).toEqual([null, btoa('k1'), btoa('k2')])
  expect(tree.complete).toBe(true)
  expect(tree.calls.map((c) => c.index)).toEqual([0, 1, 2, 3])
})

test('behavior: a cursor that comes back to a key it has been at ends the walk', async () => {
  const seen = serve((key) => (key === null ? page([0, 1], btoa('k1')) : page([2, 3], btoa('k1'))))
  const tree = await new QueryClient().fetchQuery(
    evmInternalTxTreeQueryOptions(client, { txHash, pageSize: 2 }),
  )
  expect(seen).toEqual([null, btoa('k1')])
  expect(tree.calls).toHaveLength(4)
})

test('behavior: a cursor that never ends stops after the most pages, marked incomplete', async () => {
  let n = 0
  const seen = serve(() => {
    n += 1
    return page([2 * n, 2 * n + 1], btoa(`k${n}`))
  })
  const tree = await new QueryClient().fetchQuery(
    evmInternalTxTreeQueryOptions(client, { txHash, pageSize: 2 }),
  )
  expect(seen).toHaveLength(maxInternalTxTreePages)
  expect(tree.complete).toBe(false)
})

test('behavior: waits without a txHash; the key names the tree, not the list', () => {
  const options = evmInternalTxTreeQueryOptions(client, { txHash: undefined })
  expect(options.enabled).toBe(false)
  expect(evmInternalTxTreeQueryOptions(client, { txHash }).queryKey[3]).toBe('evmInternalTxTree')
})
