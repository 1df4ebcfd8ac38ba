// Where each locale's lists words are: one dynamic import per locale, so a bundler makes each its own chunk. This
// table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

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
