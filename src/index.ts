// The package's only entry. Everything public is exported here by name, so that bundlers drop what an app does not import.
export {
  HttpError,
  InvalidParameterError,
  NetworkError,
  ResponseValidationError,
  RollscopeError,
  type RollscopeErrorOptions,
  TimeoutError,
  type ValidationIssue,
} from './http/errors.ts'
export {
  type HttpClientConfig,
  type RequestOptions,
  type RetryOptions,
} from './http/request.ts'
export {
  createIndexerClient,
  type IndexerClient,
  type IndexerClientConfig,
} from './indexer/client.ts'
export {
  MAX_LIMIT,
  type MsgsParameters,
  type PaginationParameters,
} from './indexer/parameters.ts'
export {
  type AvgBlockTime,
  avgBlockTimeSchema,
  type Block,
  blockSchema,
  type Coin,
  coinSchema,
  type CosmosTx,
  cosmosTxSchema,
  eventSchema,
  type EvmInternalTx,
  evmInternalTxSchema,
  type EvmLog,
  evmLogSchema,
  type EvmTx,
  evmTxSchema,
  type IndexerStatus,
  indexerStatusSchema,
  type Nft,
  type NftCollection,
  nftCollectionSchema,
  nftSchema,
  type Pagination,
  paginationSchema,
  type RichListHolder,
  richListHolderSchema,
  type Tx,
  type TxEvent,
  txSchema,
} from './indexer/schemas.ts'
export {
  getAvgBlockTime,
  type GetAvgBlockTimeReturnType,
  getBlock,
  type GetBlockParameters,
  type GetBlockReturnType,
  getIndexerStatus,
  type GetIndexerStatusReturnType,
  listBlocks,
  type ListBlocksParameters,
  type ListBlocksReturnType,
} from './indexer/blocks.ts'
export {
  getTx,
  type GetTxParameters,
  type GetTxReturnType,
  listTxs,
  listTxsByAccount,
  type ListTxsByAccountParameters,
  listTxsByHeight,
  type ListTxsByHeightParameters,
  type ListTxsParameters,
  type ListTxsReturnType,
} from './indexer/txs.ts'
export {
  getEvmTx,
  type GetEvmTxParameters,
  type GetEvmTxReturnType,
  listEvmInternalTxs,
  listEvmInternalTxsByAccount,
  type ListEvmInternalTxsByAccountParameters,
  listEvmInternalTxsByHash,
  type ListEvmInternalTxsByHashParameters,
  listEvmInternalTxsByHeight,
  type ListEvmInternalTxsByHeightParameters,
  type ListEvmInternalTxsParameters,
  type ListEvmInternalTxsReturnType,
  listEvmTxs,
  listEvmTxsByAccount,
  type ListEvmTxsByAccountParameters,
  listEvmTxsByHeight,
  type ListEvmTxsByHeightParameters,
  type ListEvmTxsParameters,
  type ListEvmTxsReturnType,
} from './indexer/evmTxs.ts'
export {
  getNftCollection,
  type GetNftCollectionParameters,
  type GetNftCollectionReturnType,
  listNftCollections,
  listNftCollectionsByAccount,
  type ListNftCollectionsByAccountParameters,
  listNftCollectionsByName,
  type ListNftCollectionsByNameParameters,
  type ListNftCollectionsParameters,
  type ListNftCollectionsReturnType,
  listNftTokensByAccount,
  type ListNftTokensByAccountParameters,
  listNftTokensByCollection,
  type ListNftTokensByCollectionParameters,
  type ListNftTokensReturnType,
  listNftTxs,
  type ListNftTxsParameters,
  type ListNftTxsReturnType,
  type NftTokenOrder,
} from './indexer/nft.ts'
export {
  listRichList,
  type ListRichListParameters,
  type ListRichListReturnType,
} from './indexer/richList.ts'
export {
  type IndexerError,
  type IndexerInfiniteQueryOptions,
  type IndexerPage,
  type IndexerPageParam,
  indexerQueryKey,
  type IndexerQueryKey,
  type IndexerQueryOptions,
  type ListQueryParameters,
  type QueryParameters,
  rollscopeQueryKey,
  shouldRetryIndexerQuery,
} from './query/indexerQuery.ts'
export {
  avgBlockTimeQueryOptions,
  blockQueryOptions,
  type BlockQueryParameters,
  blocksInfiniteQueryOptions,
  type BlocksQueryParameters,
  indexerStatusQueryOptions,
} from './query/blocks.ts'
export {
  txQueryOptions,
  type TxQueryParameters,
  txsByAccountInfiniteQueryOptions,
  type TxsByAccountQueryParameters,
  txsByHeightInfiniteQueryOptions,
  type TxsByHeightQueryParameters,
  txsInfiniteQueryOptions,
  type TxsQueryParameters,
} from './query/txs.ts'
export {
  evmInternalTxsByAccountInfiniteQueryOptions,
  type EvmInternalTxsByAccountQueryParameters,
  evmInternalTxsByHashInfiniteQueryOptions,
  type EvmInternalTxsByHashQueryParameters,
  evmInternalTxsByHeightInfiniteQueryOptions,
  type EvmInternalTxsByHeightQueryParameters,
  evmInternalTxsInfiniteQueryOptions,
  type EvmInternalTxsQueryParameters,
  evmTxQueryOptions,
  type EvmTxQueryParameters,
  evmTxsByAccountInfiniteQueryOptions,
  type EvmTxsByAccountQueryParameters,
  evmTxsByHeightInfiniteQueryOptions,
  type EvmTxsByHeightQueryParameters,
  evmTxsInfiniteQueryOptions,
  type EvmTxsQueryParameters,
} from './query/evmTxs.ts'
export {
  nftCollectionQueryOptions,
  type NftCollectionQueryParameters,
  nftCollectionsByAccountInfiniteQueryOptions,
  type NftCollectionsByAccountQueryParameters,
  nftCollectionsByNameInfiniteQueryOptions,
  type NftCollectionsByNameQueryParameters,
  nftCollectionsInfiniteQueryOptions,
  type NftCollectionsQueryParameters,
  nftTokensByAccountInfiniteQueryOptions,
  type NftTokensByAccountQueryParameters,
  nftTokensByCollectionInfiniteQueryOptions,
  type NftTokensByCollectionQueryParameters,
  nftTxsInfiniteQueryOptions,
  type NftTxsQueryParameters,
} from './query/nft.ts'
export {
  richListInfiniteQueryOptions,
  type RichListQueryParameters,
} from './query/richList.ts'
export {
  RollscopeProvider,
  type RollscopeProviderProps,
  useIndexerClient,
} from './hooks/RollscopeProvider.tsx'
export {
  type HookParameters,
  type IndexerInfiniteQueryParameter,
  type IndexerQueryParameter,
  type UseIndexerListReturnType,
  type UseIndexerQueryReturnType,
} from './hooks/useIndexerQuery.ts'
export {
  useAvgBlockTime,
  type UseAvgBlockTimeParameters,
  type UseAvgBlockTimeReturnType,
} from './hooks/useAvgBlockTime.ts'
export {
  useBlock,
  type UseBlockParameters,
  type UseBlockReturnType,
} from './hooks/useBlock.ts'
export {
  useBlocks,
  type UseBlocksParameters,
  type UseBlocksReturnType,
} from './hooks/useBlocks.ts'
export {
  useEvmInternalTxs,
  type UseEvmInternalTxsParameters,
  type UseEvmInternalTxsReturnType,
} from './hooks/useEvmInternalTxs.ts'
export {
  useEvmInternalTxsByAccount,
  type UseEvmInternalTxsByAccountParameters,
  type UseEvmInternalTxsByAccountReturnType,
} from './hooks/useEvmInternalTxsByAccount.ts'
export {
  useEvmInternalTxsByHash,
  type UseEvmInternalTxsByHashParameters,
  type UseEvmInternalTxsByHashReturnType,
} from './hooks/useEvmInternalTxsByHash.ts'
export {
  useEvmInternalTxsByHeight,
  type UseEvmInternalTxsByHeightParameters,
  type UseEvmInternalTxsByHeightReturnType,
} from './hooks/useEvmInternalTxsByHeight.ts'
export {
  useEvmTx,
  type UseEvmTxParameters,
  type UseEvmTxReturnType,
} from './hooks/useEvmTx.ts'
export {
  useEvmTxs,
  type UseEvmTxsParameters,
  type UseEvmTxsReturnType,
} from './hooks/useEvmTxs.ts'
export {
  useEvmTxsByAccount,
  type UseEvmTxsByAccountParameters,
  type UseEvmTxsByAccountReturnType,
} from './hooks/useEvmTxsByAccount.ts'
export {
  useEvmTxsByHeight,
  type UseEvmTxsByHeightParameters,
  type UseEvmTxsByHeightReturnType,
} from './hooks/useEvmTxsByHeight.ts'
export {
  useIndexerStatus,
  type UseIndexerStatusParameters,
  type UseIndexerStatusReturnType,
} from './hooks/useIndexerStatus.ts'
export {
  useNftCollection,
  type UseNftCollectionParameters,
  type UseNftCollectionReturnType,
} from './hooks/useNftCollection.ts'
export {
  useNftCollections,
  type UseNftCollectionsParameters,
  type UseNftCollectionsReturnType,
} from './hooks/useNftCollections.ts'
export {
  useNftCollectionsByAccount,
  type UseNftCollectionsByAccountParameters,
  type UseNftCollectionsByAccountReturnType,
} from './hooks/useNftCollectionsByAccount.ts'
export {
  useNftCollectionsByName,
  type UseNftCollectionsByNameParameters,
  type UseNftCollectionsByNameReturnType,
} from './hooks/useNftCollectionsByName.ts'
export {
  useNftTokensByAccount,
  type UseNftTokensByAccountParameters,
  type UseNftTokensByAccountReturnType,
} from './hooks/useNftTokensByAccount.ts'
export {
  useNftTokensByCollection,
  type UseNftTokensByCollectionParameters,
  type UseNftTokensByCollectionReturnType,
} from './hooks/useNftTokensByCollection.ts'
export {
  useNftTxs,
  type UseNftTxsParameters,
  type UseNftTxsReturnType,
} from './hooks/useNftTxs.ts'
export {
  useRichList,
  type UseRichListParameters,
  type UseRichListReturnType,
} from './hooks/useRichList.ts'
export {
  useTx,
  type UseTxParameters,
  type UseTxReturnType,
} from './hooks/useTx.ts'
export {
  useTxs,
  type UseTxsParameters,
  type UseTxsReturnType,
} from './hooks/useTxs.ts'
export {
  useTxsByAccount,
  type UseTxsByAccountParameters,
  type UseTxsByAccountReturnType,
} from './hooks/useTxsByAccount.ts'
export {
  useTxsByHeight,
  type UseTxsByHeightParameters,
  type UseTxsByHeightReturnType,
} from './hooks/useTxsByHeight.ts'
