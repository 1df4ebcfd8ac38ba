import type * as core from 'zod/v4/core'
import type { Checker, Description, MoreDescription, ZodOf, ZodType } from './zodDescription.ts'

export type { Checker, Description, infer, MoreKind, ZodOf, ZodType } from './zodDescription.ts'

// The schema builders the kit's records need. A schema here is a plain description of a zod schema; zod's core
// classes build and run it in zodBuild.ts, which an app loads with its first response (request.ts), not with the
// app: the checks are zod's own, the same classes and issues as zod/mini's, and no app carries zod before it has
// a body to check. Validate with `safeParse` from zodBuild.ts, or `zodOf(schema)` with zod's own functions.
//
// zodBuild.ts holds the classes an indexer's first page needs. The other kinds' classes are in zodBuildMore.ts,
// which only their describers below name (`load`): an app whose schemas use none of them never loads it, and
// rolldown leaves their classes out of zod's chunk (esbuild keeps every `import()` it sees: evanw/esbuild#3704).

const described = <zod extends core.$ZodType>(description: Description) => description as ZodType<zod>

const load = () => import('./zodBuildMore.ts')
const more = <zod extends core.$ZodType>(description: DistributiveOmit<MoreDescription, 'load'>) =>
  described<zod>({ ...description, load } as MoreDescription)
type DistributiveOmit<type, key extends PropertyKey> = type extends unknown ? Omit<type, key> : never

/** What checking `schema` needs loaded beyond zodBuild.ts: zodBuildMore.ts's loader, or nothing. */
export const moreOf = (schema: ZodType): (() => Promise<Checker>) | undefined =>
  'load' in schema
    ? schema.load
    : 'inner' in schema
      ? moreOf(schema.inner)
      : 'shape' in schema
        ? Object.values(schema.shape).map(moreOf).find(Boolean)
        : undefined

export const string = () => described<core.$ZodString>({ kind: 'string' })

/** A string that must match `regex`; `message` says what was expected. */
export const pattern = (regex: RegExp, message: string) =>
  described<core.$ZodString>({ kind: 'pattern', regex, message })

export const number = () => described<core.$ZodNumber>({ kind: 'number' })

/** A safe integer. */
export const int = () => more<core.$ZodNumberFormat>({ kind: 'int' })

export const nonNegativeInt = () => more<core.$ZodNumberFormat>({ kind: 'nonNegativeInt' })

export const boolean = () => described<core.$ZodBoolean>({ kind: 'boolean' })

export const unknown = () => described<core.$ZodUnknown>({ kind: 'unknown' })

/** Exactly `value`. */
export const literal = <const value extends core.util.Literal>(value: value) =>
  more<core.$ZodLiteral<value>>({ kind: 'literal', value })

/** One of `values`. */
const enumOf = <const values extends string[]>(values: values) =>
  more<core.$ZodEnum<core.util.ToEnum<values[number]>>>({ kind: 'enum', values })

export { enumOf as enum }

export const array = <element extends ZodType>(element: element) =>
  described<core.$ZodArray<ZodOf<element>>>({ kind: 'array', inner: element })

export const optional = <inner extends ZodType>(inner: inner) =>
  described<core.$ZodOptional<ZodOf<inner>>>({ kind: 'optional', inner })

export const nullable = <inner extends ZodType>(inner: inner) =>
  described<core.$ZodNullable<ZodOf<inner>>>({ kind: 'nullable', inner })

export const nullish = <inner extends ZodType>(inner: inner) => optional(nullable(inner))

/** The zod shape of described fields. */
export type ZodShape<shape extends Record<string, ZodType>> = { [field in keyof shape]: ZodOf<shape[field]> }

/** The first of `options` the value parses as. */
export const union = <const options extends readonly ZodType[]>(options: options) =>
  more<core.$ZodUnion<{ [index in keyof options]: ZodOf<options[index]> }>>({ kind: 'union', options })

/** An object whose unknown fields pass through. */
export const looseObject = <shape extends Record<string, ZodType>>(shape: shape) =>
  described<core.$ZodObject<ZodShape<shape>, core.$loose>>({ kind: 'object', shape })

/**
 * A record: fields a newer server adds pass through at run time (as with `looseObject`), but the type names
 * only the documented ones, so a misspelt field is a type error.
 */
export const record = <shape extends Record<string, ZodType>>(shape: shape) =>
  described<core.$ZodObject<ZodShape<shape>, core.$strip>>({ kind: 'object', shape })

/** An object used as a map: any string key, every value `value` (the router's `chain_to_assets_map`). */
export const map = <value extends ZodType>(value: value) =>
  more<core.$ZodRecord<core.$ZodString, ZodOf<value>>>({ kind: 'map', inner: value })
