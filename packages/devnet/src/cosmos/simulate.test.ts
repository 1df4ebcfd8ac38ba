// The REST simulate and the executed MsgSend of an Initia chain stand-in with a live ledger, over real HTTP: txs
// built with cosmjs's encoders and signed by cosmjs's wallet, never the kit's code.

import { createHash } from 'node:crypto'
import { encodeSecp256k1Pubkey } from '@cosmjs/amino'
import { toBase64, toBech32 } from '@cosmjs/encoding'
import {
  DirectSecp256k1HdWallet,
  type EncodeObject,
  encodePubkey,
  makeAuthInfoBytes,
  Registry,
} from '@cosmjs/proto-signing'
import { coins, defaultRegistryTypes, SigningStargateClient } from '@cosmjs/stargate'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, Tx, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { holdingsOf } from '../bank/holdings.ts'
import { accountHex, bankLedger, createBankDevnet } from '../bank/index.ts'
import { moduleAddress } from './events.ts'
import { msgTransfer } from './ibcModule.ts'
import { createCosmosChainDevnet } from './index.ts'
import { type HttpListener, listen } from './listen.ts'
import { bankModule } from './modules.ts'
import { cosmosRest } from './rest.ts'

const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'
const chainId = 'initiation-2'
const usdc = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'
const stranger = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'
const registry = new Registry(defaultRegistryTypes)

let sender = ''
let signer: DirectSecp256k1HdWallet
let pubkey: Uint8Array
let server: HttpListener
const funded = () => [sender]
const ledger = bankLedger(chainId, funded)
const chain = createCosmosChainDevnet({
  chainId,
  ledger,
  handlers: { ...bankModule, '/ibc.applications.transfer.v1.MsgTransfer': msgTransfer },
  feeTokens: [
    { denom: 'uinit', fixedMinGasPrice: 0.015 },
    { denom: usdc, fixedMinGasPrice: 0.0075 },
  ],
})
const bank = createBankDevnet({ chainId, bech32Prefix: 'init', funded, basePath: '/rest', ledger })
const rest = cosmosRest(chain)

beforeAll(async () => {
  signer = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' })
  const [account] = await signer.getAccounts()
  sender = account!.address
  pubkey = account!.pubkey
  server = await listen(async (request) => {
    const path = new URL(request.url).pathname
    if (!path.startsWith('/rest/')) return chain.fetch(request)
    return (
      (await bank.fetch(request)) ??
      (await rest(request, path.slice('/rest'.length))) ??
      new Response('', { status: 501 })
    )
  })
})
afterAll(() => server.close())

const send = (amount: number | string, denom = 'uinit', to = stranger): EncodeObject => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { fromAddress: sender, toAddress: to, amount: [{ denom, amount: String(amount) }] },
})

/** A tx to simulate as a wallet builds one: an empty signature, the key given or not. */
function simulationTx(
  messages: { typeUrl: string; value: unknown }[],
  options: { sequence?: number; withKey?: boolean; fee?: number } = {},
) {
  const body = TxBody.fromPartial({
    messages: messages.map((message) =>
      message.value instanceof Uint8Array
        ? { typeUrl: message.typeUrl, value: message.value }
        : registry.encodeAsAny(message as EncodeObject),
    ),
  })
  const key = options.withKey === false ? undefined : encodePubkey(encodeSecp256k1Pubkey(pubkey))
  const authInfo = makeAuthInfoBytes(
    [{ pubkey: key as never, sequence: options.sequence ?? 0 }],
    coins(options.fee ?? 0, 'uinit'),
    0,
    undefined,
    undefined,
    SignMode.SIGN_MODE_DIRECT,
  )
  return toBase64(
    Tx.encode({ body, authInfo: AuthInfo.decode(authInfo), signatures: [new Uint8Array()] }).finish(),
  )
}

