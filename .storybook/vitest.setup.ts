import { inject } from 'vitest'

// the devnet the test run started (test/globalSetup.ts); the addon applies the preview annotations itself
globalThis.__ROLLSCOPE_DEVNET__ = inject('devnetUrl')
