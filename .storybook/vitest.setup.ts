import { configure } from 'storybook/test'
import { afterEach, expect, inject } from 'vitest'
import { visualCheck } from './visualCheck.ts'

// a play function's waitFor and findBy give up after 10 s, not 1 s: on CI's busy two-core machine, with every
// project running at once, a condition the devnet meets in 100 ms alone can take seconds (as test/domSetup.ts)
configure({ asyncUtilTimeout: 10_000 })

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
