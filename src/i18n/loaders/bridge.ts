// Where each locale's bridge words are: one dynamic import per locale and file, so a bundler makes each its own
// chunk. This table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

/** The words a component shows first. */
export const loaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/bridge.ts'),
  ja: () => import('../../locales/ja/bridge.ts'),
  'zh-CN': () => import('../../locales/zh-CN/bridge.ts'),
  ru: () => import('../../locales/ru/bridge.ts'),
  es: () => import('../../locales/es/bridge.ts'),
  fr: () => import('../../locales/fr/bridge.ts'),
  de: () => import('../../locales/de/bridge.ts'),
  'pt-BR': () => import('../../locales/pt-BR/bridge.ts'),
  tr: () => import('../../locales/tr/bridge.ts'),
  vi: () => import('../../locales/vi/bridge.ts'),
}

/** The rest (error sentences, views shown later): loaded once the first words are in. */
export const laterLoaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/bridge.later.ts'),
  ja: () => import('../../locales/ja/bridge.later.ts'),
  'zh-CN': () => import('../../locales/zh-CN/bridge.later.ts'),
  ru: () => import('../../locales/ru/bridge.later.ts'),
  es: () => import('../../locales/es/bridge.later.ts'),
  fr: () => import('../../locales/fr/bridge.later.ts'),
  de: () => import('../../locales/de/bridge.later.ts'),
  'pt-BR': () => import('../../locales/pt-BR/bridge.later.ts'),
  tr: () => import('../../locales/tr/bridge.later.ts'),
  vi: () => import('../../locales/vi/bridge.later.ts'),
}
