import { wordStore } from './store.ts'
import type { LocaleGroup } from './tags.ts'

const allGroups: readonly LocaleGroup[] = [
  'common',
  'bridge',
  'wallet',
  'lists',
  'details',
  'activity',
  'search',
]

/**
 * Loads a locale's words before the first render, so it can already be in that language (on a server, and on the
 * client before it hydrates). Components load their words on their own; this only saves the wait. Every group by
 * default, or the `groups` named. Never rejects: a locale that does not load stays English.
 */
export async function loadLocale(tag: string, groups: readonly LocaleGroup[] = allGroups): Promise<void> {
  // loaded on call, so that an app importing from `rollscope` carries none of it
  const { requestWords } = await import('./request.ts')
  await Promise.all(groups.map((group) => requestWords(wordStore, tag, group, { preload: true })))
}
