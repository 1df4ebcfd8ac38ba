import { Secp256k1HdWallet } from '@cosmjs/amino'
import { fromUtf8 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet, decodeTxRaw, type OfflineSigner } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import { MsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CheckTxError } from '../../packages/devnet/src/cosmos/ante.ts'
import { createCosmosChainDevnet } from '../../packages/devnet/src/cosmos/index.ts'
import { type HttpListener, listen } from '../../packages/devnet/src/cosmos/listen.ts'
import { type RpcFault, type RpcProxy, startRpcProxy } from '../../test/rpcProxy.ts'
import {
  BroadcastUncertainError,
  ChainNotConfiguredError,
  SignerMismatchError,
  TxRejectedError,
  UnsupportedMessageError,
  UnsupportedSignerError,
  UserRejectedError,
} from '../errors/wallet.ts'
import type { CosmosTx } from '../router/schemas.ts'
import { createCosmjsAdapter } from './cosmjs.ts'
import type { PendingTxRef, SendTxStep } from './types.ts'

const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'
const chainId = 'initiation-2'
const receiver = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'

const failingAmount = '666'
const chain = createCosmosChainDevnet({
  chainId,
  // a send that passes CheckTx and fails in its block, as x/bank's SendCoins does beyond the balance (code 5)
  execute: (message) => {
    const { amount } = message.value as { amount?: { amount: string }[] }
    if (message.typeUrl === '/cosmos.bank.v1beta1.MsgSend' && amount?.[0]?.amount === failingAmount)
      throw new CheckTxError(5, 'spendable balance 1uinit is smaller than 666uinit: insufficient funds')
  },
})
let server: HttpListener
let direct: DirectSecp256k1HdWallet
let amino: Secp256k1HdWallet
let address: string

beforeAll(async () => {
  server = await listen(chain.fetch)
  direct = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' })
  amino = await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' })
  address = (await direct.getAccounts())[0]!.address
})
afterAll(() => server.close())

/** Signs both ways, as Keplr's offline signer does. */
const keplrLike = (): OfflineSigner => ({
  getAccounts: () => direct.getAccounts(),
  signDirect: (signer, signDoc) => direct.signDirect(signer, signDoc),
  signAmino: (signer, signDoc) => amino.signAmino(signer, signDoc),
})

const adapterWith = (signer: OfflineSigner) =>
  createCosmjsAdapter({ chains: { [chainId]: { rpc: server.url, signer, gasPrice: '0.015uinit' } } })

const cosmosTx = (msg_type_url: string, msg: object | string): { cosmos_tx: CosmosTx } => ({
  cosmos_tx: {
    chain_id: chainId,
    signer_address: address,
    msgs: [{ msg_type_url, msg: typeof msg === 'string' ? msg : JSON.stringify(msg) }],
  },
})
const msgSend = (amount = '1000') =>
  cosmosTx('/cosmos.bank.v1beta1.MsgSend', {
    from_address: address,
    to_address: receiver,
    amount: [{ denom: 'uinit', amount }],
  })

test('behavior: a tx included with a non-zero code is found failed by checkTx, with the chain’s code and log', async () => {
  const adapter = adapterWith(keplrLike())
  const client = await StargateClient.connect(server.url)
  const nonce = String((await client.getSequence(address)).sequence)
  const { txHash } = await adapter.sendTx(msgSend(failingAmount))

  expect(chain.findTx(txHash)).toMatchObject({ code: 5 })
  expect(await adapter.checkTx!({ chainId, txHash, signer: address, nonce })).toEqual({
    state: 'failed',
    code: 5,
    log: expect.stringMatching(/failed to execute message; message index: 0: .*insufficient funds/),
  })
  client.disconnect()
})

test('default: a MsgSend is signed, broadcast and found on chain', async () => {
  const steps: SendTxStep[] = []
  const result = await adapterWith(keplrLike()).sendTx(msgSend(), { onStep: (step) => steps.push(step) })

  expect(result).toEqual({ txHash: expect.stringMatching(/^[0-9A-F]{64}$/), chainId })
  expect(chain.findTx(result.txHash)).toMatchObject({
    code: 0,
    signer: address,
    msgTypeUrls: ['/cosmos.bank.v1beta1.MsgSend'],
  })
  expect(steps).toEqual([{ step: 'signing' }, { step: 'broadcasting' }])
})

