'use client'

import { useId } from 'react'
import { useNftMedia } from '../../hooks/useNftMedia.ts'
import type { Nft } from '../../indexer/nft.ts'
import type { ResolveNftGalleryMedia } from '../../query/nftMedia.ts'
import { revealInvisible } from '../shared/safeText.ts'
import type { NftGalleryLabels } from './labels.ts'
import { MediaView } from './NftMedia.tsx'

export interface MediaSettings {
  gateways: readonly string[]
  resolveMedia: ResolveNftGalleryMedia | undefined
}

/** A token's name: its metadata's, else "Collection #id"; invisible format characters written out. */
export function tokenName(token: Nft, metadataName: string | undefined, labels: NftGalleryLabels) {
  return revealInvisible(metadataName ?? labels.tokenName(token.collection_name, token.nft.token_id))
}

export function NftCard({
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
  const media = useNftMedia({ token, ...settings })
  const captionId = useId()
  const fallbackName = tokenName(token, undefined, labels)
  const name = tokenName(token, media.data?.name, labels)
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
