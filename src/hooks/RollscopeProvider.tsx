'use client'

import { QueryClientContext } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { RollscopeError } from '../errors/base.ts'
import { createIndexerClient, type IndexerClient, type IndexerClientConfig } from '../indexer/client.ts'
import type { UsernamesConfig } from '../names/client.ts'
import { indexerOfChain } from '../registry/chainClients.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'

export interface RollscopeContextValue {
  indexer: IndexerClient | undefined
  /** Resolved by the bridge hooks, so that apps without a bridge do not bundle the router client. */
  router: RouterClient | RouterClientConfig | undefined
  /** Resolved by the registry hooks (useRegistryClient), so that apps without them do not bundle its client. */
  registry: RegistryClient | RegistryNetwork | undefined
  /** The app's chain: hooks and components without a `chainId` of their own read it. */
  chainId: string | undefined
  /** The provider's `usernames`: read by useUsernamesClient. */
  usernames: UsernamesConfig | undefined
  /** The provider's `locale`: every component's language unless it has its own. */
  locale?: string | undefined
}

export const RollscopeContext = createContext<RollscopeContextValue | undefined>(undefined)

export interface RollscopeProviderProps {
  /** A client from `createIndexerClient`, or its config (`{ baseUrl }`). */
  indexer?: IndexerClient | IndexerClientConfig
  /** A client from `createRouterClient`, or its config (`{ baseUrl, apiKey }`), for `useBridgeTransfer`. */
  router?: RouterClient | RouterClientConfig
  /**
   * Initia's chain registry, for useChains, useChain, useAssets and useAsset: `'mainnet'`, `'testnet'`, `{ url }`
   * (the devnet's is `<devnet>/registry`), or a client from `createRegistryClient`.
   */
  network?: RegistryNetwork | RegistryClient
  /**
   * The app's chain (`'evm-1'`): with `network`, its indexer, explorer and assets come from the registry. An
   * explicit `indexer` still wins for this chain; hooks and components given another `chainId` use the registry.
   */
  chainId?: string
  /**
   * Initia usernames (`alice.init`) for the hooks and components: by default the usernames module of the `network`'s
   * L1 (InterwovenKit's, by the L1's chain id), through the L1's REST the registry lists. `false` turns names off;
   * `{ moduleAddress, rest? }` names another module (and REST).
   */
  usernames?: UsernamesConfig | undefined
  /**
   * Every component's language (BCP 47: `'ko'`, `'pt-BR'`); a component's own `locale` prop wins. Each locale loads
   * on first use (`loadLocale` loads it before); none, an English tag or an unknown one: English.
   */
  locale?: string | undefined
  children?: ReactNode
}

/**
 * Gives the hooks their indexer and router. Place it inside your `QueryClientProvider`.
 *
 * @example
 * // one network and one chain id: the registry names the indexer, the explorer and the assets
 * <RollscopeProvider network="testnet" chainId="evm-1">
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <RollscopeProvider indexer={{ baseUrl: 'http://127.0.0.1:4350/evm-1' }}>
 *     <App />
 *   </RollscopeProvider>
 * </QueryClientProvider>
 */
export function RollscopeProvider({
  indexer,
  router,
  network,
  chainId,
  usernames,
  locale,
  children,
}: RollscopeProviderProps) {
  const indexerConfig = useStableConfig(indexer)
  const usernamesConfig = useStableConfig(usernames || undefined)
  const namesOff = usernames === false
  const routerConfig = useStableConfig(router)
  const registry = useStableConfig(network)
  const value = useMemo(
    () => ({
      indexer: !indexerConfig || 'type' in indexerConfig ? indexerConfig : createIndexerClient(indexerConfig),
      router: routerConfig,
      registry,
      chainId,
      usernames: namesOff ? (false as const) : usernamesConfig,
      locale,
    }),
    [indexerConfig, routerConfig, registry, chainId, namesOff, usernamesConfig, locale],
  )
  return <RollscopeContext.Provider value={value}>{children}</RollscopeContext.Provider>
}

/** An inline `{ baseUrl }` is a new object on every render: keep the first one while its settings stay the same. */
export function useStableConfig<config extends object | string | undefined>(config: config): config {
  // a client has a `type` and is kept as it is; a config or a network name ('testnet', { url }) by its settings
  const settings = config as { type?: string; fetch?: unknown } | undefined
  const isConfig = settings && !settings.type
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings and the custom fetch stand for `config`
  return useMemo(() => config, [isConfig ? JSON.stringify(config) : config, isConfig && settings.fetch])
}

/**
 * The indexer a hook reads: `client` if given; else, for the provider's own chain, the provider's `indexer`; else
 * the indexer the registry lists for `chainId` (or the provider's `chainId`).
 */
export function useIndexerClient(client?: IndexerClient, chainId?: string): IndexerClient {
  const context = useContext(RollscopeContext)
  // the query cache holds chains.json; read without throwing, so a missing provider gets the kit's own message
  const queryClient = useContext(QueryClientContext)
  const id = chainId ?? context?.chainId
  const resolved = useMemo(
    () => client ?? (context && indexerOfChain(chainId, context, queryClient ?? undefined)),
    [client, chainId, context, queryClient],
  )
  const registry = context?.registry
  if (!resolved)
    throw new RollscopeError(
      id === undefined || registry
        ? 'No indexer: wrap the app in <RollscopeProvider indexer={{ baseUrl }}> or <RollscopeProvider network="testnet" chainId="evm-1">, or pass `client` to the hook.'
        : `No indexer for chain ${JSON.stringify(id)}: give the provider a network (<RollscopeProvider network="testnet">), or pass \`client\` to the hook.`,
    )
  return resolved
}