test('behavior: a MsgTransfer as the router sends it (timeout past 2^53 as a JSON number)', async () => {
  const msg = `{"source_port":"transfer","source_channel":"channel-0","token":{"denom":"uinit","amount":"5884"},"sender":"${address}","receiver":"noble1nhzuazjhyfu474er6v4ey8zn6wa5fy6gthndxf","timeout_height":{},"timeout_timestamp":1718318348813666048,"memo":"{\\"forward\\":{}}"}`
  const { txHash } = await adapterWith(keplrLike()).sendTx(
    cosmosTx('/ibc.applications.transfer.v1.MsgTransfer', msg),
  )

  expect(chain.findTx(txHash)).toMatchObject({
    signer: address,
    msgTypeUrls: ['/ibc.applications.transfer.v1.MsgTransfer'],
  })
  const body = await bodyOf(txHash)
  expect(body.timeoutTimestamp).toBe(1718318348813666048n)
  expect(body.memo).toBe('{"forward":{}}')
})

test('behavior: a MsgExecuteContract reaches the contract with its JSON byte for byte', async () => {
  const contractMsg = '{"swap_and_action":{"timeout_timestamp":1718399715601274623,"affiliates":[]}}'
  const msg = `{"sender":"${address}","contract":"init1contract","msg":${contractMsg},"funds":[{"denom":"uinit","amount":"10"}]}`
  const { txHash } = await adapterWith(keplrLike()).sendTx(
    cosmosTx('/cosmwasm.wasm.v1.MsgExecuteContract', msg),
  )

  expect(chain.findTx(txHash)).toMatchObject({
    signer: address,
    msgTypeUrls: ['/cosmwasm.wasm.v1.MsgExecuteContract'],
  })
  const onChain = MsgExecuteContract.decode((await rawMessageOf(txHash)).value)
  expect(fromUtf8(onChain.msg)).toBe(contractMsg)
  expect(onChain.funds).toEqual([{ denom: 'uinit', amount: '10' }])
})

test('behavior: an OPinit deposit is accepted', async () => {
  const { txHash } = await adapterWith(keplrLike()).sendTx(
    cosmosTx('/opinit.ophost.v1.MsgInitiateTokenDeposit', {
      sender: address,
      bridge_id: '29',
      to: receiver,
      amount: { denom: 'uinit', amount: '3208' },
      data: '',
    }),
  )

  expect(chain.findTx(txHash)).toMatchObject({
    signer: address,
    msgTypeUrls: ['/opinit.ophost.v1.MsgInitiateTokenDeposit'],
  })
})

test('behavior: an amino-only signer sends an OPinit withdrawal', async () => {
  const { txHash } = await adapterWith(amino).sendTx(
    cosmosTx('/opinit.opchild.v1.MsgInitiateTokenWithdrawal', {
      sender: address,
      to: receiver,
      amount: { denom: 'uinit', amount: '77' },
    }),
  )

  expect(chain.findTx(txHash)).toMatchObject({
    signer: address,
    msgTypeUrls: ['/opinit.opchild.v1.MsgInitiateTokenWithdrawal'],
  })
})

test('behavior: a signed op hook passes the chain’s verification', async () => {
  const hook = {
    chain_id: chainId,
    hook: [
      {
        msg_type_url: '/cosmos.bank.v1beta1.MsgSend',
        msg: JSON.stringify({
          from_address: address,
          to_address: receiver,
          amount: [{ denom: 'uinit', amount: '1' }],
        }),
      },
    ],
  }
  const signed = await adapterWith(keplrLike()).signOpHook!(hook)

  expect(signed.signer).toBe(address)
  expect(chain.verifyTx(signed.hook)).toMatchObject({
    signer: address,
    msgTypeUrls: ['/cosmos.bank.v1beta1.MsgSend'],
  })
  const { authInfo } = decodeTxRaw(Buffer.from(signed.hook, 'base64'))
  expect(authInfo.fee).toMatchObject({ amount: [], gasLimit: 1n })
  expect(authInfo.signerInfos[0]?.modeInfo?.single?.mode).toBe(127) // SIGN_MODE_LEGACY_AMINO_JSON
})

test('behavior: a direct-only signer cannot sign an op hook', async () => {
  await expect(adapterWith(direct).signOpHook!({ chain_id: chainId, hook: [] })).rejects.toBeInstanceOf(
    UnsupportedSignerError,
  )
})

test('behavior: a signer that signs for another chain ends in TxRejectedError', async () => {
  const wrongChain: OfflineSigner = {
    getAccounts: () => direct.getAccounts(),
    signDirect: (signer, signDoc) => direct.signDirect(signer, { ...signDoc, chainId: 'other-1' }),
  }
  const error = await adapterWith(wrongChain)
    .sendTx(msgSend())
    .catch((error: unknown) => error)

  expect(error).toBeInstanceOf(TxRejectedError)
  expect(error).toMatchObject({
    code: 4,
    chainId,
    log: expect.stringContaining('signature verification failed'),
  })
})

