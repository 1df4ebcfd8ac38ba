import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  MsgDepositForBurn as AgoricMsgDepositForBurn,
  MsgDepositForBurnWithCaller as AgoricMsgDepositForBurnWithCaller,
} from '@agoric/cosmic-proto/circle/cctp/v1/tx.js'
import { fromBase64, toBech32, toHex, toUtf8 } from '@cosmjs/encoding'
import { type EncodeObject, Registry } from '@cosmjs/proto-signing'
import { AminoTypes } from '@cosmjs/stargate'
import { aminoConverters, protoRegistry } from '@initia/amino-converter'
import { expect, test } from 'vitest'
import { UnsupportedMessageError } from '../../errors/wallet.ts'
import type { RouterMsg } from '../../router/schemas.ts'
import { MsgDepositForBurn, MsgDepositForBurnWithCaller } from './cctp.ts'
import {
  createCosmosAminoTypes,
  createCosmosRegistry,
  loadMessageTypes,
  routerMsgsToEncodeObjects,
  routerMsgToEncodeObject,
  supportedMessageTypes,
} from './registry.ts'

// Initia's own converters and codecs: what InterwovenKit signs with, independent of ours
const initiaAmino = new AminoTypes(aminoConverters)
const initiaRegistry = new Registry(protoRegistry)

const address = (prefix: string, byte: number) => toBech32(prefix, new Uint8Array(20).fill(byte))
const sender = address('init', 1)
const receiver = address('init', 2)
const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (seed + i * 7) % 256)
const u64le = (value: bigint) => {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, value, true)
  return out
}
const evmAddress = `0x${toHex(bytes(20, 9))}`
const json = (value: unknown) => JSON.parse(JSON.stringify(value))

const moveTransfer = {
  sender,
  moduleAddress: '0x1',
  moduleName: 'primary_fungible_store',
  functionName: 'transfer',
}

