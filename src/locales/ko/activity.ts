import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: '트랜잭션',
  evm: 'EVM 트랜잭션',
  nfts: 'NFT',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: '계정 활동',
  txs: '트랜잭션',
  evm: 'EVM 트랜잭션',
  nfts: 'NFT',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: '불러오는 중…',
  nft: 'NFT',
  tokenId: '토큰 ID',
  collection: '컬렉션',
  emptyTxs: '이 계정의 트랜잭션이 없습니다.',
  emptyEvm: '이 계정의 EVM 트랜잭션이 없습니다.',
  emptyNfts: '이 계정이 보유한 NFT가 없습니다.',
  chain: '체인',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) => `${chain}: 이 체인의 인덱서는 ${listWords[tab]} 목록을 제공하지 않습니다.`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: 이 체인의 인덱서가 제공하는 ${listWords[tab]} 목록을 이 페이지에서 읽을 수 없습니다.`,
  retryChain: (chain) => `${chain} 다시 시도`,
  chainsLoading: (chains) => `${chains.join(', ')} 불러오는 중…`,
  emptyAnswered: '응답한 체인에는 이 계정의 내역이 없습니다.',
  evmChain: 'EVM 체인',
  changes: '잔액 변동',
  changeWords: balanceChangesLabels,
  toStart: '최신 항목 보기',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: '처음으로',
  title: 'NFT',
  tokens: (count) => `NFT ${count}개`,
  loading: 'NFT를 불러오는 중…',
  empty: '아직 NFT가 없습니다.',
  retry: '다시 시도',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: '닫기',
  collection: '컬렉션',
  tokenId: '토큰 ID',
  owner: '소유자',
  height: '높이',
  uri: '토큰 URI',
  traits: (count) => `속성(${count})`,
  unnamedTrait: '속성',
  history: '트랜잭션 기록',
  historyEmpty: '이 토큰의 트랜잭션이 없습니다.',
  loadMore: '더 보기',
  txHash: '트랜잭션 해시',
  txType: '유형',
  txHeight: '높이',
  txTime: '시간',
  txStatus: '상태',
  success: '성공',
  failed: '실패',
}
