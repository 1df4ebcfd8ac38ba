import { describe, expect, it } from 'vitest'
import type { EvmInternalTx } from '../indexer/evmTxs.ts'
import { buildCallTree, visibleCalls } from './callTree.ts'

const call = (index: number, parent_index: number, output = '0x'): EvmInternalTx => ({
  height: 1,
  hash: '0xabc',
  parent_index,
  index,
  type: 'CALL',
  from: '0x01',
  to: '0x02',
  input: '0x',
  output,
  value: '0x0',
  gas: '0x5208',
  gasUsed: '0x5208',
})

describe('buildCallTree', () => {
  it('nests calls under their parents, in index order, with levels and positions', () => {
    const roots = buildCallTree([call(2, 0), call(0, -1), call(1, 0), call(3, 1)])
    const shown = visibleCalls(roots, new Set())
    expect(shown.map((node) => [node.call.index, node.level, node.position])).toEqual([
      [0, 1, 1],
      [1, 2, 1],
      [3, 3, 1],
      [2, 2, 2],
    ])
    expect(visibleCalls(roots, new Set([1])).map((node) => node.call.index)).toEqual([0, 1, 2])
  })

  it('keeps every call of a parent cycle, the lowest one as a root', () => {
    const roots = buildCallTree([call(0, -1), call(5, 7), call(6, 5), call(7, 6)])
    const shown = visibleCalls(roots, new Set())
    expect(shown.map((node) => node.call.index).sort()).toEqual([0, 5, 6, 7])
    expect(roots.map((root) => root.call.index)).toEqual([0, 5])
  })

  it('builds and walks 20,000 nested calls without exhausting the stack', () => {
    const calls = Array.from({ length: 20_000 }, (_, index) => call(index, index - 1))
    const shown = visibleCalls(buildCallTree(calls), new Set())
    expect(shown).toHaveLength(20_000)
    expect(shown.at(-1)?.level).toBe(20_000)
  })
})
