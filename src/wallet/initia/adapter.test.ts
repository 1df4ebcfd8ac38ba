import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromBase64, fromHex, toBech32, toHex } from '@cosmjs/encoding'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { keccak256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { nobleToMove } from '../../../test/bridgeRequests.ts'
import { fetchDevnetTx } from '../../../test/cosmos.ts'
import { cosmosTestWallet } from '../../../test/wallets.ts'
import { opHookRequest } from '../../bridge/opHook.ts'
import { createRouterClient } from '../../router/client.ts'
import { combineWallets } from '../combineWallets.ts'
import { AccountNotFoundError, ChainNotConfiguredError, UserRejectedError } from '../errors.ts'
import { createInitiaAdapter } from './adapter.ts'
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

test('behavior: a declined signature is a UserRejectedError', async () => {
  const declining = {
    address: account.address,
    signMessage: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
  }
  const initia = createInitiaAdapter({ router, account: declining })

  await expect(initia.sendTx(await depositTx(initia))).rejects.toBeInstanceOf(UserRejectedError)
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
