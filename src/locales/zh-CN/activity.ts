import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: '交易',
  evm: 'EVM 交易',
  nfts: 'NFT',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: '账户动态',
  txs: '交易',
  evm: 'EVM 交易',
  nfts: 'NFT',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: '加载中…',
  nft: 'NFT',
  tokenId: '代币 ID',
  collection: '合集',
  emptyTxs: '此账户没有交易。',
  emptyEvm: '此账户没有 EVM 交易。',
  emptyNfts: '此账户未持有 NFT。',
  chain: '链',
  chainError: (chain, text) => `${chain}：${text}`,
  chainLacksList: (chain, tab) => `${chain}：此链的索引器不提供${listWords[tab]}列表。`,
  chainListUnreadable: (chain, tab) =>
    `${chain}：此链的索引器提供的${listWords[tab]}列表格式，本页面无法读取。`,
  retryChain: (chain) => `重试 ${chain}`,
  chainsLoading: (chains) => `仍在加载 ${chains.join('、')}…`,
  emptyAnswered: '已响应的链上没有此账户的记录。',
  evmChain: 'EVM 链',
  changes: '余额变动',
  changeWords: balanceChangesLabels,
  toStart: '显示最新',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: '回到开头',
  title: 'NFT',
  tokens: (count) => `${count} 个 NFT`,
  loading: '正在加载 NFT…',
  empty: '暂无 NFT。',
  retry: '重试',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: '关闭',
  collection: '合集',
  tokenId: '代币 ID',
  owner: '持有者',
  height: '高度',
  uri: '代币 URI',
  traits: (count) => `属性（${count}）`,
  unnamedTrait: '属性',
  history: '交易记录',
  historyEmpty: '此代币没有交易。',
  loadMore: '加载更多',
  txHash: '交易哈希',
  txType: '类型',
  txHeight: '高度',
  txTime: '时间',
  txStatus: '状态',
  success: '成功',
  failed: '失败',
}
