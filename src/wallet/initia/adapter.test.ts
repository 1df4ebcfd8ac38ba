import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromBase64, fromHex, toBech32, toHex } from '@cosmjs/encoding'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { createPublicClient, http, keccak256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { nobleToMove } from '../../../test/bridgeRequests.ts'
import { fetchDevnetTx } from '../../../test/cosmos.ts'
import { type RpcFault, type RpcProxy, startRpcProxy } from '../../../test/rpcProxy.ts'
import { cosmosTestWallet, initiaTestWallet } from '../../../test/wallets.ts'
import { opHookRequest } from '../../bridge/driver/opHook.ts'
import {
  AccountNotFoundError,
  BroadcastUncertainError,
  ChainNotConfiguredError,
  UnsupportedMessageError,
  UserRejectedError,
} from '../../errors/wallet.ts'
import { createRouterClient } from '../../router/client.ts'
import { combineWallets } from '../combineWallets.ts'
import type { PendingTxRef } from '../types.ts'
import { createInitiaAdapter } from './adapter.ts'
import { createCometRpc } from './cometRpc.ts'
import { ethSecp256k1PubkeyTypeUrl } from './eip191.ts'

// anvil's first dev key: an Ethereum account the devnet funds on every Initia chain
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const initAddress = toBech32('init', fromHex(account.address.slice(2)))
const router = createRouterClient({ baseUrl: inject('devnetRouter') })
const samples = join(import.meta.dirname, '../../../../shared/specs/samples/indexer')

const rpcTx = (chainId: string, hash: string) => fetchDevnetTx(inject('devnetChains')[chainId]!, hash)

/** A deposit from L1 to the Move rollup, as the devnet router plans it for this account. */
async function depositTx(initia: ReturnType<typeof createInitiaAdapter>) {
  const request = {
    source_asset_chain_id: 'initiation-2',
    source_asset_denom: 'uinit',
    dest_asset_chain_id: 'move-1',
    dest_asset_denom: 'l2/2588fd87a8e081f6a557f43ff14f05dddf5e34cb27afcefd6eaf81f1daea30d0',
  }
  const route = await router.route({ ...request, amount_in: '1000000' })
  const { txs } = await router.msgs({
    ...request,
    amount_in: route.amount_in,
    amount_out: route.amount_out,
    operations: route.operations,
    address_list: await Promise.all(route.required_chain_addresses.map((id) => initia.getAddress(id))),
    slippage_tolerance_percent: '1',
  })
  return txs[0]!
}

test('default: the Initia address is the bech32 of the same 20 bytes', async () => {
  const initia = createInitiaAdapter({ router, account })

  expect(await initia.getAddress('initiation-2')).toBe(initAddress)
  expect(await initia.getAddress('move-1')).toBe(initAddress)
  await expect(initia.getAddress('noble-1')).rejects.toBeInstanceOf(ChainNotConfiguredError)
  // an EVM rollup's evm_tx needs the wagmi config
  await expect(initia.getAddress('4354')).rejects.toBeInstanceOf(ChainNotConfiguredError)
})

test.skipIf(!existsSync(samples))('behavior: the address derivation matches recorded real Initia txs', () => {
  for (const file of readdirSync(samples)) {
    const record = JSON.parse(readFileSync(join(samples, file), 'utf8'))
    const tx = record.tx?.body ? record.tx : (record.tx?.tx ?? record.tx)
    const [info] = tx.auth_info.signer_infos
    if (info.public_key['@type'] !== ethSecp256k1PubkeyTypeUrl) continue
    const signer = JSON.stringify(tx.body.messages[0]).match(
      /"(?:sender|from_address|signer)":"(init1[^"]+)"/,
    )?.[1]
    if (!signer) continue
    // keccak256 of the uncompressed key without 0x04, last 20 bytes: the Ethereum address
    const uncompressed = decompress(fromBase64(info.public_key.key))
    const ethAddress = keccak256(uncompressed.slice(1)).slice(-40)
    expect(toBech32('init', fromHex(ethAddress)), file).toBe(signer)
  }
})

