// Where each locale's common words are: one dynamic import per locale and file, so a bundler makes each its own
// chunk. This table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

/** The words a component shows first. */
export const loaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/common.ts'),
  ja: () => import('../../locales/ja/common.ts'),
  'zh-CN': () => import('../../locales/zh-CN/common.ts'),
  ru: () => import('../../locales/ru/common.ts'),
  es: () => import('../../locales/es/common.ts'),
  fr: () => import('../../locales/fr/common.ts'),
  de: () => import('../../locales/de/common.ts'),
  'pt-BR': () => import('../../locales/pt-BR/common.ts'),
  tr: () => import('../../locales/tr/common.ts'),
  vi: () => import('../../locales/vi/common.ts'),
}

/** The rest (error sentences, views shown later): loaded once the first words are in. */
export const laterLoaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/common.later.ts'),
  ja: () => import('../../locales/ja/common.later.ts'),
  'zh-CN': () => import('../../locales/zh-CN/common.later.ts'),
  ru: () => import('../../locales/ru/common.later.ts'),
  es: () => import('../../locales/es/common.later.ts'),
  fr: () => import('../../locales/fr/common.later.ts'),
  de: () => import('../../locales/de/common.later.ts'),
  'pt-BR': () => import('../../locales/pt-BR/common.later.ts'),
  tr: () => import('../../locales/tr/common.later.ts'),
  vi: () => import('../../locales/vi/common.later.ts'),
}
