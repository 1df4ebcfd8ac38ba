/** Where Initia publishes its chain registry, per network (the registry's `_api/src/replaceUrls.ts`). */
export const registryUrls = {
  mainnet: 'https://registry.initia.xyz',
  testnet: 'https://registry.testnet.initia.xyz',
} as const

/**
 * Initia's router for each network (InterwovenKit's src/public/data/constants.ts, MAINNET and TESTNET
 * `routerApiUrl`).
 */
export const routerUrls = {
  mainnet: 'https://router-api.initia.xyz',
  testnet: 'https://router-api.initiation-2.initia.xyz',
} as const

/** Initia's mainnet or testnet registry, or another one at `url` (the devnet's is `<devnet>/registry`). */
export type RegistryNetwork = keyof typeof registryUrls | { url: string }

/** What these functions read of a `RegistryClient` (named here so this file needs nothing of the client's). */
type RegistryClientLike = { readonly type: 'registry'; readonly baseUrl: string }

/** The registry's base URL as given, not yet checked (`createRegistryClient` checks it). */
export function registryBaseUrl(network: RegistryNetwork | RegistryClientLike): string {
  const url =
    typeof network === 'string'
      ? registryUrls[network]
      : 'type' in network
        ? network.baseUrl
        : (network as { url?: unknown }).url
  return String(url).replace(/\/+$/, '')
}

/** The router of a network: Initia's testnet router for its testnet registry, else the mainnet one. */
export function routerUrlOf(network: RegistryNetwork | RegistryClientLike | undefined): string {
  return network && registryBaseUrl(network) === registryUrls.testnet
    ? routerUrls.testnet
    : routerUrls.mainnet
}
