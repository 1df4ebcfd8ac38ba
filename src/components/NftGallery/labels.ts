import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'
export interface NftGalleryLabels {
  /** The scrolling grid's accessible name. */
  title: string
  tokens: (count: string) => string
  loading: string
  empty: string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
  /** A token's name when its metadata has none (or is unavailable). */
  tokenName: (collectionName: string, tokenId: string) => string
  close: string
  collection: string
  tokenId: string
  owner: string
  height: string
  uri: string
  /** The heading of the token's traits (`attributes` in its metadata). */
  traits: (count: number) => string
  /** A trait's name when its metadata gives none. */
  unnamedTrait: string
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
  /** With `urlState`, on a gallery opened at a later page: back to its first page. */
  toStart: string
}

export const defaultNftGalleryLabels: NftGalleryLabels = {
  toStart: 'Back to first',
  title: 'NFTs',
  tokens: (count) => `${count} NFTs`,
  loading: 'Loading NFTs…',
  empty: 'No NFTs yet.',
  retry: 'Retry',
  errors: defaultErrorLabels,
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Close',
  collection: 'Collection',
  tokenId: 'Token ID',
  owner: 'Owner',
  height: 'Height',
  uri: 'Token URI',
  traits: (count) => `Traits (${count})`,
  unnamedTrait: 'Trait',
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
