import { DirectSecp256k1HdWallet, type EncodeObject } from '@cosmjs/proto-signing'
import { coins, SigningStargateClient, type StdFee } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { recogniseTx } from '../../../../src/chainHistory/recognise.ts'
import { createIndexerClient } from '../../../../src/indexer/client.ts'
import { getTx, listTxsByAccount } from '../../../../src/indexer/txs.ts'
import { createCosmosRegistry, loadMessageTypes } from '../../../../src/wallet/messages/registry.ts'
import { bankLedger } from '../bank/index.ts'
import { devnetAccounts } from '../cosmos/accounts.ts'
import { createCosmosChainDevnet } from '../cosmos/index.ts'
import { type HttpListener, listen } from '../cosmos/listen.ts'
import { createIndexerDevnet } from './index.ts'

const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'
const fee: StdFee = { amount: coins(3000, 'uinit'), gas: '200000' }
const receiver = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'

const indexerDevnet = createIndexerDevnet({ vm: 'move', chainId: 'initiation-2', blocks: 50 })
const chain = createCosmosChainDevnet({
  chainId: 'initiation-2',
  onIncluded: indexerDevnet.addAcceptedTx,
  ledger: bankLedger('initiation-2', () => devnetAccounts('init')),
})
const indexer = createIndexerClient({
  baseUrl: 'http://indexer.devnet',
  fetch: (input, init) => indexerDevnet.fetch(new Request(input, init)),
})
let server: HttpListener
let address: string
let client: SigningStargateClient
const hashes: string[] = []

const deposit = (sender: string): EncodeObject => ({
  typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit',
  value: {
    sender,
    bridgeId: 2n,
    to: receiver,
    amount: { denom: 'uinit', amount: '1000' },
    data: new Uint8Array(),
  },
})
const send = (fromAddress: string): EncodeObject => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { fromAddress, toAddress: receiver, amount: coins(10, 'uinit') },
})

beforeAll(async () => {
  server = await listen(chain.fetch)
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' })
  address = (await wallet.getAccounts())[0]!.address
  const registry = createCosmosRegistry()
  await loadMessageTypes(registry, ['/opinit.ophost.v1.MsgInitiateTokenDeposit'])
  client = await SigningStargateClient.connectWithSigner(server.url, wallet, { registry })
  for (const message of [send(address), deposit(address), send(address)]) {
    const txRaw = await client.sign(address, [message], fee, 'from the test')
    hashes.push(await client.broadcastTxSync(TxRaw.encode(txRaw).finish()))
  }
})
afterAll(() => server.close())

test('default: the txs a chain includes are listed under their signer, newest first, page by page', async () => {
  const first = await listTxsByAccount(indexer, { account: address, limit: 2 })
  expect(first.txs.map((tx) => tx.txhash)).toEqual([hashes[2], hashes[1]])
  expect(first.pagination.next_key).not.toBeNull()
  const second = await listTxsByAccount(indexer, {
    account: address,
    limit: 2,
    key: first.pagination.next_key!,
  })
  // the generated txs never name the test account: its own three are all there is
  expect(second.txs.map((tx) => tx.txhash)).toEqual([hashes[0]])
  expect(first.pagination.total).toBe('3')
})

test('behavior: a tx reads as the samples do, and the history reader recognises the deposit', async () => {
  const { tx } = await getTx(indexer, { txHash: hashes[1]! })
  expect(tx.height).toBe(String(chain.findTx(hashes[1]!)?.height))
  expect(tx.tx.body.memo).toBe('from the test')
  expect(tx.tx.body.messages).toEqual([
    {
      '@type': '/opinit.ophost.v1.MsgInitiateTokenDeposit',
      sender: address,
      bridge_id: '2',
      to: receiver,
      amount: { denom: 'uinit', amount: '1000' },
      data: null,
    },
  ])
  expect(Date.parse(tx.timestamp)).toBeGreaterThan(Date.now() - 60_000)
  expect(recogniseTx(tx, 'initiation-2')).toMatchObject({
    kind: 'opDeposit',
    txHash: hashes[1],
    sender: address,
    receiver,
    amount: { denom: 'uinit', amount: '1000' },
    via: '2',
  })
})

test('behavior: the receiver a message names finds the tx too, but not with is_signer', async () => {
  const all = await listTxsByAccount(indexer, { account: receiver })
  expect(all.txs.map((tx) => tx.txhash)).toEqual([hashes[2], hashes[1], hashes[0]])
  const signed = await listTxsByAccount(indexer, { account: receiver, isSigner: true })
  expect(signed.txs).toEqual([])
})

test('behavior: an executed send is recorded with the events the chain emitted: the fee and the send', async () => {
  const { tx } = await getTx(indexer, { txHash: hashes[0]! })
  const spent = tx.events
    .filter((event) => event.type === 'coin_spent')
    .map((event) => Object.fromEntries(event.attributes.map(({ key, value }) => [key, value])))
  expect(spent).toEqual([
    { spender: address, amount: '3000uinit' },
    { spender: address, amount: '10uinit', msg_index: '0' },
  ])
  expect(Number(tx.gas_used)).toBeLessThan(Number(tx.gas_wanted))
})
