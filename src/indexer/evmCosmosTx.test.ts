import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createIndexerDevnet } from '../../packages/devnet/src/isomorphic.ts'
import { zodOf } from '../http/zodBuildMore.ts'
import { createIndexerClient } from './client.ts'
import { findCosmosTxOfEvmTx, getCosmosTxOfEvmTx, isEthereumOriginated } from './evmCosmosTx.ts'
import { type EvmTx, listEvmTxs } from './evmTxs.ts'
import { type Tx, txSchema } from './txs.ts'

const samples = join(import.meta.dirname, '../../../shared/specs/samples/indexer')
const sample = (file: string): Tx =>
  z.parse(zodOf(txSchema), JSON.parse(readFileSync(join(samples, file), 'utf8')))

/**
 * A receipt as minievm would record it for `tx` (indexer/utils.go): its gas, status and EVM logs; for a Cosmos tx
 * with no Ethereum signature the zero address as sender and no recipient or price, else an Ethereum wallet's.
 */
function receiptFor(tx: Tx, transactionHash: string, ethereum = false): EvmTx {
  const logs =
    tx.code === 0
      ? tx.events
          .filter((event) => event.type === 'evm')
          .flatMap((event) => event.attributes.filter((attribute) => attribute.key === 'log'))
          .map((attribute) => {
            // events carry EIP-55 addresses (the sample); a receipt has go-ethereum's lower-case hex
            const log = JSON.parse(attribute.value!) as { address: string; topics: string[]; data: string }
            return { ...log, address: log.address.toLowerCase() }
          })
      : []
  return {
    blockHash: `0x${'0'.repeat(64)}`,
    blockNumber: `0x${BigInt(tx.height).toString(16)}`,
    contractAddress: null,
    cumulativeGasUsed: `0x${BigInt(tx.gas_used).toString(16)}`,
    effectiveGasPrice: ethereum ? '0x2540be400' : '0x0',
    from: ethereum ? '0xb395c9f2e84f75b1686fcdc62f8cb62a572b7820' : `0x${'0'.repeat(40)}`,
    gasUsed: `0x${BigInt(tx.gas_used).toString(16)}`,
    logs,
    logsBloom: '0x',
    status: tx.code === 0 ? '0x1' : '0x0',
    to: ethereum ? '0x856ab2c9f35b9187ab3eb0fcd11dcc6160427e96' : '',
    transactionHash,
    transactionIndex: '0x1',
    type: ethereum ? '0x2' : '0x0',
  }
}

/**
 * An Ethereum wallet's tx as minievm stores it: one MsgCall, the gas settings as the memo, its own sign mode
 * (x/evm/types/txutils.go; `mode` as the indexer may write it, by name or by number).
 */
function ethereumTx(base: Tx, gasUsed: string, txhash: string, mode: unknown = 'SIGN_MODE_ETHEREUM'): Tx {
  const call = base.tx.body.messages.find((message) => message['@type'] === '/minievm.evm.v1.MsgCall')!
  const signer = (base.tx.auth_info as { signer_infos: Record<string, unknown>[] }).signer_infos[0]
  return {
    ...base,
    txhash,
    gas_used: gasUsed,
    tx: {
      ...base.tx,
      auth_info: { ...base.tx.auth_info, signer_infos: [{ ...signer, mode_info: { single: { mode } } }] },
      body: {
        ...base.tx.body,
        messages: [call],
        memo: '{"type":2,"gas_fee_cap":10000000000,"gas_tip_cap":0,"gas_limit":692237}',
      },
    },
  }
}

