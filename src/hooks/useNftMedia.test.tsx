import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import type { Nft } from '../indexer/nft.ts'
import { useNftMedia } from './useNftMedia.ts'

afterEach(cleanup)

const server = setupMswServer()
const token = (uri: string) => ({ collection_addr: '0x1', nft: { token_id: '1', uri } }) as unknown as Nft

function render<result>(hook: () => result) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  )
  return renderHook(hook, { wrapper })
}

test('default: the metadata name and image, query.select narrowing them', async () => {
  server.use(
    http.get('http://media.test/1.json', () =>
      HttpResponse.json({ name: 'Dragon', image: 'https://media.test/1.png' }),
    ),
  )
  const { result } = render(() =>
    useNftMedia({ token: token('http://media.test/1.json'), query: { select: (media) => media.name } }),
  )
  await waitFor(() => expect(result.current.data).toBe('Dragon'))
})

test('parameters: query.enabled false sends no request', async () => {
  const requests: string[] = []
  server.use(
    http.get('http://media.test/:file', ({ request }) => {
      requests.push(request.url)
      return HttpResponse.json({ name: String(request.url) })
    }),
  )
  const { result } = render(() => ({
    off: useNftMedia({ token: token('http://media.test/off.json'), query: { enabled: false } }),
    on: useNftMedia({ token: token('http://media.test/on.json') }),
  }))
  await waitFor(() => expect(result.current.on.isSuccess).toBe(true))
  expect(result.current.off.fetchStatus).toBe('idle')
  expect(requests).toEqual(['http://media.test/on.json'])
})
