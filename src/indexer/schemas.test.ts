import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { zodOf } from '../http/zodBuildMore.ts'
import { indexerStatusSchema } from './blocks.ts'
import { richListHolderSchema } from './richList.ts'
import { paginationSchema } from './schemas.ts'
import { txSchema } from './txs.ts'

// Real Tx records recorded by other apps; they live beside the repository (../shared), not in it. CI always
// has them; a contributor without that folder skips these tests.
const samples = join(import.meta.dirname, '../../../shared/specs/samples/indexer')

describe.skipIf(!existsSync(samples) && !process.env.CI)('recorded samples', () => {
  const files = existsSync(samples) ? readdirSync(samples).filter((file) => file.endsWith('.json')) : []

  test('default: there are samples to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(10)
  })

  test.each(files)('behavior: the Tx schema accepts %s', (file) => {
    const record: unknown = JSON.parse(readFileSync(join(samples, file), 'utf8'))
    const result = z.safeParse(zodOf(txSchema), record)
    expect(result.error?.issues ?? []).toEqual([])
    // unknown fields pass through untouched
    expect(result.data).toEqual(record)
  })
})

describe('schemas', () => {
  test('behavior: the status keeps optional heights optional and cleanup fields at -1', () => {
    const status = {
      version: 'dev',
      commit_hash: 'unknown',
      chain_id: 'evm-1',
      height: 10,
      tx_account_cleanup_deleted: -1,
    }
    expect(z.parse(zodOf(indexerStatusSchema), status)).toEqual(status)
  })

  test('behavior: a tx as the core indexer’s source writes it (logs null, attributes without index) is read', () => {
    // initia-labs/core-indexer api/dto/tx.go TxResponse, in its field order; a nil Logs is written as null
    const record = {
      height: '5068220',
      txhash: '47BF9B7CB61960FA212A8B5F26C30B959E4C77FE71303F2282C0CB35DEDEFCB8',
      codespace: '',
      code: 0,
      raw_log: '',
      logs: null,
      gas_wanted: '398818',
      gas_used: '279889',
      tx: {
        body: {
          messages: [
            { '@type': '/initia.move.v1.MsgExecute', sender: 'init1veaum7vy45fzw5x4mflskgx5lnmwmxx5wm3x8p' },
          ],
          memo: '',
          timeout_height: '0',
          extension_options: [],
          non_critical_extension_options: [],
        },
        auth_info: {
          signer_infos: [],
          fee: { amount: [{ denom: 'uinit', amount: '6162' }], gas_limit: '398818', payer: '', granter: '' },
        },
        signatures: [],
      },
      timestamp: '2025-07-16T14:59:08.990169318Z',
      events: [{ type: 'tx', attributes: [{ key: 'fee', value: '6162uinit' }] }],
      data: '',
      info: '',
    }
    expect(z.safeParse(zodOf(txSchema), record).error?.issues ?? []).toEqual([])
  })

  test('behavior: amounts beyond 2^53 stay exact strings', () => {
    const holder = { account: '0xabc', amount: '340282366920938463463374607431768211455' }
    expect(z.parse(zodOf(richListHolderSchema), holder).amount).toBe(
      '340282366920938463463374607431768211455',
    )
  })

  test('behavior: an amount that went through a float is rejected', () => {
    expect(z.safeParse(zodOf(richListHolderSchema), { account: '0xabc', amount: '1e+21' }).success).toBe(
      false,
    )
    expect(z.safeParse(zodOf(richListHolderSchema), { account: '0xabc', amount: 1000 }).success).toBe(false)
  })

  test('behavior: pagination keys are strings or null; total is a decimal string, -1 included', () => {
    const valid = (pagination: unknown) => z.safeParse(zodOf(paginationSchema), pagination).success
    expect(valid({ previous_key: null, next_key: null, total: '-1' })).toBe(true)
    expect(valid({ previous_key: null, next_key: 'eyJoZWlnaHQiOjF9', total: '0' })).toBe(true)
    expect(valid({ previous_key: null, next_key: null, total: 12 })).toBe(false)
    expect(valid({ previous_key: null, next_key: 7, total: '1' })).toBe(false)
  })
})
