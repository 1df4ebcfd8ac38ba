import type { NextConfig } from 'next'

// scripts/consumer-check.ts builds this app twice: as a default Next.js 16 app, and with Cache Components (the
// opt-in rendering mode that prerenders Client Components and refuses a clock read while rendering)
const config: NextConfig =
  process.env.ROLLSCOPE_CACHE_COMPONENTS === '1' ? { cacheComponents: true, partialPrefetching: true } : {}

export default config
