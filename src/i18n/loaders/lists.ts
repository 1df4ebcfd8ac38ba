// Where each locale's lists words are: one dynamic import per locale and file, so a bundler makes each its own
// chunk. This table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

/** The words a component shows first. */
export const loaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/lists.ts'),
  ja: () => import('../../locales/ja/lists.ts'),
  'zh-CN': () => import('../../locales/zh-CN/lists.ts'),
  ru: () => import('../../locales/ru/lists.ts'),
  es: () => import('../../locales/es/lists.ts'),
  fr: () => import('../../locales/fr/lists.ts'),
  de: () => import('../../locales/de/lists.ts'),
  'pt-BR': () => import('../../locales/pt-BR/lists.ts'),
  tr: () => import('../../locales/tr/lists.ts'),
  vi: () => import('../../locales/vi/lists.ts'),
}

/** The rest (error sentences, views shown later): loaded once the first words are in. */
export const laterLoaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/lists.later.ts'),
  ja: () => import('../../locales/ja/lists.later.ts'),
  'zh-CN': () => import('../../locales/zh-CN/lists.later.ts'),
  ru: () => import('../../locales/ru/lists.later.ts'),
  es: () => import('../../locales/es/lists.later.ts'),
  fr: () => import('../../locales/fr/lists.later.ts'),
  de: () => import('../../locales/de/lists.later.ts'),
  'pt-BR': () => import('../../locales/pt-BR/lists.later.ts'),
  tr: () => import('../../locales/tr/lists.later.ts'),
  vi: () => import('../../locales/vi/lists.later.ts'),
}
