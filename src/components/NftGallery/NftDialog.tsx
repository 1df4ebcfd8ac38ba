'use client'

import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useNftMedia } from '../../hooks/useNftMedia.ts'
import { useNftTxs } from '../../hooks/useNftTxs.ts'
import type { IndexerClient } from '../../indexer/client.ts'
import type { Nft } from '../../indexer/nft.ts'
import { AccountHash } from '../shared/AccountHash.tsx'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import { formatInteger } from '../shared/format.ts'
import { revealInvisible } from '../shared/safeText.ts'
import { RowCells, TableHead } from '../shared/tableParts.tsx'
import { defaultTxTableLabels, txTableColumns } from '../TxList/TxTable.tsx'
import type { NftGalleryLabels } from './labels.ts'
import { type MediaSettings, tokenName } from './NftCard.tsx'
import { MediaView } from './NftMedia.tsx'

export function NftDialog({
  token,
  media: settings,
  labels,
  client,
  txHref,
  actions,
  onClose,
  locale,
}: {
  locale: string | undefined
  token: Nft
  media: MediaSettings
  labels: NftGalleryLabels
  client: IndexerClient | undefined
  txHref: ((txHash: string) => string | undefined) | undefined
  actions: ((token: Nft, close: () => void) => ReactNode) | undefined
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const media = useNftMedia({ token, ...settings })
  const name = tokenName(token, media.data?.name, labels)
  const attributes = media.data?.attributes

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
      {actions && <div className="rs-nft-actions">{actions(token, () => dialogRef.current?.close())}</div>}
      <div className="rs-nft-detail">
        <MediaView
          tokenId={token.nft.token_id}
          name={name}
          media={media.data}
          pending={media.isPending}
          variant="detail"
        />
        <div>
          {media.data?.description && (
            <p className="rs-nft-description">{revealInvisible(media.data.description)}</p>
          )}
          <dl>
            <dt>{labels.collection}</dt>
            <dd>{revealInvisible(token.collection_name)}</dd>
            <dt>{labels.tokenId}</dt>
            <dd className="rs-mono">{revealInvisible(token.nft.token_id)}</dd>
            <dt>{labels.owner}</dt>
            <dd>
              <AccountHash value={token.owner} full />
            </dd>
            <dt>{labels.height}</dt>
            <dd>{token.height}</dd>
            <dt>{labels.uri}</dt>
            <dd className="rs-mono">{revealInvisible(token.nft.uri)}</dd>
          </dl>
          {attributes && (
            <section className="rs-nft-traits" aria-labelledby={`${headingId}-traits`}>
              <h3 id={`${headingId}-traits`}>{labels.traits(attributes.length)}</h3>
              <dl>
                {attributes.map(({ trait, value }, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: traits are listed in the metadata's order
                  <div key={index}>
                    <dt>{trait ? revealInvisible(trait) : labels.unnamedTrait}</dt>
                    <dd>{revealInvisible(value)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>
      <NftTxHistory token={token} labels={labels} client={client} txHref={txHref} locale={locale} />
    </dialog>
  )
}

function NftTxHistory({
  token,
  labels,
  client,
  txHref,
  locale,
}: {
  token: Nft
  labels: NftGalleryLabels
  client: IndexerClient | undefined
  txHref: ((txHash: string) => string | undefined) | undefined
  locale: string | undefined
}) {
  const history = useNftTxs({ collectionAddr: token.collection_addr, tokenId: token.nft.token_id, client })
  const { items } = history
  const headingId = useId()
  // the tx row of TxList, drawn whole: a token has a few txs, each with one link
  const columns = txTableColumns(
    {
      ...defaultTxTableLabels,
      hash: labels.txHash,
      messages: labels.txType,
      height: labels.txHeight,
      time: labels.txTime,
      status: labels.txStatus,
    },
    txHref,
  )
  return (
    <section className="rs-nft-history" aria-busy={history.isFetching} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {labels.history}
        {history.total === null ? '' : ` (${formatInteger(history.total, locale)})`}
      </h3>
      {history.isPending && <span className="rs-skeleton" />}
      {items.length > 0 && (
        <div className="rs-vtable" data-columns={columns.length}>
          <table aria-label={labels.history}>
            <TableHead columns={columns} />
            <tbody>
              {items.map((tx, index) => (
                <tr key={tx.txhash}>
                  <RowCells columns={columns} item={tx} position={index} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.isSuccess && items.length === 0 && <p className="rs-message">{labels.historyEmpty}</p>}
      {history.isError && (
        <ErrorAlert
          error={history.error}
          retry={labels.retry}
          onRetry={history.refetch}
          labels={labels.errors}
        />
      )}
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
    </section>
  )
}
