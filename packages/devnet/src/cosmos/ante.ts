// The ante handler's signature rules of the chain stand-ins, from the real chains' source:
// - sign bytes per mode: SIGN_MODE_DIRECT (cosmos-sdk x/auth/tx), SIGN_MODE_LEGACY_AMINO_JSON (the sorted amino
//   JSON sign doc), and on Initia chains SIGN_MODE_EIP_191 (initia-labs/initia tx/eip191.go:
//   "\x19Ethereum Signed Message:\n" + len(aminoJSON) + aminoJSON);
// - keys: /cosmos.crypto.secp256k1.PubKey verifies sha256(signBytes), address ripemd160(sha256(key)); Initia's
//   /initia.crypto.v1beta1.ethsecp256k1.PubKey (initia-labs/initia crypto/ethsecp256k1/ethsecp256k1.go) verifies
//   keccak256(signBytes) over a low-S r||s (a 65th recovery byte is dropped), address keccak256(uncompressed
//   key without 0x04)[12:]. Chains without Initia's types (Noble, the Hub) cannot even decode that key type.
// The amino JSON comes from Initia's own converters (@initia/amino-converter, what InterwovenKit signs with),
// never from the kit's, so the stand-in does not agree with the kit by construction.
import { type AminoMsg, makeSignDoc as makeStdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Keccak256, Ripemd160, Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { toBech32, toHex } from '@cosmjs/encoding'
import { makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { AminoTypes } from '@cosmjs/stargate'
import { aminoConverters } from '@initia/amino-converter'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import type { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { initiaAminoConverters } from '../../../../src/wallet/messages/aminoConverters.ts'

export const secp256k1KeyType = '/cosmos.crypto.secp256k1.PubKey'
export const ethSecp256k1KeyType = '/initia.crypto.v1beta1.ethsecp256k1.PubKey'

/** A CheckTx failure, with the Cosmos SDK's code (codespace sdk). */
export class CheckTxError extends Error {
  declare readonly code: number

  constructor(code: number, log: string) {
    super(log)
    this.code = code
  }
}

// Initia's converters; CCTP has none anywhere, so only its amino names come from the kit (Noble signs it direct)
const aminoTypes = new AminoTypes({
  '/circle.cctp.v1.MsgDepositForBurn': initiaAminoConverters['/circle.cctp.v1.MsgDepositForBurn']!,
  '/circle.cctp.v1.MsgDepositForBurnWithCaller':
    initiaAminoConverters['/circle.cctp.v1.MsgDepositForBurnWithCaller']!,
  ...aminoConverters,
})

const secp256k1Order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The signer's key, checked as the chain's interface registry would decode it. */
export function decodeKey(any: Any, initia: boolean): { type: string; key: Uint8Array } {
  if (any.typeUrl !== secp256k1KeyType && !(initia && any.typeUrl === ethSecp256k1KeyType))
    // the SDK's interface registry answers an unregistered Any type this way (codectypes/interface_registry.go)
    throw new CheckTxError(2, `unable to resolve type URL ${any.typeUrl}: tx parse error`)
  const { key } = PubKey.decode(any.value)
  if (key.length !== 33) throw new CheckTxError(8, `invalid pubkey size ${key.length}: invalid pubkey`)
  return { type: any.typeUrl, key }
}

export function addressOfKey({ type, key }: { type: string; key: Uint8Array }, prefix: string): string {
  if (type === ethSecp256k1KeyType) {
    const uncompressed = Secp256k1.uncompressPubkey(key)
    return toBech32(prefix, new Keccak256(uncompressed.slice(1)).digest().slice(12))
  }
  return toBech32(prefix, new Ripemd160(sha256(key)).digest())
}

export interface SignBytesInput {
  mode: SignMode | undefined
  initia: boolean
  chainId: string
  accountNumber: bigint
  sequence: bigint
  body: TxBody
  authInfo: AuthInfo
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  messages: { typeUrl: string; value: unknown }[]
}

function aminoJson(input: SignBytesInput): Uint8Array {
  const { authInfo, body, messages, chainId, accountNumber, sequence } = input
  const fee = authInfo.fee
  let aminoMsgs: AminoMsg[]
  try {
    aminoMsgs = messages.map(({ typeUrl, value }) => aminoTypes.toAmino({ typeUrl, value }))
  } catch (error) {
    throw new CheckTxError(2, `${(error as Error).message}: tx parse error`)
  }
  const stdFee = {
    amount: fee?.amount ?? [],
    gas: (fee?.gasLimit ?? 0n).toString(),
    ...(fee?.granter ? { granter: fee.granter } : {}),
    ...(fee?.payer ? { payer: fee.payer } : {}),
  }
  return serializeSignDoc(
    makeStdSignDoc(
      aminoMsgs,
      stdFee,
      chainId,
      body.memo,
      accountNumber.toString(),
      sequence.toString(),
      body.timeoutHeight || undefined,
    ),
  )
}

export function signBytes(input: SignBytesInput): Uint8Array {
  const { mode } = input
  if (mode === SignMode.SIGN_MODE_DIRECT)
    return makeSignBytes(
      makeSignDoc(input.bodyBytes, input.authInfoBytes, input.chainId, input.accountNumber),
    )
  if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) return aminoJson(input)
  if (mode === SignMode.SIGN_MODE_EIP_191 && input.initia) {
    const json = aminoJson(input)
    const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${json.length}`)
    return Uint8Array.from([...prefix, ...json])
  }
  // x/tx's HandlerMap: a sign mode without a handler (signing/handler_map.go)
  throw new CheckTxError(18, `unsupported sign mode ${SignMode[mode ?? -1] ?? mode}: invalid request`)
}

export function verifySignature(
  { type, key }: { type: string; key: Uint8Array },
  bytes: Uint8Array,
  signature: Uint8Array | undefined,
): boolean {
  if (!signature) return false
  if (type === ethSecp256k1KeyType) {
    // initia crypto/ethsecp256k1: a 65-byte [R || S || V] signature loses V; S must be low
    const rs = signature.length === 65 ? signature.slice(0, 64) : signature
    if (rs.length !== 64) return false
    const s = BigInt(`0x${toHex(rs.slice(32))}`)
    if (s > secp256k1Order / 2n) return false
    return Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(rs),
      new Keccak256(bytes).digest(),
      key,
    )
  }
  return (
    signature.length === 64 &&
    Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), sha256(bytes), key)
  )
}