/** Realistic proto values of every Initia message, with empty and non-empty lists and bytes. */
const cases: [name: string, message: EncodeObject][] = [
  [
    'MsgExecute without type args or args',
    {
      typeUrl: '/initia.move.v1.MsgExecute',
      value: { ...moveTransfer, moduleName: 'dex', functionName: 'claim', typeArgs: [], args: [] },
    },
  ],
  [
    'MsgExecute with type args and BCS args',
    {
      typeUrl: '/initia.move.v1.MsgExecute',
      value: {
        ...moveTransfer,
        typeArgs: ['0x1::fungible_asset::Metadata'],
        args: [bytes(32, 3), bytes(32, 5), u64le(1_000_000n)],
      },
    },
  ],
  [
    'MsgExecuteJSON without type args or args',
    {
      typeUrl: '/initia.move.v1.MsgExecuteJSON',
      value: { ...moveTransfer, moduleName: 'dex', functionName: 'claim', typeArgs: [], args: [] },
    },
  ],
  [
    'MsgExecuteJSON with type args and JSON args',
    {
      typeUrl: '/initia.move.v1.MsgExecuteJSON',
      value: {
        ...moveTransfer,
        typeArgs: ['0x1::fungible_asset::Metadata'],
        args: [`"0x${toHex(bytes(32, 3))}"`, `"${receiver}"`, '"1000000"'],
      },
    },
  ],
  [
    'MsgCall with an empty access list',
    {
      typeUrl: '/minievm.evm.v1.MsgCall',
      value: {
        sender,
        contractAddr: evmAddress,
        input: `0xa9059cbb${'00'.repeat(12)}${toHex(bytes(20, 4))}${'0'.repeat(59)}f4240`,
        value: '0',
        accessList: [],
        authList: [],
      },
    },
  ],
  [
    'MsgCall with an access list',
    {
      typeUrl: '/minievm.evm.v1.MsgCall',
      value: {
        sender,
        contractAddr: evmAddress,
        input: '0xd0e30db0',
        value: '1000000000000000000',
        // without storage keys: Initia's converter writes any non-empty storage_keys as [] (see below)
        accessList: [
          { address: evmAddress, storageKeys: [] },
          { address: `0x${toHex(bytes(20, 11))}`, storageKeys: [] },
        ],
        authList: [],
      },
    },
  ],
  [
    'MsgInitiateTokenDeposit without data',
    {
      typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit',
      value: {
        sender,
        bridgeId: 29n,
        to: receiver,
        amount: { denom: 'uinit', amount: '1000000' },
        data: new Uint8Array(),
      },
    },
  ],
  [
    'MsgInitiateTokenDeposit with hook data',
    {
      typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit',
      value: {
        sender,
        bridgeId: 18446744073709551615n,
        to: receiver,
        amount: { denom: `l2/${toHex(bytes(32, 6))}`, amount: '340282366920938463463374607431768211455' },
        data: toUtf8('{"wasm":{"contract":"x","msg":{}}}'),
      },
    },
  ],
  [
    'MsgInitiateTokenWithdrawal',
    {
      typeUrl: '/opinit.opchild.v1.MsgInitiateTokenWithdrawal',
      value: { sender: receiver, to: sender, amount: { denom: 'uinit', amount: '250000' } },
    },
  ],
  [
    'MsgFinalizeTokenWithdrawal without proofs',
    {
      typeUrl: '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal',
      value: {
        sender,
        bridgeId: 1n,
        outputIndex: 1n,
        withdrawalProofs: [],
        from: receiver,
        to: sender,
        sequence: 1n,
        amount: { denom: 'uinit', amount: '250000' },
        version: Uint8Array.of(1),
        storageRoot: bytes(32, 12),
        lastBlockHash: bytes(32, 13),
      },
    },
  ],
  [
    'MsgFinalizeTokenWithdrawal with proofs',
    {
      typeUrl: '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal',
      value: {
        sender,
        bridgeId: 29n,
        outputIndex: 4821n,
        withdrawalProofs: [bytes(32, 14), bytes(32, 15), bytes(32, 16)],
        from: receiver,
        to: sender,
        sequence: 90071992547409931n,
        amount: { denom: 'uinit', amount: '250000' },
        version: Uint8Array.of(1),
        storageRoot: bytes(32, 17),
        lastBlockHash: bytes(32, 18),
      },
    },
  ],
  [
    'MsgExecuteContract',
    {
      typeUrl: '/cosmwasm.wasm.v1.MsgExecuteContract',
      value: {
        sender,
        contract: address('init', 3),
        msg: toUtf8('{"swap_and_action":{"timeout_timestamp":"1718399715601274600","affiliates":[]}}'),
        funds: [{ denom: 'uinit', amount: '1000000' }],
      },
    },
  ],
]

const encodeWithOurRegistry = async (message: EncodeObject) => {
  const registry = createCosmosRegistry()
  await loadMessageTypes(registry, [message.typeUrl])
  return registry.encode(message)
}

test.each(cases)('behavior: %s has the amino JSON of Initia’s converter', (_, message) => {
  expect(json(createCosmosAminoTypes().toAmino(message))).toEqual(json(initiaAmino.toAmino(message)))
})

test.each(cases)('behavior: %s encodes to the bytes of Initia’s codecs', async (_, message) => {
  const ours = await encodeWithOurRegistry(message)
  expect(ours.length).toBeGreaterThan(0)
  expect(ours).toEqual(initiaRegistry.encode(message))
})

test.each(cases)('behavior: %s survives an amino round trip byte for byte', async (_, message) => {
  const aminoTypes = createCosmosAminoTypes()
  const roundTripped = aminoTypes.fromAmino(json(aminoTypes.toAmino(message)))
  expect(roundTripped.typeUrl).toBe(message.typeUrl)
  expect(await encodeWithOurRegistry(roundTripped)).toEqual(await encodeWithOurRegistry(message))
})

