import * as z from '../http/zodCore.ts'

// Records are `looseObject`s: documented fields are checked, fields a newer server adds pass through.
// Numbers stay as the server sends them: decimal strings are checked, never turned into floats.
// Schemas are built by functions and PURE-marked calls so that every bundler drops the ones an app never uses.

export const decimal = () => z.pattern(/^\d+$/, 'expected a decimal integer string')
export const hex = () => z.pattern(/^0x[0-9a-fA-F]*$/, 'expected 0x-prefixed hex')
/** A `hex()` value as a bigint; the indexer sends "0x" for empty, read as zero. */
export const hexInt = (value: string) => BigInt(value === '0x' ? 0 : value)
export const count = z.nonNegativeInt

export const paginationSchema = /* @__PURE__ */ z.record({
  // null, not "", when there is no such page
  previous_key: z.nullable(z.string()),
  next_key: z.nullable(z.string()),
  /** "0" when not counted, "-1" when counting timed out. */
  total: z.pattern(/^-?\d+$/, 'expected a decimal integer string'),
})

export const coin = () => z.record({ denom: z.string(), amount: decimal() })

/** `{ [field]: item[], pagination }`: the body of every list endpoint. */
export const pageSchema = <field extends string, item extends z.ZodType>(field: field, item: item) =>
  z.record({ [field]: z.array(item), pagination: paginationSchema } as {
    [key in field]: ReturnType<typeof z.array<item>>
  } & { pagination: typeof paginationSchema })

export type Pagination = z.infer<typeof paginationSchema>
export type Coin = z.infer<ReturnType<typeof coin>>
