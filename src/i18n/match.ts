import type { LocaleTag } from './tags.ts'

/**
 * The bundled locale a BCP 47 tag asks for: the exact tag, else its language (`pt` → `pt-BR`, `zh-Hans` → `zh-CN`,
 * `de-AT` → `de`). `'en'` for any English tag; undefined when no bundled locale speaks the language.
 */
export function matchLocale(tag: string, bundled: readonly LocaleTag[]): LocaleTag | 'en' | undefined {
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase()
  const exact = bundled.find((locale) => locale.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split('-')[0]
  if (language === 'en') return 'en'
  return bundled.find((locale) => locale.split('-')[0] === language)
}
