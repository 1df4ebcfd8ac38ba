export interface AssetsQueryParameters {
  chainId?: string | undefined
}

export interface AssetQueryParameters {
  chainId?: string | undefined
  /** A native denom, `l2/…`, `ibc/…`, `evm/<hex>`, or an ERC-20's 0x address. */
  denom?: string | undefined
}

/** Registry query keys, from the widest to one query, for `invalidateQueries`. */
export const registryKeys = {
  all: ['rollscope', 'registry'] as const,
  registry: (baseUrl: string) => ['rollscope', 'registry', baseUrl] as const,
  chains: (baseUrl: string) => ['rollscope', 'registry', baseUrl, 'chains'] as const,
  assets: (baseUrl: string, parameters: AssetsQueryParameters) =>
    ['rollscope', 'registry', baseUrl, 'assets', { chainId: parameters.chainId }] as const,
  asset: (baseUrl: string, parameters: AssetQueryParameters) =>
    [
      'rollscope',
      'registry',
      baseUrl,
      'asset',
      { chainId: parameters.chainId, denom: parameters.denom },
    ] as const,
  /** What the components show of a chain (`chainViewQueryOptions`). */
  view: (baseUrl: string, chainId: string | undefined) =>
    ['rollscope', 'registry', baseUrl, 'view', { chainId }] as const,
}
