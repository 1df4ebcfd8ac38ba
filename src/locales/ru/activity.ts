import type { AccountActivityLabels, AccountActivityTab } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { evmTxListLabels, txTableLabels } from './lists.ts'

const listWords: Record<AccountActivityTab, string> = {
  txs: 'транзакции',
  evm: 'EVM-транзакции',
  nfts: 'NFT',
}

export const accountActivityLabels: FirstWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  title: 'Активность аккаунта',
  txs: 'Транзакции',
  evm: 'EVM-транзакции',
  nfts: 'NFT',
  evmFailed: evmTxListLabels.failed,
  failed: txTableLabels.failed,
  hash: txTableLabels.hash,
  loading: 'Загрузка…',
  nft: 'NFT',
  tokenId: 'ID токена',
  collection: 'Коллекция',
  emptyTxs: 'У этого аккаунта нет транзакций.',
  emptyEvm: 'У этого аккаунта нет EVM-транзакций.',
  emptyNfts: 'У этого аккаунта нет NFT.',
  chain: 'Сеть',
  chainError: (chain, text) => `${chain}: ${text}`,
  chainLacksList: (chain, tab) => `${chain}: индексатор этой сети не выдаёт ${listWords[tab]}.`,
  chainListUnreadable: (chain, tab) =>
    `${chain}: индексатор этой сети выдаёт ${listWords[tab]} в виде, который эта страница не может прочитать.`,
  retryChain: (chain) => `Повторить для ${chain}`,
  chainsLoading: (chains) => `Ещё загружаются: ${new Intl.ListFormat('ru').format(chains)}…`,
  emptyAnswered: 'В ответивших сетях для этого аккаунта ничего нет.',
  evmChain: 'EVM-сеть',
  changes: 'Изменения балансов',
  changeWords: balanceChangesLabels,
  toStart: 'Показать новые',
}

export const nftGalleryLabels: FirstWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  toStart: 'В начало',
  title: 'NFT',
  tokens: (count) => `${count} NFT`,
  loading: 'Загружаем NFT…',
  empty: 'NFT пока нет.',
  retry: 'Повторить',
  tokenName: (collectionName, tokenId) => `${collectionName} #${tokenId}`,
  close: 'Закрыть',
  collection: 'Коллекция',
  tokenId: 'ID токена',
  owner: 'Владелец',
  height: 'Высота',
  uri: 'URI токена',
  traits: (count) => `Свойства (${count})`,
  unnamedTrait: 'Свойство',
  history: 'История транзакций',
  historyEmpty: 'У этого токена нет транзакций.',
  loadMore: 'Загрузить ещё',
  txHash: 'Хеш',
  txType: 'Тип',
  txHeight: 'Высота',
  txTime: 'Время',
  txStatus: 'Статус',
  success: 'Успешно',
  failed: 'Ошибка',
}
