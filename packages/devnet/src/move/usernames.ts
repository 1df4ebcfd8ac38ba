// The L1's `usernames` module on the devnet, at the address InterwovenKit names for initiation-2
// (initia-labs/interwovenkit src/public/data/constants.ts TESTNET usernamesModuleAddress), with its two view
// functions as initia-labs/usernames sources/usernames.move defines them:
//   get_name_from_address(addr: address): Option<String>   -> "\"alice\"" (the name as stored, no .init) or "null"
//   get_address_from_name(name: String): Option<address>   -> "\"0x…\"" (to_hex_literal) or "null"
// Its two tables are one list here, so a name and its address always point at each other. Names are stored
// lower-case and looked up as given: `Alice` finds nothing, as on chain. No name expires.
// Isomorphic (Web APIs only).
import { fromHex } from '@cosmjs/encoding'
import { anvilAddresses, devnetAccounts } from '../cosmos/accounts.ts'
import { moveAddress } from '../cosmos/vmModules.ts'
import { parseAddress } from '../indexer/address.ts'
import { knownAccountsOf } from '../indexer/chain.ts'
import type { MoveViewModule } from './views.ts'

export const usernamesModuleAddress = '0x42cd8467b1c86e59bf319e5664a09b6b5840bb3fac64f5ce690b5041c530565a'

export interface DevnetUsername {
  /** as the module stores it: lower-case, without `.init` */
  name: string
  /** the account, bech32 */
  address: string
  /** the account, 0x and its 20 bytes' lower-case hex */
  hex: string
  /** which devnet account it is */
  account: string
}

/** usernames.move check_name: 3 to 64 characters of a–z, 0–9 and `-`, no hyphen first or last (stored lower-case). */
const validName = (name: string) => /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/.test(name)

const named = (name: string, address: string, account: string): DevnetUsername => {
  const key = parseAddress(address)
  if (!key || !validName(name) || !address.startsWith('init1'))
    throw new Error(`not a devnet username: ${name} for ${address}`)
  return { name, address, hex: `0x${key}`, account }
}

/** The generated chains' known accounts (seed 1, the devnet server's): every chain's 20 busiest, its rich lists' top 20. */
const known = knownAccountsOf(1)
const [mnemonic0, mnemonic1, ...anvil] = devnetAccounts('init')

/**
 * The devnet's registered names: the funded test accounts (the test mnemonic's first two, anvil's first four) and
 * three of the generated chains' known accounts (ranks 1, 3 and 5 of each rich list: some names, not all). grace's
 * address starts with a zero byte, so its to_hex_literal has 39 hex digits.
 */
export const devnetUsernames: readonly DevnetUsername[] = [
  named('alice', mnemonic0!, "the test mnemonic's account 0"),
  named('bob', mnemonic1!, "the test mnemonic's account 1"),
  ...['carol', 'dave', 'erin', 'frank'].map((name, index) =>
    named(name, anvil[index]!, `anvil's account ${index} (${anvilAddresses[index]})`),
  ),
  named('satoshi', known[0]!.bech32, "the generated chains' busy account (fixtures.busyAccount)"),
  named('validator-01', known[2]!.bech32, "the generated chains' known account 2"),
  named('grace', known[4]!.bech32, "the generated chains' known account 4"),
]

/** The module over a list of names (the devnet's by default); throws when two entries share a name or an account. */
export function usernamesModule(names: readonly DevnetUsername[] = devnetUsernames): MoveViewModule {
  // both tables keyed as the views receive addresses: to_hex_literal, one text per 32-byte address
  const nameToAddress = new Map<string, string>()
  const addressToName = new Map<string, string>()
  for (const { name, hex } of names) {
    const literal = moveAddress(fromHex(hex.slice(2)))
    if (nameToAddress.has(name) || addressToName.has(literal)) throw new Error(`registered twice: ${name}`)
    nameToAddress.set(name, literal)
    addressToName.set(literal, name)
  }
  return {
    address: usernamesModuleAddress,
    name: 'usernames',
    functions: {
      get_name_from_address: {
        params: ['address'],
        run: ([address]) => addressToName.get(address!) ?? null,
      },
      get_address_from_name: {
        params: ['0x1::string::String'],
        run: ([name]) => nameToAddress.get(name!) ?? null,
      },
    },
  }
}
