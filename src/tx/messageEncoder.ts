import type { Registry } from '@cosmjs/proto-signing'
import { createCosmosRegistry, loadMessageTypes } from '../wallet/messages/registry.ts'

export { unsignedTxBytes } from './unsignedTx.ts'

let registry: Registry | undefined

/** The Cosmos registry with the types of these messages: loaded with the first simulation (simulateTx). */
export async function registryFor(typeUrls: readonly string[]): Promise<Registry> {
  registry ??= createCosmosRegistry()
  await loadMessageTypes(registry, typeUrls)
  return registry
}