test('behavior: a Cosmos tx on L1 is signed in SIGN_MODE_EIP_191 with the ethsecp256k1 key, as real txs are', async () => {
  const initia = createInitiaAdapter({ router, account })
  const steps: string[] = []
  const { txHash, chainId } = await initia.sendTx(await depositTx(initia), {
    onStep: ({ step }) => steps.push(step),
  })

  expect(chainId).toBe('initiation-2')
  expect(steps).toEqual(['signing', 'broadcasting'])
  const { code, raw } = await rpcTx(chainId, txHash)
  expect(code).toBe(0)
  const [signerInfo] = AuthInfo.decode(raw.authInfoBytes).signerInfos
  expect(raw.signatures[0]).toHaveLength(64)
  // the recorded real L1 deposit's signer info: mode and key type
  if (existsSync(samples)) {
    const real = JSON.parse(
      readFileSync(join(samples, 'tx-record-l1-op-initiate-token-deposit.json'), 'utf8'),
    )
    const [realInfo] = real.tx.auth_info.signer_infos
    expect(SignMode[signerInfo!.modeInfo!.single!.mode]).toBe(realInfo.mode_info.single.mode)
    expect(signerInfo!.publicKey!.typeUrl).toBe(realInfo.public_key['@type'])
  }
  // the key in the tx is the account's: its Ethereum address is the signer's
  const key = signerInfo!.publicKey!.value.slice(2)
  expect(`0x${keccak256(decompress(key).slice(1)).slice(-40)}`).toBe(account.address.toLowerCase())

  // the chain now holds the key: the next tx simulates with it and is accepted at the next sequence
  const next = await initia.sendTx(await depositTx(initia))
  const { code: nextCode, raw: nextRaw } = await rpcTx(chainId, next.txHash)
  expect(nextCode).toBe(0)
  expect(AuthInfo.decode(nextRaw.authInfoBytes).signerInfos[0]!.sequence).toBe(signerInfo!.sequence + 1n)
})

test('behavior: signAndBroadcast signs any messages with the fee and memo given, in SIGN_MODE_EIP_191', async () => {
  const initia = createInitiaAdapter({ router, account })
  const fee = { amount: [{ denom: 'uinit', amount: '5000' }], gas: '300000' }
  const { txHash, chainId } = await initia.signAndBroadcast!({
    chainId: 'initiation-2',
    messages: [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: initAddress,
          toAddress: initAddress,
          amount: [{ denom: 'uinit', amount: '1' }],
        },
      },
    ],
    fee,
    memo: 'from a dApp',
  })
  const { code, raw } = await rpcTx(chainId, txHash)
  expect(code).toBe(0)
  const authInfo = AuthInfo.decode(raw.authInfoBytes)
  expect(authInfo.fee?.amount).toEqual(fee.amount)
  expect(authInfo.fee?.gasLimit).toBe(300000n)
  expect(SignMode[authInfo.signerInfos[0]!.modeInfo!.single!.mode]).toBe('SIGN_MODE_EIP_191')
  expect(TxBody.decode(raw.bodyBytes).memo).toBe('from a dApp')
})

test('behavior: a tx included with a non-zero code is found failed, with the chain’s code and log', async () => {
  const initia = createInitiaAdapter({ router, account })
  const chainId = 'initiation-2'
  const signer = await initia.getAddress(chainId)
  const nonce = String(
    (await createCometRpc(chainId, inject('devnetChains')[chainId]!).account(signer))!.sequence,
  )
  // more than the account holds: CheckTx only checks the fee, so the send fails in its block (x/bank SendCoins:
  // "spendable balance … is smaller than …: insufficient funds", code 5)
  const { txHash } = await initia.signAndBroadcast!({
    chainId,
    messages: [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: signer,
          toAddress: signer,
          amount: [{ denom: 'uinit', amount: (10n ** 30n).toString() }],
        },
      },
    ],
    fee: { amount: [{ denom: 'uinit', amount: '5000' }], gas: '300000' },
  })
  expect((await rpcTx(chainId, txHash)).code).toBe(5)
  expect(await initia.checkTx!({ chainId, txHash, signer, nonce })).toEqual({
    state: 'failed',
    code: 5,
    codespace: 'sdk',
    log: expect.stringMatching(/is smaller than .*: insufficient funds/),
  })
})

