// A tx run as baseapp runs it (baseapp/baseapp.go runTx, v0.50): the ante handler's fee deduction and events on the
// tx's cache context, then each message on a cache context of its own, whose writes are kept only if every message
// succeeds; a failed message fails the tx with "failed to execute message; message index: i: <error>" while the fee
// stays paid. A simulation runs the same way and commits nothing.
import { toBase64 } from '@cosmjs/encoding'
import { CheckTxError } from './ante.ts'
import { type AbciEvent, abciEvent, messageEvents, moduleAddress, sendEvents } from './events.ts'
import { anteGas } from './gas.ts'
import { type Coin, coinsText, type Ledger } from './ledger.ts'
import { addressBytes, type MessageHandler } from './modules.ts'

export interface TxToRun {
  signer: string
  sequence: bigint
  signature: Uint8Array
  fee: readonly Coin[]
  gasLimit: bigint
  messages: readonly { typeUrl: string; value: unknown }[]
  /** The TxRaw's length, which the ante handler charges per byte. */
  size: number
}

export interface ChainState {
  bech32Prefix: string
  /** The chain's x/bank; without one, fees are not deducted and the bank's messages change nothing. */
  ledger?: Ledger | undefined
  handlers: Readonly<Record<string, MessageHandler>>
  fund(address: string): void
}

export interface TxOutcome {
  gasUsed: bigint
  /** The ante handler's events and, when the messages succeeded, theirs. */
  events: AbciEvent[]
  msgResponses: { typeUrl: string; value: Uint8Array }[]
  /** A message's failure (the tx is still included, its fee paid). */
  failure?: CheckTxError
  /** Writes the tx's changes to the chain's ledger: the fee, and the messages' unless they failed. */
  commit(): void
}

/**
 * Runs `tx` after the ante handler's signature checks. Throws a CheckTxError when the ante handler fails (the fee
 * cannot be paid). `deliver` is told of each message of a delivered tx (not of a simulation), after its module ran.
 */
export function runTx(
  tx: TxToRun,
  chain: ChainState,
  options: {
    simulate: boolean
    deliver?: ((message: { typeUrl: string; value: unknown }) => void) | undefined
  },
): TxOutcome {
  let gasUsed = anteGas(tx.size, tx.signature.length === 0)
  const txDraft = chain.ledger?.draft()
  const anteEvents: AbciEvent[] = []
  const feePaid = tx.fee.filter((coin) => coin.amount > 0n)
  if (txDraft && feePaid.length) {
    const collector = moduleAddress('fee_collector', chain.bech32Prefix)
    try {
      txDraft.send(
        addressBytes(tx.signer, chain.bech32Prefix, 'fee payer'),
        addressBytes(collector, chain.bech32Prefix, 'fee collector'),
        feePaid,
      )
    } catch (error) {
      // x/auth/ante/fee.go DeductFees: errorsmod.Wrap(sdkerrors.ErrInsufficientFunds, err.Error())
      if (error instanceof CheckTxError) throw new CheckTxError(5, `${error.message}: insufficient funds`)
      throw error
    }
    anteEvents.push(...sendEvents(tx.signer, collector, feePaid))
  }
  anteEvents.push(
    abciEvent('tx', [
      ['fee', coinsText(feePaid)],
      ['fee_payer', tx.signer],
    ]),
    abciEvent('tx', [['acc_seq', `${tx.signer}/${tx.sequence}`]]),
    abciEvent('tx', [['signature', toBase64(tx.signature)]]),
  )
  const messageDraft = txDraft?.draft()
  const effects: (() => void)[] = []
  const events: AbciEvent[] = []
  const msgResponses: TxOutcome['msgResponses'] = []
  let failure: CheckTxError | undefined
  for (const [index, message] of tx.messages.entries()) {
    try {
      const handler = chain.handlers[message.typeUrl]
      const result =
        handler && messageDraft
          ? handler(message.value, {
              bank: messageDraft,
              bech32Prefix: chain.bech32Prefix,
              signer: tx.signer,
              consumeGas: (amount) => {
                gasUsed += amount
              },
              fund: (address) => effects.push(() => chain.fund(address)),
              onCommit: (effect) => effects.push(effect),
            })
          : { events: [], response: { typeUrl: `${message.typeUrl}Response`, value: new Uint8Array() } }
      if (!options.simulate) options.deliver?.(message)
      events.push(...messageEvents(message.typeUrl, tx.signer, result.events, index))
      msgResponses.push(result.response)
    } catch (error) {
      if (typeof (error as { code?: unknown }).code !== 'number') throw error
      const { code, message: text } = error as CheckTxError
      failure = new CheckTxError(code, `failed to execute message; message index: ${index}: ${text}`)
      Object.assign(failure, { codespace: (error as { codespace?: string }).codespace ?? 'sdk' })
      break
    }
  }
  if (!failure && tx.gasLimit > 0n && gasUsed > tx.gasLimit && !options.simulate)
    // store/types/gas.go ConsumeGas panics with ErrorOutOfGas; baseapp recovers it as sdkerrors.ErrOutOfGas (11)
    failure = new CheckTxError(
      11,
      `out of gas in location: txSize; gasWanted: ${tx.gasLimit}, gasUsed: ${gasUsed}: out of gas`,
    )
  return {
    gasUsed,
    events: failure ? anteEvents : [...anteEvents, ...events],
    msgResponses: failure ? [] : msgResponses,
    ...(failure && { failure }),
    commit() {
      if (!failure) {
        messageDraft?.commit()
        for (const effect of effects) effect()
      }
      txDraft?.commit()
    },
  }
}
