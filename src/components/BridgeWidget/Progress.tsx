'use client'

import type { BridgeController } from '../../bridge/controller/options.ts'
import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import { gasProgressOf } from '../../bridge/gas/progress.ts'
import { canResume, isSettled, isTerminal } from '../../bridge/machine/phases.ts'
import type { BridgeState, TransferHop, TransferRecord } from '../../bridge/types.ts'
import { useBringGas } from '../../hooks/useBringGas.ts'
import { isRenderableUrl } from '../../media/renderableUrl.ts'
import { hopsOf, releaseOf } from '../../router/status.ts'
import { userErrorOf } from './errorText.ts'
import { GasProgressLine } from './GasOnDestination.tsx'
import type { BridgeWidgetLabels } from './labels.ts'
import { ErrorNotice, StepHeading, useNow } from './parts.tsx'
import { assetAt } from './reviewView.ts'
import { displayAmount } from './routeView.ts'
import { SimulatedChanges } from './SimulatedChanges.tsx'

type TransferState = Extract<BridgeState, { transfer: TransferRecord }>

/** Every hop of every tx of the transfer (a swap route's first leg stays on the end screen). */
export function hopsOfTransfer(transfer: TransferRecord, current: readonly TransferHop[]): TransferHop[] {
  const all = transfer.txs.flatMap((tx) => hopsOf(tx.status))
  return all.length > 0 ? all : [...current]
}

/** Link texts that tell links apart: "Initia transaction", then "Initia transaction (2)". */
export function linkLabels(
  hops: readonly TransferHop[],
  label: (chainId: string, role: string | undefined) => string,
): Map<string, string> {
  const counts = new Map<string, number>()
  const labels = new Map<string, string>()
  for (const hop of hops)
    for (const tx of hop.txs) {
      const key = `${tx.chainId}/${tx.txHash}`
      if (labels.has(key)) continue
      const base = label(tx.chainId, tx.role)
      const count = (counts.get(base) ?? 0) + 1
      counts.set(base, count)
      labels.set(key, count === 1 ? base : `${base} (${count})`)
    }
  return labels
}