test('behavior: a declined signature is a UserRejectedError', async () => {
  const declining: OfflineSigner = {
    getAccounts: () => direct.getAccounts(),
    signDirect: () => Promise.reject(new Error('Request rejected')),
  }
  await expect(adapterWith(declining).sendTx(msgSend())).rejects.toBeInstanceOf(UserRejectedError)
})

test('behavior: unknown message types, chains and signers fail before signing', async () => {
  const adapter = adapterWith(keplrLike())

  await expect(adapter.sendTx(cosmosTx('/initia.move.v1.MsgPublish', {}))).rejects.toThrow(
    new UnsupportedMessageError('/initia.move.v1.MsgPublish', 'cosmjs'),
  )
  expect(new UnsupportedMessageError('/initia.move.v1.MsgPublish', 'cosmjs').shortMessage).toMatch(
    /^The cosmjs adapter cannot encode/,
  )
  await expect(adapter.getAddress('noble-1')).rejects.toBeInstanceOf(ChainNotConfiguredError)
  const forSomeoneElse = msgSend()
  forSomeoneElse.cosmos_tx.signer_address = receiver
  await expect(adapter.sendTx(forSomeoneElse)).rejects.toBeInstanceOf(SignerMismatchError)
  expect(await adapter.getAddress(chainId)).toBe(address)
})

describe('a broadcast without a clear answer', () => {
  // this file's own chain: the sequences below move only through these tests
  let proxy: RpcProxy
  let client: StargateClient
  beforeAll(async () => {
    proxy = await startRpcProxy(server.url)
    client = await StargateClient.connect(server.url)
  })
  afterAll(() => proxy.close())

  const viaProxy = () =>
    createCosmjsAdapter({
      chains: { [chainId]: { rpc: proxy.url, signer: keplrLike(), gasPrice: '0.015uinit' } },
    })
  const sequence = async () => String((await client.getSequence(address)).sequence)
  const broadcastsAtNode = () => proxy.forwarded.filter((method) => method === 'broadcast_tx_sync').length
  const uncertain = async (promise: Promise<unknown>): Promise<PendingTxRef> => {
    const error = await promise.then(
      () => expect.unreachable('the broadcast succeeded'),
      (error: unknown) => error,
    )
    expect(error).toBeInstanceOf(BroadcastUncertainError)
    return (error as BroadcastUncertainError).tx
  }

  test('behavior: an answer lost after the node took the tx is uncertain, then found included', async () => {
    const adapter = viaProxy()
    const nonce = await sequence()
    const hashes: string[] = []
    proxy.failNext('broadcast_tx_sync', 'answer-lost')

    const tx = await uncertain(
      adapter.sendTx(msgSend('11'), { onTxHash: ({ txHash }) => void hashes.push(txHash) }),
    )
    expect(tx).toEqual({ chainId, txHash: hashes[0], signer: address, nonce })
    expect(tx.txHash).toMatch(/^[0-9A-F]{64}$/)
    await expect.poll(() => adapter.checkTx!(tx), { interval: 50 }).toBe('included')
    expect(chain.findTx(tx.txHash!)).toMatchObject({ code: 0, signer: address })
  })

  test('behavior: a request lost before the node is pending, and nonceUsed once the sequence moves on', async () => {
    const adapter = viaProxy()
    const nonce = await sequence()
    proxy.failNext('broadcast_tx_sync', 'request-lost')

    const tx = await uncertain(adapter.sendTx(msgSend('12')))
    expect(tx).toMatchObject({ chainId, signer: address, nonce })
    expect(await adapter.checkTx!(tx)).toBe('pending')
    // another tx (not the same bytes: those would be the lost tx itself) takes the sequence
    await adapter.sendTx(msgSend('13'))
    expect(await adapter.checkTx!(tx)).toBe('nonceUsed')
    expect(chain.findTx(tx.txHash!)).toBeUndefined()
  })

  test('behavior: onTxHash runs before the node sees the tx; when it rejects, nothing is broadcast', async () => {
    const adapter = viaProxy()
    let seen: object | undefined
    const { txHash } = await adapter.sendTx(msgSend('14'), {
      onTxHash: (hash) => {
        seen = { ...hash, atNode: chain.findTx(hash.txHash), broadcasts: broadcastsAtNode() }
      },
    })
    expect(seen).toEqual({
      txHash,
      chainId,
      broadcast: false,
      signer: expect.stringMatching(/^[a-z]+1/),
      nonce: expect.stringMatching(/^\d+$/),
      atNode: undefined,
      broadcasts: broadcastsAtNode() - 1,
    })

    const nonce = await sequence()
    const broadcasts = broadcastsAtNode()
    const saveFailed = new Error('the store refused the record')
    let refusedHash = ''
    await expect(
      adapter.sendTx(msgSend('15'), {
        onTxHash: async ({ txHash }) => {
          refusedHash = txHash
          throw saveFailed
        },
      }),
    ).rejects.toBe(saveFailed)
    expect(refusedHash).toMatch(/^[0-9A-F]{64}$/)
    expect(broadcastsAtNode()).toBe(broadcasts)
    expect(chain.findTx(refusedHash)).toBeUndefined()
    expect(await sequence()).toBe(nonce)
  })

  test.each<[string, RpcFault, 'uncertain' | RegExp]>([
    ['a 503', { status: 503, text: 'upstream unavailable' }, 'uncertain'],
    ['an HTML page', { status: 200, text: '<html>gateway</html>' }, 'uncertain'],
    [
      'the tx already in the node’s cache',
      { answer: { error: { code: -32603, message: 'Internal error', data: 'tx already exists in cache' } } },
      'uncertain',
    ],
    [
      'CheckTx code 19 (already in the mempool)',
      {
        answer: {
          result: { code: 19, codespace: 'sdk', log: 'tx already in mempool', data: '', hash: 'AB' },
        },
      },
      'uncertain',
    ],
    [
      'a full mempool',
      {
        answer: {
          error: {
            code: -32603,
            message: 'Internal error',
            data: 'mempool is full: number of txs 5000 (max: 5000), total txs bytes 104 (max: 1073741824)',
          },
        },
      },
      /node refused broadcast_tx_sync[\s\S]*mempool is full/,
    ],
    ['a 429', { status: 429, text: 'slow down' }, /Bad status on response: 429/],
  ])('behavior: a broadcast answered by %s', async (_, fault, expected) => {
    const adapter = viaProxy()
    proxy.failNext('broadcast_tx_sync', fault)
    const error = await adapter.sendTx(msgSend('16')).catch((error: unknown) => error)

    if (expected === 'uncertain') expect(error).toBeInstanceOf(BroadcastUncertainError)
    else {
      expect(error).not.toBeInstanceOf(BroadcastUncertainError)
      expect(String(error)).toMatch(expected)
    }
  })
})

