import { sha256 } from '@cosmjs/crypto'
import { toHex } from '@cosmjs/encoding'
import { cosmosTxHash } from '../http/txHash.ts'

/** The hash of a signed Cosmos tx, as the chain and the router name it. */
export const txHashOf = (txBytes: Uint8Array): string => cosmosTxHash(toHex(sha256(txBytes)))
