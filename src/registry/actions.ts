import type { RequestOptions } from '../http/request.ts'
import {
  type RegistryAssetList,
  type RegistryProfile,
  registryAssetListSchema,
  registryProfilesSchema,
} from './assetSchemas.ts'
import { chainOf } from './chain.ts'
import { getFromRegistry, type RegistryClient } from './client.ts'
import { type RegistryChain, registryChainsSchema } from './schemas.ts'

export type GetChainsReturnType = RegistryChain[]

/** `GET <base>/chains.json`: every chain of the network, the L1 first. */
export function getChains(client: RegistryClient, options?: RequestOptions): Promise<GetChainsReturnType> {
  return getFromRegistry(client, '/chains.json', registryChainsSchema, options)
}

export interface GetAssetsParameters {
  chainId: string
  /** The network's chains, when you have them (else chains.json is fetched first). */
  chains?: readonly RegistryChain[] | undefined
}

export type GetAssetsReturnType = RegistryAssetList

/**
 * The assetlist.json of the chain with `chainId`: its `metadata.assetlist` when that is a URL under the registry's
 * base, else `<base>/chains/<chain_name>/assetlist.json`. Throws ChainNotFoundError for an id the registry lacks.
 */
export async function getAssets(
  client: RegistryClient,
  parameters: GetAssetsParameters,
  options?: RequestOptions,
): Promise<GetAssetsReturnType> {
  const chain = chainOf(parameters.chains ?? (await getChains(client, options)), parameters.chainId)
  const listed = chain.metadata?.assetlist
  // the registry rewrites its own raw URLs to its host (_api/src/replaceUrls.ts); a URL elsewhere is not
  // followed: the client's headers would go with it
  const path = listed?.startsWith(`${client.baseUrl}/`)
    ? listed.slice(client.baseUrl.length)
    : `/chains/${encodeURIComponent(chain.chain_name)}/assetlist.json`
  return getFromRegistry(client, path, registryAssetListSchema, options)
}

export type GetProfilesReturnType = RegistryProfile[]

/** `GET <base>/profiles.json`: names, logos and categories of the rollups, retired ones included. */
export function getProfiles(
  client: RegistryClient,
  options?: RequestOptions,
): Promise<GetProfilesReturnType> {
  return getFromRegistry(client, '/profiles.json', registryProfilesSchema, options)
}
