import type { ComponentPropsWithoutRef } from 'react'
import type { UseTxsByAccountParameters } from '../../hooks/useTxsByAccount.ts'
import type { Nft } from '../../indexer/nft.ts'
import type { AccountActivityChainIds } from '../../query/accountActivity.ts'
import type { LabelOverrides } from '../shared/labels.ts'
import type { ListUrlStateProp } from '../shared/listUrlState.ts'
import type { AccountActivityLabels, AccountActivityTab } from './labels.ts'

export interface AccountActivityProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** bech32 or 0x hex. */
  account: string
  /** The tab shown first. Default the first of `tabs`. */
  defaultTab?: AccountActivityTab
  /**
   * The lists offered, in this order (default all three). One list is shown without tabs, and only its records are
   * requested: a wallet whose own tabs hold the NFTs passes `['txs']`.
   */
  tabs?: readonly AccountActivityTab[]
  /**
   * Links for a Cosmos tx, an EVM tx and an NFT; without them, the chain registry's explorer (txs), else none.
   * `chainId` is the row's chain (with `chainIds`), else the `chainId` prop.
   */
  txHref?: (txHash: string, chainId?: string) => string | undefined
  evmTxHref?: (txHash: string, chainId?: string) => string | undefined
  nftHref?: (nft: Nft, chainId?: string) => string | undefined
  /** Records per request (1 to 1000), per chain. Default 50. */
  pageSize?: number
  /** Height of each tab's scrolling list. Default 400 px. */
  height?: number | string
  labels?: LabelOverrides<AccountActivityLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's (one chain only). */
  client?: UseTxsByAccountParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
  /**
   * Several chains of the provider's `network`, or `'all'` (every chain the registry lists an indexer for): the
   * account's rows on all of them, merged newest first, each naming its chain. Without it, one chain (`chainId`).
   */
  chainIds?: AccountActivityChainIds
  /**
   * Keep the tab (`tab`) and, on one chain, the page its list reached (`cursor`) in the page URL, so a link opens the
   * same tab at the same page and back/forward move between pages. With `chainIds` only the tab: a merged page is
   * drawn from every chain's pages as they answer, so no one cursor reopens it. Options: param `prefix`, renamed
   * `params`, `history`, and a server's `search`. Default off.
   */
  urlState?: ListUrlStateProp
  /**
   * Show the Initia username (`alice.init`) of the accounts in the rows (the EVM txs' from and to) once the L1 has
   * answered (the rows never wait for it; the title and the link keep the address). False: no names, nothing asked.
   * Default true (names come from the provider's `usernames`, else its `network`'s L1).
   */
  names?: boolean
}
