import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertOf } from './revert.ts'

describe('revertOf', () => {
  const abi = parseAbi(['error Error(string)', 'error Panic(uint256)'])
  it('reads the reasons viem encodes', () => {
    const error = encodeErrorResult({ abi, errorName: 'Error', args: ['Ownable: caller is not the owner'] })
    expect(revertOf(error)).toEqual({ reason: 'Ownable: caller is not the owner' })
    expect(revertOf(encodeErrorResult({ abi, errorName: 'Panic', args: [0x11n] }))).toEqual({
      reason: 'panic 0x11',
    })
  })

  it('is null for an ordinary output and survives a hostile one', () => {
    expect(revertOf('0x')).toBeNull()
    expect(revertOf('0x0000000000000000000000000000000000000000000000000000000000000001')).toBeNull()
    expect(revertOf(`0x08c379a0${'f'.repeat(128)}`)).toEqual({})
    const spoof = encodeErrorResult({ abi, errorName: 'Error', args: ['a\u202Eb'] })
    expect(revertOf(spoof)).toEqual({ reason: 'a[U+202E]b' })
  })
})