describe.skipIf(!existsSync(samples) && !process.env.CI)('findCosmosTxOfEvmTx on recorded txs', () => {
  const bankSend = () => sample('tx-record-evm-banksend-with-evm-logs.json')
  const withdrawal = () => sample('tx-record-evm-op-initiate-token-withdrawal.json')

  test('behavior: a Cosmos tx with EVM logs is found by its gas used and logs, only when that is unique', () => {
    const send = bankSend()
    const block = [withdrawal(), send]
    const receipt = receiptFor(send, `0x${'ab'.repeat(32)}`)
    expect(findCosmosTxOfEvmTx(receipt, block)).toBe(send)
    // a twin in the same block (same sender, amounts and gas): no link rather than maybe the wrong one
    expect(findCosmosTxOfEvmTx(receipt, [...block, { ...send, txhash: 'CC'.repeat(32) }])).toBeUndefined()
    // one log differs, or the gas
    expect(findCosmosTxOfEvmTx({ ...receipt, logs: receipt.logs.slice(1) }, block)).toBeUndefined()
    expect(findCosmosTxOfEvmTx({ ...receipt, gasUsed: '0x1' }, block)).toBeUndefined()
    // an Ethereum wallet's receipt (a sender, a gas price) is never matched to a Cosmos-signed tx
    expect(findCosmosTxOfEvmTx(receiptFor(send, receipt.transactionHash, true), block)).toBeUndefined()
  })

  test('behavior: Cosmos-signed txs are not taken for an Ethereum wallet’s', () => {
    expect(isEthereumOriginated(bankSend())).toBe(false)
    // three messages, two of them MsgCall, signed with EIP-191
    expect(isEthereumOriginated(withdrawal())).toBe(false)
  })

  test('behavior: an Ethereum wallet’s tx is found by gas used, status and logs, only when that is unique', () => {
    const base = withdrawal()
    const mine = ethereumTx(base, '491649', 'AA'.repeat(32))
    const other = ethereumTx(base, '391649', 'BB'.repeat(32))
    expect(isEthereumOriginated(mine)).toBe(true)
    const receipt = receiptFor(mine, `0x${'cd'.repeat(32)}`, true)
    expect(findCosmosTxOfEvmTx(receipt, [bankSend(), other, mine])).toBe(mine)
    // a twin with the same gas, status and logs: no link rather than maybe the wrong one
    const twin = { ...mine, txhash: 'CC'.repeat(32) }
    expect(findCosmosTxOfEvmTx(receipt, [mine, twin])).toBeUndefined()
    // a failed receipt has no logs and matches only a failed tx
    const failed = { ...mine, code: 2 }
    expect(findCosmosTxOfEvmTx(receiptFor(failed, receipt.transactionHash, true), [mine, failed])).toBe(
      failed,
    )
    // different logs
    expect(findCosmosTxOfEvmTx({ ...receipt, logs: receipt.logs.slice(1) }, [mine])).toBeUndefined()
    // the sign mode by number (minievm's 9999 is outside the SDK's enum)
    const numbered = ethereumTx(base, '491649', 'DD'.repeat(32), 9999)
    expect(findCosmosTxOfEvmTx(receipt, [numbered])).toBe(numbered)
    // the same memo on an EIP-191 tx is a Cosmos wallet's: it does not stand in for the Ethereum one, and a twin
    // of the other kind makes the match uncertain
    const cosmosSigned = ethereumTx(base, '491649', 'EE'.repeat(32), 'SIGN_MODE_EIP_191')
    expect(isEthereumOriginated(cosmosSigned)).toBe(false)
    expect(findCosmosTxOfEvmTx(receipt, [cosmosSigned])).toBeUndefined()
    expect(findCosmosTxOfEvmTx(receipt, [mine, cosmosSigned])).toBeUndefined()
    // minievm reads the memo strictly: an unknown key, or the caps as strings (its legacy form, not indexed)
    const memo = (text: string) => ({ ...mine, tx: { ...mine.tx, body: { ...mine.tx.body, memo: text } } })
    expect(isEthereumOriginated(memo('{"type":2,"gas_fee_cap":1,"gas_tip_cap":0,"gas_limit":1,"x":1}'))).toBe(
      false,
    )
    expect(isEthereumOriginated(memo('{"type":2,"gas_fee_cap":"1","gas_tip_cap":"0"}'))).toBe(false)
    expect(isEthereumOriginated(memo('{"type":3,"gas_fee_cap":1,"gas_tip_cap":0,"gas_limit":1}'))).toBe(false)
  })
})

describe('getCosmosTxOfEvmTx on the devnet', () => {
  const devnet = createIndexerDevnet()
  const requests: string[] = []
  const client = createIndexerClient({
    baseUrl: 'http://devnet.test',
    fetch: (input, init) => {
      const request = new Request(input, init)
      requests.push(new URL(request.url).pathname)
      return devnet.fetch(request)
    },
  })
  const { fixtures } = devnet

  test('behavior: links an Ethereum wallet’s tx and a Cosmos-only record to the txs they were recorded for', async () => {
    const signed = await getCosmosTxOfEvmTx(client, { txHash: fixtures.evmTxHash! })
    expect(signed.tx?.txhash).toBe(fixtures.evmTxCosmosHash)
    const cosmosOnly = await getCosmosTxOfEvmTx(client, { txHash: fixtures.cosmosOnlyEvmTxHash! })
    expect(cosmosOnly.tx?.txhash).toBe(fixtures.cosmosOnlyEvmTxCosmosHash)
    expect(cosmosOnly.tx?.tx.body.messages[0]?.['@type']).toBe('/cosmos.bank.v1beta1.MsgSend')
  })

  test('behavior: every EVM tx of a page has its Cosmos tx in the same block, each a different one', async () => {
    const { txs } = await listEvmTxs(client, { limit: 60 })
    const found = new Set<string>()
    for (const receipt of txs) {
      requests.length = 0
      const { tx } = await getCosmosTxOfEvmTx(client, { txHash: receipt.transactionHash, receipt })
      expect(tx, receipt.transactionHash).not.toBeNull()
      expect(BigInt(tx!.height)).toBe(BigInt(receipt.blockNumber))
      expect(BigInt(tx!.gas_used)).toBe(BigInt(receipt.gasUsed))
      found.add(tx!.txhash)
      // with the receipt at hand: only the block's txs are read
      expect(requests.every((path) => path.includes('/txs/by_height/'))).toBe(true)
    }
    expect(found.size).toBe(txs.length)
  })
})
