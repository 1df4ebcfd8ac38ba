import { RollscopeError } from '../../errors/base.ts'
import { SimulatedOutflowError, SimulationUnavailableError } from '../../errors/bridge.ts'
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../../errors/http.ts'
import type { TransferRecord } from '../types.ts'
import type { DriverContext, RouteTxNotSimulated, RouteTxSimulation } from './context.ts'
import { simulationVerdict } from './simulatedOutflow.ts'

// The chain's simulation of the current Cosmos tx, after its msgs and before the wallet is asked to sign it: the
// signer's changes are saved on the record, or the tx is refused (and nothing signed).

/**
 * Simulates the current tx when it is a Cosmos one and a simulator is set. Resolves once its changes are saved;
 * throws `SimulatedOutflowError`, the chain's refusal, or `SimulationUnavailableError` (not answered in time, or
 * not readable as an answer): the driver then records a failed send, so the tx is signed only after a new try.
 */
export async function simulateBeforeSigning(
  record: TransferRecord,
  signal: AbortSignal,
  context: DriverContext,
) {
  const { simulate, store, clock, settings } = context
  const tx = record.msgs?.txs[record.currentTx]?.cosmos_tx
  // EVM txs are not simulated: eth_call shows no ERC-20 movements without a trace, and the static check reads them
  if (!simulate || !tx || record.phase !== 'signing') return
  const stop = new AbortController()
  const onAbort = () => stop.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  let answer: RouteTxSimulation | RouteTxNotSimulated
  try {
    const timeout = clock.sleep(settings.simulateTimeoutMs, stop.signal).then(() => {
      throw new SimulationUnavailableError(tx.chain_id, {
        details: `no answer in ${settings.simulateTimeoutMs} ms`,
      })
    })
    answer = await Promise.race([simulate(tx, { signal: stop.signal }), timeout])
  } catch (error) {
    if (signal.aborted) throw signal.reason
    throw unavailableOr(error, tx.chain_id)
  } finally {
    signal.removeEventListener('abort', onAbort)
    // ends the timer, and a simulation still running
    stop.abort()
  }
  if ('notSimulated' in answer) {
    // no REST known for the chain: signed as before, and the transfer view says this tx was not simulated
    await store.apply(record.id, { type: 'txNotSimulated', reason: String(answer.reason).slice(0, 500) })
    return
  }
  const verdict = simulationVerdict(record.route, record.currentTx, tx, answer, clock.now())
  if (!verdict.ok)
    throw new SimulatedOutflowError(
      verdict.outflows,
      [
        ...verdict.outflows.map(
          ({ tx, denom, simulated, allowed }) =>
            `tx ${tx}: the simulation takes ${simulated} ${denom} from the signer; the quote allows at most ${allowed} (amount in plus fees)`,
        ),
        ...(verdict.unreadable ? [verdict.unreadable] : []),
      ].join('; '),
    )
  await store.apply(record.id, { type: 'txSimulated', simulation: verdict.summary })
}

/** The chain's own refusal as it is; a chain that did not answer (or not as a chain answers) as unavailable. */
function unavailableOr(error: unknown, chainId: string): unknown {
  if (error instanceof SimulationUnavailableError) return error
  const answered =
    error instanceof RollscopeError &&
    !(error instanceof NetworkError) &&
    !(error instanceof TimeoutError) &&
    !(error instanceof ResponseValidationError) &&
    !(error instanceof HttpError && (error.status >= 500 || error.status === 429))
  return answered ? error : new SimulationUnavailableError(chainId, { cause: error })
}