test('behavior: a declined signature is a UserRejectedError', async () => {
  const declining = {
    address: account.address,
    signMessage: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
  }
  const initia = createInitiaAdapter({ router, account: declining })

  await expect(initia.sendTx(await depositTx(initia))).rejects.toBeInstanceOf(UserRejectedError)
})

test('behavior: an unrelated error that says "denied" is not read as the user declining', async () => {
  const failing = {
    address: account.address,
    signMessage: () => Promise.reject(new Error('eth_sign: permission denied for this origin')),
  }
  const initia = createInitiaAdapter({ router, account: failing })

  const error = await initia.sendTx(await depositTx(initia)).catch((thrown: unknown) => thrown)
  expect(error).not.toBeInstanceOf(UserRejectedError)
  expect(String(error)).toContain('permission denied for this origin')
})

test("behavior: a message type it cannot encode is refused in the Initia adapter's name", async () => {
  const initia = createInitiaAdapter({ router, account })
  const tx = await depositTx(initia)
  const publish = { msg_type_url: '/initia.move.v1.MsgPublish', msg: '{}' }
  const error = await initia
    .sendTx({ ...tx, cosmos_tx: { ...tx.cosmos_tx!, msgs: [publish] } })
    .catch((error: unknown) => error)

  expect(error).toBeInstanceOf(UnsupportedMessageError)
  expect((error as UnsupportedMessageError).shortMessage).toMatchInlineSnapshot(
    `"The Initia adapter cannot encode /initia.move.v1.MsgPublish. Sign this route with a wallet adapter that knows the message type."`,
  )
})

test('behavior: an account the chain does not know is reported, not signed for', async () => {
  const stranger = privateKeyToAccount(`0x${'42'.repeat(32)}`)
  const initia = createInitiaAdapter({ router, account: stranger })

  await expect(initia.sendTx(await depositTx(initia))).rejects.toBeInstanceOf(AccountNotFoundError)
  // an op-hook waits for the account on the destination chain, then gives up with a clear error
  const hook = await router.opHook(opHookRequest(nobleToMove, ['noble1x', await initia.getAddress('move-1')]))
  await expect(
    createInitiaAdapter({
      router,
      account: stranger,
      accountWait: { timeoutMs: 100, intervalMs: 20 },
    }).signOpHook!(hook, { sourceChainId: 'noble-1', destChainId: 'move-1' }),
  ).rejects.toThrow(/did not appear on move-1/)
})

describe('op-hook', () => {
  test('behavior: the hook is signed by the Initia key and the router accepts it, the Noble leg by cosmjs', async () => {
    const initia = createInitiaAdapter({ router, account })
    const wallet = combineWallets({ initia, cosmos: await cosmosTestWallet(inject('devnetChains')) })
    const route = await router.route({
      source_asset_chain_id: nobleToMove.sourceChainId,
      source_asset_denom: nobleToMove.sourceDenom,
      dest_asset_chain_id: nobleToMove.destChainId,
      dest_asset_denom: nobleToMove.destDenom,
      amount_in: nobleToMove.amountIn,
    })
    expect(route.required_op_hook).toBe(true)
    const addressList = await Promise.all(route.required_chain_addresses.map((id) => wallet.getAddress(id)))
    expect(addressList.slice(1)).toEqual([initAddress, initAddress])

    const request = opHookRequest(nobleToMove, addressList)
    // InterwovenKit's request: the user's Initia address as source, the recipient in bech32
    expect(request).toMatchObject({ source_address: initAddress, dest_address: initAddress })
    const hook = await router.opHook(request)
    const signed = await wallet.signOpHook!(hook, { sourceChainId: 'noble-1', destChainId: 'move-1' })
    expect(signed.signer).toBe(initAddress)
    const [info] = AuthInfo.decode(TxRaw.decode(fromBase64(signed.hook)).authInfoBytes).signerInfos
    expect(info!.modeInfo!.single!.mode).toBe(SignMode.SIGN_MODE_EIP_191)

    // the router verifies the hook against the L1 stand-in's rules, then the Noble tx lands
    const { txs } = await router.msgs({
      source_asset_chain_id: route.source_asset_chain_id,
      source_asset_denom: route.source_asset_denom,
      dest_asset_chain_id: route.dest_asset_chain_id,
      dest_asset_denom: route.dest_asset_denom,
      amount_in: route.amount_in,
      amount_out: route.amount_out,
      operations: route.operations,
      address_list: addressList,
      slippage_tolerance_percent: '1',
      signed_op_hook: signed,
    })
    // the Noble leg carries the signed hook to L1 in its IBC memo (not broadcast here: the Noble test account is
    // shared with the stories, and two signers at once would race for its sequence)
    const transfer = txs[0]!.cosmos_tx!.msgs.find((msg) => msg.msg_type_url.endsWith('MsgTransfer'))!
    expect(JSON.parse(JSON.parse(transfer.msg).memo)).toEqual({ op_hook: signed })
  })
})

