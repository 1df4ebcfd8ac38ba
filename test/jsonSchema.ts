// The part of JSON Schema (draft-07) the chain registry's schemas use: type, const, enum, pattern, maxLength,
// required, properties, additionalProperties, items, minItems, maxItems, anyOf, if/then, not, $ref to #/$defs/...
// Formats are not checked. Enough to tell whether a file would pass the registry's own validation.

export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  pattern?: string
  maxLength?: number
  required?: string[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  if?: JsonSchema
  then?: JsonSchema
  not?: JsonSchema
  $defs?: Record<string, JsonSchema>
}

const typeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? 'number'
        : typeof value

const hasType = (value: unknown, type: string) =>
  type === 'integer' ? Number.isInteger(value) : typeOf(value) === type

/** Every place `value` breaks `schema`, as `path: problem`; empty when it is valid. */
export function validateJsonSchema(root: JsonSchema, value: unknown): string[] {
  const problemsOf = (schema: JsonSchema, value: unknown, path: string): string[] => {
    const problems: string[] = []
    const at = (problem: string) => problems.push(`${path || '(root)'}: ${problem}`)
    const nested = (schema: JsonSchema, value: unknown, path: string) =>
      problems.push(...problemsOf(schema, value, path))
    const matches = (schema: JsonSchema) => problemsOf(schema, value, path).length === 0
    if (schema.$ref) return problemsOf(root.$defs?.[schema.$ref.replace('#/$defs/', '')] ?? {}, value, path)
    const types = schema.type === undefined ? [] : [schema.type].flat()
    if (types.length && !types.some((type) => hasType(value, type))) {
      at(`expected ${types.join(' or ')}, got ${typeOf(value)}`)
      return problems
    }
    if ('const' in schema && value !== schema.const) at(`expected ${JSON.stringify(schema.const)}`)
    if (schema.enum && !schema.enum.includes(value)) at(`expected one of ${JSON.stringify(schema.enum)}`)
    if (typeof value === 'string') {
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) at(`does not match ${schema.pattern}`)
      if (schema.maxLength !== undefined && value.length > schema.maxLength)
        at(`longer than ${schema.maxLength}`)
    }
    if (Array.isArray(value)) {
      if (schema.minItems !== undefined && value.length < schema.minItems)
        at(`fewer than ${schema.minItems} items`)
      if (schema.maxItems !== undefined && value.length > schema.maxItems)
        at(`more than ${schema.maxItems} items`)
      if (schema.items)
        for (const [index, item] of value.entries()) nested(schema.items, item, `${path}.${index}`)
    }
    if (typeOf(value) === 'object') {
      const object = value as Record<string, unknown>
      for (const name of schema.required ?? []) if (!(name in object)) at(`missing ${name}`)
      for (const [name, item] of Object.entries(object)) {
        const property = schema.properties?.[name]
        if (property) nested(property, item, `${path}.${name}`)
        else if (schema.additionalProperties === false) at(`unexpected ${name}`)
        else if (typeof schema.additionalProperties === 'object')
          nested(schema.additionalProperties, item, `${path}.${name}`)
      }
    }
    if (schema.anyOf && !schema.anyOf.some(matches)) at('matches none of anyOf')
    if (schema.not && matches(schema.not)) at('matches what `not` forbids')
    if (schema.if && schema.then && matches(schema.if)) nested(schema.then, value, path)
    return problems
  }
  return problemsOf(root, value, '')
}
