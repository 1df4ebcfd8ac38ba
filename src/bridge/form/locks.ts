// Locked sides of the bridge form: what a lock lets a side be, and what is wrong with it. Pure.
//
// As the Skip Go widget's `defaultRoute.srcLocked` / `destLocked` (skip-mev/skip-go
// packages/widget/src/widget/useInitDefaultRoute.ts; state/route.ts sets `locked` on the side's asset, and
// pages/SwapPage/SwapPage.tsx disables that side's asset and chain selectors), a locked side cannot be changed by the
// user; its flip button is disabled while either side is locked (pages/SwapPage/SwapPageBridge.tsx). Here a lock can
// also leave part of the choice open (a chain's assets, or one symbol on any chain), as LI.FI's widget narrows a side
// with its `chains` / `tokens` allow lists.
import { assetKey, type BridgeAsset } from './catalogue.ts'

/**
 * What a side of the form is locked to: a chain (any of its assets), an asset, or both. `asset` is a denom on
 * `chainId`, or a symbol (`USDC`, any case) on any chain offering it.
 */
export type BridgeLock =
  | { chainId: string; asset?: string | undefined }
  | { asset: string; chainId?: string | undefined }

/** Why a lock cannot be met: the router offers no such chain, or no such asset (on that chain). */
export type LockProblem = 'chain' | 'asset'

/** Whether `lock` lets a side be `asset`; no lock lets it be anything. */
export function lockAllows(
  lock: BridgeLock | undefined,
  asset: BridgeAsset,
  among: readonly BridgeAsset[],
): boolean {
  if (!lock) return true
  if (lock.chainId !== undefined && asset.chainId !== lock.chainId) return false
  if (lock.asset === undefined) return true
  if (asset.denom === lock.asset) return true
  // a denom the catalogue holds is a denom, never a symbol: `uusdc` locks Noble's USDC, not every USDC
  if (among.some((other) => other.denom === lock.asset && sameChain(lock, other))) return false
  return asset.symbol.toLowerCase() === lock.asset.toLowerCase()
}

const sameChain = (lock: BridgeLock, asset: BridgeAsset) =>
  lock.chainId === undefined || asset.chainId === lock.chainId

/** The assets a side may be: those of `assets` the lock allows, in their order (`among`: the whole catalogue). */
export function lockedChoices(
  lock: BridgeLock | undefined,
  assets: readonly BridgeAsset[],
  among: readonly BridgeAsset[] = assets,
): readonly BridgeAsset[] {
  return lock ? assets.filter((asset) => lockAllows(lock, asset, among)) : assets
}

/** What is missing from the catalogue for the lock to be met, or undefined when it can be. */
export function lockProblem(
  lock: BridgeLock | undefined,
  assets: readonly BridgeAsset[],
): LockProblem | undefined {
  if (!lock || assets.length === 0) return undefined
  if (lock.chainId !== undefined && !assets.some((asset) => asset.chainId === lock.chainId)) return 'chain'
  return lockedChoices(lock, assets).length === 0 ? 'asset' : undefined
}

/** The key `key` names when the lock allows that asset, else undefined (a link, a default or a call is ignored). */
export function allowedKey(
  lock: BridgeLock | undefined,
  assets: readonly BridgeAsset[],
  key: string | undefined,
): string | undefined {
  if (!lock || key === undefined) return key
  const asset = assets.find((a) => assetKey(a) === key)
  return asset && lockAllows(lock, asset, assets) ? key : undefined
}
