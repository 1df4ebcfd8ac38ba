// Our response schemas against the router's OpenAPI (swagger.yml): a field we require must be required and not
// nullable there, and a field it marks nullable must accept null here. Read mechanically from the spec, so a
// schema that refuses a body the spec allows fails this test.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { type $ZodType, safeParse } from 'zod/v4/core'
import { zodOf } from '../http/zodBuildMore.ts'
import type { ZodType } from '../http/zodCore.ts'
import {
  assetSchema,
  assetsFromSourceSchema,
  assetsSchema,
  balanceSchema,
  balancesSchema,
  chainSchema,
  cosmosTxSchema,
  erc20ApprovalSchema,
  evmTxSchema,
  feeSchema,
  operationSchema,
  routeSchema,
  statusErrorSchema,
  statusSchema,
  trackSchema,
  transferAssetReleaseSchema,
  transferStatusSchema,
} from './schemas.ts'

const spec = parse(readFileSync(new URL('../../../shared/specs/swagger.yml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, OpenApiSchema> }
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>
  >
}

interface OpenApiSchema {
  required?: string[]
  properties?: Record<string, { nullable?: boolean }>
}

/**
 * Fields we require although the spec does not, each for a reason: without them there is nothing to sign or
 * track, so such a body is refused with a typed error instead of being half used.
 */
const deliberate: Record<string, Record<string, string>> = {
  CosmosTx: {
    signer_address: 'the kit checks the signer before it signs',
    msgs: 'a tx without messages cannot be signed',
  },
  EvmTx: {
    to: 'an EVM tx without a recipient would deploy a contract',
    value: 'the value is checked against the quote',
    data: 'the calldata is checked against the quote',
    signer_address: 'the kit checks the signer before it signs',
  },
  Chain: {},
  StatusTxResponse: {},
}

const pairs: [string, ZodType][] = [
  ['Route', routeSchema],
  ['Operation', operationSchema],
  ['Fee', feeSchema],
  ['Erc20Approval', erc20ApprovalSchema],
  ['CosmosTx', cosmosTxSchema],
  ['EvmTx', evmTxSchema],
  ['TrackTxResponse', trackSchema],
  ['StatusTxResponse', statusSchema],
  ['TransferStatus', transferStatusSchema],
  ['TransferAssetRelease', transferAssetReleaseSchema],
  ['StatusError', statusErrorSchema],
  ['Chain', chainSchema],
  ['Asset', assetSchema],
  ['BalanceResponseDenomEntry', balanceSchema],
]

const shapeOf = (schema: $ZodType) =>
  (schema._zod.def as unknown as { shape: Record<string, $ZodType> }).shape
const isOptional = (schema: $ZodType) => schema._zod.optin === 'optional'

describe.each(pairs)('%s', (name, schema) => {
  const openApi = spec.components.schemas[name]!
  const shape = shapeOf(zodOf(schema))

  test('every field we require is required and not nullable in the spec', () => {
    const wrong = Object.entries(shape)
      .filter(([field, property]) => !isOptional(property) && !deliberate[name]?.[field])
      .filter(
        ([field]) => !openApi.required?.includes(field) || openApi.properties?.[field]?.nullable === true,
      )
      .map(([field]) => field)
    expect(wrong).toEqual([])
  })

  test('every field the spec marks nullable accepts null', () => {
    const refusing = Object.entries(openApi.properties ?? {})
      .filter(([field, property]) => property.nullable && shape[field])
      .filter(([field]) => !safeParse(shape[field]!, null).success)
      .map(([field]) => field)
    expect(refusing).toEqual([])
  })
})

test('the spec names every schema paired here', () => {
  for (const [name] of pairs) expect(spec.components.schemas[name], name).toBeDefined()
})

/** The spec's own example answer of an operation. */
const exampleOf = (path: string, method: string) =>
  spec.paths[path]?.[method]?.responses['200']?.content?.['application/json']?.example

test.each([
  ['/v2/fungible/assets', 'get', assetsSchema],
  ['/v2/fungible/assets_from_source', 'post', assetsFromSourceSchema],
  ['/v2/info/balances', 'post', balancesSchema],
] as const)('the example answer of %s parses', (path, method, schema) => {
  const example = exampleOf(path, method)
  expect(example).toBeDefined()
  expect(safeParse(zodOf(schema), example).error?.issues).toBeUndefined()
})
