// Its own module: the bridge's views check their explorer links with it, without the NFT media pipeline.

export const safeDataImage = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i

/** Whether a URL may be put into `src` or `href`: http(s), or a base64 png/jpeg/gif/webp data URI. */
export function isRenderableUrl(url: string): boolean {
  if (safeDataImage.test(url)) return true
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
