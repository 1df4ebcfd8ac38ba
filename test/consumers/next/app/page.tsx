import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { Suspense } from 'react'
import { createIndexerClient } from 'rollscope/actions'
import { RichListTable } from 'rollscope/explorer'
import { richListTableQueryOptions } from 'rollscope/query'
import { indexerUrl } from './indexer'

// a Server Component that prefetches: the table's first rows are in the HTML (streamed in the same response under
// Cache Components, where data read at request time waits behind a Suspense boundary)
export default function Page() {
  return (
    <Suspense fallback={<p>Loading holders…</p>}>
      <Holders />
    </Suspense>
  )
}

async function Holders() {
  const queryClient = new QueryClient()
  await queryClient.prefetchInfiniteQuery(
    richListTableQueryOptions(createIndexerClient({ baseUrl: indexerUrl }), { denom: 'uinit' }),
  )
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <RichListTable denom="uinit" height={600} />
    </HydrationBoundary>
  )
}
