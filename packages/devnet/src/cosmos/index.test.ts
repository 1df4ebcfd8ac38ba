import { Secp256k1HdWallet } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet, type EncodeObject, type OfflineSigner } from '@cosmjs/proto-signing'
import { coins, SigningStargateClient, type StdFee } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createCosmosAminoTypes, createCosmosRegistry } from '../../../../src/wallet/messages/registry.ts'
import { rejection } from '../../../../test/cosmos.ts'
import { createCosmosChainDevnet } from './index.ts'
import { type HttpListener, listen } from './listen.ts'

const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'
const fee: StdFee = { amount: coins(3000, 'uinit'), gas: '200000' }

const chain = createCosmosChainDevnet({ chainId: 'rollscope-1' })
let server: HttpListener
let address: string

beforeAll(async () => {
  server = await listen(chain.fetch)
  const [account] = await (await directWallet()).getAccounts()
  address = account!.address
})
afterAll(() => server.close())

const directWallet = () => DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' })
const connect = (signer: OfflineSigner) =>
  SigningStargateClient.connectWithSigner(server.url, signer, {
    registry: createCosmosRegistry(),
    aminoTypes: createCosmosAminoTypes(),
  })
const send = (from: string, amount = 10): EncodeObject => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: {
    fromAddress: from,
    toAddress: 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl',
    amount: coins(amount, 'uinit'),
  },
})

test('default: a MsgSend signed in direct mode is accepted and found by hash', async () => {
  const client = await connect(await directWallet())
  const txRaw = await client.sign(address, [send(address)], fee, '')
  const hash = await client.broadcastTxSync(TxRaw.encode(txRaw).finish())

  expect(chain.findTx(hash)).toEqual({
    hash,
    height: expect.any(Number),
    code: 0,
    signer: address,
    msgTypeUrls: ['/cosmos.bank.v1beta1.MsgSend'],
  })
  // cosmjs finds it through tx_search
  expect((await client.getTx(hash))?.code).toBe(0)
  expect(chain.findTx('0'.repeat(64))).toBeUndefined()
})

test('behavior: a MsgSend signed in amino mode is accepted and bumps the sequence', async () => {
  const client = await connect(await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' }))
  const before = await client.getSequence(address)
  const result = await client.signAndBroadcastSync(address, [send(address, 7)], fee)

  expect(chain.findTx(result)?.signer).toBe(address)
  expect((await client.getSequence(address)).sequence).toBe(before.sequence + 1)
})

test('behavior: a tampered signature is rejected', async () => {
  const client = await connect(await directWallet())
  const txRaw = await client.sign(address, [send(address)], fee, '')
  txRaw.signatures[0]![5]! ^= 1
  const bytes = TxRaw.encode(txRaw).finish()

  expect(await rejection(client.broadcastTxSync(bytes))).toEqual({
    code: 4,
    log: expect.stringContaining('signature verification failed'),
  })
  expect(() => chain.verifyTx(Buffer.from(bytes).toString('base64'))).toThrow(/signature verification failed/)
})

test('behavior: a tx signed for another chain id is rejected', async () => {
  const client = await connect(await directWallet())
  const { accountNumber, sequence } = await client.getSequence(address)
  const txRaw = await client.sign(address, [send(address)], fee, '', {
    accountNumber,
    sequence,
    chainId: 'other-1',
  })

  expect(await rejection(client.broadcastTxSync(TxRaw.encode(txRaw).finish()))).toEqual({
    code: 4,
    log: expect.stringMatching(
      new RegExp(
        `^signature verification failed; please verify account number \\(${accountNumber}\\) and chain-id \\(rollscope-1\\): .*unauthorized$`,
      ),
    ),
  })
})

test('behavior: a replayed tx is rejected for its sequence', async () => {
  const client = await connect(await directWallet())
  const bytes = TxRaw.encode(await client.sign(address, [send(address)], fee, '')).finish()
  await client.broadcastTxSync(bytes)
  const { sequence } = await client.getSequence(address)

  expect(await rejection(client.broadcastTxSync(bytes))).toEqual({
    code: 32,
    log: `account sequence mismatch, expected ${sequence}, got ${sequence - 1}: incorrect account sequence`,
  })
})

test('behavior: a message from another address than the key is rejected', async () => {
  const client = await connect(await directWallet())
  const other = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'
  // the message's signer has an account (the chain would otherwise stop at code 9), just not this key
  chain.fund(other)
  const { accountNumber, sequence } = await client.getSequence(address)
  const txRaw = await client.sign(address, [send(other)], fee, '', {
    accountNumber,
    sequence,
    chainId: chain.chainId,
  })

  expect(await rejection(client.broadcastTxSync(TxRaw.encode(txRaw).finish()))).toEqual({
    code: 8,
    log: `pubKey does not match signer address ${other} with signer index: 0: invalid pubkey`,
  })
})

test('behavior: a tx without a fee in the chain denom is rejected', async () => {
  const client = await connect(await directWallet())
  const txRaw = await client.sign(address, [send(address)], { amount: [], gas: '200000' }, '')

  expect((await rejection(client.broadcastTxSync(TxRaw.encode(txRaw).finish()))).code).toBe(13)
})

test('behavior: GET /status answers in the CometBFT URI form', async () => {
  const response = await fetch(`${server.url}/status`)
  const { result } = (await response.json()) as {
    result: { node_info: { network: string; version: string } }
  }

  expect(result.node_info).toMatchObject({
    network: 'rollscope-1',
    version: expect.stringMatching(/^0\.38\./),
  })
})
