'use client'

import { type ReactNode, useState } from 'react'
import type { NftMedia, NftMediaSource } from '../../media/nftMedia.ts'

/**
 * The token's media in an aspect-ratio box: its picture (on a card also for a video, or an audio's cover), a
 * video (in the detail, or on a card without a picture), an audio player (detail only), or a placeholder with the
 * token id when nothing loads.
 */
export function MediaView({
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
      {(src, onError) => (
        // on a card the caption names the token: the picture is decoration there
        <img
          src={src}
          alt={variant === 'card' ? '' : name}
          loading="lazy"
          decoding="async"
          onError={onError}
        />
      )}
    </Fallback>
  )

  // a card shows the picture when there is one (a poster cannot fall back to the next gateway); the detail plays
  if (animation?.kind === 'video' && (variant === 'detail' || !img))
    return (
      <span className="rs-nft-media">
        <Fallback key={animation.urls.join(' ')} urls={animation.urls} onFail={() => fail(animation)}>
          {(src, onError) => (
            <video
              src={src}
              muted
              playsInline
              loop={variant === 'card'}
              controls={variant === 'detail'}
              preload="metadata"
              // on a card the caption names the token, as for a picture
              aria-label={variant === 'detail' ? name : undefined}
              aria-hidden={variant === 'card' ? true : undefined}
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
