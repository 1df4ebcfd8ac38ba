'use client'

import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import type { TransferRecord } from '../../bridge/types.ts'
import { BalanceChangeList } from '../shared/BalanceChanges.tsx'
import { formatInteger } from '../shared/format.ts'
import type { BridgeWidgetLabels } from './labels.ts'
import { assetAt } from './reviewView.ts'

/**
 * What the chain's simulation of each Cosmos tx showed for its signer, from just before the wallet was asked: the
 * tx's changes, the network fee after them, and its gas; a tx whose chain could not be asked, that it was not
 * simulated. Nothing when no tx was simulated.
 */
export function SimulatedChanges({
  transfer,
  assets,
  labels,
  chainName,
  locale,
}: {
  transfer: TransferRecord
  assets: readonly BridgeAsset[]
  labels: BridgeWidgetLabels
  chainName: (chainId: string | undefined) => string
  locale: string | undefined
}) {
  const simulated = transfer.txs.flatMap((tx, index) =>
    tx.simulation || tx.notSimulated ? [{ tx, index }] : [],
  )
  if (simulated.length === 0) return null
  return (
    <section className="rs-bridge-changes" aria-label={labels.simulatedChanges}>
      <h4>{labels.simulatedChanges}</h4>
      <ul>
        {simulated.map(({ tx, index }) => {
          const simulation = tx.simulation
          const heading = (
            <span className="rs-bridge-changes-chain">
              {labels.simulatedTx(index + 1, chainName(tx.chainId))}
            </span>
          )
          if (!simulation)
            return (
              <li key={index} title={tx.notSimulated ?? undefined}>
                {heading} <span className="rs-bridge-muted">{labels.notSimulated}</span>
              </li>
            )
          const signer = transfer.msgs?.txs[index]?.cosmos_tx?.signer_address ?? ''
          const denom = (name: string) => {
            const asset = assetAt(assets, tx.chainId, name)
            return asset && { symbol: asset.symbol, decimals: asset.decimals }
          }
          return (
            <li key={index}>
              {heading}{' '}
              <BalanceChangeList
                changes={simulation.changes.map((change) => ({
                  ...change,
                  account: signer,
                  amount: BigInt(change.amount),
                }))}
                denoms={denom}
                locale={locale}
              />{' '}
              <span className="rs-bridge-muted">
                · {labels.simulatedGas(formatInteger(simulation.gasUsed, locale))}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
