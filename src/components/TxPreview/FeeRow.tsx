'use client'

import { useId } from 'react'
import type { FeeOption } from '../../tx/fee.ts'
import { BalanceChangeAmount } from '../shared/BalanceChanges.tsx'
import type { DenomDisplay } from '../shared/format.ts'
import { revealInvisible } from '../shared/safeText.ts'
import type { TxPreviewLabels } from './labels.ts'

/** The fee in the picked token, and a native select of the chain's fee tokens when it has several. */
export function FeeRow({
  options,
  picked,
  onPick,
  denoms,
  disabled,
  labels,
  locale,
}: {
  locale: string | undefined
  options: readonly FeeOption[]
  picked: FeeOption | undefined
  onPick: (denom: string) => void
  denoms: (denom: string) => DenomDisplay | undefined
  disabled: boolean
  labels: TxPreviewLabels
}) {
  const id = useId()
  const symbolOf = (denom: string) => revealInvisible(denoms(denom)?.symbol ?? denom)
  return (
    <>
      <dt>{labels.fee}</dt>
      <dd className="rs-tx-preview-fee">
        {picked && (
          <BalanceChangeAmount
            change={{
              account: '',
              denom: picked.denom,
              amount: picked.amount,
              direction: 'out',
              isFee: false,
            }}
            denoms={denoms}
            labels={labels.balanceChanges}
            locale={locale}
          />
        )}
        {options.length > 1 && (
          <span className="rs-tx-preview-fee-token">
            <label htmlFor={id}>{labels.feeToken}</label>{' '}
            <select
              id={id}
              className="rs-input"
              value={picked?.denom}
              disabled={disabled}
              onChange={(event) => onPick(event.target.value)}
            >
              {options.map((option) => (
                <option key={option.denom} value={option.denom}>
                  {symbolOf(option.denom)}
                </option>
              ))}
            </select>
          </span>
        )}
      </dd>
    </>
  )
}
