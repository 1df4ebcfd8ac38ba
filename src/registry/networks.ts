import type { RegistryClient } from './client.ts'

/** Where Initia publishes its chain registry, per network (the registry's `_api/src/replaceUrls.ts`). */
export const registryUrls = {
  mainnet: 'https://registry.initia.xyz',
  testnet: 'https://registry.testnet.initia.xyz',
} as const

/** Initia's mainnet or testnet registry, or another one at `url` (the devnet's is `<devnet>/registry`). */
export type RegistryNetwork = keyof typeof registryUrls | { url: string }

/** The registry's base URL as given, not yet checked (`createRegistryClient` checks it). */
export function registryBaseUrl(network: RegistryNetwork | RegistryClient): string {
  const url =
    typeof network === 'string'
      ? registryUrls[network]
      : 'type' in network
        ? network.baseUrl
        : (network as { url?: unknown }).url
  return String(url).replace(/\/+$/, '')
}
