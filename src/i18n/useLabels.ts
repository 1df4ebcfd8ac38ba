'use client'

import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react'
import { type LabelOverrides, withDefaults } from '../components/shared/labels.ts'
import { RollscopeContext } from '../hooks/RollscopeProvider.tsx'
import { isEnglish, loadedWords, preloadedWords, requestWords, subscribeToWords, wordsKey } from './store.ts'
import type { LocaleGroup } from './tags.ts'

/** A component's locale: its own `locale` prop, else the provider's; undefined means English. */
export function useLocale(own: string | undefined): string | undefined {
  const provided = useContext(RollscopeContext)?.locale
  return own ?? provided
}

/**
 * A component's words: its English defaults, then its locale's words (`name` in the locale's `group` file, loaded
 * on first use; English until they arrive), then the app's `labels`, each one level deep.
 */
export function useLabels<labels extends object>(
  defaults: labels,
  overrides: LabelOverrides<labels> | undefined,
  locale: string | undefined,
  group: LocaleGroup,
  name: string,
): labels {
  const key = locale && !isEnglish(locale) ? wordsKey(locale, group) : undefined
  const words = useSyncExternalStore(
    subscribeToWords,
    () => (key ? loadedWords(key) : undefined),
    // what the server rendered with: only what loadLocale loaded before (on both sides)
    () => (key ? preloadedWords(key) : undefined),
  )
  useEffect(() => {
    if (key && locale) void requestWords(locale, group)
  }, [key, locale, group])
  const localized = words?.[name] as LabelOverrides<labels> | undefined
  return useMemo(
    () => withDefaults(withDefaults(defaults, localized), overrides),
    [defaults, localized, overrides],
  )
}
