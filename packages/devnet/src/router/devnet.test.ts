// The router in the devnet server, against real chains: anvil for the EVM rollup, the Cosmos stand-ins for op-hooks.
import { Secp256k1HdWallet } from '@cosmjs/amino'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createOpinitClient } from '../../../../src/opinit/client.ts'
import { claimableAt, claimTx, isProven } from '../../../../src/opinit/withdrawal.ts'
import { createRouterClient } from '../../../../src/router/client.ts'
import type { StatusResponse } from '../../../../src/router/schemas.ts'
import { createCosmjsAdapter } from '../../../../src/wallet/cosmjs.ts'
import { type DevnetServer, startDevnetServer } from '../server.ts'
import { withdrawalAbi } from './msgs.ts'

const usdcL1 = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'
const usdcMove = 'l2/28309f307d12f170380eac5ff15681a70f3cca28e2a2a13dedbd555c1536898c'
const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'

describe('router in the devnet server', () => {
  let devnet: DevnetServer
  beforeAll(async () => {
    devnet = await startDevnetServer({ port: 0, router: { speed: 1000 } })
  })
  afterAll(() => devnet.close())

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${devnet.router}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'devnet-key' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }

  test("balances: read through the kit's client, anvil's ERC-20 balance matches the chain's own answer", async () => {
    const evm = devnet.evm
    if (!evm) throw new Error('this test needs anvil')
    const client = createPublicClient({ transport: http(evm.rpcUrl) })
    const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const onChain = await client.readContract({
      address: evm.tokens.usdc,
      abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
      functionName: 'balanceOf',
      args: [owner],
    })
    const router = createRouterClient({ baseUrl: devnet.router })
    const { chains } = await router.balances({
      chains: {
        '4354': { address: owner, denoms: [evm.tokens.usdc] },
        'noble-1': { address: 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl', denoms: ['uusdc'] },
      },
    })
    expect(chains['4354']?.denoms?.[evm.tokens.usdc]?.amount).toBe(onChain.toString())
    expect(chains['4354']?.denoms?.[evm.tokens.usdc]?.value_usd).toBeDefined()
    expect(chains['noble-1']?.denoms?.uusdc?.amount).not.toBe('0')
  })

  test('assets from source: what a route can reach, swaps only when asked', async () => {
    const router = createRouterClient({ baseUrl: devnet.router })
    const reach = async (include_swaps: boolean) => {
      const { dest_assets } = await router.assetsFromSource({
        source_asset_chain_id: 'noble-1',
        source_asset_denom: 'uusdc',
        allow_multi_tx: true,
        include_swaps,
      })
      return Object.values(dest_assets).flatMap(({ assets }) =>
        assets.map((a) => `${a.chain_id}/${a.symbol}`),
      )
    }
    const withoutSwaps = await reach(false)
    expect(withoutSwaps).toContain('initiation-2/USDC')
    expect(withoutSwaps).not.toContain('initiation-2/INIT')
    expect(await reach(true)).toContain('initiation-2/INIT')
  })

  test('default: an ERC-20 withdrawal sent on anvil stays pending until its claim lands on L1', async () => {
    const evm = devnet.evm
    if (!evm) throw new Error('this test needs anvil')
    const chain = defineChain({
      id: evm.chainId,
      name: 'devnet',
      nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
      rpcUrls: { default: { http: [evm.rpcUrl] } },
    })
    const client = createPublicClient({ chain, transport: http(), pollingInterval: 50 })
    const [account] = await createWalletClient({ chain, transport: http() }).getAddresses()
    if (!account) throw new Error('anvil has no accounts')
    const wallet = createWalletClient({ chain, transport: http(), account })
    const initAddress = 'init1hsk6jryyqjfhp5dhc55tc9jtckygx0eprx6sym'

    const { body: quote } = await post('/v2/fungible/route', {
      source_asset_chain_id: '4354',
      source_asset_denom: evm.tokens.usdc,
      dest_asset_chain_id: 'initiation-2',
      dest_asset_denom: usdcL1,
      amount_in: '2500000',
    })
    const { body: msgs } = await post('/v2/fungible/msgs', {
      ...quote,
      address_list: [account, initAddress],
      slippage_tolerance_percent: '1',
    })
    const tx = msgs.txs[0].evm_tx
    for (const approval of tx.required_erc20_approvals)
      await client.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: approval.token_contract,
          abi: parseAbi(['function approve(address spender, uint256 amount) returns (bool)']),
          functionName: 'approve',
          args: [approval.spender, BigInt(approval.amount)],
        }),
      })

    const unsent = `0x${'12'.repeat(32)}`
    expect((await post('/v2/tx/track', { tx_hash: unsent, chain_id: '4354' })).status).toBe(404)

    const hash = await wallet.sendTransaction({
      to: tx.to,
      data: `0x${tx.data}` as Hex,
      value: BigInt(tx.value || '0'),
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const tracked = await post('/v2/tx/track', { tx_hash: hash, chain_id: '4354' })
    expect(tracked).toMatchObject({ status: 200, body: { tx_hash: hash } })

    const statusOf = async () => {
      const response = await fetch(`${devnet.router}/v2/tx/status?tx_hash=${hash}&chain_id=4354`)
      return (await response.json()) as StatusResponse
    }
    // the executor has it for its receiver; proofs once its output is proposed (0.6 s finalization at speed 1000)
    const opinit = createOpinitClient({
      executorUrl: devnet.opinit.executors['4354']!,
      l1RestUrl: devnet.opinit.l1RestUrl,
    })
    let withdrawal = (await opinit.withdrawals(initAddress)).withdrawals?.[0]
    expect(withdrawal).toMatchObject({ to: initAddress, amount: { denom: usdcL1 }, tx_hash: hash })
    while (withdrawal && !isProven(withdrawal)) withdrawal = await opinit.withdrawal(withdrawal.sequence)
    const opensAt = claimableAt(await opinit.bridge(1), await opinit.output(1, withdrawal!.output_index))
    while (Date.now() < opensAt!) await new Promise((resolve) => setTimeout(resolve, 50))
    // without a claim the funds have not arrived
    expect((await statusOf()).state).toBe('STATE_PENDING')
    expect(JSON.stringify((await statusOf()).transfer_sequence)).toContain('OPINIT_TRANSFER_SENT')

    // anyone may send the claim: the devnet's funded mnemonic key does, through the cosmjs adapter
    const claimer = createCosmjsAdapter({
      chains: {
        'initiation-2': {
          rpc: devnet.chains['initiation-2'] ?? '',
          signer: await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' }),
          gasPrice: '0.015uinit',
        },
      },
    })
    const sender = await claimer.getAddress('initiation-2')
    const claim = await claimer.sendTx(claimTx(withdrawal!, { l1ChainId: 'initiation-2', sender }))
    const claimed = await statusOf()
    expect(claimed.state).toBe('STATE_COMPLETED_SUCCESS')
    expect(JSON.stringify(claimed.transfer_sequence)).toContain(claim.txHash)
  })

  test('behavior: a reverted withdrawal (no allowance) ends in STATE_COMPLETED_ERROR', async () => {
    const evm = devnet.evm
    if (!evm) throw new Error('this test needs anvil')
    const client = createPublicClient({ transport: http(evm.rpcUrl), pollingInterval: 50 })
    const [, , account] = await createWalletClient({ transport: http(evm.rpcUrl) }).getAddresses()
    if (!account) throw new Error('anvil has no accounts')
    const wallet = createWalletClient({ transport: http(evm.rpcUrl), account })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: evm.bridgeAddress,
      data: encodeFunctionData({
        abi: withdrawalAbi,
        functionName: 'initiateTokenWithdrawal',
        args: [evm.tokens.usdc, 5n, 'init1hsk6jryyqjfhp5dhc55tc9jtckygx0eprx6sym'],
      }),
      gas: 200_000n,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('reverted')
    expect((await post('/v2/tx/track', { tx_hash: hash, chain_id: '4354' })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const response = await fetch(`${devnet.router}/v2/tx/status?tx_hash=${hash}&chain_id=4354`)
    expect(((await response.json()) as { state: string }).state).toBe('STATE_COMPLETED_ERROR')
  })

  test('behavior: msgs accept an op-hook signed on the devnet L1 and refuse a tampered one', async () => {
    const signer = await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' })
    const nobleSigner = await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'noble' })
    const [{ address: initAddress } = { address: '' }] = await signer.getAccounts()
    const [{ address: nobleAddress } = { address: '' }] = await nobleSigner.getAccounts()
    const request = {
      source_asset_chain_id: 'noble-1',
      source_asset_denom: 'uusdc',
      dest_asset_chain_id: 'move-1',
      dest_asset_denom: usdcMove,
    }
    const { body: quote } = await post('/v2/fungible/route', { ...request, amount_in: '1000000' })
    expect(quote.required_op_hook).toBe(true)
    const { body: hook } = await post('/op-hook', {
      ...request,
      // InterwovenKit sends the user's Initia address as the source, whatever the source chain
      source_address: initAddress,
      dest_address: initAddress,
    })
    const wallet = createCosmjsAdapter({
      chains: {
        'initiation-2': { rpc: devnet.chains['initiation-2'] ?? '', signer, gasPrice: '0.015uinit' },
      },
    })
    const signed = await wallet.signOpHook?.(hook)
    if (!signed) throw new Error('the cosmjs adapter signs op-hooks')
    const msgs = (signed_op_hook: unknown) =>
      post('/v2/fungible/msgs', {
        ...quote,
        address_list: [nobleAddress, initAddress, initAddress],
        slippage_tolerance_percent: '1',
        signed_op_hook,
      })
    expect((await msgs(signed)).status).toBe(200)
    const bytes = Buffer.from(signed.hook, 'base64')
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1
    const tampered = await msgs({ ...signed, hook: bytes.toString('base64') })
    expect(tampered.status).toBe(400)
    expect(tampered.body.message).toMatch(/^signed_op_hook is invalid: /)
  })
})
