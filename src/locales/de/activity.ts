import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: 'Transaktionen',
  evm: 'EVM-Transaktionen',
  nfts: 'NFTs',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: 'Kontoaktivität',
  txs: 'Transaktionen',
  evm: 'EVM-Transaktionen',
  nfts: 'NFTs',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: 'Wird geladen…',
  nft: 'NFT',
  tokenId: 'Token-ID',
  collection: 'Kollektion',
  emptyTxs: 'Keine Transaktionen für dieses Konto.',
  emptyEvm: 'Keine EVM-Transaktionen für dieses Konto.',
  emptyNfts: 'Dieses Konto hält keine NFTs.',
  chain: 'Chain',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) => `${chain}: Der Indexer dieser Chain listet keine ${listWords[tab]}.`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: Der Indexer dieser Chain listet ${listWords[tab]} in einer Form, die diese Seite nicht lesen kann.`,
  retryChain: (chain) => `${chain} wiederholen`,
  chainsLoading: (chains) => `Lädt noch: ${chains.join(', ')}…`,
  emptyAnswered: 'Nichts für dieses Konto auf den Chains, die geantwortet haben.',
  evmChain: 'EVM-Chain',
  changes: 'Guthabenänderungen',
  changeWords: balanceChangesLabels,
  toStart: 'Neueste anzeigen',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: 'Zum Anfang',
  title: 'NFTs',
  tokens: (count) => `${count} ${count === '1' ? 'NFT' : 'NFTs'}`,
  loading: 'NFTs werden geladen…',
  empty: 'Noch keine NFTs.',
  retry: 'Wiederholen',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Schließen',
  collection: 'Kollektion',
  tokenId: 'Token-ID',
  owner: 'Besitzer',
  height: 'Höhe',
  uri: 'Token-URI',
  traits: (count) => `Merkmale (${count})`,
  unnamedTrait: 'Merkmal',
  history: 'Tx-Verlauf',
  historyEmpty: 'Keine Txs für diesen Token.',
  loadMore: 'Mehr laden',
  txHash: 'Tx-Hash',
  txType: 'Typ',
  txHeight: 'Höhe',
  txTime: 'Zeit',
  txStatus: 'Status',
  success: 'Erfolg',
  failed: 'Fehler',
}
