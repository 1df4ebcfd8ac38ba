// The builders' messages through independent encoders: cosmjs's Registry with cosmjs-types' and Initia's own
// protobuf codecs, viem's ABI encoder and Mysten's BCS.

import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { Registry } from '@cosmjs/proto-signing'
import { defaultRegistryTypes } from '@cosmjs/stargate'
import { MsgExecute } from '@initia/initia.proto/initia/move/v1/tx.js'
import { bcs } from '@mysten/bcs'
import { MsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx'
import { decodeFunctionData, encodeFunctionData, erc721Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { nftTransferRequest } from './nftTransfer.ts'
import { sendRequest } from './sendRequest.ts'

const registry = new Registry([
  ...defaultRegistryTypes,
  ['/initia.move.v1.MsgExecute', MsgExecute],
  ['/cosmwasm.wasm.v1.MsgExecuteContract', MsgExecuteContract],
])
const roundTrip = (message: { typeUrl: string; value: unknown }) =>
  registry.decode({ typeUrl: message.typeUrl, value: registry.encode(message as never) })

const sender = toBech32(
  'init',
  Uint8Array.from({ length: 20 }, (_, i) => i + 1),
)
const recipient = toBech32(
  'init',
  Uint8Array.from({ length: 20 }, (_, i) => 200 - i),
)
const hexOf = (address: string, size: number) =>
  `0x${Buffer.from(bcs.bytes(size).serialize(bech32Bytes(address, size)).toBytes()).toString('hex')}`

describe('sendRequest', () => {
  test('default: a MsgSend that encodes and decodes as cosmjs-types MsgSend', () => {
    const request = sendRequest({
      chainId: 'initiation-2',
      sender,
      recipient,
      denom: 'uinit',
      amount: '1500000',
    })
    expect(request.memo).toBeUndefined()
    expect(roundTrip(request.messages[0])).toEqual({
      fromAddress: sender,
      toAddress: recipient,
      amount: [{ denom: 'uinit', amount: '1500000' }],
    })
  })

  test('parameters: memo; an amount that is no positive whole number throws', () => {
    const base = { chainId: 'evm-1', sender, recipient, denom: 'evm/0a', amount: '1' }
    expect(sendRequest({ ...base, memo: 'deposit 42' }).memo).toBe('deposit 42')
    for (const amount of ['0', '1.5', '-1', ''])
      expect(() => sendRequest({ ...base, amount })).toThrow(RangeError)
  })
})

describe('nftTransferRequest', () => {
  const base = {
    chainId: 'c',
    sender,
    recipient,
    collectionAddr: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    objectAddr: '0x8a3c4e7d1b2f00000000000000000000000000000000000000000000000042aa',
    tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  }

  test('minievm: safeTransferFrom(from, to, id) exactly as viem encodes it', () => {
    const request = nftTransferRequest({ ...base, vm: 'minievm' })
    if (!('evm' in request)) throw new Error('expected an EVM call')
    const from = hexOf(sender, 20) as `0x${string}`
    const to = hexOf(recipient, 20) as `0x${string}`
    expect(request.evm.to).toBe(base.collectionAddr)
    expect(request.evm.data).toBe(
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'safeTransferFrom',
        args: [from, to, BigInt(base.tokenId)],
      }),
    )
    expect(decodeFunctionData({ abi: erc721Abi, data: request.evm.data }).functionName).toBe(
      'safeTransferFrom',
    )
  })

  test('minievm: a token id that is no uint256 throws', () => {
    for (const tokenId of ['abc', (2n ** 256n).toString()])
      expect(() => nftTransferRequest({ ...base, vm: 'minievm', tokenId })).toThrow(RangeError)
  })

  test('minimove: 0x1::object::transfer<0x1::nft::Nft> with BCS addresses, through Initia codec', () => {
    const request = nftTransferRequest({ ...base, vm: 'minimove' })
    if (!('messages' in request)) throw new Error('expected messages')
    const decoded = roundTrip(request.messages[0]) as MsgExecute
    expect(decoded).toMatchObject({
      sender,
      moduleAddress: '0x1',
      moduleName: 'object',
      functionName: 'transfer',
      typeArgs: ['0x1::nft::Nft'],
    })
    // Mysten's BCS: an address is 32 fixed bytes
    const address = bcs.fixedArray(32, bcs.u8())
    expect([...decoded.args[0]!]).toEqual(address.parse(hexBytes(base.objectAddr)))
    expect(`0x${Buffer.from(decoded.args[1]!).toString('hex')}`).toBe(hexOf(recipient, 32))
    expect(decoded.args[1]!.subarray(0, 12)).toEqual(new Uint8Array(12))
  })

  test('miniwasm: MsgExecuteContract of {"transfer_nft":{"recipient","token_id"}}, through cosmjs-types', () => {
    const request = nftTransferRequest({
      ...base,
      vm: 'miniwasm',
      collectionAddr: recipient,
      tokenId: 'nft-7',
    })
    if (!('messages' in request)) throw new Error('expected messages')
    const decoded = roundTrip(request.messages[0]) as MsgExecuteContract
    expect(decoded.contract).toBe(recipient)
    expect(decoded.funds).toEqual([])
    expect(JSON.parse(new TextDecoder().decode(decoded.msg))).toEqual({
      transfer_nft: { recipient, token_id: 'nft-7' },
    })
  })
})

function hexBytes(hex: string) {
  return Uint8Array.from(Buffer.from(hex.slice(2).padStart(64, '0'), 'hex'))
}

function bech32Bytes(address: string, size: number) {
  const { data } = fromBech32(address, 90)
  const padded = new Uint8Array(size)
  padded.set(data, size - data.length)
  return padded
}
