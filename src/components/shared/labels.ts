/**
 * What a component's `labels` prop takes: any of its labels, and any part of a group of labels (such as `errors`),
 * the rest coming from its defaults.
 */
export type LabelOverrides<labels> = {
  [key in keyof labels]?: labels[key] extends (...args: never[]) => unknown
    ? labels[key]
    : labels[key] extends object
      ? Partial<labels[key]>
      : labels[key]
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A component's labels: its defaults, with the app's overrides one level deep (a partial `errors` keeps the rest). */
export function withDefaults<labels extends object>(
  defaults: labels,
  overrides: LabelOverrides<labels> | undefined,
): labels {
  if (!overrides) return defaults
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const base = merged[key]
    merged[key] = isGroup(base) && isGroup(value) ? { ...base, ...value } : value
  }
  return merged as labels
}
