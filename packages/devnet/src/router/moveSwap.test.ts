import { expect, test } from 'vitest'
import { coinMetadataAddress, swapScriptMsg } from './moveSwap.ts'

test('default: uinit has the metadata object address Initia L1 publishes for it', () => {
  // 0x1::coin::denom_to_metadata(\"uinit\") on Initia L1 (the INIT fungible asset's metadata object)
  expect(coinMetadataAddress('uinit')).toBe(
    '0x8e4733bdabcf7d4afc3d14f0dd46c9bf52fb0fce9e4b996c939e195b8bc891d9',
  )
})

test('behavior: swap_script arguments are BCS: two addresses, a u64 and an Option<u64>', () => {
  const pair = `0x${'ab'.repeat(32)}`
  const { args, ...call } = swapScriptMsg('init1sender', pair, 'uinit', 1_000_000n, 2n ** 40n + 7n)
  const [pairArg, offerArg, amountArg, minArg] = args.map((arg) =>
    Uint8Array.from(atob(arg), (c) => c.charCodeAt(0)),
  )

  expect(call).toEqual({
    sender: 'init1sender',
    module_address: '0x1',
    module_name: 'dex',
    function_name: 'swap_script',
    type_args: [],
  })
  expect(pairArg).toEqual(new Uint8Array(32).fill(0xab))
  expect(offerArg).toHaveLength(32)
  expect(new DataView(amountArg!.buffer).getBigUint64(0, true)).toBe(1_000_000n)
  expect(minArg![0]).toBe(1)
  expect(new DataView(minArg!.buffer).getBigUint64(1, true)).toBe(2n ** 40n + 7n)
})
