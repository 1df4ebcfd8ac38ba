// Where each locale's details words are: one dynamic import per locale, so a bundler makes each its own chunk. This
// table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

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
