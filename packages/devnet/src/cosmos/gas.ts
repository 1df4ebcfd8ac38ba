// The gas a tx uses, as the SDK's gas meter counts it, from the same figures (a model of the store accesses, not a
// trace of them, but deterministic and growing with what the real one grows with):
// - cosmos-sdk x/auth/types/params.go defaults: TxSizeCostPerByte 10, SigVerifyCostSecp256k1 1000 (initia's
//   ethsecp256k1 is charged as secp256k1);
// - x/auth/ante/basic.go ConsumeGasForTxSize: 10 per byte of the tx, and in a simulation, for each signer whose
//   signature is empty, 10 × (the amino size of a StdSignature of the account's key, or simSecp256k1Pubkey, and a
//   64-byte signature, + 6);
// - store/types/gas.go KVGasConfig: a read 1000 + 3 per byte of key and value, a write 2000 + 30 per byte.
export const txSizeCostPerByte = 10n
export const sigVerifyCost = 1000n
const readFlat = 1000n
const readPerByte = 3n
const writeFlat = 2000n
const writePerByte = 30n

/** amino StdSignature {pub_key: 33-byte key with its 4-byte amino prefix and length, signature: 64 bytes} */
const simulatedSignatureBytes = 2n + (4n + 1n + 33n) + 2n + 64n + 6n

/** A BaseAccount as x/auth stores it: its key (prefix + 20 bytes) and its proto (address, key, number, sequence). */
const accountBytes = 21n + 90n

export const readGas = (bytes: bigint) => readFlat + readPerByte * bytes
export const writeGas = (bytes: bigint) => writeFlat + writePerByte * bytes

/** What the ante handler uses: the tx's size, the signer's account read by each decorator and written once, one signature. */
export function anteGas(txBytes: number, signatureMissing: boolean): bigint {
  const size = BigInt(txBytes) + (signatureMissing ? simulatedSignatureBytes : 0n)
  return txSizeCostPerByte * size + 5n * readGas(accountBytes) + writeGas(accountBytes) + sigVerifyCost
}

/** A balance read and written, for one account and denom (x/bank's key: prefix, address length, address, denom). */
export const balanceGas = (denom: string, amount: bigint) => {
  const bytes = BigInt(2 + 20 + denom.length + amount.toString().length)
  return readGas(bytes) + writeGas(bytes)
}
