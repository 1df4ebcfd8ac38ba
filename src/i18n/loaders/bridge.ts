// Where each locale's bridge words are: one dynamic import per locale, so a bundler makes each its own chunk. This
// table loads on first use of the group (see ../loaders.ts).
import type { LocaleTag, LocaleWords } from '../tags.ts'

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