/** A transfer on its way, or at its end: each step in words, a countdown, links, and what arrived. */
export function Progress({
  state,
  assets,
  labels,
  locale,
  chainName,
  onReset,
  onResume,
  transfers = [],
  gasControls,
}: {
  state: TransferState
  /** Every stored transfer: a gas route's own record is found among them. */
  transfers?: readonly TransferRecord[] | undefined
  assets: readonly BridgeAsset[]
  labels: BridgeWidgetLabels
  locale?: string | undefined
  chainName: (chainId: string | undefined) => string
  onReset: () => void
  onResume: (id: string) => void
  /** Gas on the destination never sent, asked for again: `useBridgeTransfer().gas` (no button without it). */
  gasControls?: BridgeController['gas'] | undefined
}) {
  const { transfer, route } = state
  const done = isTerminal(state.status)
  const withdrawal = transfer.withdrawal
  const waiting =
    (state.status === 'tracking' && route.estimated_route_duration_seconds !== undefined) ||
    state.status === 'finalizing'
  const now = useNow(waiting)
  const steps = transfer.txs.length
  const hops = hopsOfTransfer(transfer, state.hops)
  const links = linkLabels(hops, (chainId, role) => labels.explorerTx(chainName(chainId), role))
  const source = assetAt(assets, transfer.request.sourceChainId, transfer.request.sourceDenom)
  const destination = assetAt(assets, transfer.request.destChainId, transfer.request.destDenom)
  const error = state.error ? userErrorOf(state.error, labels) : undefined
  // a live transfer this page does not drive is another tab's, and so is its gas route
  const mayBring = gasControls?.mayBring(transfer.id) ?? false
  const gas = gasProgressOf(
    transfer,
    transfers,
    gasControls?.startsHere(transfer.id) || (gasControls && !mayBring),
  )
  const bring = useBringGas({
    quote: (signal) => gasControls!.quote(transfer.id, signal),
    bring: (quote) => gasControls?.bring(transfer.id, quote),
  })

  let countdown: string | undefined
  if (waiting && transfer.broadcastAt !== null && now !== null) {
    const left = (transfer.broadcastAt + (route.estimated_route_duration_seconds ?? 0) * 1000 - now) / 1000
    countdown = left > 0 ? labels.timeLeft(left) : labels.overdue
  }

  if (state.status === 'finalizing' && withdrawal)
    countdown =
      withdrawal.claimableAt === null
        ? labels.waitingForOutput(chainName(withdrawal.l1ChainId))
        : now === null
          ? undefined
          : labels.claimIn(Math.max(0, (withdrawal.claimableAt - now) / 1000))

  let received: string | undefined
  if (state.status === 'completed') {
    const last = transfer.txs.at(-1)?.status
    const release = last ? releaseOf(last) : null
    const chainId = release?.chainId ?? transfer.request.destChainId
    const asset = assetAt(assets, chainId, release?.denom ?? transfer.request.destDenom) ?? destination
    received = labels.received(
      displayAmount(release?.amount ?? route.amount_out, asset, locale),
      chainName(chainId),
    )
  }

  return (
    <div className="rs-bridge-progress" data-state={state.status}>
      <StepHeading>
        {labels.progressTitle}: {displayAmount(transfer.request.amountIn, source, locale)}
      </StepHeading>
      <p className="rs-bridge-muted">
        {chainName(transfer.request.sourceChainId)} → {chainName(transfer.request.destChainId)}
      </p>
      <p role="status" aria-live="polite" className="rs-bridge-status">
        {labels.status[state.status]}
        {steps > 1 && !done ? ` (${Math.min(transfer.currentTx + 1, steps)}/${steps})` : ''}
      </p>
      {countdown && (
        <p className="rs-bridge-muted" aria-live="off">
          {countdown}
        </p>
      )}
      {received && <p className="rs-bridge-received">{received}</p>}
      {gas && (
        <GasProgressLine
          progress={gas}
          bring={mayBring ? bring : undefined}
          assets={assets}
          labels={labels}
          locale={locale}
          chainName={chainName}
        />
      )}
      {state.status === 'claimable' && withdrawal && (
        <div className="rs-bridge-actions">
          <button type="button" className="rs-button rs-bridge-primary" onClick={() => onResume(transfer.id)}>
            {labels.claimOn(chainName(withdrawal.l1ChainId))}
          </button>
        </div>
      )}
      {error && state.status !== 'completed' && (
        <ErrorNotice
          text={error.text}
          details={error.details}
          detailsLabel={labels.details}
          action={canResume(state.status) ? 'resume' : 'none'}
          actionLabel={error.action === 'signAgain' ? labels.signAgain : labels.resume}
          onAction={() => onResume(transfer.id)}
        />
      )}
      {!error && canResume(state.status) && (
        <div className="rs-bridge-actions">
          <button type="button" className="rs-button" onClick={() => onResume(transfer.id)}>
            {labels.resume}
          </button>
        </div>
      )}
      <SimulatedChanges
        transfer={transfer}
        assets={assets}
        labels={labels}
        chainName={chainName}
        locale={locale}
      />
      {hops.length > 0 && (
        <ol className="rs-bridge-hops" aria-label={labels.routeProgress}>
          {hops.map((hop, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hops are positional
            <li key={index} data-state={labels.hopState(hop.state)}>
              <span>{labels.step(hop.kind, chainName(hop.fromChainId), chainName(hop.toChainId))}</span>
              <span className="rs-bridge-muted"> · {labels.hopState(hop.state)}</span>
              <span className="rs-bridge-hop-links">
                {hop.txs.map((tx) =>
                  tx.explorerLink && isRenderableUrl(tx.explorerLink) ? (
                    <a key={tx.txHash} href={tx.explorerLink} target="_blank" rel="noreferrer">
                      {links.get(`${tx.chainId}/${tx.txHash}`)}
                    </a>
                  ) : null,
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {isSettled(state.status) && (
        <div className="rs-bridge-actions">
          <button type="button" className="rs-button" data-variant="quiet" onClick={onReset}>
            {labels.newTransfer}
          </button>
        </div>
      )}
    </div>
  )
}
