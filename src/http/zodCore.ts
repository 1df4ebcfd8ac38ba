import type * as core from 'zod/v4/core'

// The schema builders the kit's records need. A schema here is a plain description of a zod schema; zod's core
// classes build and run it in zodBuild.ts, which an app loads with its first response (request.ts), not with the
// app: the checks are zod's own, the same classes and issues as zod/mini's, and no app carries zod before it has
// a body to check. Validate with `safeParse` from zodBuild.ts, or `zodOf(schema)` with zod's own functions.

/** A zod schema described (`zod` is its type): built once, on first use, by `zodOf` (zodBuild.ts). */
export type ZodType<zod extends core.$ZodType = core.$ZodType> = Description & {
  /** The type only: the zod schema this describes. */
  readonly '~zod'?: zod
}

/** What a described schema is built from. */
export type Description =
  | { readonly kind: 'string' | 'number' | 'int' | 'nonNegativeInt' | 'boolean' | 'unknown' }
  | { readonly kind: 'pattern'; readonly regex: RegExp; readonly message: string }
  | { readonly kind: 'literal'; readonly value: core.util.Literal }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'array' | 'optional' | 'nullable' | 'map'; readonly inner: ZodType }
  | { readonly kind: 'object'; readonly shape: Readonly<Record<string, ZodType>> }
  | { readonly kind: 'union'; readonly options: readonly ZodType[] }

/** The zod schema a description stands for. */
export type ZodOf<schema extends ZodType> = NonNullable<schema['~zod']>

/** What a described schema parses to. */
export type infer<schema extends ZodType> = core.output<ZodOf<schema>>

const described = <zod extends core.$ZodType>(description: Description) => description as ZodType<zod>

export const string = () => described<core.$ZodString>({ kind: 'string' })

/** A string that must match `regex`; `message` says what was expected. */
export const pattern = (regex: RegExp, message: string) =>
  described<core.$ZodString>({ kind: 'pattern', regex, message })

export const number = () => described<core.$ZodNumber>({ kind: 'number' })

/** A safe integer. */
export const int = () => described<core.$ZodNumberFormat>({ kind: 'int' })

export const nonNegativeInt = () => described<core.$ZodNumberFormat>({ kind: 'nonNegativeInt' })

export const boolean = () => described<core.$ZodBoolean>({ kind: 'boolean' })

export const unknown = () => described<core.$ZodUnknown>({ kind: 'unknown' })

/** Exactly `value`. */
export const literal = <const value extends core.util.Literal>(value: value) =>
  described<core.$ZodLiteral<value>>({ kind: 'literal', value })

/** One of `values`. */
const enumOf = <const values extends string[]>(values: values) =>
  described<core.$ZodEnum<core.util.ToEnum<values[number]>>>({ kind: 'enum', values })

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
  described<core.$ZodUnion<{ [index in keyof options]: ZodOf<options[index]> }>>({ kind: 'union', options })

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
  described<core.$ZodRecord<core.$ZodString, ZodOf<value>>>({ kind: 'map', inner: value })
