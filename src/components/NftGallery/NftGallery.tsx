'use client'

import { useVirtualizer } from '@tanstack/react-virtual'
import { type ComponentPropsWithoutRef, type ReactNode, useEffect, useRef, useState } from 'react'
import { useIndexerClient } from '../../hooks/RollscopeProvider.tsx'
import { useNftTokensByAccount } from '../../hooks/useNftTokensByAccount.ts'
import { useNftTokensByCollection } from '../../hooks/useNftTokensByCollection.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { IndexerClient } from '../../indexer/client.ts'
import type { Nft, NftTokenOrder } from '../../indexer/nft.ts'
import { defaultIpfsGateways } from '../../media/nftMedia.ts'
import { listPageSizes } from '../../query/listQueries.ts'
import type { ResolveNftGalleryMedia } from '../../query/nftMedia.ts'
import { ShowNames } from '../shared/AccountHash.tsx'
import { BackToStart } from '../shared/BackToStart.tsx'
import { canObserveResize } from '../shared/canObserveResize.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { formatInteger } from '../shared/format.ts'
import type { LabelOverrides } from '../shared/labels.ts'
import { measureLaidOutElement, observeLaidOutRect } from '../shared/laidOut.ts'
import { listState } from '../shared/listState.ts'
import type { ListUrlStateProp } from '../shared/listUrlState.ts'
import { rootProps } from '../shared/rootProps.ts'
import { useChainView } from '../shared/useChainView.ts'
import { useLoadMore } from '../shared/useLoadMore.ts'
import { useRovingFocus } from '../shared/useRovingFocus.ts'
import { useListUrlPosition, useListUrlState } from '../shared/useUrlState.ts'
import { defaultNftGalleryLabels, type NftGalleryLabels } from './labels.ts'
import { NftCard } from './NftCard.tsx'
import { NftDialog } from './NftDialog.tsx'

export type { ResolveNftGalleryMedia } from '../../query/nftMedia.ts'
export { defaultNftGalleryLabels, type NftGalleryLabels } from './labels.ts'

type NftGallerySource =
  | { /** The owner whose NFTs are shown. */ account: string; collectionAddr?: undefined }
  | { /** The collection whose tokens are shown. */ collectionAddr: string; account?: undefined }

export type NftGalleryProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> &
  NftGallerySource & {
    /** `token_id` (the server's default, lexicographic) or `height`. */
    orderBy?: NftTokenOrder
    /** Descending (the server's default) or, with `false`, ascending. */
    reverse?: boolean
    /** IPFS gateways (each ending in `/ipfs/`), tried in order. Default `defaultIpfsGateways`. */
    gateways?: readonly string[]
    /** Replaces the media pipeline (`resolveNftMedia` on the token URI). Keep it stable (module level or memoized). */
    resolveMedia?: ResolveNftGalleryMedia
    /** A link for each tx in a token's history (your own route); without it, the registry's explorer, else none. */
    txHref?: (txHash: string) => string | undefined
    /** The narrowest a card gets, in px; the grid fits as many columns as it can. Default 160. */
    minCardWidth?: number
    /** Tokens per request (1 to 1000). Default 60. */
    pageSize?: number
    /** Height of the scrolling area. Default 560 px. */
    height?: number | string
    labels?: LabelOverrides<NftGalleryLabels>
    /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
    locale?: string | undefined
    /**
     * What a token's detail offers besides its facts: e.g. a Send button that opens `SendNftForm` for the token
     * (the dialog passes `close`). Nothing by default.
     */
    detailActions?: ((token: Nft, close: () => void) => ReactNode) | undefined
    /** Another indexer than the provider's. */
    client?: IndexerClient
    /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
    chainId?: string
    /**
     * Keep the source (`account` or `collection`) and the page reached (`cursor`) in the page URL, so a link opens the
     * same page of the same NFTs (the URL's source before the props') and back/forward move between pages. Options:
     * param `prefix`, renamed `params`, `history`, and a server's `search`. Default off.
     */
    urlState?: ListUrlStateProp
    /**
     * Show the Initia username (`alice.init`) of a token's owner in its details once the L1 has answered (nothing waits
     * for it; the title keeps the address). False: no names, nothing asked. Default true (names come from the
     * provider's `usernames`, else its `network`'s L1).
     */
    names?: boolean
  }

