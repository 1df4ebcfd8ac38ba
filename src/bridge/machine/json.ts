/** A JSON object, as the router's bodies and stored records hold them. */
export type Json = { [key: string]: unknown }

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
