import * as core from 'zod/v4/core'
import { extend, type MoreBuilders, safeParse as safeParseBuilt, zodOf as zodOfBuilt } from './zodBuild.ts'

// The zod classes of the kinds an indexer's first page does not use (zodCore.ts `MoreKind`): numbers checked as
// integers, literals, enums, maps and unions. Loaded with the first schema that has one (request.ts `loadChecker`),
// or with the code that checks such a value at once (the bridge's stored records).

const builders: MoreBuilders = {
  int: () => core._int(core.$ZodNumberFormat),
  nonNegativeInt: () =>
    core._int(core.$ZodNumberFormat, { checks: [core._gte(0)] } as core.$ZodCheckNumberFormatParams),
  literal: (schema) => core._literal(core.$ZodLiteral, schema.value),
  enum: (schema) => core._enum(core.$ZodEnum, [...schema.values]),
  map: (schema, zodOf) =>
    new core.$ZodRecord({
      type: 'record',
      keyType: new core.$ZodString({ type: 'string' }),
      valueType: zodOf(schema.inner),
    }),
  union: (schema, zodOf) =>
    new core.$ZodUnion({ type: 'union', options: schema.options.map((option) => zodOf(option)) }),
}

/** zodBuild.ts's `zodOf`, every kind included. */
export const zodOf: typeof zodOfBuilt = (schema) => {
  extend(builders)
  return zodOfBuilt(schema)
}

/** zodBuild.ts's `safeParse`, every kind included. */
export const safeParse: typeof safeParseBuilt = (schema, value) => {
  extend(builders)
  return safeParseBuilt(schema, value)
}
