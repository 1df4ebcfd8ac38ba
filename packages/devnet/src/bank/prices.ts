// Initia's price API as InterwovenKit reads it (packages/interwovenkit-react/src/data/chains.ts
// useCreatePricesQuery): GET <api>/initia/{chainId}/assets?quote=USD&with_prices=true, an array of `{ id, price }`
// (id the chain's denom, price in USD per whole token). The devnet prices each listed asset of the chain by its
// symbol, at the devnet router's prices (router/registry.ts originMeta: INIT 0.5, USDC 1, ATOM 4.5); an unknown
// chain answers an empty list. Isomorphic.
import { devnetAssetLists } from '../registry/assets.ts'
import { originMeta } from '../router/registry.ts'

export interface PriceDevnetOptions {
  /** The path the API is served under, stripped before routing; default ''. */
  basePath?: string
  /** chain id -> chain name (the registry's), whose assetlist is priced. */
  chainNames: Readonly<Record<string, string>>
}

export function createPriceDevnet(options: PriceDevnetOptions) {
  const basePath = options.basePath ?? ''
  const lists = devnetAssetLists() as Record<string, { assets: { base: string; symbol: string }[] }>
  return {
    async fetch(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname.slice(basePath.length)
      const match = /^\/initia\/([^/]+)\/assets$/.exec(path)
      if (!match)
        return new Response(`Cannot GET ${path}`, { status: 404, headers: { 'content-type': 'text/plain' } })
      const name = options.chainNames[decodeURIComponent(match[1]!)]
      const assets = (name && lists[name]?.assets) || []
      const prices = assets.flatMap(({ base, symbol }) => {
        const usd = (originMeta as Record<string, { usd: number } | undefined>)[symbol]?.usd
        return usd ? [{ id: base, price: usd }] : []
      })
      return Response.json(prices)
    },
  }
}
