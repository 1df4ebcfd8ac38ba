import type { EncodeObject, Registry } from '@cosmjs/proto-signing'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { SignerAccount } from './account.ts'

// Initia's Ethereum-key accounts sign in SIGN_MODE_EIP_191 (initia-labs/initia tx/eip191.go); others DIRECT.
const ethSecp256k1 = '/initia.crypto.v1beta1.ethsecp256k1.PubKey'

/**
 * A tx to simulate: the messages, the signer's sequence and key (when the chain holds one), no fee, an empty
 * signature. The chain skips signature checks when simulating but checks the sequence (cosmos-sdk
 * x/auth/ante/sigverify.go); cosmjs simulates the same way (@cosmjs/stargate modules/tx/queries.ts).
 */
export function unsignedTxBytes(
  registry: Registry,
  messages: readonly EncodeObject[],
  memo: string,
  signer: Pick<SignerAccount, 'sequence' | 'pubkey'>,
): Uint8Array {
  const mode =
    signer.pubkey?.typeUrl === ethSecp256k1 ? SignMode.SIGN_MODE_EIP_191 : SignMode.SIGN_MODE_DIRECT
  return TxRaw.encode(
    TxRaw.fromPartial({
      bodyBytes: registry.encodeTxBody({ messages: [...messages], memo }),
      authInfoBytes: AuthInfo.encode(
        AuthInfo.fromPartial({
          signerInfos: [
            { publicKey: signer.pubkey, modeInfo: { single: { mode } }, sequence: signer.sequence },
          ],
          fee: { amount: [], gasLimit: 0n },
        }),
      ).finish(),
      signatures: [new Uint8Array()],
    }),
  ).finish()
}
