// The devnet's funded accounts at genesis: the test mnemonic's first two secp256k1 keys (test/wallets.ts) and anvil's
// first four Ethereum keys (their 0x address bytes under the chain's bech32 prefix, as Initia derives ethsecp256k1
// addresses). Users of one devnet sign with different keys, so that none races another for a sequence; the fourth
// anvil key is for the Initia adapter's lost-broadcast tests, which move its sequence on purpose. Any other address
// gets an account once it is funded, as on a real chain: the ante handler creates none (x/auth/ante GetSignerAcc:
// "account ... does not exist"); x/bank's send creates the receiver's.
import { toInitiaBech32 } from '../../../../src/router/initiaAddress.ts'

// m/44'/118'/0'/0/0 and /1
const testMnemonicAddresses = [
  'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an',
  'init1achqtxnj5x0algqayherxcws0490awtpyntef3',
]
export const anvilAddresses = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
] as const

export function devnetAccounts(prefix: string): string[] {
  return [...testMnemonicAddresses, ...anvilAddresses].map(
    (address) => toInitiaBech32(address, prefix) ?? address,
  )
}
