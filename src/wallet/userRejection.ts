import { isUserRejection, UserRejectedError } from '../errors/wallet.ts'

/** A refusal in the wallet as the kit's `UserRejectedError`; any other error as it is. */
export function rejectionOf(error: unknown): unknown {
  return isUserRejection(error) ? new UserRejectedError({ cause: error }) : error
}

/**
 * Asks a Cosmos wallet (the cosmjs adapter's signer) for a signature: a refusal there throws `UserRejectedError`.
 * Cosmos wallets word it rather than give EIP-1193's 4001: Keplr "Request rejected", Leap "Transaction declined"
 * (Cosmostation says 4001). Only for the wallet's own sign call: the words would misread any other error.
 */
export async function signInWallet<result>(sign: () => Promise<result>): Promise<result> {
  try {
    return await sign()
  } catch (error) {
    if (/reject|declin|denied|cancel/i.test(String(error))) throw new UserRejectedError({ cause: error })
    throw rejectionOf(error)
  }
}
