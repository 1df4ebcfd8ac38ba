// The stand-in's ante rules against txs built by an implementation of their own: Initia's EIP-191 txs signed by
// viem (as MetaMask would sign them) with Initia's amino converters and cosmjs's sign doc, never the kit's code.

import { makeSignDoc, type StdFee, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1 } from '@cosmjs/crypto'
import { fromBase64, fromHex, fromUtf8, toBase64, toBech32, toHex } from '@cosmjs/encoding'
import {
  DirectSecp256k1HdWallet,
  type EncodeObject,
  makeAuthInfoBytes,
  Registry,
} from '@cosmjs/proto-signing'
import { AminoTypes, coins, SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { aminoConverters, protoRegistry } from '@initia/amino-converter'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { type Hex, hashMessage, hexToBytes, recoverPublicKey } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, test } from 'vitest'
import { rejection } from '../../../../test/cosmos.ts'
import { type CosmosChainDevnet, createCosmosChainDevnet } from './index.ts'
import { type HttpListener, listen } from './listen.ts'

const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'
/** anvil's first account: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, in the default genesis */
const anvilKey: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ethKeyType = '/initia.crypto.v1beta1.ethsecp256k1.PubKey'

const registry = new Registry(protoRegistry)
const aminoTypes = new AminoTypes(aminoConverters)

const listeners: HttpListener[] = []
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.close()))
})

/** A fresh chain behind real HTTP, with a cosmjs client. */
async function serve(chain: CosmosChainDevnet) {
  const listener = await listen(chain.fetch)
  listeners.push(listener)
  return { url: listener.url, client: await StargateClient.connect(listener.url) }
}

const initiaChain = () => createCosmosChainDevnet({ chainId: 'initiation-2' })

/** `bech32(prefix, the 20 bytes of the 0x address)`, as Initia names an Ethereum key's account. */
function ethAddress(key: Hex, prefix = 'init') {
  return toBech32(prefix, fromHex(privateKeyToAccount(key).address.slice(2)))
}

/** The account as the chain's auth module answers it, decoded by hand (cosmjs cannot parse an ethsecp256k1 key). */
async function queryAccount(url: string, address: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'abci_query',
      params: {
        path: '/cosmos.auth.v1beta1.Query/Account',
        data: toHex(QueryAccountRequest.encode({ address }).finish()),
        prove: false,
      },
    }),
  })
  const { result } = (await response.json()) as {
    result: { response: { code: number; log: string; value: string } }
  }
  const { code, log, value } = result.response
  if (code !== 0) return { code, log }
  const any = QueryAccountResponse.decode(fromBase64(value)).account
  return { code, typeUrl: any?.typeUrl, account: BaseAccount.decode(any?.value ?? new Uint8Array()) }
}

async function accountOf(url: string, address: string) {
  const found = await queryAccount(url, address)
  if (!found.account) throw new Error(`no account ${address}: ${found.log}`)
  return found.account
}

interface EthTxOptions {
  chainId: string
  accountNumber: bigint
  sequence: bigint
  key?: Hex
  prefix?: string
  denom?: string
  memo?: string
  /** The memo put in the body, if not the signed one (a tx changed after signing). */
  bodyMemo?: string
  /** Leave the key out of the signer info (the chain holds it already). */
  withoutPubkey?: boolean
}

/**
 * A MsgSend signed as Initia's SIGN_MODE_EIP_191: the amino JSON sign doc signed as a personal message, the key
 * recovered from the signature and compressed, the signature as r||s.
 */
async function ethTx(options: EthTxOptions) {
  const {
    chainId,
    accountNumber,
    sequence,
    key = anvilKey,
    prefix = 'init',
    denom = 'uinit',
    memo = '',
  } = options
  const account = privateKeyToAccount(key)
  const from = ethAddress(key, prefix)
  const message: EncodeObject = {
    typeUrl: '/cosmos.bank.v1beta1.MsgSend',
    value: { fromAddress: from, toAddress: toBech32(prefix, new Uint8Array(20)), amount: coins(1, denom) },
  }
  const fee: StdFee = { amount: coins(3000, denom), gas: '200000' }
  const signDoc = makeSignDoc(
    [aminoTypes.toAmino(message)],
    fee,
    chainId,
    memo,
    accountNumber.toString(),
    sequence.toString(),
  )
  const text = fromUtf8(serializeSignDoc(signDoc))
  const signature = await account.signMessage({ message: text })
  const publicKey = await recoverPublicKey({ hash: hashMessage(text), signature })
  const compressed = Secp256k1.compressPubkey(hexToBytes(publicKey))
  const pubkey = { typeUrl: ethKeyType, value: PubKey.encode({ key: compressed }).finish() }
  const bodyBytes = registry.encodeTxBody({ messages: [message], memo: options.bodyMemo ?? memo })
  const authInfoBytes = makeAuthInfoBytes(
    // a signer info without a key: the SDK takes the account's
    [{ pubkey: options.withoutPubkey ? (undefined as never) : pubkey, sequence: Number(sequence) }],
    fee.amount,
    Number(fee.gas),
    undefined,
    undefined,
    SignMode.SIGN_MODE_EIP_191,
  )
  const signatures = [hexToBytes(signature).slice(0, 64)]
  return {
    from,
    text,
    compressed,
    raw: { bodyBytes, authInfoBytes, signatures },
    bytes: TxRaw.encode({ bodyBytes, authInfoBytes, signatures }).finish(),
  }
}

