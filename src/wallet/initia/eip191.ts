// Cosmos txs signed with an Ethereum key, as Initia's chains verify them (initia-labs/initia tx/eip191.go and
// crypto/ethsecp256k1): the amino JSON sign doc, signed as an EIP-191 personal message; the key type
// /initia.crypto.v1beta1.ethsecp256k1.PubKey (the compressed key, recovered from the signature) and
// SIGN_MODE_EIP_191 in the signer info; the signature as 64 bytes r||s, low-S. InterwovenKit signs the same way
// (packages/interwovenkit-react/src/data/signer.ts).
import { makeSignDoc, type StdFee, serializeSignDoc } from '@cosmjs/amino'
import { fromHex } from '@cosmjs/encoding'
import type { EncodeObject, Registry } from '@cosmjs/proto-signing'
import type { AminoTypes } from '@cosmjs/stargate'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { type Hex, hashMessage, recoverPublicKey } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { SignerMismatchError } from '../../errors/wallet.ts'

export const ethSecp256k1PubkeyTypeUrl = '/initia.crypto.v1beta1.ethsecp256k1.PubKey'

/** What signs: an Ethereum account's address and its personal_sign. */
export interface EthereumMessageSigner {
  address: Hex
  signMessage(message: string): Promise<Hex>
}

export interface SignEip191Parameters {
  signer: EthereumMessageSigner
  chainId: string
  accountNumber: bigint
  sequence: bigint
  messages: readonly EncodeObject[]
  fee: StdFee
  memo?: string
  registry: Registry
  aminoTypes: AminoTypes
}

const secp256k1Order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** `PubKey { bytes key = 1 }` as an Any of Initia's ethsecp256k1 type. */
export function ethSecp256k1PubkeyAny(compressedKey: Uint8Array): Any {
  return {
    typeUrl: ethSecp256k1PubkeyTypeUrl,
    value: Uint8Array.from([10, compressedKey.length, ...compressedKey]),
  }
}

/** The body and auth info of a tx signed in SIGN_MODE_EIP_191; `pubkey` may be left out to simulate. */
export function encodeEip191Tx(
  registry: Registry,
  {
    messages,
    memo = '',
    fee,
    sequence,
  }: Pick<SignEip191Parameters, 'messages' | 'memo' | 'fee' | 'sequence'>,
  pubkey: Any | undefined,
) {
  return {
    bodyBytes: registry.encodeTxBody({ messages: [...messages], memo }),
    authInfoBytes: AuthInfo.encode(
      AuthInfo.fromPartial({
        signerInfos: [
          { publicKey: pubkey, modeInfo: { single: { mode: SignMode.SIGN_MODE_EIP_191 } }, sequence },
        ],
        fee: {
          amount: [...fee.amount],
          gasLimit: BigInt(fee.gas),
          ...(fee.granter && { granter: fee.granter }),
          ...(fee.payer && { payer: fee.payer }),
        },
      }),
    ).finish(),
  }
}

/** Asks the wallet for one personal_sign over the amino sign doc and returns the signed tx. */
export async function signEip191Tx(parameters: SignEip191Parameters): Promise<TxRaw> {
  const {
    signer,
    chainId,
    accountNumber,
    sequence,
    messages,
    fee,
    memo = '',
    registry,
    aminoTypes,
  } = parameters
  const signDoc = makeSignDoc(
    messages.map((message) => aminoTypes.toAmino(message)),
    fee,
    chainId,
    memo,
    accountNumber.toString(),
    sequence.toString(),
  )
  // sorted keys, no spaces, & < > escaped: the bytes the chain rebuilds
  const text = new TextDecoder().decode(serializeSignDoc(signDoc))
  const signature = await signer.signMessage(text)
  const publicKey = await recoverPublicKey({ hash: hashMessage(text), signature })
  const recovered = publicKeyToAddress(publicKey)
  if (recovered.toLowerCase() !== signer.address.toLowerCase())
    throw new SignerMismatchError(signer.address, recovered)
  const { bodyBytes, authInfoBytes } = encodeEip191Tx(
    registry,
    { messages, memo, fee, sequence },
    ethSecp256k1PubkeyAny(compressPublicKey(publicKey)),
  )
  return TxRaw.fromPartial({ bodyBytes, authInfoBytes, signatures: [toLowS(signature)] })
}

/** 0x04 || x || y to 0x02/0x03 || x. */
function compressPublicKey(publicKey: Hex): Uint8Array {
  const bytes = fromHex(publicKey.slice(2))
  const y = bytes.subarray(33, 65)
  return Uint8Array.from([(y[31] ?? 0) % 2 === 0 ? 2 : 3, ...bytes.subarray(1, 33)])
}

/** r||s without the recovery byte, s in the lower half of the curve order: the chain refuses a high s. */
function toLowS(signature: Hex): Uint8Array {
  const bytes = fromHex(signature.slice(2, 2 + 128))
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  if (s <= secp256k1Order / 2n) return bytes
  const lowS = (secp256k1Order - s).toString(16).padStart(64, '0')
  bytes.set(fromHex(lowS), 32)
  return bytes
}
