import { parseUsername } from '../names/username.ts'
import { bech32Decode, bech32Encode } from '../router/initiaAddress.ts'
import type { SearchChain } from './searchChain.ts'
import type { SearchTerm } from './searchTerm.ts'

// Longer text is none of the kinds (the longest, a wasm contract's bech32, is under 80 characters).
const maxLength = 128
// Printable ASCII only: a homoglyph (Cyrillic 'а' in a hash), a control or an invisible character is no search.
const printable = /^[\x20-\x7e]+$/
const maxHeight = 2n ** 63n - 1n

const ids = (chains: readonly SearchChain[], keep: (chain: SearchChain) => boolean = () => true) =>
  chains.filter((chain) => chain.indexer && keep(chain)).map((chain) => chain.chainId)

const bytesOfHex = (hex: string) => hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16))
const hexOfBytes = (bytes: readonly number[]) =>
  `0x${bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as const

type AccountTerm = Extract<SearchTerm, { kind: 'account' }>

function accountTerm(bytes: readonly number[], chains: readonly SearchChain[]): AccountTerm {
  const addresses: Record<string, string> = {}
  for (const chain of chains) addresses[chain.chainId] = bech32Encode(chain.bech32Prefix, bytes)
  return { kind: 'account', hex: hexOfBytes(bytes), addresses, chainIds: ids(chains) }
}

// the chains of Initia accounts (`init1…`, the L1's and most rollups'), where a username's account is searched
const initiaChains = (chains: readonly SearchChain[]) => ids(chains, (chain) => chain.bech32Prefix === 'init')

function usernameTerms(text: string, chains: readonly SearchChain[]): SearchTerm[] | undefined {
  const parsed = parseUsername(text)
  if (parsed.kind === 'none') return undefined
  if (parsed.kind === 'invalid')
    return [{ kind: 'username', problem: parsed.problem, character: parsed.character, chainIds: [] }]
  return [{ kind: 'username', username: parsed.username, chainIds: initiaChains(chains) }]
}

/**
 * The account a username points at (`init1…`, as `getUsernameAddress` answers), as the account kind searches it on
 * the username term's chains, with the name; undefined for an answer that is no bech32 address.
 */
export function usernameAccountTerm(
  address: string,
  term: { username: string; chainIds: readonly string[] },
  chains: readonly SearchChain[],
): AccountTerm | undefined {
  const decoded = bech32Decode(address)
  if (!decoded || (decoded.bytes.length !== 20 && decoded.bytes.length !== 32)) return undefined
  const on = chains.filter((chain) => term.chainIds.includes(chain.chainId))
  return { ...accountTerm(decoded.bytes, on), username: term.username }
}

function heightOf(text: string): bigint | undefined {
  // "1,234,567" as a person copies it from an explorer
  const digits = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replaceAll(',', '') : text
  if (!/^\d{1,19}$/.test(digits)) return undefined
  const height = BigInt(digits)
  return height > 0n && height <= maxHeight ? height : undefined
}

function registryTerms(text: string, chains: readonly SearchChain[]): SearchTerm[] {
  const lower = text.toLowerCase()
  const terms: SearchTerm[] = []
  const chain = chains.find(
    (chain) =>
      chain.chainId.toLowerCase() === lower ||
      chain.chainName.toLowerCase() === lower ||
      chain.name.toLowerCase() === lower,
  )
  if (chain) terms.push({ kind: 'chain', chainId: chain.chainId, chainIds: [chain.chainId] })
  // a denom as the chain lists it; `evm/<hex>` in either case (its hex is checksummed)
  const denoms: Record<string, string> = {}
  for (const chain of chains)
    for (const { denom } of chain.denoms)
      if (denom === text || (/^(evm|ibc)\//i.test(denom) && denom.toLowerCase() === lower))
        denoms[chain.chainId] = denom
  const denomChains = Object.keys(denoms)
  if (denomChains.length > 0)
    terms.push({ kind: 'denom', denom: denoms[denomChains[0]!]!, chainIds: denomChains })
  const symbols: Record<string, string> = {}
  let symbol: string | undefined
  for (const chain of chains)
    for (const asset of chain.denoms)
      if (asset.symbol?.toLowerCase() === lower && symbols[chain.chainId] === undefined) {
        symbols[chain.chainId] = asset.denom
        symbol ??= asset.symbol
      }
  if (symbol) terms.push({ kind: 'token', symbol, denoms: symbols, chainIds: Object.keys(symbols) })
  return terms
}

/**
 * What `text` could be on a network of `chains`, and which chains to ask: an empty list is no search, and nothing
 * is sent for it. Whitespace around the text is dropped; hex is read in either case and written as each kind is
 * stored (Cosmos tx hashes upper-case, EVM hashes and addresses lower-case).
 *
 * @example
 * classifySearch('alice.init', chains)
 * // [{ kind: 'username', username: 'alice.init', chainIds: ['initiation-2', 'evm-1', 'move-1'] }]
 * classifySearch('0x4224e614850aa2885c2c51d72e45fba4daf460de', chains)
 * // [{ kind: 'account', hex: '0x4224…', addresses: { 'evm-1': 'init1…' }, chainIds: ['evm-1', 'move-1'] },
 * //  { kind: 'collection', address: '0x4224…', chainIds: ['evm-1'] }]
 */
export function classifySearch(text: string, chains: readonly SearchChain[]): SearchTerm[] {
  if (typeof text !== 'string' || text.length > maxLength * 4) return []
  const trimmed = text.trim()
  if (trimmed.length === 0) return []
  // before the printable test: a name with a Cyrillic а is an invalid name, said in words
  const username = usernameTerms(trimmed, chains)
  if (username) return username
  if (trimmed.length > maxLength || !printable.test(trimmed)) return []

  if (/^[0-9a-f]{64}$/i.test(trimmed))
    return [{ kind: 'tx', hash: trimmed.toUpperCase(), chainIds: ids(chains) }]
  if (/^0x[0-9a-f]{64}$/i.test(trimmed)) {
    const lower = trimmed.toLowerCase() as `0x${string}`
    return [
      { kind: 'evmTx', hash: lower, chainIds: ids(chains, (chain) => chain.vm === 'evm') },
      // a Move object (collections are objects) has a 32-byte address
      { kind: 'collection', address: lower, chainIds: ids(chains, (chain) => chain.vm === 'move') },
    ].filter((term) => term.chainIds.length > 0) as SearchTerm[]
  }
  if (/^0x[0-9a-f]{40}$/i.test(trimmed)) {
    const lower = trimmed.toLowerCase()
    const terms: SearchTerm[] = [accountTerm(bytesOfHex(lower.slice(2)), chains)]
    const evm = ids(chains, (chain) => chain.vm === 'evm')
    if (evm.length > 0) terms.push({ kind: 'collection', address: lower, chainIds: evm })
    return terms
  }
  const height = heightOf(trimmed)
  if (height !== undefined) return [{ kind: 'block', height, chainIds: ids(chains) }]

  const decoded = /^[a-z0-9]+1[02-9ac-hj-np-z]{38,}$/i.test(trimmed) ? bech32Decode(trimmed) : undefined
  if (decoded && chains.some((chain) => chain.bech32Prefix === decoded.prefix)) {
    const { bytes } = decoded
    if (bytes.length === 20) return [accountTerm(bytes, chains)]
    if (bytes.length === 32) {
      const wasm = ids(chains, (chain) => chain.vm === 'wasm')
      const terms: SearchTerm[] = [accountTerm(bytes, chains)]
      if (wasm.length > 0) terms.push({ kind: 'collection', address: trimmed.toLowerCase(), chainIds: wasm })
      return terms
    }
    return []
  }
  return registryTerms(trimmed, chains)
}