test('default: an Initia chain accepts a MsgSend signed with an Ethereum key in SIGN_MODE_EIP_191', async () => {
  const chain = initiaChain()
  const { url, client } = await serve(chain)
  const from = ethAddress(anvilKey)
  // a fresh genesis account: no key yet, so cosmjs can still read it
  const { accountNumber, sequence } = await client.getSequence(from)
  expect(sequence).toBe(0)

  // a memo beyond ASCII: EIP-191 counts the sign doc's bytes, not its characters
  const first = await ethTx({
    chainId: 'initiation-2',
    accountNumber: BigInt(accountNumber),
    sequence: 0n,
    memo: 'café ✓',
  })
  expect(first.from).toBe(from)
  expect(first.text).toContain('"chain_id":"initiation-2"')
  const hash = await client.broadcastTxSync(first.bytes)

  expect(chain.findTx(hash)).toEqual({
    hash,
    height: expect.any(Number),
    code: 0,
    signer: from,
    msgTypeUrls: ['/cosmos.bank.v1beta1.MsgSend'],
  })
  expect((await client.getTx(hash))?.code).toBe(0)

  // the chain holds the key now; a second tx, with the key or without it, is accepted too
  expect((await accountOf(url, from)).sequence).toBe(1n)
  const second = await ethTx({ chainId: 'initiation-2', accountNumber: BigInt(accountNumber), sequence: 1n })
  expect(chain.findTx(await client.broadcastTxSync(second.bytes))?.signer).toBe(from)
  const third = await ethTx({
    chainId: 'initiation-2',
    accountNumber: BigInt(accountNumber),
    sequence: 2n,
    withoutPubkey: true,
  })
  expect(chain.findTx(await client.broadcastTxSync(third.bytes))?.signer).toBe(from)
  expect((await accountOf(url, from)).sequence).toBe(3n)
})

test('behavior: the account query shows the Ethereum key once the account has sent a tx', async () => {
  const chain = initiaChain()
  const { url, client } = await serve(chain)
  const from = ethAddress(anvilKey)
  const before = await accountOf(url, from)
  expect(before.pubKey).toBeUndefined()

  const tx = await ethTx({ chainId: 'initiation-2', accountNumber: before.accountNumber, sequence: 0n })
  await client.broadcastTxSync(tx.bytes)
  const found = await queryAccount(url, from)

  expect(found.typeUrl).toBe('/cosmos.auth.v1beta1.BaseAccount')
  expect(found.account).toMatchObject({
    address: from,
    accountNumber: before.accountNumber,
    sequence: 1n,
    pubKey: { typeUrl: ethKeyType },
  })
  expect(PubKey.decode(found.account?.pubKey?.value ?? new Uint8Array()).key).toEqual(tx.compressed)
})

test('behavior: a flipped signature byte or a memo changed after signing fails signature verification', async () => {
  const chain = initiaChain()
  const { url, client } = await serve(chain)
  const from = ethAddress(anvilKey)
  const { accountNumber } = await accountOf(url, from)
  const signed = { chainId: 'initiation-2', accountNumber, sequence: 0n }

  const flipped = await ethTx(signed)
  flipped.raw.signatures[0]![7]! ^= 1
  const changedMemo = await ethTx({ ...signed, memo: 'pay 1', bodyMemo: 'pay 1000' })
  for (const bytes of [TxRaw.encode(flipped.raw).finish(), changedMemo.bytes]) {
    expect(await rejection(client.broadcastTxSync(bytes))).toEqual({
      code: 4,
      log: expect.stringMatching(
        new RegExp(`^signature verification failed; please verify account number \\(${accountNumber}\\)`),
      ),
    })
    expect(() => chain.verifyTx(toBase64(bytes))).toThrow(/signature verification failed/)
  }
  // nothing moved: the untouched tx still goes through at sequence 0
  const good = await ethTx({ ...signed, memo: 'pay 1' })
  expect(chain.findTx(await client.broadcastTxSync(good.bytes))?.signer).toBe(from)
})