test('behavior: MsgCall keeps access-list storage keys through amino', async () => {
  // Initia's AccessTuple.toAmino writes `storage_keys: []` for a non-empty list, so its fromAmino loses the keys;
  // ours writes them, as the chain's amino JSON does
  const storageKeys = [`0x${toHex(bytes(32, 20))}`, `0x${toHex(bytes(32, 21))}`]
  const message = {
    typeUrl: '/minievm.evm.v1.MsgCall',
    value: {
      sender,
      contractAddr: evmAddress,
      input: '0xd0e30db0',
      value: '0',
      accessList: [{ address: evmAddress, storageKeys }],
      authList: [],
    },
  }
  const aminoTypes = createCosmosAminoTypes()
  const amino = json(aminoTypes.toAmino(message))
  expect(amino.value.access_list).toEqual([{ address: evmAddress, storage_keys: storageKeys }])
  const bytesOut = await encodeWithOurRegistry(aminoTypes.fromAmino(amino))
  expect(bytesOut).toEqual(initiaRegistry.encode(message))
})

test('default: every Initia message type is supported', () => {
  for (const [, { typeUrl }] of cases) expect(supportedMessageTypes).toContain(typeUrl)
})

const burn = {
  from: address('noble', 4),
  amount: '59995433',
  destinationDomain: 3,
  mintRecipient: Uint8Array.from([...new Uint8Array(12), ...bytes(20, 22)]),
  burnToken: 'uusdc',
}
const burnCases = [
  ['every field set', burn],
  ['domain 0 (Ethereum) and defaults', { ...burn, destinationDomain: 0, amount: '' }],
  ['all defaults', {}],
] as const

test.each(burnCases)(
  'behavior: CCTP MsgDepositForBurn, %s, has the bytes of Agoric’s codec',
  (_, partial) => {
    const ours = MsgDepositForBurn.encode(MsgDepositForBurn.fromPartial(partial)).finish()
    const theirs = AgoricMsgDepositForBurn.encode(AgoricMsgDepositForBurn.fromPartial(partial)).finish()
    expect(ours).toEqual(theirs)
    expect(MsgDepositForBurn.decode(theirs)).toEqual(AgoricMsgDepositForBurn.decode(theirs))
  },
)

test.each(burnCases)(
  'behavior: CCTP MsgDepositForBurnWithCaller, %s, has the bytes of Agoric’s codec',
  (_, partial) => {
    const withCaller = { ...partial, destinationCaller: 'from' in partial ? bytes(32, 23) : undefined }
    const ours = MsgDepositForBurnWithCaller.encode(
      MsgDepositForBurnWithCaller.fromPartial(withCaller),
    ).finish()
    const theirs = AgoricMsgDepositForBurnWithCaller.encode(
      AgoricMsgDepositForBurnWithCaller.fromPartial(withCaller),
    ).finish()
    expect(ours).toEqual(theirs)
    expect(MsgDepositForBurnWithCaller.decode(theirs)).toEqual(
      AgoricMsgDepositForBurnWithCaller.decode(theirs),
    )
  },
)

test('behavior: CCTP messages encode through the registry with Agoric’s bytes', () => {
  const registry = createCosmosRegistry()
  const value = { ...burn, destinationCaller: bytes(32, 24) }
  expect(registry.encode({ typeUrl: MsgDepositForBurn.typeUrl, value: burn })).toEqual(
    AgoricMsgDepositForBurn.encode(AgoricMsgDepositForBurn.fromPartial(burn)).finish(),
  )
  expect(registry.encode({ typeUrl: MsgDepositForBurnWithCaller.typeUrl, value })).toEqual(
    AgoricMsgDepositForBurnWithCaller.encode(AgoricMsgDepositForBurnWithCaller.fromPartial(value)).finish(),
  )
})

// Real router bodies recorded by other apps; beside the repository (../shared), not in it
const samples = join(import.meta.dirname, '../../../../shared/specs/samples/router')

interface MsgsBody {
  msgs?: { multi_chain_msg?: RouterMsg }[]
  txs?: { cosmos_tx?: { msgs: RouterMsg[] } }[]
}

