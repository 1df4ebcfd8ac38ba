import { describe, expect, test } from 'vitest'
import { bech32Encode } from '../router/initiaAddress.ts'
import { classifySearch, usernameAccountTerm } from './classifySearch.ts'
import type { SearchChain } from './searchChain.ts'

const chain = (chainId: string, vm: SearchChain['vm'], extra: Partial<SearchChain> = {}): SearchChain => ({
  chainId,
  name: chainId.replace(/-\d+$/, '').replace(/^./, (first) => first.toUpperCase()),
  chainName: chainId.replace(/-\d+$/, ''),
  bech32Prefix: 'init',
  vm,
  indexer: true,
  denoms: [],
  explorer: undefined,
  ...extra,
})

const chains: SearchChain[] = [
  chain('initiation-2', 'move', {
    name: 'Initia',
    chainName: 'initia',
    indexer: false,
    denoms: [{ denom: 'uinit', symbol: 'INIT' }],
  }),
  chain('evm-1', 'evm', {
    denoms: [
      { denom: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', symbol: 'USDC' },
      { denom: 'uinit', symbol: undefined },
    ],
  }),
  chain('move-1', 'move', {
    denoms: [
      { denom: 'l2/771d', symbol: 'usdc' },
      { denom: 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4', symbol: undefined },
    ],
  }),
  chain('wasm-1', 'wasm', { bech32Prefix: 'wasm' }),
]

const cosmosHash = '6F96525939C8D678CAA4E55BF5618B7FF1EA9D47AE89639AF53E810D0B12A746'
const evmHash = '0x7687e97e2edbf1dde70e128af7f31e03cbe8261e72d1be35701df877668758b9'
const hex = '0x4224e614850aa2885c2c51d72e45fba4daf460de'
const bech32 = 'init1ggjwv9y9p23gshpv28tju30m5nd0gcx7dlvh6q'
const kinds = (text: string) =>
  classifySearch(text, chains).map((term) => `${term.kind}@${term.chainIds.join()}`)

describe('classifySearch', () => {
  test('Cosmos tx hash: either case, upper-cased, asked of every chain with an indexer', () => {
    expect(classifySearch(`  ${cosmosHash.toLowerCase()}\n`, chains)).toEqual([
      { kind: 'tx', hash: cosmosHash, chainIds: ['evm-1', 'move-1', 'wasm-1'] },
    ])
  })

  test('EVM tx hash: minievm chains; a Move object (collection) on minimove chains', () => {
    expect(classifySearch(evmHash.toUpperCase().replace('0X', '0x'), chains)).toEqual([
      { kind: 'evmTx', hash: evmHash, chainIds: ['evm-1'] },
      { kind: 'collection', address: evmHash, chainIds: ['move-1'] },
    ])
  })

  test('block height: digits, or grouped with commas', () => {
    expect(classifySearch('1,234,567', chains)).toEqual([
      { kind: 'block', height: 1234567n, chainIds: ['evm-1', 'move-1', 'wasm-1'] },
    ])
    expect(kinds('42')).toEqual(['block@evm-1,move-1,wasm-1'])
    expect(kinds('0')).toEqual([])
    expect(kinds('99999999999999999999')).toEqual([])
    expect(kinds('1,23,4')).toEqual([])
  })

  test('0x account: the same bytes in each chain’s prefix; an EVM collection too', () => {
    const [account, collection] = classifySearch(hex.toUpperCase().replace('0X', '0x'), chains)
    expect(account).toMatchObject({ kind: 'account', hex, chainIds: ['evm-1', 'move-1', 'wasm-1'] })
    expect(account).toHaveProperty('addresses.evm-1', bech32)
    expect(account).toHaveProperty('addresses.wasm-1', expect.stringMatching(/^wasm1/))
    expect(collection).toEqual({ kind: 'collection', address: hex, chainIds: ['evm-1'] })
  })

  test('bech32 account of any of the network’s prefixes, checksum checked', () => {
    expect(classifySearch(bech32, chains)).toMatchObject([{ kind: 'account', hex }])
    expect(classifySearch(bech32.toUpperCase(), chains)).toMatchObject([{ kind: 'account', hex }])
    const bytes = hex
      .slice(2)
      .match(/../g)!
      .map((byte) => Number.parseInt(byte, 16))
    expect(classifySearch(bech32Encode('wasm', bytes), chains)).toMatchObject([{ kind: 'account', hex }])
    // a bad checksum, another network's prefix, mixed case
    expect(kinds(`${bech32.slice(0, -1)}p`)).toEqual([])
    expect(kinds(bech32Encode('cosmos', bytes))).toEqual([])
    expect(kinds(`${bech32.slice(0, 10)}${bech32.slice(10).toUpperCase()}`)).toEqual([])
  })

  test('32-byte bech32: an account, and a collection on miniwasm chains', () => {
    const contract = bech32Encode('wasm', new Array(32).fill(7))
    expect(kinds(contract)).toEqual(['account@evm-1,move-1,wasm-1', 'collection@wasm-1'])
  })

  test('denom: as the chains list it, evm/ in either case', () => {
    expect(classifySearch('uinit', chains)).toEqual([
      { kind: 'denom', denom: 'uinit', chainIds: ['initiation-2', 'evm-1'] },
    ])
    expect(classifySearch('EVM/2EE7007DF876084D4C74685E90BB7F4CD7C86E22', chains)).toMatchObject([
      { kind: 'denom', denom: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', chainIds: ['evm-1'] },
    ])
    expect(kinds('l2/771d')).toEqual(['denom@move-1'])
    expect(kinds('ibc/6490a7eab61059bfc1cddeb05917dd70bdf3a611654162a1a47db930d40d8af4')).toEqual([
      'denom@move-1',
    ])
    expect(kinds('ibc/0000')).toEqual([])
  })

  test('chain by id, chain_name or pretty name, any case', () => {
    expect(kinds('MOVE-1')).toEqual(['chain@move-1'])
    expect(kinds('initia')).toEqual(['chain@initiation-2'])
    expect(kinds('Evm')).toEqual(['chain@evm-1'])
  })

  test('token by symbol: each chain’s denom', () => {
    expect(classifySearch(' usdc ', chains)).toEqual([
      {
        kind: 'token',
        symbol: 'USDC',
        denoms: { 'evm-1': 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', 'move-1': 'l2/771d' },
        chainIds: ['evm-1', 'move-1'],
      },
    ])
    expect(kinds('INIT')).toEqual(['token@initiation-2'])
  })

  test('behavior: what is not a search', () => {
    const cyrillic = cosmosHash.replace('A', '\u0410')
    for (const text of [
      '',
      '   ',
      'hello',
      '<img src=x onerror=alert(1)>',
      '<b>usdc</b>',
      'a'.repeat(10_000),
      `${cosmosHash}`.repeat(200),
      cyrillic,
      `0x${cyrillic}`,
      cosmosHash.slice(1),
      `${cosmosHash}0`,
      `0x${cosmosHash.slice(2)}`,
      hex.slice(0, -1),
      `${hex}00`,
      `us\u200bdc`,
      '-5',
      '1.5',
      '1e9',
    ])
      expect(classifySearch(text, chains), JSON.stringify(text.slice(0, 40))).toEqual([])
    expect(classifySearch(undefined as never, chains)).toEqual([])
    expect(classifySearch(cosmosHash, [])).toEqual([{ kind: 'tx', hash: cosmosHash, chainIds: [] }])
  })

  test('username: lower-cased, its account searched on the chains of init1 addresses only', () => {
    expect(classifySearch('  Alice.INIT ', chains)).toEqual([
      { kind: 'username', username: 'alice.init', chainIds: ['evm-1', 'move-1'] },
    ])
    const term = { username: 'alice.init', chainIds: ['evm-1', 'move-1'] }
    expect(usernameAccountTerm(bech32, term, chains)).toEqual({
      kind: 'account',
      hex,
      addresses: { 'evm-1': bech32, 'move-1': bech32 },
      chainIds: ['evm-1', 'move-1'],
      username: 'alice.init',
    })
    expect(usernameAccountTerm('0xnot-bech32', term, chains)).toBeUndefined()
  })

  test('invalid names: a problem, in words later, and no chain to ask', () => {
    const problems = (text: string) =>
      classifySearch(text, chains).map((term) =>
        term.kind === 'username' && term.problem
          ? [term.problem, term.character, term.chainIds.length]
          : term.kind,
      )
    expect(problems('\u0430lice.init')).toEqual([['lookalike', '\u0430', 0]])
    expect(problems('al.init')).toEqual([['tooShort', undefined, 0]])
    expect(problems(`${'a'.repeat(65)}.init`)).toEqual([['tooLong', undefined, 0]])
    expect(problems('x.init.init')).toEqual([['characters', '.', 0]])
    expect(problems('al ice.init')).toEqual([['characters', ' ', 0]])
    expect(problems('<b>x</b>.init')).toEqual([['characters', '<', 0]])
    expect(problems('-alice.init')).toEqual([['hyphenEdge', undefined, 0]])
  })

  test('text that cannot be a name is no username', () => {
    for (const text of ['alice', 'alice.ini', 'alice.init.', 'init1alice'])
      expect(classifySearch(text, chains).map((term) => term.kind)).not.toContain('username')
  })
})
