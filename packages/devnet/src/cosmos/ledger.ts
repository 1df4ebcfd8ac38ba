// A chain's x/bank state, live: what each account holds at genesis (bank/holdings.ts) with every executed tx on top.
// Changes are made on a draft (a tx's cache context) and land only on commit, so a simulation or a failed message
// changes nothing, as baseapp's CacheMultiStore discards a failed or simulated tx's writes (baseapp/baseapp.go runTx).
// Keyed by the account's lower-case 0x bytes, the key x/bank stores balances under (address bytes + denom).
// Isomorphic (Web APIs only).
import { CheckTxError } from './ante.ts'

export interface Coin {
  denom: string
  amount: bigint
}

export interface Ledger {
  /** Every non-zero balance of an account (0x bytes), in no particular order. */
  balancesOf(hex: string): Coin[]
  /** A working copy on top of the ledger. */
  draft(): LedgerDraft
}

export interface LedgerDraft {
  balance(hex: string, denom: string): bigint
  /**
   * Moves coins as x/bank's SendCoins does: all or nothing, failing with code 5 (sdkerrors.ErrInsufficientFunds) and
   * cosmos-sdk's words (x/bank/keeper/send.go subUnlockedCoins: "spendable balance %s is smaller than %s").
   */
  send(fromHex: string, toHex: string, coins: readonly Coin[]): void
  /** Sets a balance outright (a module that mints or burns, e.g. an ERC-20 moved by an EVM call). */
  set(hex: string, denom: string, amount: bigint): void
  /** A draft of this draft: a message's own cache context inside the tx's. */
  draft(): LedgerDraft
  commit(): void
}

const keyOf = (hex: string, denom: string) => `${hex.toLowerCase()} ${denom}`

/** sdk.Coins.String(): amount then denom, comma-separated, in denom order. */
export const coinsText = (coins: readonly Coin[]) =>
  [...coins]
    .sort((a, b) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0))
    .map((coin) => `${coin.amount}${coin.denom}`)
    .join(',')

export function createLedger(genesis: (hex: string) => readonly Coin[]): Ledger {
  const balances = new Map<string, bigint>()
  const touched = new Set<string>()
  /** An account's genesis balances come in the first time it is read or written. */
  function load(hex: string) {
    const account = hex.toLowerCase()
    if (touched.has(account)) return
    touched.add(account)
    for (const coin of genesis(account)) balances.set(keyOf(account, coin.denom), coin.amount)
  }
  const root = {
    get(hex: string, denom: string) {
      load(hex)
      return balances.get(keyOf(hex, denom)) ?? 0n
    },
    write(changes: Map<string, { hex: string; denom: string; amount: bigint }>) {
      for (const [key, { hex, amount }] of changes) {
        load(hex)
        balances.set(key, amount)
      }
    },
  }
  return {
    balancesOf(hex) {
      load(hex)
      const prefix = `${hex.toLowerCase()} `
      return [...balances]
        .filter(([key, amount]) => key.startsWith(prefix) && amount > 0n)
        .map(([key, amount]) => ({ denom: key.slice(prefix.length), amount }))
    },
    draft: () => draftOn(root),
  }
}

interface Layer {
  get(hex: string, denom: string): bigint
  write(changes: Map<string, { hex: string; denom: string; amount: bigint }>): void
}

function draftOn(parent: Layer): LedgerDraft {
  const changes = new Map<string, { hex: string; denom: string; amount: bigint }>()
  const layer: Layer = {
    get: (hex, denom) => changes.get(keyOf(hex, denom))?.amount ?? parent.get(hex, denom),
    write(more) {
      for (const [key, change] of more) changes.set(key, change)
    },
  }
  const set = (hex: string, denom: string, amount: bigint) =>
    changes.set(keyOf(hex, denom), { hex: hex.toLowerCase(), denom, amount })
  return {
    balance: layer.get,
    set,
    send(fromHex, toHex, coins) {
      // x/bank/keeper/send.go subUnlockedCoins: coin by coin, the first one short fails the send
      const short = coins.find((coin) => layer.get(fromHex, coin.denom) < coin.amount)
      if (short)
        throw new CheckTxError(
          5,
          `spendable balance ${layer.get(fromHex, short.denom)}${short.denom} is smaller than ${short.amount}${short.denom}: insufficient funds`,
        )
      for (const coin of coins) {
        set(fromHex, coin.denom, layer.get(fromHex, coin.denom) - coin.amount)
        set(toHex, coin.denom, layer.get(toHex, coin.denom) + coin.amount)
      }
    },
    draft: () => draftOn(layer),
    commit() {
      parent.write(changes)
      changes.clear()
    },
  }
}
