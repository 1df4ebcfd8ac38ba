import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

// as the object of "listelemek": the accusative of each list
const listWords: Record<AccountActivityTab, string> = {
  txs: 'işlemleri',
  evm: 'EVM işlemlerini',
  nfts: 'NFT’leri',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: 'Hesap etkinliği',
  txs: 'İşlemler',
  evm: 'EVM işlemleri',
  nfts: 'NFT’ler',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: 'Yükleniyor…',
  nft: 'NFT',
  tokenId: 'Token ID',
  collection: 'Koleksiyon',
  emptyTxs: 'Bu hesabın işlemi yok.',
  emptyEvm: 'Bu hesabın EVM işlemi yok.',
  emptyNfts: 'Bu hesapta NFT yok.',
  chain: 'Zincir',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) => `${chain}: bu zincirin dizinleyicisi ${listWords[tab]} listelemiyor.`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: bu zincirin dizinleyicisi ${listWords[tab]} bu sayfanın okuyamadığı bir biçimde listeliyor.`,
  retryChain: (chain) => `Tekrar dene: ${chain}`,
  chainsLoading: (chains) => `Hâlâ yükleniyor: ${chains.join(', ')}…`,
  emptyAnswered: 'Yanıt veren zincirlerde bu hesaba ait bir şey yok.',
  evmChain: 'EVM zinciri',
  changes: 'Bakiye değişiklikleri',
  changeWords: balanceChangesLabels,
  toStart: 'En yeniler',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: 'Başa dön',
  title: 'NFT’ler',
  tokens: (count) => `${count} NFT`,
  loading: 'NFT’ler yükleniyor…',
  empty: 'Henüz NFT yok.',
  retry: 'Tekrar dene',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Kapat',
  collection: 'Koleksiyon',
  tokenId: 'Token ID',
  owner: 'Sahip',
  height: 'Yükseklik',
  uri: 'Token URI',
  traits: (count) => `Özellikler (${count})`,
  unnamedTrait: 'Özellik',
  history: 'İşlem geçmişi',
  historyEmpty: 'Bu token için işlem yok.',
  loadMore: 'Daha fazla yükle',
  txHash: 'İşlem hash’i',
  txType: 'Tür',
  txHeight: 'Yükseklik',
  txTime: 'Zaman',
  txStatus: 'Durum',
  success: 'Başarılı',
  failed: 'Başarısız',
}
