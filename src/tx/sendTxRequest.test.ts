import { expect, test } from 'vitest'
import { BroadcastUncertainError } from '../errors/wallet.ts'
import type { CosmosTxParameters, WalletAdapter } from '../wallet/types.ts'
import { confirmTx } from './confirmTx.ts'
import { sendTxRequest } from './sendTxRequest.ts'
import { createTxStore } from './txStore.ts'
import type { TxRequest } from './types.ts'

const signer = 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p'
const request: TxRequest = {
  chainId: 'initiation-2',
  messages: [
    { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { amount: [{ denom: 'uinit', amount: '1' }] } },
  ],
}
const fee = { denom: 'uinit', amount: 2100n, gasLimit: 140_000n }

/** A wallet that counts what it signs, and can lose its broadcast's answer. */
function countingWallet(options: { uncertain?: boolean } = {}) {
  const signed: CosmosTxParameters[] = []
  const wallet: WalletAdapter = {
    getAddress: async () => signer,
    sendTx: async () => ({ txHash: '', chainId: '' }),
    async signAndBroadcast(tx, { onTxHash } = {}) {
      signed.push(tx)
      const txHash = `${signed.length}`.padStart(64, 'A')
      await new Promise((resolve) => setTimeout(resolve, 5))
      await onTxHash?.({ txHash, chainId: tx.chainId, broadcast: false, signer, nonce: '3' })
      if (options.uncertain)
        throw new BroadcastUncertainError({ chainId: tx.chainId, txHash, signer, nonce: '3' })
      return { txHash, chainId: tx.chainId }
    },
    checkTx: async () => 'included',
  }
  return { wallet, signed }
}

test('default: signed with the fee shown, the hash saved, then confirmed', async () => {
  const { wallet, signed } = countingWallet()
  const storage = new Map<string, string>()
  const kept = createTxStore({
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
  })
  const record = await sendTxRequest({ wallet, request, signer, fee, store: kept })
  expect(signed[0]?.fee).toEqual({ amount: [{ denom: 'uinit', amount: '2100' }], gas: '140000' })
  expect(record).toMatchObject({ state: 'broadcast', nonce: '3', txHash: expect.stringMatching(/^A+1$/) })
  expect((await confirmTx({ wallet, record, store: kept })).state).toBe('confirmed')
  expect(kept.getTx(record.id)?.state).toBe('confirmed')
})

test('behavior: a double click, a re-mount or a second tab never signs the request twice', async () => {
  const { wallet, signed } = countingWallet({ uncertain: true })
  const storage = new Map<string, string>()
  const shared = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  }
  // two stores over one storage: two tabs
  const [first, second] = await Promise.all([
    sendTxRequest({ wallet, request, signer, fee, store: createTxStore({ storage: shared }) }),
    sendTxRequest({ wallet, request, signer, fee, store: createTxStore({ storage: shared }) }),
  ])
  expect(signed).toHaveLength(1)
  expect(first).toEqual(second)
  expect(first.state).toBe('uncertain')
  // later, a new mount: the open record stands, nothing is signed
  await sendTxRequest({ wallet, request, signer, fee, store: createTxStore({ storage: shared }) })
  expect(signed).toHaveLength(1)
})

test('behavior: a store that cannot save the hash stops the broadcast', async () => {
  const { wallet } = countingWallet()
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError')
    },
  }
  await expect(
    sendTxRequest({ wallet, request, signer, fee, store: createTxStore({ storage: full }) }),
  ).rejects.toThrow('full')
})
