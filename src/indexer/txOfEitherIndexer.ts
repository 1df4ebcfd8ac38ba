import type { RequestOptions } from '../http/request.ts'
import * as z from '../http/zodCore.ts'
import { getFromIndexer, type IndexerClient } from './client.ts'
import { pathSegment } from './parameters.ts'
import { type GetTxParameters, type Tx, txResponseSchema, txSchema } from './txs.ts'

// Initia's core indexer (the L1's) answers `{tx, tx_response}`, with the tx response where rollytics has `tx`
// (api/repositories/tx.go GetTxByHash)
const eitherTxResponseSchema = /* @__PURE__ */ z.union([
  z.record({ tx_response: txSchema }),
  txResponseSchema,
])

/** `GET /indexer/tx/v1/txs/{tx_hash}` of rollytics or of Initia's core indexer: the tx response either way. */
export async function getTxOfEitherIndexer(
  client: IndexerClient,
  parameters: GetTxParameters,
  options?: RequestOptions,
): Promise<Tx> {
  const path = `/indexer/tx/v1/txs/${pathSegment('txHash', parameters.txHash)}`
  const found = await getFromIndexer(client, path, eitherTxResponseSchema, undefined, options)
  return 'tx_response' in found ? found.tx_response : found.tx
}
