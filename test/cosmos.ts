import { fromBase64 } from '@cosmjs/encoding'
import { BroadcastTxError } from '@cosmjs/stargate'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { expect } from 'vitest'

/** The code and log of a broadcast the chain refused; fails the test if it was accepted. */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the chain accepted the tx'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(BroadcastTxError)
      const { code, log } = error as BroadcastTxError
      return { code, log }
    },
  )

/** A tx a devnet chain holds, fetched over its CometBFT RPC (`tx`), with its code and decoded parts. */
export async function fetchDevnetTx(rpcUrl: string, hash: string) {
  const response = await fetch(`${rpcUrl}/tx?hash=0x${hash}`)
  const { result } = (await response.json()) as { result: { tx: string; tx_result: { code: number } } }
  const raw = TxRaw.decode(fromBase64(result.tx))
  return {
    code: result.tx_result.code,
    raw,
    body: TxBody.decode(raw.bodyBytes),
    authInfo: AuthInfo.decode(raw.authInfoBytes),
  }
}
