// Where each locale's search words are: one dynamic import per locale and file, so a bundler makes each its own
// chunk. This table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

/** The words a component shows first. */
export const loaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/search.ts'),
  ja: () => import('../../locales/ja/search.ts'),
  'zh-CN': () => import('../../locales/zh-CN/search.ts'),
  ru: () => import('../../locales/ru/search.ts'),
  es: () => import('../../locales/es/search.ts'),
  fr: () => import('../../locales/fr/search.ts'),
  de: () => import('../../locales/de/search.ts'),
  'pt-BR': () => import('../../locales/pt-BR/search.ts'),
  tr: () => import('../../locales/tr/search.ts'),
  vi: () => import('../../locales/vi/search.ts'),
}

/** The rest (error sentences, views shown later): loaded once the first words are in. */
export const laterLoaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/search.later.ts'),
  ja: () => import('../../locales/ja/search.later.ts'),
  'zh-CN': () => import('../../locales/zh-CN/search.later.ts'),
  ru: () => import('../../locales/ru/search.later.ts'),
  es: () => import('../../locales/es/search.later.ts'),
  fr: () => import('../../locales/fr/search.later.ts'),
  de: () => import('../../locales/de/search.later.ts'),
  'pt-BR': () => import('../../locales/pt-BR/search.later.ts'),
  tr: () => import('../../locales/tr/search.later.ts'),
  vi: () => import('../../locales/vi/search.later.ts'),
}
