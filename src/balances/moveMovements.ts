// Fungible-asset movements from Move events: `0x1::fungible_asset::WithdrawEvent` and `DepositEvent`, each
// `{ store_addr, metadata_addr, amount }` (initia-labs/movevm initia_stdlib sources/fa/fungible_asset.move). Every
// coin on Initia's L1 and on minimove is a fungible asset: the bank sends through `0x1::coin::sudo_transfer`
// (initia-labs/initia x/move/keeper/bank.go `SendCoin`), so these events also cover what coin events say. A store
// is an object: its owner is told by `PrimaryStoreCreatedEvent`, by the `DepositOwnerEvent` or `WithdrawOwnerEvent`
// newer chains emit right after a primary store's event (`deposit_internal`, `withdraw_internal`; rollytics reads
// them the same way), or found as the account whose primary store of the coin it is (moveObjects.ts). A store of
// no address the tx names (a pool's, an object's) is counted apart, unless the chain was asked (storeOwners.ts).

import { addressKey, bech32OfKey } from './address.ts'
import { parseJson } from './candidates.ts'
import { parseAmount } from './coins.ts'
import { attribute, isRecord, type PhasedEvent } from './events.ts'
import type { Issues } from './issues.ts'
import { metadataOfDenom, moveDenomOf, primaryStoreOf } from './moveObjects.ts'
import type { Movement } from './types.ts'

const withdraw = '0x1::fungible_asset::WithdrawEvent'
const deposit = '0x1::fungible_asset::DepositEvent'
const storeCreated = '0x1::primary_fungible_store::PrimaryStoreCreatedEvent'
const ownerEvents: Record<string, string> = {
  [withdraw]: '0x1::fungible_asset::WithdrawOwnerEvent',
  [deposit]: '0x1::fungible_asset::DepositOwnerEvent',
}

interface AssetEvent {
  event: PhasedEvent
  sign: bigint
  store: string
  metadata: string
  amount: bigint
}

function readData(event: PhasedEvent) {
  const data = parseJson(attribute(event, 'data') ?? '')
  return isRecord(data) ? data : undefined
}

const key = (value: unknown) => (typeof value === 'string' ? addressKey(value) : undefined)

/** True when the tx has fungible-asset events: then they, not its coin events, tell what moved. */
export const isAssetEvent = (event: PhasedEvent) =>
  event.type === 'move' && [withdraw, deposit].includes(attribute(event, 'type_tag') ?? '')

export function moveMovements(
  events: readonly PhasedEvent[],
  owners: ReadonlySet<string>,
  denoms: Iterable<string>,
  issues: Issues,
  askedOwners: ReadonlyMap<string, readonly string[] | undefined> = new Map(),
): Movement[] {
  const assets: AssetEvent[] = []
  const storeOwner = new Map<string, string>()
  events.forEach((event, i) => {
    if (event.type !== 'move') return
    const tag = attribute(event, 'type_tag')
    if (tag === storeCreated) {
      const data = readData(event)
      const store = key(data?.store_addr)
      const owner = key(data?.owner_addr)
      if (store && owner) storeOwner.set(store, owner)
      return
    }
    if (tag !== withdraw && tag !== deposit) return
    const data = readData(event)
    const store = key(data?.store_addr)
    const metadata = key(data?.metadata_addr)
    const amount = parseAmount(data?.amount)
    if (!store || !metadata || amount === undefined) {
      issues.add({ kind: 'unreadableAmount', eventType: tag, count: 1 })
      return
    }
    assets.push({ event, sign: tag === withdraw ? -1n : 1n, store, metadata, amount })
    const next = events[i + 1]
    if (
      next?.type === 'move' &&
      next.phase === event.phase &&
      attribute(next, 'type_tag') === ownerEvents[tag]
    ) {
      const owner = key(readData(next)?.owner)
      if (owner) storeOwner.set(store, owner)
    }
  })
  if (assets.length === 0) return []
  const asked = new Map<string | undefined, readonly string[] | undefined>()
  for (const [store, chain] of askedOwners) asked.set(key(store), chain)
  // a primary store is its direct owner's (an object's too, as the chain counts it); any other store is held for
  // the account at the top of its owner chain
  const askedOwner = (asset: AssetEvent) => {
    const chain = asked.get(asset.store)?.map(key)
    if (!chain?.length || chain.some((owner) => !owner)) return undefined
    return primaryStoreOf(chain[0]!, asset.metadata) === asset.store ? chain[0] : chain.at(-1)
  }

  const denomOf = new Map<string, string>()
  for (const given of denoms) {
    // an IBC denom's hash is upper case on chain (ibc-go); a list may hold it lower-cased
    const denom = /^ibc\/[0-9a-f]+$/.test(given) ? `ibc/${given.slice(4).toUpperCase()}` : given
    const metadata = metadataOfDenom(denom)
    if (metadata && !denomOf.has(metadata)) denomOf.set(metadata, denom)
  }
  const metadatas = new Set(assets.map((asset) => asset.metadata))
  for (const owner of owners)
    for (const metadata of metadatas) {
      const store = primaryStoreOf(owner, metadata)
      if (!storeOwner.has(store)) storeOwner.set(store, owner)
    }

  const movements: Movement[] = []
  const unknown = { unknownStore: [] as string[], unknownOwner: [] as string[] }
  assets.forEach((asset, i) => {
    const owner = storeOwner.get(asset.store) ?? askedOwner(asset)
    if (!owner) {
      unknown[asked.has(asset.store) ? 'unknownOwner' : 'unknownStore'].push(
        `0x${asset.store.padStart(64, '0')}`,
      )
      return
    }
    // fungible_asset::transfer withdraws, then deposits the same asset and amount
    const pair = assets[asset.sign < 0n ? i + 1 : i - 1]
    const paired =
      pair && pair.sign !== asset.sign && pair.metadata === asset.metadata && pair.amount === asset.amount
    const known = denomOf.get(asset.metadata)
    movements.push({
      key: owner,
      address: bech32OfKey(owner),
      denom: known ?? moveDenomOf(asset.metadata),
      amount: asset.sign * asset.amount,
      phase: asset.event.phase,
      source: 'move',
      denomKnown: known !== undefined,
      counterparty: paired ? (storeOwner.get(pair.store) ?? askedOwner(pair)) : undefined,
    })
  })
  for (const kind of ['unknownStore', 'unknownOwner'] as const)
    issues.add({ kind, count: unknown[kind].length, stores: [...new Set(unknown[kind])] })
  return movements
}
