// Which Cosmos tx an EVM receipt stands for. A minievm rollup records one EVM tx per Cosmos tx that either came
// from an Ethereum wallet (one MsgCall or MsgCreate, its gas settings as JSON in the memo) or succeeded with EVM
// logs; the latter gets a "fake" legacy tx whose data is the Cosmos tx hash and every other field zero
// (initia-labs/minievm indexer/utils.go extractEthTxInfo, x/evm/types/txutils.go ConvertCosmosTxToEthereumTx).
// Its receipt copies the Cosmos tx's gas used and, when it succeeded, the logs in its `evm` events. The indexer
// keeps no link between the two, so the tx is found in the block by gas used, status and logs, only when exactly
// one matches, and it is of the receipt's kind. (The fake tx's hash could be computed, keccak256 of its RLP, but keccak would cost
// every indexer app a few KB for a match these fields already make.)
import type { RequestOptions } from '../http/request.ts'
import type { IndexerClient } from './client.ts'
import { type EvmLog, type EvmTx, getEvmTx } from './evmTxs.ts'
import { hexInt } from './schemas.ts'
import { listTxsByHeight, type Tx } from './txs.ts'

const zeroAddress = /^0x0{40}$/

/**
 * A receipt minievm recorded for a Cosmos tx (no Ethereum signature): the zero address as sender, no recipient,
 * no contract created, a zero gas price.
 */
export function isCosmosOnlyReceipt(receipt: EvmTx): boolean {
  return (
    zeroAddress.test(receipt.from) &&
    receipt.to === '' &&
    !receipt.contractAddress &&
    hexInt(receipt.effectiveGasPrice) === 0n
  )
}

const evmMessageTypes = new Set(['/minievm.evm.v1.MsgCall', '/minievm.evm.v1.MsgCreate'])
/** The Ethereum tx types minievm converts: legacy, access list, dynamic fee, set code. */
const ethereumTxTypes = new Set([0, 1, 2, 4])
const metadataKeys = new Set(['type', 'gas_fee_cap', 'gas_tip_cap', 'gas_limit'])
/** Sign modes that are not the Ethereum one (minievm's SIGN_MODE_ETHEREUM is 9999, outside the SDK's enum). */
const cosmosSignModes = /^SIGN_MODE_(DIRECT|DIRECT_AUX|TEXTUAL|LEGACY_AMINO_JSON|EIP_191|UNSPECIFIED)$/

/**
 * Signed by an Ethereum wallet, as minievm reads it back (ConvertCosmosTxToEthereumTx, without its legacy memo):
 * one MsgCall or MsgCreate, one signature not in a Cosmos sign mode, and the memo exactly the Ethereum tx's gas
 * settings (`{"type":2,"gas_fee_cap":…,"gas_tip_cap":…,"gas_limit":…}`, numbers, no other key).
 */
export function isEthereumOriginated(tx: Tx): boolean {
  const { messages, memo } = tx.tx.body
  if (messages.length !== 1 || !evmMessageTypes.has(messages[0]!['@type'])) return false
  if (tx.tx.signatures.length !== 1) return false
  const signers = (tx.tx.auth_info as { signer_infos?: { mode_info?: { single?: { mode?: unknown } } }[] })
    .signer_infos
  const mode = Array.isArray(signers) ? signers[0]?.mode_info?.single?.mode : undefined
  if (typeof mode === 'string' && cosmosSignModes.test(mode)) return false
  if (!memo?.startsWith('{')) return false
  try {
    const metadata = JSON.parse(memo) as Record<string, unknown>
    return (
      Object.keys(metadata).every((key) => metadataKeys.has(key)) &&
      ethereumTxTypes.has(metadata.type as number) &&
      typeof metadata.gas_fee_cap === 'number' &&
      typeof metadata.gas_tip_cap === 'number'
    )
  } catch {
    return false
  }
}

/** The EVM logs a Cosmos tx's events hold, which minievm copies into the receipt when the tx succeeded. */
function logsOf(tx: Tx): string[] {
  if (tx.code !== 0) return []
  const logs: string[] = []
  for (const event of tx.events) {
    if (event.type !== 'evm') continue
    for (const attribute of event.attributes) {
      if (attribute.key !== 'log' || !attribute.value) continue
      try {
        logs.push(logKey(JSON.parse(attribute.value) as Partial<EvmLog>))
      } catch {
        logs.push(attribute.value)
      }
    }
  }
  return logs
}

const logKey = (log: Partial<EvmLog>) =>
  [log.address, ...(Array.isArray(log.topics) ? log.topics : []), log.data]
    .map((part) => String(part).toLowerCase())
    .join(' ')

/**
 * The Cosmos tx, among its block's, that an EVM receipt was recorded for: the only one with its gas used, status
 * and logs, when that one is of the receipt's kind (signed by an Ethereum wallet or not); undefined otherwise.
 */
export function findCosmosTxOfEvmTx(receipt: EvmTx, blockTxs: readonly Tx[]): Tx | undefined {
  const gasUsed = hexInt(receipt.gasUsed)
  const succeeded = hexInt(receipt.status) === 1n
  const logs = receipt.logs.map(logKey).join('\n')
  const matches = blockTxs.filter(
    (tx) =>
      BigInt(tx.gas_used) === gasUsed && (tx.code === 0) === succeeded && logsOf(tx).join('\n') === logs,
  )
  const [match] = matches
  // a twin of another kind is no excuse to pick one: both fit the receipt as well
  return matches.length === 1 && isEthereumOriginated(match!) !== isCosmosOnlyReceipt(receipt)
    ? match
    : undefined
}

export interface GetCosmosTxOfEvmTxParameters {
  /** 0x-prefixed. */
  txHash: string
  /** The receipt, when already at hand: saves fetching it again. */
  receipt?: EvmTx | undefined
}

/** Cosmos txs read per page, and pages at most (a block of more txs is not searched past them). */
const pageSize = 100
const maxPages = 20

/**
 * The Cosmos tx an EVM tx was recorded for, from its block's txs (`txs/by_height`, in block order): `{ tx }`,
 * or `{ tx: null }` when none is certain.
 */
export async function getCosmosTxOfEvmTx(
  client: IndexerClient,
  parameters: GetCosmosTxOfEvmTxParameters,
  options?: RequestOptions,
): Promise<{ tx: Tx | null }> {
  const receipt = parameters.receipt ?? (await getEvmTx(client, parameters, options)).tx
  const height = hexInt(receipt.blockNumber).toString()
  const blockTxs: Tx[] = []
  let key: string | undefined
  for (let page = 0; page < maxPages; page++) {
    const { txs, pagination } = await listTxsByHeight(
      client,
      { height, reverse: false, limit: pageSize, countTotal: false, key },
      options,
    )
    blockTxs.push(...txs)
    // the last page still carries a next_key; a short page is the end (INDEXER.md, cursor endpoints)
    if (txs.length < pageSize || !pagination.next_key)
      return { tx: findCosmosTxOfEvmTx(receipt, blockTxs) ?? null }
    key = pagination.next_key
  }
  // a block this large is not read to its end: a match among its first txs might have a twin further on
  return { tx: null }
}
