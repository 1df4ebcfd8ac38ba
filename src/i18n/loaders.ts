// Where each locale's words are: one dynamic import per group, so a bundler makes each its own chunk and an app
// loads only the groups its components show, in the locales it asks for. This table is loaded lazily itself.
import type { LocaleGroup, LocaleTag } from './tags.ts'

/** A locale group's module: one export per English defaults export (see src/locales). */
export type LocaleWords = Readonly<Record<string, unknown>>

export const localeLoaders: Record<LocaleTag, Record<LocaleGroup, () => Promise<LocaleWords>>> = {
  ko: {
    common: () => import('../locales/ko/common.ts'),
    bridge: () => import('../locales/ko/bridge.ts'),
    wallet: () => import('../locales/ko/wallet.ts'),
    lists: () => import('../locales/ko/lists.ts'),
    details: () => import('../locales/ko/details.ts'),
    activity: () => import('../locales/ko/activity.ts'),
    search: () => import('../locales/ko/search.ts'),
  },
  ja: {
    common: () => import('../locales/ja/common.ts'),
    bridge: () => import('../locales/ja/bridge.ts'),
    wallet: () => import('../locales/ja/wallet.ts'),
    lists: () => import('../locales/ja/lists.ts'),
    details: () => import('../locales/ja/details.ts'),
    activity: () => import('../locales/ja/activity.ts'),
    search: () => import('../locales/ja/search.ts'),
  },
  'zh-CN': {
    common: () => import('../locales/zh-CN/common.ts'),
    bridge: () => import('../locales/zh-CN/bridge.ts'),
    wallet: () => import('../locales/zh-CN/wallet.ts'),
    lists: () => import('../locales/zh-CN/lists.ts'),
    details: () => import('../locales/zh-CN/details.ts'),
    activity: () => import('../locales/zh-CN/activity.ts'),
    search: () => import('../locales/zh-CN/search.ts'),
  },
  ru: {
    common: () => import('../locales/ru/common.ts'),
    bridge: () => import('../locales/ru/bridge.ts'),
    wallet: () => import('../locales/ru/wallet.ts'),
    lists: () => import('../locales/ru/lists.ts'),
    details: () => import('../locales/ru/details.ts'),
    activity: () => import('../locales/ru/activity.ts'),
    search: () => import('../locales/ru/search.ts'),
  },
  es: {
    common: () => import('../locales/es/common.ts'),
    bridge: () => import('../locales/es/bridge.ts'),
    wallet: () => import('../locales/es/wallet.ts'),
    lists: () => import('../locales/es/lists.ts'),
    details: () => import('../locales/es/details.ts'),
    activity: () => import('../locales/es/activity.ts'),
    search: () => import('../locales/es/search.ts'),
  },
  fr: {
    common: () => import('../locales/fr/common.ts'),
    bridge: () => import('../locales/fr/bridge.ts'),
    wallet: () => import('../locales/fr/wallet.ts'),
    lists: () => import('../locales/fr/lists.ts'),
    details: () => import('../locales/fr/details.ts'),
    activity: () => import('../locales/fr/activity.ts'),
    search: () => import('../locales/fr/search.ts'),
  },
  de: {
    common: () => import('../locales/de/common.ts'),
    bridge: () => import('../locales/de/bridge.ts'),
    wallet: () => import('../locales/de/wallet.ts'),
    lists: () => import('../locales/de/lists.ts'),
    details: () => import('../locales/de/details.ts'),
    activity: () => import('../locales/de/activity.ts'),
    search: () => import('../locales/de/search.ts'),
  },
  'pt-BR': {
    common: () => import('../locales/pt-BR/common.ts'),
    bridge: () => import('../locales/pt-BR/bridge.ts'),
    wallet: () => import('../locales/pt-BR/wallet.ts'),
    lists: () => import('../locales/pt-BR/lists.ts'),
    details: () => import('../locales/pt-BR/details.ts'),
    activity: () => import('../locales/pt-BR/activity.ts'),
    search: () => import('../locales/pt-BR/search.ts'),
  },
  tr: {
    common: () => import('../locales/tr/common.ts'),
    bridge: () => import('../locales/tr/bridge.ts'),
    wallet: () => import('../locales/tr/wallet.ts'),
    lists: () => import('../locales/tr/lists.ts'),
    details: () => import('../locales/tr/details.ts'),
    activity: () => import('../locales/tr/activity.ts'),
    search: () => import('../locales/tr/search.ts'),
  },
  vi: {
    common: () => import('../locales/vi/common.ts'),
    bridge: () => import('../locales/vi/bridge.ts'),
    wallet: () => import('../locales/vi/wallet.ts'),
    lists: () => import('../locales/vi/lists.ts'),
    details: () => import('../locales/vi/details.ts'),
    activity: () => import('../locales/vi/activity.ts'),
    search: () => import('../locales/vi/search.ts'),
  },
}
