import { expectTypeOf, test } from 'vitest'
import type { RouterClient } from '../router/client.ts'
import type {
  AssetsFromSourceResponse,
  AssetsResponse,
  BalancesResponse,
  ChainsResponse,
} from '../router/schemas.ts'
import { useRouterAssets } from './useRouterAssets.ts'
import { useRouterAssetsFromSource } from './useRouterAssetsFromSource.ts'
import { useRouterBalances } from './useRouterBalances.ts'
import { useRouterChains } from './useRouterChains.ts'
import { useRouterClient } from './useRouterClient.ts'

const balances = { chains: { 'initiation-2': { address: 'init1', denoms: ['uinit'] } } }

test('router hooks infer data and error', () => {
  expectTypeOf(useRouterChains().data).toEqualTypeOf<ChainsResponse | undefined>()
  expectTypeOf(useRouterChains().error).toEqualTypeOf<Error | null>()
  expectTypeOf(useRouterAssets().data).toEqualTypeOf<AssetsResponse | undefined>()
  expectTypeOf(useRouterAssetsFromSource({ source_asset_chain_id: 'a' }).data).toEqualTypeOf<
    AssetsFromSourceResponse | undefined
  >()
  expectTypeOf(useRouterBalances(balances).data).toEqualTypeOf<BalancesResponse | undefined>()
  expectTypeOf(useRouterClient()).toEqualTypeOf<RouterClient>()
})

test('query.select narrows the data', () => {
  const ids = useRouterChains({ query: { select: (data) => data.chains.map((chain) => chain.chain_id) } })
  expectTypeOf(ids.data).toEqualTypeOf<string[] | undefined>()
  const count = useRouterAssets({
    query: { select: (data) => Object.keys(data.chain_to_assets_map ?? {}).length },
  })
  expectTypeOf(count.data).toEqualTypeOf<number | undefined>()
  const reach = useRouterAssetsFromSource({ query: { select: (data) => data.dest_assets !== undefined } })
  expectTypeOf(reach.data).toEqualTypeOf<boolean | undefined>()
  const chains = useRouterBalances({ ...balances, query: { select: (data) => Object.keys(data.chains) } })
  expectTypeOf(chains.data).toEqualTypeOf<string[] | undefined>()
})

test('parameters are checked', () => {
  useRouterChains({ include_evm: 'true', router: { baseUrl: 'http://router.test' }, query: { staleTime: 1 } })
  useRouterAssets({ include_evm_assets: true, query: { enabled: false, gcTime: 0 } })
  // @ts-expect-error the hook owns queryFn
  useRouterChains({ query: { queryFn: () => ({ chains: [] }) } })
  // @ts-expect-error the hook owns queryKey
  useRouterAssets({ query: { queryKey: ['x'] } })
  // @ts-expect-error enabled is a boolean, and-ed with the hook's own
  useRouterAssets({ query: { enabled: () => true } })
  // @ts-expect-error balances need their chains
  useRouterBalances({})
  // @ts-expect-error select takes the router's answer
  useRouterChains({ query: { select: (data: string) => data } })
})
