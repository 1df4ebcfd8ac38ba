import { BroadcastTxError } from '@cosmjs/stargate'
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
