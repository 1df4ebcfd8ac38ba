// Where each locale's words are: one table per group (./loaders/<group>.ts), each loaded on the group's first use,
// so an app loads only the tables and the groups its components show, in the locales it asks for.
import type { LocaleGroup, LocaleTag, LocaleWords } from './tags.ts'

type Table = Record<'loaders' | 'laterLoaders', Record<LocaleTag, () => Promise<LocaleWords>>>

export const groupLoaders: Record<LocaleGroup, () => Promise<Table>> = {
  common: () => import('./loaders/common.ts'),
  bridge: () => import('./loaders/bridge.ts'),
  wallet: () => import('./loaders/wallet.ts'),
  lists: () => import('./loaders/lists.ts'),
  details: () => import('./loaders/details.ts'),
  activity: () => import('./loaders/activity.ts'),
  search: () => import('./loaders/search.ts'),
}
