import { afterEach, expect, inject } from 'vitest'
import { visualCheck } from './visualCheck.ts'

// the devnet the test run started (test/globalSetup.ts); the addon applies the preview annotations itself
globalThis.__ROLLSCOPE_DEVNET__ = inject('devnetUrl')

// after each story's play function: what a person sees, at two widths and in both themes
afterEach(async (context) => {
  const story = (context as { story?: { id: string; parameters: Record<string, unknown> } }).story
  if (!story || context.task.result?.state === 'fail') return
  await visualCheck(story, expect)
})
