// `rollscope/query`: every query-options factory and query key, as wagmi's `wagmi/query`: what a server prefetches
// with and what an app invalidates. No React.

export type { ChainHistoryBounds } from '../chainHistory/read.ts'
export { registryUsernamesClient } from '../names/registryClient.ts'
export {
  type AccountActivityChain,
  type AccountActivityChainIds,
  type AccountActivityList,
  type ActivityChainPages,
  type ActivityRecord,
  type ActivityRow,
  accountActivityChainQueryOptions,
  type MergedActivity,
  type PrefetchAccountActivityParameters,
  prefetchAccountActivity,
} from '../query/accountActivity.ts'
export {
  type BalancesChain,
  type BalancesChainIds,
  type BalancesError,
  type BalancesQueryParameters,
  balancesChains,
  balancesKeys,
  balancesQueryOptions,
  pricesQueryOptions,
} from '../query/balances.ts'
export {
  avgBlockTimeQueryOptions,
  type BlockQueryParameters,
  type BlocksQueryParameters,
  blockQueryOptions,
  blocksInfiniteQueryOptions,
  indexerStatusQueryOptions,
} from '../query/blocks.ts'
export { chainViewQueryOptions } from '../query/chainView.ts'
export {
  type CosmosTxOfEvmTxQueryParameters,
  cosmosTxOfEvmTxQueryOptions,
  type EvmInternalTxsByAccountQueryParameters,
  type EvmInternalTxsByHashQueryParameters,
  type EvmInternalTxsByHeightQueryParameters,
  type EvmInternalTxsQueryParameters,
  type EvmInternalTxTree,
  type EvmInternalTxTreeQueryParameters,
  type EvmTxOfCosmosTxQueryParameters,
  type EvmTxQueryParameters,
  type EvmTxsByAccountQueryParameters,
  type EvmTxsByHeightQueryParameters,
  type EvmTxsQueryParameters,
  evmInternalTxsByAccountInfiniteQueryOptions,
  evmInternalTxsByHashInfiniteQueryOptions,
  evmInternalTxsByHeightInfiniteQueryOptions,
  evmInternalTxsInfiniteQueryOptions,
  evmInternalTxTreeQueryOptions,
  evmTxOfCosmosTxQueryOptions,
  evmTxQueryOptions,
  evmTxsByAccountInfiniteQueryOptions,
  evmTxsByHeightInfiniteQueryOptions,
  evmTxsInfiniteQueryOptions,
  maxInternalTxTreePages,
} from '../query/evmTxs.ts'
export {
  type IndexerError,
  type IndexerInfiniteQueryOptions,
  type IndexerPage,
  type IndexerPageParam,
  type IndexerQueryKey,
  type IndexerQueryOptions,
  indexerKeys,
  type ListQueryParameters,
  type QueryParameters,
  rollscopeQueryKey,
} from '../query/indexerQuery.ts'
export {
  accountActivityQueryOptions,
  blockDetailQueryOptions,
  blockListQueryOptions,
  evmTxListQueryOptions,
  nftGalleryQueryOptions,
  richListTableQueryOptions,
  type TxListQueryParameters,
  txListQueryOptions,
} from '../query/listQueries.ts'
export {
  type NftCollectionQueryParameters,
  type NftCollectionsByAccountQueryParameters,
  type NftCollectionsByNameQueryParameters,
  type NftCollectionsQueryParameters,
  type NftTokensByAccountQueryParameters,
  type NftTokensByCollectionQueryParameters,
  type NftTxsQueryParameters,
  nftCollectionQueryOptions,
  nftCollectionsByAccountInfiniteQueryOptions,
  nftCollectionsByNameInfiniteQueryOptions,
  nftCollectionsInfiniteQueryOptions,
  nftTokensByAccountInfiniteQueryOptions,
  nftTokensByCollectionInfiniteQueryOptions,
  nftTxsInfiniteQueryOptions,
} from '../query/nft.ts'
export {
  type NftMediaQueryKey,
  type NftMediaQueryOptions,
  type NftMediaQueryParameters,
  nftMediaQueryOptions,
} from '../query/nftMedia.ts'
export {
  type OpBridgeQueryParameters,
  type OpClaimableAtQueryParameters,
  type OpinitError,
  type OpinitQueryOptions,
  type OpOutputQueryParameters,
  type OpWithdrawalClaimedQueryParameters,
  type OpWithdrawalQueryParameters,
  type OpWithdrawalsQueryParameters,
  type OtherWithdrawal,
  type OtherWithdrawalsQueryOptions,
  type OtherWithdrawalsQueryParameters,
  opBridgeQueryOptions,
  opClaimableAtQueryOptions,
  opinitKeys,
  opOutputQueryOptions,
  opWithdrawalClaimedQueryOptions,
  opWithdrawalQueryOptions,
  opWithdrawalsQueryOptions,
  otherWithdrawalsQueryOptions,
} from '../query/opinit.ts'
export {
  type AssetQueryParameters,
  type AssetsQueryParameters,
  assetQueryOptions,
  assetsQueryOptions,
  type ChainQueryParameters,
  chainQueryOptions,
  chainsQueryOptions,
  type RegistryError,
  type RegistryQueryOptions,
  registryKeys,
} from '../query/registry.ts'
export { type RichListQueryParameters, richListInfiniteQueryOptions } from '../query/richList.ts'
export {
  routerAssetsFromSourceQueryOptions,
  routerAssetsQueryOptions,
  routerBalancesQueryOptions,
  routerChainsQueryOptions,
  routerKeys,
} from '../query/router.ts'
export { type SearchQueryParameters, searchQueryOptions } from '../query/search.ts'
export {
  objectOwnerQueryOptions,
  type StoreOwners,
  type StoreOwnersQueryOptions,
  storeOwnersKeys,
  storeOwnersQueryOptions,
} from '../query/storeOwners.ts'
export {
  type PrefetchTransferHistoryParameters,
  prefetchTransferHistory,
  type TransferHistoryChainQueryKey,
  type TransferHistoryChainQueryOptions,
  type TransferHistoryChainQueryParameters,
  type TransferHistoryError,
  type TransferHistoryExecutors,
  transferHistoryChainQueryOptions,
  transferHistoryKeys,
} from '../query/transferHistory.ts'
export {
  type TxQueryParameters,
  type TxsByAccountQueryParameters,
  type TxsByHeightQueryParameters,
  type TxsQueryParameters,
  txQueryOptions,
  txsByAccountInfiniteQueryOptions,
  txsByHeightInfiniteQueryOptions,
  txsInfiniteQueryOptions,
} from '../query/txs.ts'
export {
  confirmUsernameAddress,
  type UsernameQueryOptions,
  usernameAddressQueryOptions,
  usernameQueryOptions,
  usernamesKeys,
} from '../query/usernames.ts'
export { chainIndexerClient, chainRestClient } from '../registry/chainClients.ts'
export type { ChainViewData } from '../registry/chainView.ts'
