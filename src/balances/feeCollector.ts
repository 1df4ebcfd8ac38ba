// The fee collector: cosmos-sdk's module account `fee_collector` (x/auth/types `NewModuleAddress`: the first 20
// bytes of sha256 of the name), where x/auth/ante/fee.go `DeductFees` sends every fee. On Initia's chains it is
// init17xpfvakm2amg962yls6f84z3kell8c5l70rnql; minievm refunds unused gas from it (app/posthandler/gasrefund.go).
import { sha256 } from '@noble/hashes/sha2.js'
import { toHex } from './address.ts'

let key: string | undefined

/** The fee collector's address key. */
export function feeCollectorKey(): string {
  key ??= toHex(sha256(new TextEncoder().encode('fee_collector')).slice(0, 20)).replace(/^0+(?=.)/, '')
  return key
}
