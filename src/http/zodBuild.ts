import * as core from 'zod/v4/core'
import type { Description, infer as Infer, MoreKind, ZodOf, ZodType } from './zodDescription.ts'

// zod's side of zodCore.ts: builds a described schema from zod's core classes, once, and checks a value against it.
// Loaded with an app's first response (request.ts). It holds only the classes an indexer's first page needs
// (strings, numbers, objects, arrays, optional and nullable fields); the other kinds' classes (`MoreKind`) are in
// zodBuildMore.ts, loaded with the first schema that uses one (zodCore.ts `moreOf`).

/** How each kind of zodBuildMore.ts is built, given the builder of the schemas inside it. */
export type MoreBuilders = {
  [kind in MoreKind]: (
    schema: Description & { kind: kind },
    zodOf: (schema: ZodType) => core.$ZodType,
  ) => core.$ZodType
}
const more: Partial<MoreBuilders> = {}
/** Adds zodBuildMore.ts's kinds. */
export const extend = (builders: MoreBuilders) => Object.assign(more, builders)

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
    case 'boolean':
      return new core.$ZodBoolean({ type: 'boolean' })
    case 'unknown':
      return unknown()
    case 'array':
      return new core.$ZodArray({ type: 'array', element: zodOf(schema.inner) })
    case 'optional':
      return new core.$ZodOptional({ type: 'optional', innerType: zodOf(schema.inner) })
    case 'nullable':
      return new core.$ZodNullable({ type: 'nullable', innerType: zodOf(schema.inner) })
    case 'object': {
      const shape: Record<string, core.$ZodType> = {}
      for (const field in schema.shape) shape[field] = zodOf(schema.shape[field]!)
      // unknown fields pass through
      return new core.$ZodObject({ type: 'object', shape, catchall: unknown() })
    }
    default: {
      const builder = more[schema.kind] as
        | ((schema: Description, zodOf: typeof build) => core.$ZodType)
        | undefined
      if (!builder) throw new Error(`a ${schema.kind} schema needs zodBuildMore.ts (zodCore.ts moreOf)`)
      return builder(schema, zodOf)
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
