import { expect, test } from 'vitest'
import type { BridgeAsset } from './catalogue.ts'
import { allowedKey, lockedChoices, lockProblem } from './locks.ts'
import { readBridgeUrlState } from './urlState.ts'

const asset = (chainId: string, denom: string, symbol: string): BridgeAsset => ({
  chainId,
  chainName: chainId,
  denom,
  symbol,
  decimals: 6,
})
const catalogue = [
  asset('noble-1', 'uusdc', 'USDC'),
  asset('initiation-2', 'uinit', 'INIT'),
  asset('initiation-2', 'ibc/usdc', 'USDC'),
  asset('move-1', 'l2/usdc', 'USDC'),
  // a token whose symbol is another's denom: a denom is read as a denom first
  asset('move-1', 'uinit', 'MOVEINIT'),
]
const keys = (assets: readonly BridgeAsset[]) => assets.map((a) => `${a.chainId}/${a.denom}`)

test('behavior: a lock by chain, by symbol (any case), by denom, or both', () => {
  expect(keys(lockedChoices({ chainId: 'initiation-2' }, catalogue))).toEqual([
    'initiation-2/uinit',
    'initiation-2/ibc/usdc',
  ])
  expect(keys(lockedChoices({ asset: 'usdc' }, catalogue))).toEqual([
    'noble-1/uusdc',
    'initiation-2/ibc/usdc',
    'move-1/l2/usdc',
  ])
  expect(keys(lockedChoices({ asset: 'USDC', chainId: 'move-1' }, catalogue))).toEqual(['move-1/l2/usdc'])
  expect(keys(lockedChoices({ asset: 'uinit' }, catalogue))).toEqual(['initiation-2/uinit', 'move-1/uinit'])
  expect(keys(lockedChoices({ asset: 'uinit', chainId: 'move-1' }, catalogue))).toEqual(['move-1/uinit'])
  expect(lockedChoices(undefined, catalogue)).toBe(catalogue)
})

test('behavior: what the catalogue lacks for a lock', () => {
  expect(lockProblem({ chainId: 'osmosis-1' }, catalogue)).toBe('chain')
  expect(lockProblem({ chainId: 'noble-1', asset: 'INIT' }, catalogue)).toBe('asset')
  expect(lockProblem({ asset: 'WBTC' }, catalogue)).toBe('asset')
  expect(lockProblem({ asset: 'usdc' }, catalogue)).toBeUndefined()
  // the catalogue not in yet: nothing to say
  expect(lockProblem({ chainId: 'osmosis-1' }, [])).toBeUndefined()
})

test('behavior: a key the lock does not allow is refused', () => {
  expect(allowedKey({ chainId: 'noble-1' }, catalogue, 'noble-1/uusdc')).toBe('noble-1/uusdc')
  expect(allowedKey({ chainId: 'noble-1' }, catalogue, 'move-1/l2/usdc')).toBeUndefined()
  expect(allowedKey({ chainId: 'noble-1' }, catalogue, 'noble-1/<script>')).toBeUndefined()
  expect(allowedKey(undefined, catalogue, 'anything')).toBe('anything')
})

test('behavior: a link cannot move a locked side; the problem names the field that would', () => {
  const read = (search: string) =>
    readBridgeUrlState(search, {
      assets: catalogue,
      chains: new Map(),
      locks: { destination: { chainId: 'move-1', asset: 'USDC' } },
    })
  expect(read('?sourceChain=noble-1&destChain=initiation-2&destAsset=ibc/usdc')).toEqual({
    source: 'noble-1/uusdc',
    problems: { destChain: 'locked' },
  })
  expect(read('?destChain=move-1&destAsset=uinit')).toEqual({ problems: { destAsset: 'locked' } })
  expect(read('?destChain=move-1&destAsset=l2/usdc')).toEqual({ destination: 'move-1/l2/usdc', problems: {} })
})
