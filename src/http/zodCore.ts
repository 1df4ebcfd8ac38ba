import * as core from 'zod/v4/core'

// The schema builders the indexer records need, over zod's core classes. They parse exactly as zod/mini's
// (same classes underneath, same issues), without the methods zod/mini adds to every schema and without
// its compiled object parser: about 0.75 KB less, min+gzip, in every app (BENCHMARKS.md).
// Validate with `safeParse(schema, value)` below (or zod's own from 'zod/v4/core', 'zod/mini' or 'zod').

export type { $ZodType as ZodType, output as infer } from 'zod/v4/core'

export const string = () => new core.$ZodString({ type: 'string' })

/** A string that must match `regex`; `message` says what was expected. */
export const pattern = (regex: RegExp, message: string) =>
  new core.$ZodString({ type: 'string', checks: [core._regex(regex, message)] })

export const number = () => new core.$ZodNumber({ type: 'number' })

/** A safe integer. */
export const int = () => core._int(core.$ZodNumberFormat)

export const nonNegativeInt = () =>
  core._int(core.$ZodNumberFormat, { checks: [core._gte(0)] } as core.$ZodCheckNumberFormatParams)

export const boolean = () => new core.$ZodBoolean({ type: 'boolean' })

export const unknown = () => new core.$ZodUnknown({ type: 'unknown' })

/** Exactly `value`. */
export const literal = <const value extends core.util.Literal>(value: value) =>
  core._literal(core.$ZodLiteral, value)

/** One of `values`. */
const enumOf = <const values extends string[]>(values: values) => core._enum(core.$ZodEnum, values)

export { enumOf as enum }

export const array = <element extends core.$ZodType>(element: element) =>
  new core.$ZodArray({ type: 'array', element }) as core.$ZodArray<element>

export const optional = <inner extends core.$ZodType>(innerType: inner) =>
  new core.$ZodOptional({ type: 'optional', innerType }) as core.$ZodOptional<inner>

export const nullable = <inner extends core.$ZodType>(innerType: inner) =>
  new core.$ZodNullable({ type: 'nullable', innerType }) as core.$ZodNullable<inner>

export const nullish = <inner extends core.$ZodType>(innerType: inner) => optional(nullable(innerType))

/** An object whose unknown fields pass through. */
export const looseObject = <shape extends core.$ZodShape>(shape: shape) =>
  new core.$ZodObject({
    type: 'object',
    shape,
    catchall: new core.$ZodUnknown({ type: 'unknown' }),
  }) as unknown as core.$ZodObject<shape, core.$loose>

/**
 * A record: fields a newer server adds pass through at run time (as with `looseObject`), but the type names
 * only the documented ones, so a misspelt field is a type error.
 */
export const record = <shape extends core.$ZodShape>(shape: shape) =>
  looseObject(shape) as unknown as core.$ZodObject<shape, core.$strip>

/** An object used as a map: any string key, every value `value` (the router's `chain_to_assets_map`). */
export const map = <value extends core.$ZodType>(valueType: value) =>
  new core.$ZodRecord({ type: 'record', keyType: string(), valueType }) as unknown as core.$ZodRecord<
    core.$ZodString,
    value
  >

/** The issues of a failed parse: all the kit reads of one. */
class ParseIssues {
  readonly issues: core.$ZodIssue[]
  constructor(issues: core.$ZodIssue[]) {
    this.issues = issues
  }
}

/**
 * zod's `safeParse`, the same checks and issues, whose failure holds only the issues: zod's error class (its
 * message, its formatting) stays out of every app (0.7 KB min).
 */
export const safeParse = /* @__PURE__ */ core._safeParse(ParseIssues as unknown as core.$ZodErrorClass)
