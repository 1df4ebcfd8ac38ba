import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'

export interface PortfolioLabels {
  /** The component's accessible name. */
  title: string
  total: string
  /** Beside the total when some listed balance has no price. */
  unpriced: string
  /** The list of asset groups. */
  assets: string
  loading: string
  empty: string
  retry: string
  /** A chain's failure: the chain's name before ErrorAlert's words. */
  chainError: (chain: string, text: string) => string
  retryChain: (chain: string) => string
  chainsLoading: (chains: readonly string[]) => string
  /** A group held on several chains: its chains' count, under its name. */
  chainCount: (count: number) => string
  /** A balance's chain: `on Initia`. */
  onChain: (chain: string) => string
  noPrice: string
  showSmall: (count: number) => string
  hideSmall: string
  unlisted: (count: number) => string
  /** Unlisted tokens' amounts are in base units. */
  baseUnits: string
  errors: ErrorLabels
}

// the chain's REST answers balances; the registry and the price API are named in their own words
const restErrors: ErrorLabels = {
  ...defaultErrorLabels,
  TimeoutError: 'The chain took too long to answer. Try again.',
  NetworkError: 'The chain could not be reached. Check your connection, then try again.',
  ResponseValidationError: 'The chain sent something this page cannot read. Try again later.',
  ChainServiceMissingError:
    'The chain registry names no REST endpoint for this chain, so its balances cannot be shown.',
  notFound: 'The chain has no balances at this address. Try again later.',
  busy: 'The chain is busy right now. Wait a moment, then try again.',
  server: 'The chain ran into a problem. Try again in a moment.',
}

export const defaultPortfolioLabels: PortfolioLabels = {
  title: 'Portfolio',
  total: 'Total value',
  unpriced: 'Some tokens have no price and are not counted.',
  assets: 'Assets',
  loading: 'Loading balances…',
  empty: 'No tokens on these chains yet.',
  retry: 'Retry',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `Retry ${chain}`,
  chainsLoading: (chains) => `Still loading: ${chains.join(', ')}`,
  chainCount: (count) => `${count} chains`,
  onChain: (chain) => `on ${chain}`,
  noPrice: 'No price',
  showSmall: (count) => `Show ${count} small ${count === 1 ? 'balance' : 'balances'}`,
  hideSmall: 'Hide small balances',
  unlisted: (count) => `Unlisted tokens (${count})`,
  baseUnits: 'Amounts in base units: the chain registry does not name these tokens.',
  errors: restErrors,
}
