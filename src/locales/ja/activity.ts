import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: 'トランザクション',
  evm: 'EVM トランザクション',
  nfts: 'NFT',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: 'アカウントの履歴',
  txs: 'トランザクション',
  evm: 'EVM トランザクション',
  nfts: 'NFT',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: '読み込み中…',
  nft: 'NFT',
  tokenId: 'トークン ID',
  collection: 'コレクション',
  emptyTxs: 'このアカウントのトランザクションはありません。',
  emptyEvm: 'このアカウントの EVM トランザクションはありません。',
  emptyNfts: 'このアカウントは NFT を保有していません。',
  chain: 'チェーン',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) =>
    `${chain}: このチェーンのインデクサーは${listWords[tab]}の一覧を提供していません。`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: このチェーンのインデクサーが返す${listWords[tab]}の一覧は、このページでは読み取れない形式です。`,
  retryChain: (chain) => `${chain} を再試行`,
  chainsLoading: (chains) => `${chains.join('、')} を読み込み中…`,
  emptyAnswered: '応答したチェーンには、このアカウントの記録はありません。',
  evmChain: 'EVM チェーン',
  changes: '残高の変動',
  changeWords: balanceChangesLabels,
  toStart: '最新を表示',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: '最初に戻る',
  title: 'NFT',
  tokens: (count) => `${count} 個の NFT`,
  loading: 'NFT を読み込み中…',
  empty: 'まだ NFT はありません。',
  retry: '再試行',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: '閉じる',
  collection: 'コレクション',
  tokenId: 'トークン ID',
  owner: '所有者',
  height: '高さ',
  uri: 'トークン URI',
  traits: (count) => `特性（${count}）`,
  unnamedTrait: '特性',
  history: 'Tx 履歴',
  historyEmpty: 'このトークンの Tx はありません。',
  loadMore: 'さらに読み込む',
  txHash: 'Tx ハッシュ',
  txType: 'タイプ',
  txHeight: '高さ',
  txTime: '日時',
  txStatus: 'ステータス',
  success: '成功',
  failed: '失敗',
}