test('behavior: a wrong sequence, another chain id or an address without an account is refused', async () => {
  const chain = initiaChain()
  const { url, client } = await serve(chain)
  const { accountNumber } = await accountOf(url, ethAddress(anvilKey))

  const ahead = await ethTx({ chainId: 'initiation-2', accountNumber, sequence: 5n })
  expect(await rejection(client.broadcastTxSync(ahead.bytes))).toEqual({
    code: 32,
    log: 'account sequence mismatch, expected 0, got 5: incorrect account sequence',
  })

  const otherChain = await ethTx({ chainId: 'initiation-1', accountNumber, sequence: 0n })
  expect(await rejection(client.broadcastTxSync(otherChain.bytes))).toEqual({
    code: 4,
    log: expect.stringMatching(/^signature verification failed; .*chain-id \(initiation-2\)/),
  })

  // a key nobody funded: no account, so the ante handler stops before the signature
  const strangerKey: Hex = `0x${'42'.repeat(32)}`
  const stranger = ethAddress(strangerKey)
  expect(await queryAccount(url, stranger)).toEqual({
    code: expect.any(Number),
    log: expect.stringContaining('not found'),
  })
  expect(await client.getAccount(stranger)).toBeNull()
  const unknown = await ethTx({ chainId: 'initiation-2', accountNumber: 0n, sequence: 0n, key: strangerKey })
  expect(await rejection(client.broadcastTxSync(unknown.bytes))).toEqual({
    code: 9,
    log: expect.stringMatching(new RegExp(`${stranger}.*unknown address$`)),
  })

  // funded, it gets an account of its own and its txs go through
  chain.fund(stranger)
  const funded = await accountOf(url, stranger)
  expect(funded).toMatchObject({ address: stranger, sequence: 0n })
  expect(funded.accountNumber).not.toBe(accountNumber)
  const fromStranger = await ethTx({
    chainId: 'initiation-2',
    accountNumber: funded.accountNumber,
    sequence: 0n,
    key: strangerKey,
  })
  expect(chain.findTx(await client.broadcastTxSync(fromStranger.bytes))?.signer).toBe(stranger)
})

test('behavior: Noble cannot resolve the ethsecp256k1 key type but accepts a secp256k1 direct tx', async () => {
  const chain = createCosmosChainDevnet({ chainId: 'noble-1', bech32Prefix: 'noble', denom: 'uusdc' })
  const { url, client } = await serve(chain)
  const from = ethAddress(anvilKey, 'noble')
  // the anvil address has an account here too: it is the key type, not the account, that Noble refuses
  const { accountNumber } = await accountOf(url, from)

  const eth = await ethTx({
    chainId: 'noble-1',
    accountNumber,
    sequence: 0n,
    prefix: 'noble',
    denom: 'uusdc',
  })
  expect(await rejection(client.broadcastTxSync(eth.bytes))).toEqual({
    code: 2,
    log: expect.stringMatching(/^unable to resolve type URL \/initia\.crypto\.v1beta1\.ethsecp256k1\.PubKey/),
  })

  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'noble' })
  const [walletAccount] = await wallet.getAccounts()
  const address = walletAccount!.address
  const signing = await SigningStargateClient.connectWithSigner(url, wallet)
  const send: EncodeObject = {
    typeUrl: '/cosmos.bank.v1beta1.MsgSend',
    value: { fromAddress: address, toAddress: from, amount: coins(1, 'uusdc') },
  }
  const txRaw = await signing.sign(address, [send], { amount: coins(2000, 'uusdc'), gas: '200000' }, '')
  const hash = await signing.broadcastTxSync(TxRaw.encode(txRaw).finish())
  expect(chain.findTx(hash)?.signer).toBe(address)
  signing.disconnect()
})

test('behavior: verifyTx with sequenceAhead accepts a later tx that deliverTx runs once the sequence gets there', async () => {
  const chain = initiaChain()
  const { url, client } = await serve(chain)
  const from = ethAddress(anvilKey)
  const { accountNumber } = await accountOf(url, from)
  const later = toBase64((await ethTx({ chainId: 'initiation-2', accountNumber, sequence: 1n })).bytes)

  expect(() => chain.verifyTx(later)).toThrow(/account sequence mismatch, expected 0, got 1/)
  expect(chain.verifyTx(later, { sequenceAhead: 1n })).toEqual({
    signer: from,
    msgTypeUrls: ['/cosmos.bank.v1beta1.MsgSend'],
    sequence: 1n,
  })
  // verifying moves nothing, and the hook cannot run before the tx in front of it
  expect(() => chain.deliverTx(later)).toThrow(/account sequence mismatch, expected 0, got 1/)
  expect((await accountOf(url, from)).sequence).toBe(0n)

  await client.broadcastTxSync((await ethTx({ chainId: 'initiation-2', accountNumber, sequence: 0n })).bytes)
  expect(chain.deliverTx(later)).toEqual({ signer: from, msgTypeUrls: ['/cosmos.bank.v1beta1.MsgSend'] })
  expect((await accountOf(url, from)).sequence).toBe(2n)
  // delivered once: a replay is refused
  expect(() => chain.deliverTx(later)).toThrow(/account sequence mismatch, expected 2, got 1/)
})
