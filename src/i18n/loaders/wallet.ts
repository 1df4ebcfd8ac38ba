// Where each locale's wallet words are: one dynamic import per locale and file, so a bundler makes each its own
// chunk. This table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

/** The words a component shows first. */
export const loaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/wallet.ts'),
  ja: () => import('../../locales/ja/wallet.ts'),
  'zh-CN': () => import('../../locales/zh-CN/wallet.ts'),
  ru: () => import('../../locales/ru/wallet.ts'),
  es: () => import('../../locales/es/wallet.ts'),
  fr: () => import('../../locales/fr/wallet.ts'),
  de: () => import('../../locales/de/wallet.ts'),
  'pt-BR': () => import('../../locales/pt-BR/wallet.ts'),
  tr: () => import('../../locales/tr/wallet.ts'),
  vi: () => import('../../locales/vi/wallet.ts'),
}

/** The rest (error sentences, views shown later): loaded once the first words are in. */
export const laterLoaders: Record<LocaleTag, () => Promise<LocaleWords>> = {
  ko: () => import('../../locales/ko/wallet.later.ts'),
  ja: () => import('../../locales/ja/wallet.later.ts'),
  'zh-CN': () => import('../../locales/zh-CN/wallet.later.ts'),
  ru: () => import('../../locales/ru/wallet.later.ts'),
  es: () => import('../../locales/es/wallet.later.ts'),
  fr: () => import('../../locales/fr/wallet.later.ts'),
  de: () => import('../../locales/de/wallet.later.ts'),
  'pt-BR': () => import('../../locales/pt-BR/wallet.later.ts'),
  tr: () => import('../../locales/tr/wallet.later.ts'),
  vi: () => import('../../locales/vi/wallet.later.ts'),
}
