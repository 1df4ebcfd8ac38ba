import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: 'transacciones',
  evm: 'transacciones EVM',
  nfts: 'NFT',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: 'Actividad de la cuenta',
  txs: 'Transacciones',
  evm: 'Transacciones EVM',
  nfts: 'NFT',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: 'Cargando…',
  nft: 'NFT',
  tokenId: 'ID del token',
  collection: 'Colección',
  emptyTxs: 'No hay transacciones de esta cuenta.',
  emptyEvm: 'No hay transacciones EVM de esta cuenta.',
  emptyNfts: 'Esta cuenta no tiene NFT.',
  chain: 'Red',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) => `${chain}: el indexador de esta red no lista ${listWords[tab]}.`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: el indexador de esta red lista ${listWords[tab]} en un formato que esta página no puede leer.`,
  retryChain: (chain) => `Reintentar ${chain}`,
  chainsLoading: (chains) => `Aún cargando ${new Intl.ListFormat('es').format(chains)}…`,
  emptyAnswered: 'Nada de esta cuenta en las redes que respondieron.',
  evmChain: 'Red EVM',
  changes: 'Cambios de saldo',
  changeWords: balanceChangesLabels,
  toStart: 'Ver las últimas',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: 'Volver al inicio',
  title: 'NFT',
  tokens: (count) => `${count} NFT`,
  loading: 'Cargando NFT…',
  empty: 'Aún no hay NFT.',
  retry: 'Reintentar',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Cerrar',
  collection: 'Colección',
  tokenId: 'ID del token',
  owner: 'Propietario',
  height: 'Altura',
  uri: 'URI del token',
  traits: (count) => `Atributos (${count})`,
  unnamedTrait: 'Atributo',
  history: 'Historial de txs',
  historyEmpty: 'No hay txs de este token.',
  loadMore: 'Cargar más',
  txHash: 'Hash de tx',
  txType: 'Tipo',
  txHeight: 'Altura',
  txTime: 'Hora',
  txStatus: 'Estado',
  success: 'Correcta',
  failed: 'Fallida',
}
