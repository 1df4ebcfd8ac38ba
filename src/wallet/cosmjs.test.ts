import { Secp256k1HdWallet } from '@cosmjs/amino'
import { fromUtf8 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet, decodeTxRaw, type OfflineSigner } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import { MsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createCosmosChainDevnet } from '../devnet/cosmos/index.ts'
import { type HttpListener, listen } from '../devnet/cosmos/listen.ts'
import type { CosmosTx } from '../router/schemas.ts'
import { createCosmjsAdapter } from './cosmjs.ts'
import {
  ChainNotConfiguredError,
  SignerMismatchError,
  TxRejectedError,
  UnsupportedMessageError,
  UnsupportedSignerError,
  UserRejectedError,
} from './errors.ts'
import type { SendTxStep } from './types.ts'

const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'
const chainId = 'initiation-2'
const receiver = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'

const chain = createCosmosChainDevnet({ chainId })
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
const msgSend = () =>
  cosmosTx('/cosmos.bank.v1beta1.MsgSend', {
    from_address: address,
    to_address: receiver,
    amount: [{ denom: 'uinit', amount: '1000' }],
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

  await expect(adapter.sendTx(cosmosTx('/initia.move.v1.MsgPublish', {}))).rejects.toBeInstanceOf(
    UnsupportedMessageError,
  )
  await expect(adapter.getAddress('noble-1')).rejects.toBeInstanceOf(ChainNotConfiguredError)
  const forSomeoneElse = msgSend()
  forSomeoneElse.cosmos_tx.signer_address = receiver
  await expect(adapter.sendTx(forSomeoneElse)).rejects.toBeInstanceOf(SignerMismatchError)
  expect(await adapter.getAddress(chainId)).toBe(address)
})

async function rawMessageOf(txHash: string) {
  const client = await StargateClient.connect(server.url)
  const indexed = await client.getTx(txHash)
  return decodeTxRaw(indexed!.tx).body.messages[0]!
}

async function bodyOf(txHash: string) {
  return MsgTransfer.decode((await rawMessageOf(txHash)).value)
}