const galleryUrl = { cursor: 'cursor', account: 'text', collection: 'text' } as const

// the space between cards and around the grid (the scroll area's inline padding in NftGallery.css is the same)
const gap = 12
/** Below the card's square media: two caption lines. */
const captionHeight = 52
/** How many rows from the end of the loaded ones the next page is requested. */
const prefetchRows = 4
/** Columns drawn before the grid is measured; `height` not in pixels is taken as this many px on a server. */
const serverColumns = 4
const serverHeight = 560

const tokenKey = (token: Nft) => `${token.collection_addr}/${token.nft.token_id}`

/**
 * The NFTs of an account or a collection as a responsive grid: virtualized by rows, the next page loaded
 * before the user reaches the end, each card opening the token's details and tx history. Media go through
 * `resolveNftMedia` (ipfs gateways with fallback; only http(s) and safe data images are rendered).
 * Headless: `useNftTokensByAccount` / `useNftTokensByCollection`, `useNftTxs` and `resolveNftMedia`.
 */
export function NftGallery({
  account: ownAccount,
  collectionAddr: ownCollection,
  orderBy,
  reverse,
  gateways = defaultIpfsGateways,
  resolveMedia,
  txHref: ownTxHref,
  minCardWidth = 160,
  pageSize = listPageSizes.nftGallery,
  height = 560,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  urlState,
  detailActions,
  names = true,
  className,
  style,
  ...rest
}: NftGalleryProps) {
  const locale = useLocale(ownLocale)
  const url = useListUrlState(urlState, galleryUrl)
  // a source in the URL replaces both props: the link's list, not a mix of it and the page's
  const fromUrl = url.state.account || url.state.collection
  const account = fromUrl ? url.state.account : ownAccount
  const collectionAddr = fromUrl ? url.state.collection : ownCollection
  const { txHref } = useChainView({ chainId, txHref: ownTxHref })
  const indexer = useIndexerClient(client, chainId)
  const common = { orderBy, reverse, limit: pageSize, client, chainId, startKey: url.state.cursor }
  const byAccount = useNftTokensByAccount({ ...common, account })
  const byCollection = useNftTokensByCollection({
    ...common,
    collectionAddr: account === undefined ? collectionAddr : undefined,
  })
  const list = account === undefined ? byCollection : byAccount
  useListUrlPosition(url.options, list.data?.pageParams)
  const { items, total } = list
  const state = listState(list, items.length)
  const labels = useLabels(
    defaultNftGalleryLabels,
    customLabels,
    locale,
    'activity',
    'nftGalleryLabels',
    laterWords(state),
  )

  const scrollRef = useRef<HTMLElement>(null)
  // until the grid is measured (on a server, in the first render) it is drawn four cards wide
  const [width, setWidth] = useState(() => minCardWidth * serverColumns + gap * (serverColumns - 1))
  useEffect(() => {
    const element = scrollRef.current
    // where no size can be measured (jsdom, happy-dom) the grid keeps its first, server-drawn width
    if (!element || !canObserveResize()) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  // the same count CSS `repeat(auto-fill, minmax(min, 1fr))` lays out
  const columns = Math.max(1, Math.floor((width + gap) / (minCardWidth + gap)))
  const cardWidth = (width - gap * (columns - 1)) / columns
  const rowCount = Math.ceil(items.length / columns)
  // the grid draws the columns the virtualizer counts, never a count of its own
  const gridColumns = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => Math.max(minCardWidth, cardWidth) + captionHeight,
    gap,
    paddingStart: gap,
    paddingEnd: gap,
    overscan: 2,
    initialRect: { width, height: typeof height === 'number' ? height : serverHeight },
    observeElementRect: observeLaidOutRect,
    measureElement: measureLaidOutElement,
  })
  const rows = virtualizer.getVirtualItems()
  useLoadMore(list, {
    loaded: rowCount,
    firstShown: rows[0]?.index ?? 0,
    lastShown: rows.at(-1)?.index ?? -1,
    ahead: prefetchRows,
  })
  const gridRef = useRef<HTMLUListElement>(null)
  const cards = useRovingFocus({
    containerRef: gridRef,
    first: 0,
    last: items.length - 1,
    columns,
    pageRows: 3,
    scrollTo: (position) => virtualizer.scrollToIndex(Math.floor(position / columns)),
  })

  const [selected, setSelected] = useState<{ token: Nft; opener: HTMLElement } | null>(null)
  const media = { gateways, resolveMedia }
  const setSize = total === null ? -1 : Number(total)

  return (
    <section {...rootProps('rs-nft-gallery', state, className, list.isFetching)} style={style} {...rest}>
      <div className="rs-toolbar">
        <span aria-live="polite">{total === null ? '' : labels.tokens(formatInteger(total, locale))}</span>
        <BackToStart url={url} label={labels.toStart} />
      </div>
      <section
        ref={scrollRef}
        className="rs-scroll"
        style={{ height }}
        aria-label={labels.title}
        // a scrolling region is reachable by keyboard (WCAG 2.1.1): through its active card, else itself
        tabIndex={items.length > 0 ? undefined : 0}
      >
        {state === 'loading' && (
          <div className="rs-nft-grid" aria-hidden="true" style={{ ...gridColumns, paddingBlock: gap }}>
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={index} className="rs-nft-card">
                <span className="rs-nft-media rs-skeleton" />
                <span className="rs-skeleton" />
              </div>
            ))}
          </div>
        )}
        {items.length > 0 && (
          <ul
            ref={gridRef}
            className="rs-nft-grid"
            onKeyDown={cards.onKeyDown}
            onFocus={cards.onFocus}
            style={{
              ...gridColumns,
              paddingTop: rows[0]?.start ?? 0,
              paddingBottom: virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0),
            }}
          >
            {rows.flatMap((row) =>
              Array.from({ length: columns }, (_, column) => {
                const index = row.index * columns + column
                const token = items[index]
                if (!token) return null
                return (
                  <li
                    key={tokenKey(token)}
                    aria-posinset={index + 1}
                    aria-setsize={setSize}
                    // the first card of a row measures the row; every card names its row, as the virtualizer
                    // may still observe a card that moved to another column
                    ref={column === 0 ? virtualizer.measureElement : undefined}
                    data-index={row.index}
                    data-position={index}
                  >
                    <NftCard
                      token={token}
                      media={media}
                      labels={labels}
                      onOpen={(opener) => setSelected({ token, opener })}
                    />
                  </li>
                )
              }),
            )}
          </ul>
        )}
        {state === 'loading' && <p className="rs-visually-hidden">{labels.loading}</p>}
        {state === 'empty' && <p className="rs-message">{labels.empty}</p>}
        {state === 'error' && (
          <ErrorAlert error={list.error} retry={labels.retry} onRetry={list.refetch} labels={labels.errors} />
        )}
      </section>
      {selected && (
        <ShowNames value={names}>
          <NftDialog
            token={selected.token}
            media={media}
            labels={labels}
            client={indexer}
            txHref={txHref}
            actions={detailActions}
            locale={locale}
            onClose={() => {
              setSelected(null)
              if (selected.opener.isConnected) selected.opener.focus()
              else scrollRef.current?.focus()
            }}
          />
        </ShowNames>
      )}
    </section>
  )
}
