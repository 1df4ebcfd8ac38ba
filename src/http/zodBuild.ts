import * as core from 'zod/v4/core'
import type { infer as Infer, ZodOf, ZodType } from './zodCore.ts'

// zod's side of zodCore.ts: builds a described schema from zod's core classes, once, and checks a value against it.
// Loaded with an app's first response (request.ts), or with the code that checks a value at once (the bridge's
// stored records, the router's requests).

const built = new WeakMap<ZodType, core.$ZodType>()

/** The zod schema `schema` describes, built on its first use. */
export function zodOf<schema extends ZodType>(schema: schema): ZodOf<schema> {
  let zod = built.get(schema)
  if (!zod) {
    zod = build(schema)
    built.set(schema, zod)
  }
  return zod as ZodOf<schema>
}

const unknown = () => new core.$ZodUnknown({ type: 'unknown' })

function build(schema: ZodType): core.$ZodType {
  switch (schema.kind) {
    case 'string':
      return new core.$ZodString({ type: 'string' })
    case 'pattern':
      return new core.$ZodString({ type: 'string', checks: [core._regex(schema.regex, schema.message)] })
    case 'number':
      return new core.$ZodNumber({ type: 'number' })
    case 'int':
      return core._int(core.$ZodNumberFormat)
    case 'nonNegativeInt':
      return core._int(core.$ZodNumberFormat, { checks: [core._gte(0)] } as core.$ZodCheckNumberFormatParams)
    case 'boolean':
      return new core.$ZodBoolean({ type: 'boolean' })
    case 'unknown':
      return unknown()
    case 'literal':
      return core._literal(core.$ZodLiteral, schema.value)
    case 'enum':
      return core._enum(core.$ZodEnum, [...schema.values])
    case 'array':
      return new core.$ZodArray({ type: 'array', element: zodOf(schema.inner) })
    case 'optional':
      return new core.$ZodOptional({ type: 'optional', innerType: zodOf(schema.inner) })
    case 'nullable':
      return new core.$ZodNullable({ type: 'nullable', innerType: zodOf(schema.inner) })
    case 'map':
      return new core.$ZodRecord({
        type: 'record',
        keyType: new core.$ZodString({ type: 'string' }),
        valueType: zodOf(schema.inner),
      })
    case 'union':
      return new core.$ZodUnion({ type: 'union', options: schema.options.map((option) => zodOf(option)) })
    case 'object': {
      const shape: Record<string, core.$ZodType> = {}
      for (const field in schema.shape) shape[field] = zodOf(schema.shape[field]!)
      // unknown fields pass through
      return new core.$ZodObject({ type: 'object', shape, catchall: unknown() })
    }
  }
}

/** The issues of a failed parse: all the kit reads of one. */
class ParseIssues {
  readonly issues: core.$ZodIssue[]
  constructor(issues: core.$ZodIssue[]) {
    this.issues = issues
  }
}

/** zod's `safeParse` whose failure holds only the issues: zod's error class (its message, its formatting) stays out. */
const zodSafeParse = /* @__PURE__ */ core._safeParse(ParseIssues as unknown as core.$ZodErrorClass)

/** Checks `value` against a described schema: zod's checks and issues. */
export const safeParse = <schema extends ZodType>(
  schema: schema,
  value: unknown,
): core.util.SafeParseResult<Infer<schema>> => zodSafeParse(zodOf(schema), value)
