import * as z from 'zod/mini'

// Records are `looseObject`s: documented fields are checked, fields a newer server adds pass through.
// Numbers stay as the server sends them: decimal strings are checked, never turned into floats.
// Schemas are built by functions and PURE-marked calls so that every bundler drops the ones an app never uses.

export const decimal = () => z.string().check(z.regex(/^\d+$/, 'expected a decimal integer string'))
export const hex = () => z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'expected 0x-prefixed hex'))
export const count = () => z.int().check(z.minimum(0))

/**
 * A record: fields a newer server adds pass through at run time (as with `looseObject`), but the type names
 * only the documented ones, so a misspelt field is a type error.
 */
export const record = <shape extends z.core.$ZodShape>(shape: shape) =>
  z.looseObject(shape) as unknown as z.ZodMiniObject<shape, z.core.$strip>

export const paginationSchema = /* @__PURE__ */ record({
  // null, not "", when there is no such page
  previous_key: z.nullable(z.string()),
  next_key: z.nullable(z.string()),
  /** "0" when not counted, "-1" when counting timed out. */
  total: z.string().check(z.regex(/^-?\d+$/, 'expected a decimal integer string')),
})

export const coin = () => record({ denom: z.string(), amount: decimal() })

/** `{ [field]: item[], pagination }`: the body of every list endpoint. */
export const pageSchema = <field extends string, item extends z.ZodMiniType>(field: field, item: item) =>
  record({ [field]: z.array(item), pagination: paginationSchema } as {
    [key in field]: z.ZodMiniArray<item>
  } & { pagination: typeof paginationSchema })

export type Pagination = z.infer<typeof paginationSchema>
export type Coin = z.infer<ReturnType<typeof coin>>