async function simulate(body: unknown) {
  const response = await fetch(`${server.url}/rest/cosmos/tx/v1beta1/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

async function balance(address: string, denom: string) {
  const response = await fetch(`${server.url}/rest/cosmos/bank/v1beta1/balances/${address}`)
  const { balances } = (await response.json()) as { balances: { denom: string; amount: string }[] }
  return BigInt(balances.find((coin) => coin.denom === denom)?.amount ?? 0)
}

const attributes = (events: { type: string; attributes: { key: string; value: string }[] }[], type: string) =>
  events
    .filter((event) => event.type === type)
    .map((event) => Object.fromEntries(event.attributes.map(({ key, value }) => [key, value])))

test('default: a MsgSend simulates with the gateway shape, the fee and the send as the modules emit them, and changes nothing', async () => {
  const before = await balance(sender, 'uinit')
  const { status, body } = await simulate({ tx_bytes: simulationTx([send(1_000_000)], { fee: 3000 }) })

  expect(status).toBe(200)
  expect(body.gas_info).toEqual({
    gas_wanted: '18446744073709551615',
    gas_used: expect.stringMatching(/^[1-9]\d+$/),
  })
  expect(body.result.msg_responses).toEqual([{ '@type': '/cosmos.bank.v1beta1.MsgSendResponse' }])
  expect(body.result.log).toBe('')
  const collector = moduleAddress('fee_collector', 'init')
  expect(attributes(body.result.events, 'coin_spent')).toEqual([
    { spender: sender, amount: '3000uinit' },
    { spender: sender, amount: '1000000uinit', msg_index: '0' },
  ])
  expect(attributes(body.result.events, 'coin_received')).toEqual([
    { receiver: collector, amount: '3000uinit' },
    { receiver: stranger, amount: '1000000uinit', msg_index: '0' },
  ])
  expect(attributes(body.result.events, 'tx')).toContainEqual({ fee: '3000uinit', fee_payer: sender })
  expect(attributes(body.result.events, 'message')).toContainEqual({
    action: '/cosmos.bank.v1beta1.MsgSend',
    sender,
    module: 'bank',
    msg_index: '0',
  })
  expect(body.result.events[0].attributes[0]).toEqual({ key: 'spender', value: sender, index: false })
  expect(await balance(sender, 'uinit')).toBe(before)
  expect(await balance(stranger, 'uinit')).toBe(0n)
})

test('behavior: without a key on the tx or the account, the simulation stands one in; more messages use more gas', async () => {
  const one = await simulate({ tx_bytes: simulationTx([send(1)], { withKey: false }) })
  const two = await simulate({ tx_bytes: simulationTx([send(1), send(2, usdc)], { withKey: false }) })
  expect(one.status).toBe(200)
  expect(BigInt(two.body.gas_info.gas_used)).toBeGreaterThan(BigInt(one.body.gas_info.gas_used))
  // the same tx, the same figure
  expect((await simulate({ tx_bytes: simulationTx([send(1)], { withKey: false }) })).body.gas_info).toEqual(
    one.body.gas_info,
  )
})

test('failures: the chain fails as the SDK does, behind the gateway status mapping', async () => {
  const have = holdingsOf(chainId, accountHex(sender), new Set([accountHex(sender)])).find(
    (coin) => coin.denom === 'uinit',
  )!.amount
  const tooMuch = await simulate({ tx_bytes: simulationTx([send((have + 1n).toString())]) })
  expect(tooMuch).toMatchObject({ status: 500, body: { code: 2, details: [] } })
  expect(tooMuch.body.message).toMatch(
    new RegExp(
      `failed to execute message; message index: 0: spendable balance ${have}uinit is smaller than ${have + 1n}uinit: insufficient funds with gas used: '\\d+'`,
    ),
  )
  const sequence = await simulate({ tx_bytes: simulationTx([send(1)], { sequence: 5 }) })
  expect(sequence.body.message).toMatch(
    /account sequence mismatch, expected 0, got 5: incorrect account sequence/,
  )
  const badAddress = await simulate({ tx_bytes: simulationTx([send(1, 'uinit', 'init1notanaddress')]) })
  expect(badAddress.body.message).toMatch(/invalid to address: decoding bech32 failed/)
  const feeTooBig = await simulate({ tx_bytes: simulationTx([send(1)], { fee: Number(have) + 1 }) })
  expect(feeTooBig.body.message).toMatch(/is smaller than \d+uinit: insufficient funds: insufficient funds/)
  const unknownType = await simulate({
    tx_bytes: simulationTx([{ typeUrl: '/cosmos.bank.v1beta1.MsgBogus', value: new Uint8Array([1]) }]),
  })
  expect(unknownType.body.message).toMatch(
    /unable to resolve type URL \/cosmos.bank.v1beta1.MsgBogus: tx parse error/,
  )
  expect(await simulate({})).toEqual({
    status: 400,
    body: { code: 3, message: 'empty txBytes is not allowed', details: [] },
  })
})

test('behavior: a broadcast MsgSend moves the coins and the fee; the bank REST follows; a send beyond the balance fails on chain with code 5', async () => {
  const client = await SigningStargateClient.connectWithSigner(server.url, signer)
  const senderBefore = await balance(sender, 'uinit')
  const usdcBefore = await balance(sender, usdc)
  const result = await client.signAndBroadcast(sender, [send(1234)], {
    amount: coins(3000, 'uinit'),
    gas: '200000',
  })
  expect(result.code).toBe(0)
  expect(await balance(sender, 'uinit')).toBe(senderBefore - 1234n - 3000n)
  expect(await balance(stranger, 'uinit')).toBe(1234n)
  // the L1 takes its fee in USDC too, at USDC's min gas price
  const inUsdc = await client.signAndBroadcast(sender, [send(1)], {
    amount: coins(1500, usdc),
    gas: '200000',
  })
  expect(inUsdc.code).toBe(0)
  expect(await balance(sender, usdc)).toBe(usdcBefore - 1500n)
  const broke = await client.signAndBroadcast(sender, [send((senderBefore * 2n).toString())], {
    amount: coins(3000, 'uinit'),
    gas: '200000',
  })
  expect(broke.code).toBe(5)
  expect(broke.rawLog).toMatch(
    /^failed to execute message; message index: 0: spendable balance \d+uinit is smaller than \d+uinit: insufficient funds$/,
  )
  // the fee is spent, the send is not
  expect(await balance(sender, 'uinit')).toBe(senderBefore - 1234n - 6000n - 1n)
})

test('behavior: an IBC transfer escrows a native coin in the channel\u2019s escrow account and burns a voucher', async () => {
  const transfer = (denom: string) => ({
    typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
    value: MsgTransfer.fromPartial({
      sourcePort: 'transfer',
      sourceChannel: 'channel-3',
      token: { denom, amount: '500' },
      sender,
      receiver: 'noble1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqevrmnh',
      timeoutTimestamp: 1n,
    }),
  })
  // ibc-go GetEscrowAddress, computed here with node's own sha256
  const escrow = toBech32(
    'init',
    createHash('sha256')
      .update(Buffer.concat([Buffer.from('ics20-1'), Buffer.from([0]), Buffer.from('transfer/channel-3')]))
      .digest()
      .subarray(0, 20),
  )
  const { account } = await (await fetch(`${server.url}/rest/cosmos/auth/v1beta1/accounts/${sender}`)).json()
  const sequence = Number(account.sequence)
  const native = await simulate({ tx_bytes: simulationTx([transfer('uinit')], { sequence }) })
  expect(native.status, JSON.stringify(native.body)).toBe(200)
  expect(attributes(native.body.result.events, 'coin_received')).toEqual([
    { receiver: escrow, amount: '500uinit', msg_index: '0' },
  ])
  const voucher = await simulate({ tx_bytes: simulationTx([transfer(usdc)], { sequence }) })
  expect(attributes(voucher.body.result.events, 'burn')).toEqual([
    { burner: moduleAddress('transfer', 'init'), amount: `500${usdc}`, msg_index: '0' },
  ])
})
