import { afterEach, expect, inject } from 'vitest'
import { visualCheck } from './visualCheck.ts'

type StoryContext = { story?: { id: string; parameters: Record<string, unknown> } }

// the devnet the test run started (test/globalSetup.ts); the addon applies the preview annotations itself
globalThis.__ROLLSCOPE_DEVNET__ = inject('devnetUrl')

// the storybook project's second devnet, for the story files that sign (stories/fixtures.ts `onSigningDevnet`)
globalThis.__ROLLSCOPE_SIGNING_DEVNET__ = inject('signingDevnetUrl')

// after each story's play function: what a person sees, at two widths and in both themes
afterEach(async (context) => {
  const story = (context as StoryContext).story
  if (!story || context.task.result?.state === 'fail') return
  await visualCheck(story, expect)
})
