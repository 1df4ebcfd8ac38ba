// What the app asks of gas on the destination (`gasOnDestination`), read once. Apart from the offer's rules so that
// the hook asks for them (offer.ts, quote.ts) only when it has something to ask: they load on first use.

/** What the app asked for with `gasOnDestination`. */
export interface GasOnDestinationSetting {
  /** Offered and on by default; false offers nothing. */
  enabled: boolean
  /** The amount to bring, in USD; default by the destination's kind (`defaultGasUsd`). */
  usd?: number | undefined
}

export type GasOnDestinationOption = boolean | { enabled?: boolean | undefined; usd?: number | undefined }

export function gasSettingOf(option: GasOnDestinationOption | undefined): GasOnDestinationSetting {
  if (option === undefined || option === true) return { enabled: true }
  if (option === false) return { enabled: false }
  const usd =
    typeof option.usd === 'number' && Number.isFinite(option.usd) && option.usd > 0 ? option.usd : undefined
  return { enabled: option.enabled !== false, usd }
}
