// Our schemas against the registry's own JSON schemas (samples/registry/*.schema.json), read mechanically: every
// field we name is in theirs, every field we require is required there, and each of our types accepts what theirs
// allows (a string for an enum, a number for an integer). So a file the registry's CI accepts never fails here.
import { describe, expect, test } from 'vitest'
import type { $ZodType } from 'zod/v4/core'
import type { JsonSchema } from '../../test/jsonSchema.ts'
import { registrySchemas, sampleNetworks } from '../../test/registrySamples.ts'
import { safeParse, zodOf } from '../http/zodBuildMore.ts'
import { registryAssetListSchema, registryProfileSchema } from './assetSchemas.ts'
import { registryChainSchema, registryChainsSchema } from './schemas.ts'

interface Def {
  type: string
  shape?: Record<string, $ZodType>
  element?: $ZodType
  innerType?: $ZodType
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def
const isOptional = (schema: $ZodType) => schema._zod.optin === 'optional'

/** A JSON schema with its $ref followed and an anyOf merged: a field is there if any branch has it, required if all do. */
function resolve(root: JsonSchema, schema: JsonSchema): JsonSchema {
  if (schema.$ref) return resolve(root, root.$defs![schema.$ref.replace('#/$defs/', '')]!)
  if (!schema.anyOf) return schema
  const branches = schema.anyOf.map((branch) => resolve(root, branch))
  const names = new Set(branches.flatMap((branch) => Object.keys(branch.properties ?? {})))
  const properties = [...names].map((name) => {
    const found = branches.flatMap((branch) => branch.properties?.[name] ?? [])
    return [name, found.length === 1 ? found[0]! : { anyOf: found }] as const
  })
  return {
    type: branches[0]!.type,
    properties: Object.fromEntries(properties),
    required: branches[0]!.required?.filter((name) =>
      branches.every((branch) => branch.required?.includes(name)),
    ),
  }
}

/** Where our schema refuses what theirs allows, or names what theirs does not know. */
function mismatches(root: JsonSchema, ours: $ZodType, theirs: JsonSchema, path: string): string[] {
  const def = defOf(ours)
  const json = resolve(root, theirs)
  const jsonTypes = [json.type ?? []].flat()
  const allowsOnly = (...types: string[]) =>
    jsonTypes.length > 0
      ? jsonTypes.every((type) => types.includes(type))
      : json.enum?.every((value) => types.includes(typeof value))
  switch (def.type) {
    case 'optional':
      return mismatches(root, def.innerType!, theirs, path)
    case 'unknown':
      return []
    case 'string':
      return allowsOnly('string') || typeof json.const === 'string' ? [] : [`${path}: a string here`]
    case 'number':
      return allowsOnly('number', 'integer') ? [] : [`${path}: a number here`]
    case 'boolean':
      return allowsOnly('boolean') ? [] : [`${path}: a boolean here`]
    case 'array':
      return allowsOnly('array')
        ? mismatches(root, def.element!, json.items ?? {}, `${path}[]`)
        : [`${path}: an array here`]
    case 'object':
      if (!allowsOnly('object')) return [`${path}: an object here`]
      return Object.entries(def.shape!).flatMap(([name, field]) => {
        const property = json.properties?.[name]
        if (!property) return [`${path}.${name}: not in the registry's schema`]
        const required = !isOptional(field) && !json.required?.includes(name)
        return [
          ...(required ? [`${path}.${name}: required here, optional there`] : []),
          ...mismatches(root, field, property, `${path}.${name}`),
        ]
      })
    default:
      return [`${path}: ${def.type} is not compared`]
  }
}

describe.each([
  ['chain.schema.json', registryChainSchema, registrySchemas.chain],
  ['assetlist.schema.json', registryAssetListSchema, registrySchemas.assetlist],
  ['profile.schema.json', registryProfileSchema, registrySchemas.profile],
] as const)('against %s', (_name, ours, theirs) => {
  test('every field we name is theirs, required only where they require it, of a type that takes theirs', () => {
    expect(mismatches(theirs, zodOf(ours), theirs, '')).toEqual([])
  })
})

test('behavior: the comparison catches a field we require that the registry does not', () => {
  const strict = { type: 'object', properties: { a: { type: 'string' } } } as JsonSchema
  const ours = zodOf(registryProfileSchema)
  expect(mismatches(strict, ours, strict, '')).toContain(".name: not in the registry's schema")
})

test('every real chains.json and assetlist.json parses', () => {
  for (const { chainsJson, chains } of sampleNetworks) {
    expect(safeParse(registryChainsSchema, chainsJson).error?.issues).toBeUndefined()
    for (const { served } of chains)
      expect(safeParse(registryAssetListSchema, served).error?.issues, served.chain_name).toBeUndefined()
  }
})
