import type * as core from 'zod/v4/core'

// The types of zodCore.ts's described schemas, apart so that zod's builders (zodBuild.ts, zodBuildMore.ts) import
// them without importing the describers, which load zodBuildMore.ts.

/** A zod schema described (`zod` is its type): built once, on first use, by `zodOf` (zodBuild.ts). */
export type ZodType<zod extends core.$ZodType = core.$ZodType> = Description & {
  /** The type only: the zod schema this describes. */
  readonly '~zod'?: zod
}

/** zod's checks, as zodBuild.ts and zodBuildMore.ts export them. */
export interface Checker {
  safeParse<schema extends ZodType>(schema: schema, value: unknown): core.util.SafeParseResult<Parsed<schema>>
}

/** A kind whose zod classes load apart, with the first schema that has one: loads them (zodBuildMore.ts). */
type More = { readonly load: () => Promise<Checker> }

/** What a described schema is built from. */
export type Description =
  | { readonly kind: 'string' | 'number' | 'boolean' | 'unknown' }
  | { readonly kind: 'pattern'; readonly regex: RegExp; readonly message: string }
  | { readonly kind: 'array' | 'optional' | 'nullable'; readonly inner: ZodType }
  | { readonly kind: 'object'; readonly shape: Readonly<Record<string, ZodType>> }
  | MoreDescription

/** The kinds of zodBuildMore.ts: numbers checked as integers, literals, enums, maps and unions. */
export type MoreDescription = More &
  (
    | { readonly kind: 'int' | 'nonNegativeInt' }
    | { readonly kind: 'literal'; readonly value: core.util.Literal }
    | { readonly kind: 'enum'; readonly values: readonly string[] }
    | { readonly kind: 'map'; readonly inner: ZodType }
    | { readonly kind: 'union'; readonly options: readonly ZodType[] }
  )
export type MoreKind = MoreDescription['kind']

/** The zod schema a description stands for. */
export type ZodOf<schema extends ZodType> = NonNullable<schema['~zod']>

/** What a described schema parses to (`infer`). */
type Parsed<schema extends ZodType> = core.output<ZodOf<schema>>

export type { Parsed as infer }
