/** The bundled locales besides English (the kit's own words, the fallback of every key). */
export const locales = ['ko', 'ja', 'zh-CN', 'ru', 'es', 'fr', 'de', 'pt-BR', 'tr', 'vi'] as const

export type LocaleTag = (typeof locales)[number]

/** One file per group in each locale's folder; a component loads only its own group (with the common words). */
export type LocaleGroup = 'common' | 'bridge' | 'wallet' | 'lists' | 'details' | 'activity' | 'search'

/** A locale group's module: one export per English defaults export (see src/locales). */
export type LocaleWords = Readonly<Record<string, unknown>>
