// One account's balances on several chains, named by the chain registry and grouped by origin: INIT on the L1 and
// on each rollup is one group, because each rollup's asset traces back (registry `traces`, origin first: see
// samples/registry mainnets/inertia USDC [ibc noble uusdc, op initia ibc/6490…]) to the L1's `uinit`. Pure: the hook
// and a server call it with what the queries hold.
import { formatAmountOrNull } from '../amounts/amount.ts'
import { type AssetInfo, assetOf } from '../registry/asset.ts'
import type { RegistryAsset, RegistryAssetList } from '../registry/assetSchemas.ts'
import { denomKey } from '../registry/denomKey.ts'
import type { BankBalance, GetPricesReturnType } from './actions.ts'

/** What is known of one chain when the portfolio is built; `balances` undefined while they load or after a failure. */
export interface PortfolioChainInput {
  chainId: string
  /** The registry's `chain_name` (what traces name). */
  chainName: string
  /** What people read: the registry's `pretty_name`. */
  name: string
  l1: boolean
  balances: readonly BankBalance[] | undefined
  assets: Pick<RegistryAssetList, 'assets'> | undefined
  prices: GetPricesReturnType | undefined
}

/** A listed token held on one chain. */
export interface PortfolioBalance extends AssetInfo {
  chainId: string
  chainName: string
  denom: string
  /** Base units, exactly. */
  amount: bigint
  /** USD per whole token; undefined when the price API names none. */
  price: number | undefined
  /** USD; undefined without a price. */
  value: number | undefined
}

/** One token across chains: the same origin (INIT on the L1 and INIT on each rollup). */
export interface PortfolioGroup {
  /** The origin: `<chain_name>/<base denom>` of the chain the token comes from. */
  id: string
  symbol: string
  name: string
  logo: string | undefined
  /** The sum over chains, in base units of `decimals` (the most decimals among them), exactly. */
  amount: bigint
  decimals: number
  /** USD of the balances that have a price; undefined when none has. */
  value: number | undefined
  /** Each chain's balance, the most valuable first. */
  balances: PortfolioBalance[]
}

/** A denom the registry does not name: shown apart, in base units. */
export interface UnlistedBalance {
  chainId: string
  chainName: string
  denom: string
  amount: bigint
}

export interface PortfolioSummary {
  /** The most valuable first; groups without a price after, by symbol. */
  groups: PortfolioGroup[]
  unlisted: UnlistedBalance[]
  /** USD of every priced balance. */
  total: number
  /** Some listed balance has no price, so `total` leaves it out. */
  unpriced: boolean
}

const same = (a: string, b: string) => denomKey(a) === denomKey(b)

function entryOf(
  list: Pick<RegistryAssetList, 'assets'> | undefined,
  denom: string,
): RegistryAsset | undefined {
  const evm = /^0x[0-9a-f]{40}$/i.test(denom) ? `evm/${denom.slice(2)}` : denom
  return list?.assets.find(
    (asset) =>
      same(asset.base, evm) ||
      (evm.startsWith('evm/') && asset.address?.toLowerCase() === `0x${evm.slice(4)}`.toLowerCase()),
  )
}

/**
 * Where a token comes from: the first trace's counterparty (the origin side), followed into that chain's own
 * assetlist while it is known and traces further (a rollup's USDC -> the L1's ibc/ USDC -> noble `uusdc`).
 */
export function originOf(
  chainName: string,
  denom: string,
  lists: ReadonlyMap<string, Pick<RegistryAssetList, 'assets'>>,
): string {
  let at = { chainName, denom }
  for (let hop = 0; hop < 8; hop++) {
    const entry = entryOf(lists.get(at.chainName), at.denom)
    const counterparty = entry?.traces?.[0]?.counterparty
    if (!entry || !counterparty) return `${at.chainName}/${entry?.base ?? at.denom}`
    at = { chainName: counterparty.chain_name, denom: counterparty.base_denom }
  }
  return `${at.chainName}/${at.denom}`
}

/** USD of `amount` base units at `price` per whole token; undefined without a price or a readable amount. */
function usdOf(amount: bigint, decimals: number, price: number | undefined): number | undefined {
  if (price === undefined) return undefined
  const decimal = formatAmountOrNull(amount.toString(), decimals)
  return decimal === null ? undefined : Number(decimal) * price
}

const byValue = (a: { value: number | undefined }, b: { value: number | undefined }) =>
  (b.value ?? -1) - (a.value ?? -1)

/** The portfolio of what `chains` hold: listed tokens grouped by origin and priced, unlisted ones apart. */
export function buildPortfolio(chains: readonly PortfolioChainInput[]): PortfolioSummary {
  const lists = new Map(chains.flatMap((chain) => (chain.assets ? [[chain.chainName, chain.assets]] : [])))
  const l1 = chains.find((chain) => chain.l1)
  const l1List = l1?.assets && { chain_name: l1.chainName, assets: l1.assets.assets }
  const groups = new Map<string, PortfolioGroup>()
  const unlisted: UnlistedBalance[] = []
  for (const chain of chains) {
    for (const { denom, amount } of chain.balances ?? []) {
      if (amount <= 0n) continue
      const info =
        chain.assets && assetOf(chain.assets, denom, { l1: l1List as RegistryAssetList | undefined })
      if (!info) {
        unlisted.push({ chainId: chain.chainId, chainName: chain.name, denom, amount })
        continue
      }
      const price = chain.prices?.[denom]
      const balance: PortfolioBalance = {
        ...info,
        chainId: chain.chainId,
        chainName: chain.name,
        denom,
        amount,
        price,
        value: usdOf(amount, info.decimals, price),
      }
      const id = originOf(chain.chainName, denom, lists)
      const group = groups.get(id)
      if (!group) {
        groups.set(id, {
          id,
          ...naming(info),
          amount,
          decimals: info.decimals,
          value: balance.value,
          balances: [balance],
        })
        continue
      }
      const decimals = Math.max(group.decimals, info.decimals)
      group.amount =
        group.amount * 10n ** BigInt(decimals - group.decimals) +
        amount * 10n ** BigInt(decimals - info.decimals)
      group.decimals = decimals
      group.value =
        group.value === undefined && balance.value === undefined
          ? undefined
          : (group.value ?? 0) + (balance.value ?? 0)
      group.balances.push(balance)
      // the origin chain's own entry names the group (INIT on the L1, not a rollup's wrapper)
      if (chain.chainName === id.slice(0, id.indexOf('/'))) Object.assign(group, naming(info))
    }
  }
  const sorted = [...groups.values()].sort(
    (a, b) => byValue(a, b) || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
  )
  for (const group of sorted) group.balances.sort(byValue)
  const l1Id = l1?.chainId
  unlisted.sort(
    (a, b) =>
      Number(b.chainId === l1Id) - Number(a.chainId === l1Id) ||
      compare(a.chainName, b.chainName) ||
      compare(a.denom, b.denom),
  )
  const balances = sorted.flatMap((group) => group.balances)
  return {
    groups: sorted,
    unlisted,
    total: balances.reduce((sum, balance) => sum + (balance.value ?? 0), 0),
    unpriced: balances.some((balance) => balance.value === undefined),
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const naming = ({ symbol, name, logo }: AssetInfo) => ({ symbol, name, logo })
