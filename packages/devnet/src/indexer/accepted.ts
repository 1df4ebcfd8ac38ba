// The txs a devnet Cosmos chain accepts, as rollytics lists them: each becomes the chain's next tx (its global
// sequence after every generated one), listed under its accounts, in the record shape of the samples.
import { fromHex, toBase64 } from '@cosmjs/encoding'
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { IncludedCosmosTx } from '../cosmos/index.ts'
import { parseAddress } from './address.ts'
import { accountOf, type Chain, push, type Tx } from './chain.ts'
import { txMsgData } from './records.ts'

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * A decoded proto message as the SDK's JSON codec writes it (samples/indexer/tx-record-*.json): field names
 * as in the .proto (snake_case), 64-bit integers as strings, bytes as base64 and empty bytes as null (the
 * deposit sample's `data: null`), every field present.
 */
export function protoJson(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Uint8Array) return value.length ? toBase64(value) : null
  if (Array.isArray(value)) return value.map(protoJson)
  if (value === undefined) return null
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [snake(key), protoJson(field)]))
}

const signModes: Record<number, string> = {
  1: 'SIGN_MODE_DIRECT',
  127: 'SIGN_MODE_LEGACY_AMINO_JSON',
  191: 'SIGN_MODE_EIP_191',
}

// the accounts a message names besides its signer (a transfer's receiver): the generated txs are listed under
// their signer and recipient (chain.ts), the samples' by_account items under their signer (which other
// addresses rollytics takes from a tx the specs do not say)
const counterparties = ['receiver', 'to', 'toAddress', 'recipient', 'mintRecipient'] as const

/** The indexer's record of an accepted tx: the fields of samples/indexer/tx-record-l1-op-initiate-token-deposit.json. */
function record(accepted: IncludedCosmosTx) {
  const raw = TxRaw.decode(accepted.bytes)
  const authInfo = AuthInfo.decode(raw.authInfoBytes)
  return {
    height: String(accepted.height),
    txhash: accepted.hash,
    codespace: accepted.codespace,
    code: accepted.code,
    // the SDK's TxMsgData of a successful tx, as the generated records write it (hex, upper-case)
    data: accepted.code ? '' : txMsgData(accepted.messages[0]?.typeUrl ?? ''),
    // the SDK's failed-tx log ("failed to execute message; message index: i: …"), as the chain gives it
    raw_log: accepted.code ? accepted.log : '',
    logs: [],
    info: '',
    gas_wanted: accepted.gasWanted.toString(),
    gas_used: (accepted.gasUsed ?? accepted.gasWanted).toString(),
    tx: {
      '@type': '/cosmos.tx.v1beta1.Tx',
      body: {
        messages: accepted.messages.map(({ typeUrl, value }) => ({
          '@type': typeUrl,
          ...(protoJson(value) as object),
        })),
        memo: accepted.memo,
        timeout_height: '0',
        extension_options: [],
        non_critical_extension_options: [],
      },
      auth_info: {
        signer_infos: authInfo.signerInfos.map((info) => ({
          public_key: info.publicKey
            ? { '@type': info.publicKey.typeUrl, key: toBase64(info.publicKey.value.slice(2)) }
            : null,
          mode_info: {
            single: { mode: signModes[info.modeInfo?.single?.mode ?? 1] ?? info.modeInfo?.single?.mode },
          },
          sequence: info.sequence.toString(),
        })),
        fee: {
          amount: authInfo.fee?.amount ?? [],
          gas_limit: (authInfo.fee?.gasLimit ?? 0n).toString(),
          payer: authInfo.fee?.payer ?? '',
          granter: authInfo.fee?.granter ?? '',
        },
        tip: null,
      },
      signatures: raw.signatures.map((signature) => toBase64(signature)),
    },
    // RFC3339Nano: the fraction's trailing zeros dropped (the samples' timestamps)
    timestamp: accepted.time.toISOString().replace(/\.?0+Z$/, 'Z'),
    // the events the chain stand-in emitted (fee, sends, VM events), as its tx result lists them
    events: accepted.events ?? [],
  }
}

/**
 * Adds an accepted tx to the chain: the next global sequence (so the tx lists, newest first, start with it and
 * page by the same `{"sequence":N}` cursor, INDEXER.md), by hash, and under its signer and the accounts its
 * messages send to (txs/by_account; `is_signer=true` keeps the signer's). Its type joins the `msgs` filter's.
 */
export function addAcceptedTx(chain: Chain, accepted: IncludedCosmosTx): void {
  const signerKey = parseAddress(accepted.signer)
  if (!signerKey) return
  const named = accepted.messages.flatMap(({ value }) =>
    counterparties.map((field) => (value as Record<string, unknown>)[field]),
  )
  const keys = [
    signerKey,
    ...named.flatMap((address) => (typeof address === 'string' ? (parseAddress(address) ?? []) : [])),
  ]
  const signer = accountOf(fromHex(signerKey))
  const msgType = (accepted.messages[0]?.typeUrl ?? '').replace(/^\//, '')
  const tx: Tx = {
    sequence: chain.txs.length + 1,
    height: accepted.height,
    hash: accepted.hash,
    // a kind the generated txs' own builders never read: the record is kept as built
    kind: 'send',
    msgType,
    signer,
    accountSequence: 0,
    recipient: signer,
    amount: 0n,
    gasWanted: Number(accepted.gasWanted),
    gasUsed: Number(accepted.gasUsed ?? accepted.gasWanted),
    fee: 0n,
    failed: accepted.code !== 0,
    accounts: [...new Set(keys)],
    token: undefined,
    evm: undefined,
    record: record(accepted),
  }
  chain.txs.push(tx)
  chain.txsByHash.set(tx.hash, tx)
  for (const key of tx.accounts) push(chain.txsByAccount, key, tx.sequence)
  for (const { typeUrl } of accepted.messages) {
    const type = typeUrl.replace(/^\//, '')
    if (!chain.msgTypes.includes(type)) chain.msgTypes = [...chain.msgTypes, type].sort()
  }
}
