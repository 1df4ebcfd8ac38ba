'use client'

import { useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { type LabelOverrides, withDefaults } from '../components/shared/labels.ts'
import { RollscopeContext } from '../hooks/RollscopeProvider.tsx'
import { wordStore as store } from './store.ts'
import type { LocaleGroup } from './tags.ts'

/** A component's locale: its own `locale` prop, else the provider's; undefined means English. */
export function useLocale(own: string | undefined): string | undefined {
  const provided = useContext(RollscopeContext)?.locale
  return own ?? provided
}

const subscribe = (listener: () => void) => {
  store.listeners.add(listener)
  return () => {
    store.listeners.delete(listener)
  }
}

/**
 * A component's words: its English defaults, then its locale's words (`name` in the locale's `group` file, loaded
 * on first use; English until they arrive), then the app's `labels`, each one level deep. The group's later words
 * (error sentences, views shown later: src/locales/layout.ts) load once `later` is true: by default with the first
 * words; a component whose first data may take longer passes whether it is shown (`laterWords(state)`), so they are
 * not paid before it.
 */
export function useLabels<labels extends object>(
  defaults: labels,
  overrides: LabelOverrides<labels> | undefined,
  locale: string | undefined,
  group: LocaleGroup,
  name: string,
  later = true,
): labels {
  // English (`en`, `en-GB`) and no locale: nothing to load
  const key = locale && !/^en\b/i.test(locale) ? `${locale}|${group}` : ''
  const words = useSyncExternalStore(
    subscribe,
    () => store.loaded.get(key),
    // what the server rendered with: only what loadLocale loaded before (on both sides)
    () => store.preloaded.get(key),
  )
  // this mount's key whose first words were asked for: a failed load is asked again by the next mount, not by `later`
  const asked = useRef('')
  useEffect(() => {
    if (key && (later || !store.loaded.has(key)))
      import('./request.ts').then((request) => {
        const first = asked.current !== key
        asked.current = key
        // a chunk that does not load leaves English
        return request.requestWords(store, locale as string, group, { later, first })
      }, String)
  }, [key, locale, group, later])
  const localized = words?.[name] as LabelOverrides<labels> | undefined
  return useMemo(
    () => withDefaults(withDefaults(defaults, localized), overrides),
    [defaults, localized, overrides],
  )
}
