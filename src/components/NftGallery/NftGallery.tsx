import { useQuery } from '@tanstack/react-query'
import { useVirtualizer } from '@tanstack/react-virtual'
import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useNftTokensByAccount } from '../../hooks/useNftTokensByAccount.ts'
import { useNftTokensByCollection } from '../../hooks/useNftTokensByCollection.ts'
import { useNftTxs } from '../../hooks/useNftTxs.ts'
import type { IndexerClient } from '../../indexer/client.ts'
import type { Nft, NftTokenOrder } from '../../indexer/nft.ts'
import type { Tx } from '../../indexer/txs.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import {
  defaultIpfsGateways,
  type NftMedia,
  type NftMediaSource,
  type ResolveNftMediaOptions,
  resolveNftMedia,
  sanitizeNftMedia,
} from './media.ts'

export interface NftGalleryLabels {
  /** The scrolling grid's accessible name. */
  title: string
  tokens: (count: string) => string
  loading: string
  empty: string
  retry: string
  /** A token's name when its metadata has none (or is unavailable). */
  tokenName: (collectionName: string, tokenId: string) => string
  close: string
  collection: string
  tokenId: string
  owner: string
  height: string
  uri: string
  history: string
  historyEmpty: string
  loadMore: string
  txHash: string
  txType: string
  txHeight: string
  txTime: string
  txStatus: string
  success: string
  failed: string
}

export const defaultNftGalleryLabels: NftGalleryLabels = {
  title: 'NFTs',
  tokens: (count) => `${count} NFTs`,
  loading: 'Loading NFTs…',
  empty: 'No NFTs yet.',
  retry: 'Retry',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Close',
  collection: 'Collection',
  tokenId: 'Token ID',
  owner: 'Owner',
  height: 'Height',
  uri: 'Token URI',
  history: 'Tx history',
  historyEmpty: 'No txs for this token.',
  loadMore: 'Load more',
  txHash: 'Tx hash',
  txType: 'Type',
  txHeight: 'Height',
  txTime: 'Time',
  txStatus: 'Status',
  success: 'Success',
  failed: 'Failed',
}

/** Resolves a token's media; the result is sanitized again before anything reaches the DOM. */
export type ResolveNftGalleryMedia = (
  token: Nft,
  options: ResolveNftMediaOptions,
) => NftMedia | Promise<NftMedia>

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
    /** A link for each tx in a token's history (an explorer page, your own route); no link without it. */
    txHref?: (txHash: string) => string | undefined
    /** The narrowest a card gets, in px; the grid fits as many columns as it can. Default 160. */
    minCardWidth?: number
    /** Tokens per request (1 to 1000). Default 60. */
    pageSize?: number
    /** Height of the scrolling area. Default 560 px. */
    height?: number | string
    labels?: Partial<NftGalleryLabels>
    /** Another indexer than the provider's. */
    client?: IndexerClient
  }

/** A scrolling region must be reachable by keyboard (WCAG 2.1.1): it takes focus itself. */
const scrollable = { tabIndex: 0 }
const gap = 12
/** Below the card's square media: two caption lines. */
const captionHeight = 52
/** How many rows from the end of the loaded ones the next page is requested. */
const prefetchRows = 4

const tokenKey = (token: Nft) => `${token.collection_addr}/${token.nft.token_id}`

/**
 * The NFTs of an account or a collection as a responsive grid: virtualized by rows, the next page loaded
 * before the user reaches the end, each card opening the token's details and tx history. Media go through
 * `resolveNftMedia` (ipfs gateways with fallback; only http(s) and safe data images are rendered).
 * Headless: `useNftTokensByAccount` / `useNftTokensByCollection`, `useNftTxs` and `resolveNftMedia`.
 */
