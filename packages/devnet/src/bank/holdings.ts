// What each devnet account holds on each Initia chain of the devnet, as x/bank would store it: a few listed tokens
// for every funded account, and named accounts for the states a wallet must show (many pages of denoms, a chain
// that answers HTML, hostile denoms and amounts, nothing at all). Deterministic, so stories and tests name them.
import { ATOM_ON_L1, USDC_ON_L1, USDC_ON_MOVE } from '../registry/assets.ts'
import { evmFeeDenom, moveFeeDenom } from '../registry/chains.ts'
import { genesisUnits } from '../router/balances.ts'
import { defaultEvmContracts, L1 } from '../router/registry.ts'

/** Noble's USDC on the Hub, as the router lists it (router/registry.ts). */
const USDC_ON_HUB = 'ibc/F663521BF1836B00F5F177680F74BFB9A8B5654A694D0D2BC249E03CF2509013'

export interface Holding {
  denom: string
  amount: bigint
}

/** Accounts with a story of their own (0x bytes; each chain is sent them in its bech32 form). */
export const bankFixtures = {
  /** 230 unlisted denoms on the L1 besides its INIT: three pages at cosmos-sdk's default limit of 100. */
  manyDenoms: '0x00000000000000000000000000000000000ba1a0',
  /** move-1's REST answers this account with an HTML page (a proxy's error page, status 200). */
  failingOnMove: '0x00000000000000000000000000000000000ba1a1',
  /** Amounts of 77 digits (math.Int's 256 bits hold 78), markup and control characters in denoms, an unlisted denom of 128 characters. */
  hostile: '0x00000000000000000000000000000000000ba1a2',
  /** Holds nothing anywhere. */
  empty: '0x00000000000000000000000000000000000ba1a3',
} as const

const units = (whole: number, decimals: number) =>
  (BigInt(Math.round(whole * 1e6)) * 10n ** BigInt(decimals)) / 1_000_000n

/** A small number from the address, so funded accounts differ a little. */
const spread = (hex: string) => Number.parseInt(hex.slice(-4), 16) % 97

/** An unlisted denom no registry names (an IBC denom of a channel the registry does not list). */
const unlistedIbc = `ibc/${'0A1B2C3D'.repeat(8)}`

function fundedHoldings(chainId: string, hex: string): Holding[] {
  const n = spread(hex)
  if (chainId === L1)
    return [
      { denom: 'uinit', amount: units(1234.56789 + n, 6) },
      { denom: USDC_ON_L1, amount: units(250.5 + n, 6) },
      // worth $0.05: hidden among the small balances
      { denom: ATOM_ON_L1, amount: units(0.0123, 6) },
      { denom: unlistedIbc, amount: 42_000n },
    ]
  if (chainId === 'evm-1')
    return [
      // the gas ERC-20 wrapping INIT, 18 decimals, as on the real testnet's evm-1
      { denom: evmFeeDenom, amount: units(12.5 + n / 10, 18) },
      { denom: `evm/${defaultEvmContracts.usdc.slice(2)}`, amount: units(75, 6) },
      { denom: `evm/${'ab'.repeat(20)}`, amount: 10n ** 18n },
    ]
  if (chainId === 'move-1')
    return [
      { denom: moveFeeDenom, amount: units(88, 6) },
      { denom: USDC_ON_MOVE, amount: units(10.25, 6) },
    ]
  // Noble and the Hub: what the router's balances say the funded keys hold there (router/balances.ts genesisUnits),
  // so that their IBC transfers, executed on this ledger, escrow what the router showed
  if (chainId === 'noble-1') return [{ denom: 'uusdc', amount: units(Number(genesisUnits), 6) }]
  if (chainId === 'cosmoshub-4')
    return [
      { denom: 'uatom', amount: units(Number(genesisUnits), 6) },
      { denom: USDC_ON_HUB, amount: units(Number(genesisUnits), 6) },
    ]
  return []
}

function hostileHoldings(chainId: string): Holding[] {
  if (chainId !== L1) return [{ denom: 'uinit', amount: 0n }]
  return [
    { denom: 'uinit', amount: BigInt('9'.repeat(77)) },
    { denom: '<img src=x onerror=alert(1)>', amount: 1n },
    { denom: 'factory/init1evil/\u202Eevil\u200B', amount: BigInt(`1${'0'.repeat(40)}`) },
    { denom: `ibc/${'F'.repeat(124)}`, amount: 7n },
  ]
}

/**
 * The balances of `hex` (lower-case 0x bytes) on `chainId`; `funded` are the 0x bytes of the devnet's funded
 * accounts. x/bank keeps no zero balances (x/bank/keeper/send.go setBalance deletes them), so none is returned.
 */
export function holdingsOf(chainId: string, hex: string, funded: ReadonlySet<string>): Holding[] {
  const list =
    hex === bankFixtures.manyDenoms
      ? chainId === L1
        ? [
            { denom: 'uinit', amount: units(5, 6) },
            ...Array.from({ length: 230 }, (_, i) => ({
              denom: `factory/init1dust/token${String(i).padStart(3, '0')}`,
              amount: BigInt(i + 1),
            })),
          ]
        : []
      : hex === bankFixtures.hostile
        ? hostileHoldings(chainId)
        : hex === bankFixtures.failingOnMove
          ? fundedHoldings(chainId, hex)
          : funded.has(hex)
            ? fundedHoldings(chainId, hex)
            : []
  return list.filter((holding) => holding.amount > 0n)
}