describe('a broadcast without a clear answer', () => {
  // anvil's fourth dev key, funded at devnet genesis for these tests alone: they move its sequence on purpose
  const own = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')
  const ownAddress = toBech32('init', fromHex(own.address.slice(2)))
  const chainId = 'initiation-2'
  const rpcUrl = inject('devnetChains')[chainId]!
  let proxy: RpcProxy
  beforeAll(async () => {
    proxy = await startRpcProxy(rpcUrl)
  })
  afterAll(() => proxy.close())

  const viaProxy = () =>
    createInitiaAdapter({ router, account: own, chains: { [chainId]: { rpc: proxy.url } } })
  const msgSend = (amount: string) => ({
    cosmos_tx: {
      chain_id: chainId,
      signer_address: ownAddress,
      msgs: [
        {
          msg_type_url: '/cosmos.bank.v1beta1.MsgSend',
          msg: JSON.stringify({
            from_address: ownAddress,
            to_address: ownAddress,
            amount: [{ denom: 'uinit', amount }],
          }),
        },
      ],
    },
  })
  const node = createCometRpc(chainId, rpcUrl)
  const sequence = async () => String((await node.account(ownAddress))!.sequence)
  /** Whether the node holds the tx, asked over its URI form rather than through the code under test. */
  const atNode = async (hash: string) =>
    'result' in (await (await fetch(`${rpcUrl}/tx?hash=0x${hash}`)).json())
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
    const initia = viaProxy()
    const nonce = await sequence()
    const hashes: string[] = []
    proxy.failNext('broadcast_tx_sync', 'answer-lost')

    const tx = await uncertain(
      initia.sendTx(msgSend('21'), { onTxHash: ({ txHash }) => void hashes.push(txHash) }),
    )
    expect(tx).toEqual({ chainId, txHash: hashes[0], signer: ownAddress, nonce })
    expect(tx.txHash).toMatch(/^[0-9A-F]{64}$/)
    await expect.poll(() => initia.checkTx!(tx), { interval: 50 }).toBe('included')
    expect(await atNode(tx.txHash!)).toBe(true)
  })

  test('behavior: a request lost before the node is pending, and nonceUsed once the sequence moves on', async () => {
    const initia = viaProxy()
    const nonce = await sequence()
    proxy.failNext('broadcast_tx_sync', 'request-lost')

    const tx = await uncertain(initia.sendTx(msgSend('22')))
    expect(tx).toMatchObject({ chainId, signer: ownAddress, nonce })
    expect(await initia.checkTx!(tx)).toBe('pending')
    // another tx (not the same bytes: those would be the lost tx itself) takes the sequence
    await initia.sendTx(msgSend('23'))
    expect(await initia.checkTx!(tx)).toBe('nonceUsed')
    expect(await atNode(tx.txHash!)).toBe(false)
  })

  test('behavior: onTxHash runs before the node sees the tx; when it rejects, nothing is broadcast', async () => {
    const initia = viaProxy()
    let seen: object | undefined
    const { txHash } = await initia.sendTx(msgSend('24'), {
      onTxHash: async (hash) => {
        seen = { ...hash, atNode: await atNode(hash.txHash), broadcasts: broadcastsAtNode() }
      },
    })
    expect(seen).toEqual({
      txHash,
      chainId,
      broadcast: false,
      signer: expect.stringMatching(/^init1/),
      nonce: expect.stringMatching(/^\d+$/),
      atNode: false,
      broadcasts: broadcastsAtNode() - 1,
    })

    const nonce = await sequence()
    const broadcasts = broadcastsAtNode()
    const saveFailed = new Error('the store refused the record')
    let refusedHash = ''
    await expect(
      initia.sendTx(msgSend('25'), {
        onTxHash: async ({ txHash }) => {
          refusedHash = txHash
          throw saveFailed
        },
      }),
    ).rejects.toBe(saveFailed)
    expect(refusedHash).toMatch(/^[0-9A-F]{64}$/)
    expect(broadcastsAtNode()).toBe(broadcasts)
    expect(await atNode(refusedHash)).toBe(false)
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
      'a broadcast cut short before CheckTx answered',
      {
        answer: {
          error: {
            code: -32603,
            message: 'Internal error',
            data: 'broadcast confirmation not received: context canceled',
          },
        },
      },
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
    ['a 429', { status: 429, text: 'slow down' }, /answered 429/],
  ])('behavior: a broadcast answered by %s', async (_, fault, expected) => {
    const initia = viaProxy()
    proxy.failNext('broadcast_tx_sync', fault)
    const error = await initia.sendTx(msgSend('26')).catch((error: unknown) => error)

    if (expected === 'uncertain') expect(error).toBeInstanceOf(BroadcastUncertainError)
    else {
      expect(error).not.toBeInstanceOf(BroadcastUncertainError)
      expect(String(error)).toMatch(expected)
    }
  })

  test.skipIf(!inject('devnetEvm'))(
    'behavior: an evm_tx reports its hash as broadcast, and checkTx looks for it through wagmi',
    async () => {
      const evm = inject('devnetEvm')!
      const evmChainId = String(evm.chainId)
      const wallet = await initiaTestWallet({
        routerUrl: inject('devnetRouter'),
        evm,
        chains: inject('devnetChains'),
        account: own.address,
      })
      const client = createPublicClient({ transport: http(evm.rpcUrl) })
      const nonce = await client.getTransactionCount({ address: own.address })
      const reported: object[] = []

      const { txHash } = await wallet.sendTx(
        {
          evm_tx: {
            chain_id: evmChainId,
            to: own.address,
            value: '1',
            data: '',
            signer_address: own.address,
          },
        },
        { onTxHash: (hash) => void reported.push(hash) },
      )
      expect(reported).toEqual([
        {
          txHash,
          chainId: evmChainId,
          broadcast: true,
          signer: expect.stringMatching(new RegExp(`^${own.address}$`, 'i')),
          nonce: String(nonce),
        },
      ])
      const ref = { chainId: evmChainId, txHash, signer: own.address, nonce: String(nonce) }
      await expect.poll(() => wallet.checkTx!(ref), { interval: 50 }).toBe('included')
      // without a hash only the nonce tells: this one is used, the next one not yet
      expect(await wallet.checkTx!({ ...ref, txHash: undefined })).toBe('nonceUsed')
      expect(await wallet.checkTx!({ ...ref, txHash: undefined, nonce: String(nonce + 1) })).toBe('pending')
    },
  )
})

/** secp256k1 point decompression (y² = x³ + 7 over p), independent of the code under test. */
function decompress(compressed: Uint8Array): Uint8Array {
  const p = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn
  const x = BigInt(`0x${toHex(compressed.slice(1))}`)
  const power = (base: bigint, exponent: bigint) => {
    let result = 1n
    for (let b = base % p, e = exponent; e > 0n; e >>= 1n, b = (b * b) % p)
      if (e & 1n) result = (result * b) % p
    return result
  }
  let y = power((x ** 3n + 7n) % p, (p + 1n) / 4n)
  if ((y & 1n) !== BigInt(compressed[0]! & 1)) y = p - y
  return fromHex(`04${x.toString(16).padStart(64, '0')}${y.toString(16).padStart(64, '0')}`)
}
