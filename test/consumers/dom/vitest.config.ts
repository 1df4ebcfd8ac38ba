import { defineConfig } from 'vitest/config'

// the same tests in both DOMs an app's vitest offers, neither with ResizeObserver, IntersectionObserver or matchMedia
export default defineConfig({
  test: {
    projects: ['jsdom', 'happy-dom'].map((environment) => ({
      test: { name: environment, environment, include: ['components.test.tsx'], testTimeout: 20_000 },
    })),
  },
})
