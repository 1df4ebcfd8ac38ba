import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { http } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createConfig, mock } from 'wagmi'
import { connect } from 'wagmi/actions'
import { createCosmosChainDevnet } from '../../packages/devnet/src/cosmos/index.ts'
import { type HttpListener, listen } from '../../packages/devnet/src/cosmos/listen.ts'
import { ChainNotConfiguredError, UnsupportedTxError } from '../errors/wallet.ts'
import { combineWallets } from './combineWallets.ts'
import { createCosmjsAdapter } from './cosmjs.ts'
import type { PendingTxRef, WalletAdapter } from './types.ts'
import { createWagmiAdapter } from './wagmi.ts'

const evmAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainId = 'initiation-2'
const chain = createCosmosChainDevnet({ chainId })
let server: HttpListener
let cosmos: ReturnType<typeof createCosmjsAdapter>
let cosmosAddress: string

beforeAll(async () => {
  server = await listen(chain.fetch)
  const signer = await DirectSecp256k1HdWallet.fromMnemonic(
    'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put',
    { prefix: 'init' },
  )
  cosmosAddress = (await signer.getAccounts())[0]!.address
  cosmos = createCosmjsAdapter({ chains: { [chainId]: { rpc: server.url, signer, gasPrice: '0.015uinit' } } })
})
afterAll(() => server.close())

async function evmAdapter() {
  // the mock connects without touching the RPC: getAddress needs no node
  const config = createConfig({
    chains: [
      {
        id: 31337,
        name: 'Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      },
    ],
    connectors: [mock({ accounts: [evmAccount] })],
    transports: { 31337: http('http://127.0.0.1:1') },
  })
  await connect(config, { connector: config.connectors[0]! })
  return createWagmiAdapter(config)
}

test('default: addresses and txs go to the adapter of their VM', async () => {
  const wallet = combineWallets({ evm: await evmAdapter(), cosmos })

  expect(await wallet.getAddress('31337')).toBe(evmAccount)
  expect(await wallet.getAddress(chainId)).toBe(cosmosAddress)
  const { txHash } = await wallet.sendTx({
    cosmos_tx: {
      chain_id: chainId,
      signer_address: cosmosAddress,
      msgs: [
        {
          msg_type_url: '/cosmos.bank.v1beta1.MsgSend',
          msg: JSON.stringify({
            from_address: cosmosAddress,
            to_address: cosmosAddress,
            amount: [{ denom: 'uinit', amount: '1' }],
          }),
        },
      ],
    },
  })
  expect(chain.findTx(txHash)?.signer).toBe(cosmosAddress)
  expect(wallet.signOpHook).toBeTypeOf('function')
})

test('behavior: a missing adapter is a ChainNotConfiguredError, an svm_tx is unsupported', async () => {
  const evmOnly = combineWallets({ evm: await evmAdapter() })
  const evmTx = { chain_id: '1', to: evmAccount, value: '', data: '', signer_address: evmAccount }

  await expect(evmOnly.getAddress(chainId)).rejects.toBeInstanceOf(ChainNotConfiguredError)
  await expect(combineWallets({ cosmos }).sendTx({ evm_tx: evmTx })).rejects.toBeInstanceOf(
    ChainNotConfiguredError,
  )
  await expect(
    evmOnly.sendTx({ svm_tx: { chain_id: 'solana', signer_address: 'x', tx: '' } }),
  ).rejects.toBeInstanceOf(UnsupportedTxError)
  expect(evmOnly.signOpHook).toBeUndefined()
})

test('behavior: checkTx goes to the adapter that sends on the tx’s chain', async () => {
  // an app's own EVM adapter, which records what it is asked
  const asked: PendingTxRef[] = []
  const evm: WalletAdapter = {
    getAddress: async () => evmAccount,
    sendTx: () => Promise.reject(new Error('not sent in this test')),
    checkTx: async (tx) => {
      asked.push(tx)
      return 'pending'
    },
  }
  const wallet = combineWallets({ evm, cosmos })
  const { txHash } = await wallet.sendTx({
    cosmos_tx: {
      chain_id: chainId,
      signer_address: cosmosAddress,
      msgs: [
        {
          msg_type_url: '/cosmos.bank.v1beta1.MsgSend',
          msg: JSON.stringify({
            from_address: cosmosAddress,
            to_address: cosmosAddress,
            amount: [{ denom: 'uinit', amount: '2' }],
          }),
        },
      ],
    },
  })

  expect(await wallet.checkTx!({ chainId, txHash, signer: cosmosAddress, nonce: '0' })).toBe('included')
  const evmTx = { chainId: '31337', signer: evmAccount, nonce: '4' }
  expect(await wallet.checkTx!(evmTx)).toBe('pending')
  expect(asked).toEqual([evmTx])
  await expect(combineWallets({ cosmos }).checkTx!(evmTx)).rejects.toBeInstanceOf(ChainNotConfiguredError)
  expect(combineWallets({ evm: { ...evm, checkTx: undefined } }).checkTx).toBeUndefined()
})

test('behavior: signAndBroadcast goes to the Cosmos adapter; without one that has it, it is absent', async () => {
  const combined = combineWallets({ cosmos, evm: await evmAdapter() })
  const { txHash } = await combined.signAndBroadcast!({
    chainId,
    messages: [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: cosmosAddress,
          toAddress: cosmosAddress,
          amount: [{ denom: 'uinit', amount: '1' }],
        },
      },
    ],
    fee: { amount: [{ denom: 'uinit', amount: '3000' }], gas: '200000' },
  })
  expect(chain.findTx(txHash)).toMatchObject({ code: 0, signer: cosmosAddress })
  expect(combineWallets({ evm: await evmAdapter() }).signAndBroadcast).toBeUndefined()
})
