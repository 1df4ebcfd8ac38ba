import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { RichListTable } from 'rollscope'
import { createIndexerClient, richListTableQueryOptions } from 'rollscope/server'
import { indexerUrl } from './indexer'

// a Server Component that prefetches: the table's first rows are in the HTML
export default async function Page() {
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