/** Every Cosmos message of every recorded msgs body, by file. */
const recordedMsgs = () =>
  readdirSync(samples)
    .filter((file) => file.startsWith('msgs-') && file.endsWith('.json'))
    .map((file) => {
      const body: MsgsBody = JSON.parse(readFileSync(join(samples, file), 'utf8'))
      const fromTxs = (body.txs ?? []).flatMap((tx) => tx.cosmos_tx?.msgs ?? [])
      const legacy = (body.msgs ?? []).flatMap((msg) => (msg.multi_chain_msg ? [msg.multi_chain_msg] : []))
      return { file, msgs: [...fromTxs, ...legacy].map(({ msg_type_url, msg }) => ({ msg_type_url, msg })) }
    })

const senderFields = { sender: 'sender', from: 'from', from_address: 'fromAddress' } as const

test.skipIf(!existsSync(samples))(
  'behavior: every recorded router msg encodes and decodes to its sender',
  async () => {
    const seen = new Set<string>()
    for (const { file, msgs } of recordedMsgs()) {
      const registry = createCosmosRegistry()
      const messages = await routerMsgsToEncodeObjects(registry, msgs)
      expect(messages, file).toHaveLength(msgs.length)
      for (const [index, message] of messages.entries()) {
        seen.add(message.typeUrl)
        const encoded = registry.encode(message)
        expect(encoded.length, file).toBeGreaterThan(0)
        const decoded: Record<string, unknown> = registry.decode({ typeUrl: message.typeUrl, value: encoded })
        const source: Record<string, unknown> = JSON.parse(msgs[index]!.msg)
        const fields = Object.entries(senderFields).filter(([key]) => key in source)
        expect(fields.length, `${file}: ${message.typeUrl}`).toBeGreaterThan(0)
        for (const [key, field] of fields) expect(decoded[field], `${file}: ${key}`).toBe(source[key])
      }
    }
    expect(seen).toContain('/ibc.applications.transfer.v1.MsgTransfer')
    expect(seen).toContain('/circle.cctp.v1.MsgDepositForBurnWithCaller')
  },
)

test.skipIf(!existsSync(samples))('behavior: the recorded CCTP burn keeps its mint recipient', async () => {
  const { msgs } = recordedMsgs().find(({ file }) => file === 'msgs-direct-cctp-noble-to-eth-two-msgs.json')!
  const registry = createCosmosRegistry()
  const messages = await routerMsgsToEncodeObjects(registry, msgs)
  const index = messages.findIndex(({ typeUrl }) => typeUrl === MsgDepositForBurnWithCaller.typeUrl)
  expect(index).toBeGreaterThanOrEqual(0)
  const source = JSON.parse(msgs[index]!.msg)
  const decoded = MsgDepositForBurnWithCaller.decode(registry.encode(messages[index]!))
  expect(decoded.mintRecipient).toEqual(fromBase64(source.mint_recipient))
  expect(decoded.destinationCaller).toEqual(fromBase64(source.destination_caller))
  expect(decoded.destinationDomain).toBe(source.destination_domain)
  expect(decoded.amount).toBe(source.amount)
  // and Agoric's codec reads our bytes the same
  expect(AgoricMsgDepositForBurnWithCaller.decode(registry.encode(messages[index]!))).toEqual(decoded)
})

test('error: a message type the registry does not know throws UnsupportedMessageError', async () => {
  const unknown = { msg_type_url: '/foo.Bar', msg: '{}' }
  expect(() => routerMsgToEncodeObject(unknown)).toThrow(UnsupportedMessageError)
  await expect(routerMsgsToEncodeObjects(createCosmosRegistry(), [unknown])).rejects.toThrow(
    UnsupportedMessageError,
  )
  await expect(loadMessageTypes(createCosmosRegistry(), ['/foo.Bar'])).rejects.toThrow(
    UnsupportedMessageError,
  )
})
