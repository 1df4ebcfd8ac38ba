import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: 'transações',
  evm: 'transações EVM',
  nfts: 'NFTs',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: 'Atividade da conta',
  txs: 'Transações',
  evm: 'Transações EVM',
  nfts: 'NFTs',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: 'Carregando…',
  nft: 'NFT',
  tokenId: 'ID do token',
  collection: 'Coleção',
  emptyTxs: 'Nenhuma transação desta conta.',
  emptyEvm: 'Nenhuma transação EVM desta conta.',
  emptyNfts: 'Esta conta não tem NFTs.',
  chain: 'Rede',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) => `${chain}: o indexador desta rede não lista ${listWords[tab]}.`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: o indexador desta rede lista ${listWords[tab]} num formato que esta página não consegue ler.`,
  retryChain: (chain) => `Tentar ${chain} de novo`,
  chainsLoading: (chains) => `Ainda carregando ${new Intl.ListFormat('pt-BR').format(chains)}…`,
  emptyAnswered: 'Nada desta conta nas redes que responderam.',
  evmChain: 'Rede EVM',
  changes: 'Mudanças de saldo',
  changeWords: balanceChangesLabels,
  toStart: 'Mais recentes',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: 'Voltar ao início',
  title: 'NFTs',
  tokens: (count) => `${count} NFTs`,
  loading: 'Carregando NFTs…',
  empty: 'Ainda não há NFTs.',
  retry: 'Tentar de novo',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Fechar',
  collection: 'Coleção',
  tokenId: 'ID do token',
  owner: 'Dono',
  height: 'Altura',
  uri: 'URI do token',
  traits: (count) => `Atributos (${count})`,
  unnamedTrait: 'Atributo',
  history: 'Histórico de txs',
  historyEmpty: 'Nenhuma tx deste token.',
  loadMore: 'Carregar mais',
  txHash: 'Hash da tx',
  txType: 'Tipo',
  txHeight: 'Altura',
  txTime: 'Hora',
  txStatus: 'Status',
  success: 'Sucesso',
  failed: 'Falhou',
}
