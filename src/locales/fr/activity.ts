import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: 'les transactions',
  evm: 'les transactions EVM',
  nfts: 'les NFT',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: 'Activité du compte',
  txs: 'Transactions',
  evm: 'Transactions EVM',
  nfts: 'NFT',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: 'Chargement…',
  nft: 'NFT',
  tokenId: 'ID du jeton',
  collection: 'Collection',
  emptyTxs: 'Aucune transaction pour ce compte.',
  emptyEvm: 'Aucune transaction EVM pour ce compte.',
  emptyNfts: 'Ce compte ne détient aucun NFT.',
  chain: 'Chaîne',
  chainError: (chain, text) => `${chain} : ${text}`,
  chainLacksList: (chain, tab) => `${chain} : l’indexeur de cette chaîne ne liste pas ${listWords[tab]}.`,
  chainListUnreadable: (chain, tab) =>
    `${chain} : l’indexeur de cette chaîne liste ${listWords[tab]} sous une forme que cette page ne sait pas lire.`,
  retryChain: (chain) => `Réessayer ${chain}`,
  chainsLoading: (chains) => `Encore en chargement : ${chains.join(', ')}…`,
  emptyAnswered: 'Rien pour ce compte sur les chaînes qui ont répondu.',
  evmChain: 'Chaîne EVM',
  changes: 'Variations de solde',
  changeWords: balanceChangesLabels,
  toStart: 'Plus récentes',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: 'Retour au début',
  title: 'NFT',
  tokens: (count) => `${count} NFT`,
  loading: 'Chargement des NFT…',
  empty: 'Pas encore de NFT.',
  retry: 'Réessayer',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Fermer',
  collection: 'Collection',
  tokenId: 'ID du jeton',
  owner: 'Propriétaire',
  height: 'Hauteur',
  uri: 'URI du jeton',
  traits: (count) => `Attributs (${count})`,
  unnamedTrait: 'Attribut',
  history: 'Historique',
  historyEmpty: 'Aucune tx pour ce jeton.',
  loadMore: 'Charger plus',
  txHash: 'Hash de tx',
  txType: 'Type',
  txHeight: 'Hauteur',
  txTime: 'Date',
  txStatus: 'Statut',
  success: 'Réussie',
  failed: 'Échec',
}
