'use client'

import { isEthereumOriginated } from '../../indexer/evmCosmosTx.ts'
import type { Tx } from '../../indexer/txs.ts'
import { AccountHash } from '../shared/AccountHash.tsx'
import { CopyButton } from '../shared/CopyButton.tsx'
import { Field } from '../shared/Field.tsx'
import { type DenomDisplays, formatCoin, localeInteger } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import { revealInvisible } from '../shared/safeText.ts'
import { Timestamp } from '../shared/Timestamp.tsx'

/** The words of TxDetail's fields (part of TxDetailLabels). */
export interface TxFieldsLabels {
  hash: string
  /** The EVM tx a minievm rollup recorded for this tx. */
  evmTx: string
  status: string
  success: string
  failed: (code: number, codespace: string) => string
  rawLog: string
  height: string
  time: string
  gas: string
  gasValue: (used: string, wanted: string) => string
  fee: string
  noFee: string
  memo: string
  noMemo: string
  signer: string
  copy: string
  copied: string
  formatTime: (timestamp: string) => string
}

/** TxDetail's fields: hash (and its EVM tx), status, height, time, gas, fee, memo and signers. */
export function TxFields({
  tx,
  labels,
  denoms,
  blockHref,
  accountHref,
  evmTx,
  locale,
}: {
  tx: Tx
  labels: TxFieldsLabels
  denoms: DenomDisplays
  blockHref: ((height: string) => string | undefined) | undefined
  accountHref: ((address: string) => string | undefined) | undefined
  evmTx: { hash: string; href: string | undefined } | undefined
  locale?: string | undefined
}) {
  const href = blockHref?.(tx.height)
  const fee = tx.tx.auth_info.fee?.amount ?? []
  return (
    <>
      <Field term={labels.hash}>
        <Hash value={tx.txhash} full />
        <CopyButton text={tx.txhash} label={`${labels.copy} ${labels.hash}`} copiedLabel={labels.copied} />
      </Field>
      {evmTx && (
        <Field term={labels.evmTx}>
          <Hash value={evmTx.hash} href={evmTx.href} full />
          <CopyButton
            text={evmTx.hash}
            label={`${labels.copy} ${labels.evmTx}`}
            copiedLabel={labels.copied}
          />
        </Field>
      )}
      <Field term={labels.status}>
        <span className="rs-status" data-status={tx.code === 0 ? 'success' : 'failed'}>
          {tx.code === 0 ? labels.success : labels.failed(tx.code, tx.codespace)}
        </span>
      </Field>
      {tx.code !== 0 && tx.raw_log ? (
        <Field term={labels.rawLog}>
          <pre className="rs-raw-log">{tx.raw_log}</pre>
        </Field>
      ) : null}
      <Field term={labels.height}>{href ? <a href={href}>{tx.height}</a> : tx.height}</Field>
      <Field term={labels.time}>
        <Timestamp value={tx.timestamp} format={labels.formatTime} locale={locale} />
      </Field>
      <Field term={labels.gas}>
        {labels.gasValue(localeInteger(tx.gas_used, locale), localeInteger(tx.gas_wanted, locale))}
      </Field>
      <Field term={labels.fee}>
        {fee.length ? (
          <ul>
            {fee.map((coin) => (
              <li key={coin.denom}>{formatCoin(coin, denoms, locale)}</li>
            ))}
          </ul>
        ) : (
          labels.noFee
        )}
      </Field>
      <Field term={labels.memo}>{revealInvisible(tx.tx.body.memo ?? '') || labels.noMemo}</Field>
      <Field term={labels.signer}>
        <ul>
          {signersOf(tx).map((signer) => (
            <li key={signer}>
              <AccountHash value={signer} href={accountHref?.(signer)} full />
              <CopyButton
                text={signer}
                label={`${labels.copy} ${labels.signer}`}
                copiedLabel={labels.copied}
              />
            </li>
          ))}
        </ul>
      </Field>
    </>
  )
}

/**
 * The signers: the `acc_seq` attributes (`address/sequence`) of the tx events, else the fee payer, else
 * the first message's sender (the signer infos hold public keys, not addresses).
 */
function signersOf(tx: Tx): string[] {
  const values = (key: string) =>
    tx.events
      .filter((event) => event.type === 'tx')
      .flatMap((event) => event.attributes.filter((attribute) => attribute.key === key))
      .map((attribute) => attribute.value ?? '')
      .filter(Boolean)
  const accounts = values('acc_seq').map((value) => value.slice(0, value.lastIndexOf('/')))
  if (accounts.length) return [...new Set(accounts)]
  const payer = values('fee_payer')[0]
  const first = tx.tx.body.messages[0]
  const sender = first?.sender ?? first?.from_address ?? first?.signer
  return payer ? [payer] : typeof sender === 'string' ? [sender] : []
}

/** minievm records an EVM tx for a tx sent from an Ethereum wallet, or one that succeeded with EVM logs. */
export function hasEvmSide(tx: Tx): boolean {
  return isEthereumOriginated(tx) || (tx.code === 0 && tx.events.some((event) => event.type === 'evm'))
}