export function NftGallery({
  account,
  collectionAddr,
  orderBy,
  reverse,
  gateways = defaultIpfsGateways,
  resolveMedia,
  txHref,
  minCardWidth = 160,
  pageSize = 60,
  height = 560,
  labels: customLabels,
  client,
  className,
  style,
  ...rest
}: NftGalleryProps) {
  const labels = { ...defaultNftGalleryLabels, ...customLabels }
  const common = { orderBy, reverse, limit: pageSize, client }
  const byAccount = useNftTokensByAccount({ ...common, account })
  const byCollection = useNftTokensByCollection({
    ...common,
    collectionAddr: account === undefined ? collectionAddr : undefined,
  })
  const list = account === undefined ? byCollection : byAccount
  const { items, total, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list

  const scrollRef = useRef<HTMLElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = scrollRef.current
    if (!element) return
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
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => Math.max(minCardWidth, cardWidth) + captionHeight,
    gap,
    paddingStart: gap,
    paddingEnd: gap,
    overscan: 2,
  })
  const rows = virtualizer.getVirtualItems()
  const lastRow = rows.at(-1)?.index ?? -1

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && lastRow >= rowCount - prefetchRows)
      void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, lastRow, rowCount, fetchNextPage])

  const [selected, setSelected] = useState<{ token: Nft; opener: HTMLElement } | null>(null)
  const media = { gateways, resolveMedia }
  const state = list.isPending ? 'loading' : list.isError ? 'error' : items.length === 0 ? 'empty' : 'success'
  const setSize = total === null ? -1 : Number(total)

  return (
    <section
      data-rollscope=""
      data-state={state}
      aria-busy={list.isFetching}
      className={['rs-nft-gallery', className].filter(Boolean).join(' ')}
      style={{ ...style, '--rs-nft-min': `${minCardWidth}px`, '--rs-nft-gap': `${gap}px` } as CSSProperties}
      {...rest}
    >
      <div className="rs-toolbar">
        <span aria-live="polite">{total === null ? '' : labels.tokens(total.toLocaleString('en-US'))}</span>
      </div>
      <section
        ref={scrollRef}
        className="rs-scroll"
        style={{ height }}
        aria-label={labels.title}
        {...scrollable}
      >
        {state === 'loading' && (
          <div className="rs-nft-grid" aria-hidden="true" style={{ paddingBlock: gap }}>
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
            className="rs-nft-grid"
            style={{
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
                    // the first card of a row measures the row
                    ref={column === 0 ? virtualizer.measureElement : undefined}
                    data-index={column === 0 ? row.index : undefined}
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
        {state === 'error' && <ErrorAlert error={list.error} retry={labels.retry} onRetry={list.refetch} />}
      </section>
      {selected && (
        <NftDetail
          token={selected.token}
          media={media}
          labels={labels}
          client={client}
          txHref={txHref}
          onClose={() => {
            setSelected(null)
            if (selected.opener.isConnected) selected.opener.focus()
            else scrollRef.current?.focus()
          }}
        />
      )}
    </section>
  )
}

interface MediaSettings {
  gateways: readonly string[]
  resolveMedia: ResolveNftGalleryMedia | undefined
}

const resolverIds = new WeakMap<ResolveNftGalleryMedia, number>()
let resolverCount = 0
/** A custom resolver's media are cached apart from the default pipeline's (and from another resolver's). */
const resolverId = (resolve: ResolveNftGalleryMedia | undefined) => {
  if (!resolve) return 0
  if (!resolverIds.has(resolve)) resolverIds.set(resolve, ++resolverCount)
  return resolverIds.get(resolve)
}

/** The token's media, resolved once per URI and cached: cards scrolled away and back do not refetch. */
function useNftMedia(token: Nft, { gateways, resolveMedia }: MediaSettings) {
  return useQuery({
    queryKey: [
      'rollscope',
      'nftMedia',
      { uri: token.nft.uri, token: tokenKey(token), gateways, resolver: resolverId(resolveMedia) },
    ] as const,
    queryFn: async ({ signal }) =>
      sanitizeNftMedia(
        await (resolveMedia ?? ((token, options) => resolveNftMedia(token.nft.uri, options)))(token, {
          gateways,
          signal,
        }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

function NftCard({
  token,
  media: settings,
  labels,
  onOpen,
}: {
  token: Nft
  media: MediaSettings
  labels: NftGalleryLabels
  onOpen: (opener: HTMLElement) => void
}) {
  const media = useNftMedia(token, settings)
  const captionId = useId()
  const fallbackName = labels.tokenName(token.collection_name, token.nft.token_id)
  const name = media.data?.name ?? fallbackName
  return (
    <button
      type="button"
      className="rs-nft-card"
      aria-haspopup="dialog"
      aria-labelledby={captionId}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <MediaView
        tokenId={token.nft.token_id}
        name={name}
        media={media.data}
        pending={media.isPending}
        variant="card"
      />
      <span id={captionId} className="rs-nft-caption">
        <span className="rs-nft-name">{name}</span>
        {name !== fallbackName && <span className="rs-nft-sub">{fallbackName}</span>}
      </span>
    </button>
  )
}

/**
 * The token's media in an aspect-ratio box: an image (video poster or audio cover), a video, an audio
 * player (detail only), or a placeholder with the token id when nothing loads.
 */
function MediaView({
  tokenId,
  name,
  media,
  pending,
  variant,
}: {
  tokenId: string
  name: string
  media: NftMedia | undefined
  pending: boolean
  variant: 'card' | 'detail'
}) {
  const [failed, setFailed] = useState<ReadonlySet<NftMediaSource>>(() => new Set())
  const fail = (source: NftMediaSource) => setFailed((current) => new Set(current).add(source))
  const usable = (source: NftMediaSource | undefined) => (source && !failed.has(source) ? source : undefined)
  const image = usable(media?.image)
  const animation = usable(media?.animation)
  // the token id is drawn by CSS (attr()): it is decoration, so the card's name stays its caption
  const placeholder = (
    <span
      className={pending ? 'rs-nft-placeholder rs-nft-pending' : 'rs-nft-placeholder'}
      data-label={`${animation?.kind === 'audio' ? '♪ ' : ''}#${tokenId}`}
      aria-hidden="true"
    />
  )
  const img = image && (
    <Fallback key={image.urls.join(' ')} urls={image.urls} onFail={() => fail(image)}>
      {(src, onError) => <img src={src} alt={name} loading="lazy" decoding="async" onError={onError} />}
    </Fallback>
  )

  if (animation?.kind === 'video')
    return (
      <span className="rs-nft-media">
        <Fallback key={animation.urls.join(' ')} urls={animation.urls} onFail={() => fail(animation)}>
          {(src, onError) => (
            <video
              src={src}
              poster={image?.urls[0]}
              muted
              playsInline
              loop={variant === 'card'}
              controls={variant === 'detail'}
              preload="metadata"
              aria-label={name}
              onError={onError}
            />
          )}
        </Fallback>
      </span>
    )
  return (
    <>
      <span className="rs-nft-media">{img ?? placeholder}</span>
      {variant === 'detail' && animation?.kind === 'audio' && (
        <Fallback key={animation.urls.join(' ')} urls={animation.urls} onFail={() => fail(animation)}>
          {(src, onError) => (
            // biome-ignore lint/a11y/useMediaCaption: NFT audio comes with no caption track
            <audio
              className="rs-nft-audio"
              src={src}
              controls
              preload="none"
              aria-label={name}
              onError={onError}
            />
          )}
        </Fallback>
      )}
    </>
  )
}

/** Renders `urls[0]`; on an error the next URL (the next gateway), and `onFail` once none is left. */
function Fallback({
  urls,
  onFail,
  children,
}: {
  urls: readonly string[]
  onFail: () => void
  children: (src: string, onError: () => void) => ReactNode
}) {
  const [attempt, setAttempt] = useState(0)
  const src = urls[attempt]
  if (src === undefined) return null
  return children(src, () => (attempt + 1 < urls.length ? setAttempt(attempt + 1) : onFail()))
}

function NftDetail({
  token,
  media: settings,
  labels,
  client,
  txHref,
  onClose,
}: {
  token: Nft
  media: MediaSettings
  labels: NftGalleryLabels
  client: IndexerClient | undefined
  txHref: ((txHash: string) => string | undefined) | undefined
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const media = useNftMedia(token, settings)
  const name = media.data?.name ?? labels.tokenName(token.collection_name, token.nft.token_id)

  useEffect(() => {
    const dialog = dialogRef.current
    // a modal dialog: focus moves in, the page behind is inert, Escape closes (the `close` event)
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  return (
    <dialog
      ref={dialogRef}
      className="rs-nft-dialog"
      aria-labelledby={headingId}
      onClose={onClose}
      // closes on any Escape keydown, not only the browser's own cancel (which close watchers may skip)
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        dialogRef.current?.close()
      }}
    >
      <div className="rs-nft-dialog-header">
        <h2 id={headingId}>{name}</h2>
        <button
          type="button"
          className="rs-button"
          data-variant="quiet"
          onClick={() => dialogRef.current?.close()}
        >
          {labels.close}
        </button>
      </div>
      <div className="rs-nft-detail">
        <MediaView
          tokenId={token.nft.token_id}
          name={name}
          media={media.data}
          pending={media.isPending}
          variant="detail"
        />
        <div>
          {media.data?.description && <p className="rs-nft-description">{media.data.description}</p>}
          <dl>
            <dt>{labels.collection}</dt>
            <dd>{token.collection_name}</dd>
            <dt>{labels.tokenId}</dt>
            <dd className="rs-mono">{token.nft.token_id}</dd>
            <dt>{labels.owner}</dt>
            <dd className="rs-mono">{token.owner}</dd>
            <dt>{labels.height}</dt>
            <dd>{token.height}</dd>
            <dt>{labels.uri}</dt>
            <dd className="rs-mono">{token.nft.uri}</dd>
          </dl>
        </div>
      </div>
      <NftTxHistory token={token} labels={labels} client={client} txHref={txHref} />
    </dialog>
  )
}

function NftTxHistory({
  token,
  labels,
  client,
  txHref,
}: {
  token: Nft
  labels: NftGalleryLabels
  client: IndexerClient | undefined
  txHref: ((txHash: string) => string | undefined) | undefined
}) {
  const history = useNftTxs({ collectionAddr: token.collection_addr, tokenId: token.nft.token_id, client })
  const { items } = history
  return (
    <div className="rs-nft-history" aria-busy={history.isFetching}>
      <table>
        <caption>
          {labels.history}
          {history.total === null ? '' : ` (${history.total.toLocaleString('en-US')})`}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.txHash}</th>
            <th scope="col">{labels.txType}</th>
            <th scope="col">{labels.txHeight}</th>
            <th scope="col">{labels.txTime}</th>
            <th scope="col">{labels.txStatus}</th>
          </tr>
        </thead>
        <tbody>
          {history.isPending &&
            Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <tr key={index}>
                {Array.from({ length: 5 }, (_, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <td key={cell}>
                    <span className="rs-skeleton" />
                  </td>
                ))}
              </tr>
            ))}
          {items.map((tx) => (
            <TxRow key={tx.txhash} tx={tx} labels={labels} href={txHref?.(tx.txhash)} />
          ))}
        </tbody>
      </table>
      {history.isSuccess && items.length === 0 && <p className="rs-message">{labels.historyEmpty}</p>}
      {history.isError && <ErrorAlert error={history.error} retry={labels.retry} onRetry={history.refetch} />}
      {history.hasNextPage && (
        <button
          type="button"
          className="rs-button"
          data-variant="quiet"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {labels.loadMore}
        </button>
      )}
    </div>
  )
}

function TxRow({ tx, labels, href }: { tx: Tx; labels: NftGalleryLabels; href: string | undefined }) {
  const short = `${tx.txhash.slice(0, 8)}…${tx.txhash.slice(-6)}`
  const types = tx.tx.body.messages.map((message) => message['@type'].split('.').at(-1)).join(', ')
  return (
    <tr>
      <td className="rs-mono">
        {href ? (
          <a href={href} title={tx.txhash}>
            {short}
          </a>
        ) : (
          <span title={tx.txhash}>{short}</span>
        )}
      </td>
      <td>{types}</td>
      <td>{tx.height}</td>
      <td>
        <time dateTime={tx.timestamp}>{`${tx.timestamp.slice(0, 19).replace('T', ' ')} UTC`}</time>
      </td>
      <td data-status={tx.code === 0 ? 'success' : 'failed'}>
        {tx.code === 0 ? labels.success : labels.failed}
      </td>
    </tr>
  )
}
