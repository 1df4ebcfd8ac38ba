// Where each locale's search words are: one dynamic import per locale, so a bundler makes each its own chunk. This
// table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

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
