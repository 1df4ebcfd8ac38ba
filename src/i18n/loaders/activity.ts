// Where each locale's activity words are: one dynamic import per locale and file, so a bundler makes each its own
// chunk. This table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

/** The words a component shows first. */
export const loaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/activity.ts'),
  ja: () => import('../../locales/ja/activity.ts'),
  'zh-CN': () => import('../../locales/zh-CN/activity.ts'),
  ru: () => import('../../locales/ru/activity.ts'),
  es: () => import('../../locales/es/activity.ts'),
  fr: () => import('../../locales/fr/activity.ts'),
  de: () => import('../../locales/de/activity.ts'),
  'pt-BR': () => import('../../locales/pt-BR/activity.ts'),
  tr: () => import('../../locales/tr/activity.ts'),
  vi: () => import('../../locales/vi/activity.ts'),
}

/** The rest (error sentences, views shown later): loaded once the first words are in. */
export const laterLoaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/activity.later.ts'),
  ja: () => import('../../locales/ja/activity.later.ts'),
  'zh-CN': () => import('../../locales/zh-CN/activity.later.ts'),
  ru: () => import('../../locales/ru/activity.later.ts'),
  es: () => import('../../locales/es/activity.later.ts'),
  fr: () => import('../../locales/fr/activity.later.ts'),
  de: () => import('../../locales/de/activity.later.ts'),
  'pt-BR': () => import('../../locales/pt-BR/activity.later.ts'),
  tr: () => import('../../locales/tr/activity.later.ts'),
  vi: () => import('../../locales/vi/activity.later.ts'),
}
