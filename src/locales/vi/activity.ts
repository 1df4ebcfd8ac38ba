import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: 'giao dịch',
  evm: 'giao dịch EVM',
  nfts: 'NFT',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: 'Hoạt động tài khoản',
  txs: 'Giao dịch',
  evm: 'Giao dịch EVM',
  nfts: 'NFT',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: 'Đang tải…',
  nft: 'NFT',
  tokenId: 'Token ID',
  collection: 'Bộ sưu tập',
  emptyTxs: 'Tài khoản này chưa có giao dịch.',
  emptyEvm: 'Tài khoản này chưa có giao dịch EVM.',
  emptyNfts: 'Tài khoản này không giữ NFT nào.',
  chain: 'Chuỗi',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) => `${chain}: bộ lập chỉ mục của chuỗi này không liệt kê ${listWords[tab]}.`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: bộ lập chỉ mục của chuỗi này liệt kê ${listWords[tab]} ở dạng trang này không đọc được.`,
  retryChain: (chain) => `Thử lại ${chain}`,
  chainsLoading: (chains) => `Vẫn đang tải ${chains.join(', ')}…`,
  emptyAnswered: 'Không có gì cho tài khoản này trên các chuỗi đã phản hồi.',
  evmChain: 'Chuỗi EVM',
  changes: 'Thay đổi số dư',
  changeWords: balanceChangesLabels,
  toStart: 'Xem mới nhất',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: 'Về đầu',
  title: 'NFT',
  tokens: (count) => `${count} NFT`,
  loading: 'Đang tải NFT…',
  empty: 'Chưa có NFT.',
  retry: 'Thử lại',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Đóng',
  collection: 'Bộ sưu tập',
  tokenId: 'Token ID',
  owner: 'Chủ sở hữu',
  height: 'Khối',
  uri: 'Token URI',
  traits: (count) => `Thuộc tính (${count})`,
  unnamedTrait: 'Thuộc tính',
  history: 'Lịch sử giao dịch',
  historyEmpty: 'Token này chưa có giao dịch.',
  loadMore: 'Tải thêm',
  txHash: 'Tx hash',
  txType: 'Loại',
  txHeight: 'Khối',
  txTime: 'Thời gian',
  txStatus: 'Trạng thái',
  success: 'Thành công',
  failed: 'Thất bại',
}
