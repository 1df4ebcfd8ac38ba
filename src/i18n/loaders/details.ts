// Where each locale's details words are: one dynamic import per locale and file, so a bundler makes each its own
// chunk. This table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

/** The words a component shows first. */
export const loaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/details.ts'),
  ja: () => import('../../locales/ja/details.ts'),
  'zh-CN': () => import('../../locales/zh-CN/details.ts'),
  ru: () => import('../../locales/ru/details.ts'),
  es: () => import('../../locales/es/details.ts'),
  fr: () => import('../../locales/fr/details.ts'),
  de: () => import('../../locales/de/details.ts'),
  'pt-BR': () => import('../../locales/pt-BR/details.ts'),
  tr: () => import('../../locales/tr/details.ts'),
  vi: () => import('../../locales/vi/details.ts'),
}

/** The rest (error sentences, views shown later): loaded once the first words are in. */
export const laterLoaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/details.later.ts'),
  ja: () => import('../../locales/ja/details.later.ts'),
  'zh-CN': () => import('../../locales/zh-CN/details.later.ts'),
  ru: () => import('../../locales/ru/details.later.ts'),
  es: () => import('../../locales/es/details.later.ts'),
  fr: () => import('../../locales/fr/details.later.ts'),
  de: () => import('../../locales/de/details.later.ts'),
  'pt-BR': () => import('../../locales/pt-BR/details.later.ts'),
  tr: () => import('../../locales/tr/details.later.ts'),
  vi: () => import('../../locales/vi/details.later.ts'),
}
