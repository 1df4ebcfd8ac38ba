'use client'

import { useMemo, useState } from 'react'
import { formatLocaleAmount } from '../amounts/localeAmount.ts'
import type { RegistryClient } from '../registry/client.ts'
import type { RegistryNetwork } from '../registry/networks.ts'
import { accountForms } from '../send/recipient.ts'
import { type SendAsset, type SendFormView, sendFormView } from '../send/sendForm.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useBalances } from './useBalances.ts'
import { useChains } from './useChains.ts'
import { type RecipientUsername, useRecipientUsername } from './useRecipientUsername.ts'
import { useWalletAddress } from './useWalletAddress.ts'

export type { SendHandover } from '../send/sendForm.ts'
export type { RecipientUsername } from './useRecipientUsername.ts'
export type { SendAsset, SendFormView }

export interface UseSendFormParameters {
  wallet: WalletAdapter
  /** The chain the asset is sent on (where the account holds it). */
  chainId: string
  /** The asset picked first; default the chain's fee token, else the first the account holds. */
  defaultDenom?: string | undefined
  /** How amounts are typed and shown (BCP 47). Default: the browser's language. */
  locale?: string | undefined
  /** Gas the fee Max leaves is reckoned on (a simulation's figure); default an estimate above a bank send's. */
  gas?: bigint | undefined
  /** Another registry than the provider's `network`. */
  registry?: RegistryClient | RegistryNetwork | undefined
}

export interface UseSendFormReturnType extends SendFormView {
  /** `loading` until the account, the chain and its balances are in; `error` when one could not be read. */
  status: 'loading' | 'error' | 'ready'
  error: Error | null
  retry: () => void
  /** The sender on the chain (bech32). */
  sender: string | undefined
  assets: readonly SendAsset[]
  asset: SendAsset | undefined
  setDenom: (denom: string) => void
  amountText: string
  setAmountText: (text: string) => void
  /** Types the most the account can send, the fee left. */
  setMax: () => void
  recipientText: string
  setRecipientText: (text: string) => void
  /** The recipient typed as a name (`alice.init`): looked up after the typing pause; `recipient` is its address. */
  recipientName: RecipientUsername
  memo: string
  setMemo: (memo: string) => void
}

/** The Send form's state: the asset, amount, recipient and memo, checked, and the tx once they are right. */
export function useSendForm(parameters: UseSendFormParameters): UseSendFormReturnType {
  const { wallet, chainId, locale, gas, registry } = parameters
  const address = useWalletAddress(wallet, chainId)
  const chainsQuery = useChains({ registry })
  const chain = chainsQuery.data?.find((entry) => entry.chain_id === chainId)
  const prefix = chain?.bech32_prefix ?? 'init'
  const sender = address.address === undefined ? undefined : accountForms(address.address, prefix)?.bech32
  const balances = useBalances({ account: sender, chainIds: [chainId], prices: false, registry })
  const chainState = balances.chains[0]

  const assets = useMemo(() => {
    const listed: SendAsset[] = balances.portfolio.groups.flatMap((group) =>
      group.balances
        .filter((balance) => balance.chainId === chainId)
        .map((balance) => ({
          denom: balance.denom,
          symbol: balance.symbol,
          decimals: balance.decimals,
          balance: balance.amount.toString(),
        })),
    )
    const unlisted = balances.portfolio.unlisted
      .filter((balance) => balance.chainId === chainId)
      .map((balance) => ({
        denom: balance.denom,
        symbol: balance.denom,
        decimals: 0,
        balance: balance.amount.toString(),
      }))
    return [...listed, ...unlisted]
  }, [balances.portfolio, chainId])
  const held = useMemo(
    () =>
      Object.fromEntries((chainState?.balances ?? []).map((coin) => [coin.denom, coin.amount.toString()])),
    [chainState?.balances],
  )

  const [denom, setDenom] = useState(parameters.defaultDenom)
  const [amountText, setAmountText] = useState('')
  const [recipientText, setRecipientText] = useState('')
  const [memo, setMemo] = useState('')
  const feeToken = chain?.fees.fee_tokens[0]
  // the asset picked, else the chain's fee token (INIT on the L1), else the first held
  // a name is an Initia account: taken on chains whose addresses are init1…
  const recipientName = useRecipientUsername({ text: recipientText, initia: prefix === 'init' })
  const asset =
    assets.find((entry) => entry.denom === denom) ??
    assets.find((entry) => entry.denom === feeToken?.denom) ??
    assets[0]

  const view = sendFormView({
    chainId,
    sender: sender ?? '',
    prefix,
    chains: (chainsQuery.data ?? []).map((entry) => ({
      chainId: entry.chain_id,
      bech32Prefix: entry.bech32_prefix,
    })),
    asset,
    balances: held,
    feeToken,
    gas,
    amountText,
    recipientText: recipientName.kind === 'found' ? recipientName.address : recipientText,
    memo,
    locale,
  })

  const error = address.error ?? chainsQuery.error ?? (chain ? chainState?.error : null) ?? null
  const missingChain = chainsQuery.data && !chain
  const status =
    error || missingChain || address.status === 'error'
      ? 'error'
      : sender && chainState?.state === 'done'
        ? 'ready'
        : 'loading'
  return {
    ...view,
    request: sender ? view.request : undefined,
    status,
    error: error ?? (missingChain ? new Error(`The registry lists no chain ${chainId}.`) : null),
    retry: () => {
      void chainsQuery.refetch()
      chainState?.retry()
    },
    sender,
    assets,
    asset,
    setDenom,
    amountText,
    setAmountText,
    setMax: () => {
      if (view.max !== undefined) setAmountText(formatLocaleAmount(view.max, locale))
    },
    recipientText,
    setRecipientText,
    recipientName,
    memo,
    setMemo,
  }
}
