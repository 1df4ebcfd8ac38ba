import { QueryClient } from '@tanstack/react-query'
import { expectTypeOf, test } from 'vitest'
import type { FoundTransfer } from '../chainHistory/follow.ts'
import { createIndexerClient } from '../indexer/client.ts'
import { transferHistoryChainQueryOptions } from '../query/transferHistory.ts'
import { createRouterClient } from '../router/client.ts'
import { useTransferHistory } from './useTransferHistory.ts'

test('useTransferHistory', () => {
  const history = useTransferHistory({ account: 'init1…', chainIds: ['evm-1'], pages: 2 })
  expectTypeOf(history.transfers).toEqualTypeOf<readonly FoundTransfer[]>()
  expectTypeOf(history.trackAgain).parameter(0).toEqualTypeOf<FoundTransfer>()
  // @ts-expect-error chainIds is a list or 'all'
  useTransferHistory({ chainIds: 'evm-1' })
})

test('transferHistoryChainQueryOptions: the data type travels with the key', () => {
  const options = transferHistoryChainQueryOptions(
    createIndexerClient({ baseUrl: 'https://indexer.test' }),
    createRouterClient({ baseUrl: 'https://router.test' }),
    { chainId: 'evm-1', account: 'init1…' },
  )
  const data = new QueryClient().getQueryData(options.queryKey)
  expectTypeOf(data?.transfers).toEqualTypeOf<FoundTransfer[] | undefined>()
})