async function rawMessageOf(txHash: string) {
  const client = await StargateClient.connect(server.url)
  const indexed = await client.getTx(txHash)
  return decodeTxRaw(indexed!.tx).body.messages[0]!
}

async function bodyOf(txHash: string) {
  return MsgTransfer.decode((await rawMessageOf(txHash)).value)
}

describe('signAndBroadcast', () => {
  const send = {
    typeUrl: '/cosmos.bank.v1beta1.MsgSend',
    value: { fromAddress: '', toAddress: receiver, amount: [{ denom: 'uinit', amount: '25' }] },
  }
  const fee = { amount: [{ denom: 'uinit', amount: '4321' }], gas: '210000' }

  test('default: the messages are signed with exactly the fee and memo shown, the hash saved before the broadcast', async () => {
    const order: string[] = []
    const adapter = adapterWith(keplrLike())
    const value = { ...send.value, fromAddress: address }
    const result = await adapter.signAndBroadcast!(
      { chainId, messages: [{ ...send, value }], fee, memo: 'invoice 7' },
      {
        onTxHash: ({ txHash, broadcast }) => {
          order.push(`hash ${broadcast}`)
          // not on the chain yet when the hash is reported
          expect(chain.findTx(txHash)).toBeUndefined()
        },
        onStep: ({ step }) => order.push(step),
      },
    )
    expect(order).toEqual(['signing', 'hash false', 'broadcasting'])
    expect(chain.findTx(result.txHash)).toMatchObject({
      code: 0,
      msgTypeUrls: ['/cosmos.bank.v1beta1.MsgSend'],
    })
    const indexed = await (await StargateClient.connect(server.url)).getTx(result.txHash)
    const tx = decodeTxRaw(indexed!.tx)
    expect(tx.body.memo).toBe('invoice 7')
    expect(tx.authInfo.fee?.amount).toEqual(fee.amount)
    expect(tx.authInfo.fee?.gasLimit).toBe(210000n)
  })

  test('behavior: a failed save of the hash stops the tx before the chain sees it', async () => {
    const before = chain.findTx
    const hashes: string[] = []
    const value = { ...send.value, fromAddress: address }
    await expect(
      adapterWith(keplrLike()).signAndBroadcast!(
        { chainId, messages: [{ ...send, value }], fee },
        {
          onTxHash: ({ txHash }) => {
            hashes.push(txHash)
            throw new Error('storage full')
          },
        },
      ),
    ).rejects.toThrow('storage full')
    expect(hashes).toHaveLength(1)
    expect(before.call(chain, hashes[0]!)).toBeUndefined()
  })
})
