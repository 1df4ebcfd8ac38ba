import * as z from '../http/zodCore.ts'

// Bank balances as cosmos-sdk's gateway writes them (x/bank/types/query.pb.gw.go): amounts are Int written as
// decimal strings (checked, kept exact, never floats), pagination's next_key base64 bytes or null, total a uint64
// written as a string. A denom is any string here: a hostile or broken node's denom is shown as text, apart.

// cosmos-sdk math.Int holds at most 256 bits: 78 digits; a longer amount is not an amount
const amount = () => z.pattern(/^\d{1,78}$/, 'expected an amount: at most 78 digits')

export const bankBalancesPageSchema = /* @__PURE__ */ z.record({
  balances: z.array(z.record({ denom: z.string(), amount: amount() })),
  pagination: z.nullish(
    z.record({
      next_key: z.nullish(z.string()),
      total: z.optional(z.pattern(/^\d+$/, 'expected a decimal integer string')),
    }),
  ),
})

export type BankBalancesPage = z.infer<typeof bankBalancesPageSchema>

/** Initia's price API: an array of `{ id, price }` (InterwovenKit's src/data/chains.ts `PriceItem`). */
export const priceListSchema = /* @__PURE__ */ z.array(z.unknown())
