'use client'

import type { BridgeAsset } from '../../bridge/form/catalogue.ts'
import type { BridgeWidgetLabels } from './labels.ts'
import { Logo } from './parts.tsx'

/** A side locked to one asset: the asset and its chain, shown plainly where the picker would be. */
export function LockedAsset({
  label,
  asset,
  labels,
}: {
  label: string
  asset: BridgeAsset
  labels: BridgeWidgetLabels
}) {
  return (
    <p className="rs-bridge-locked">
      <Logo src={asset.logo} name={asset.symbol} size={28} />
      <span className="rs-bridge-picker-text">
        <span className="rs-visually-hidden">{label}:</span>{' '}
        <span className="rs-bridge-picker-symbol">{asset.symbol}</span>{' '}
        <span className="rs-bridge-picker-chain">
          <Logo src={asset.chainLogo} name={asset.chainName} size={14} />
          {labels.onChain(asset.chainName)}
        </span>
      </span>
    </p>
  )
}
