// Every locale in src/locales against English: each group file with its later file (layout.ts) exports what English
// has (by name), with every key English has at every depth and no other, and each word function shows every
// placeholder English shows.
import { describe, expect, it } from 'vitest'
import { outputText, probeArguments, probesShown } from '../../test/localeProbes.ts'
import { defaultAccountActivityLabels } from '../components/AccountActivity/labels.ts'
import { defaultBlockDetailLabels } from '../components/BlockDetail/BlockDetail.tsx'
import { defaultBlockListLabels } from '../components/BlockList/BlockList.tsx'
import { defaultBridgeErrorWords } from '../components/BridgeWidget/errorWords.ts'
import { defaultBridgeHistoryLabels } from '../components/BridgeWidget/FoundHistory.tsx'
import { defaultBridgeWidgetLabels } from '../components/BridgeWidget/labels.ts'
import { defaultEvmTxDetailLabels } from '../components/EvmTxDetail/labels.ts'
import { defaultEvmTxListLabels } from '../components/EvmTxList/EvmTxList.tsx'
import { defaultIndexerStatusLabels } from '../components/IndexerStatus/IndexerStatus.tsx'
import { defaultInternalTxTreeLabels } from '../components/InternalTxTree/InternalTxTree.tsx'
import { defaultNftGalleryLabels } from '../components/NftGallery/labels.ts'
import { defaultPortfolioLabels } from '../components/Portfolio/labels.ts'
import { defaultReceiveAddressLabels } from '../components/ReceiveAddress/labels.ts'
import { defaultRichListTableLabels } from '../components/RichListTable/RichListTable.tsx'
import { defaultSearchBoxLabels } from '../components/SearchBox/labels.ts'
import { defaultSendFormLabels } from '../components/SendForm/labels.ts'
import { defaultSendNftFormLabels } from '../components/SendNftForm/labels.ts'
import { amountProblemWords } from '../components/shared/amountWords.ts'
import { defaultBalanceChangesLabels } from '../components/shared/BalanceChanges.tsx'
import { defaultErrorLabels } from '../components/shared/ErrorAlert.tsx'
import { defaultErrorWords } from '../components/shared/errorWords.ts'
import { defaultRecipientFieldLabels } from '../components/shared/recipientFieldLabels.ts'
import { defaultRecipientNameLabels } from '../components/shared/recipientNameLabels.ts'
import { recipientProblemWords } from '../components/shared/recipientWords.ts'
import { defaultMessageWords } from '../components/TxDetail/messageWords.ts'
import { defaultTxDetailLabels } from '../components/TxDetail/TxDetail.tsx'
import { defaultTxListLabels } from '../components/TxList/TxList.tsx'
import { defaultTxTableLabels } from '../components/TxList/TxTable.tsx'
import { defaultTxPreviewLabels } from '../components/TxPreview/labels.ts'
import { mergeWords } from '../i18n/mergeWords.ts'
import { type LocaleGroup, locales } from '../i18n/tags.ts'
import { sameInEveryLanguage } from './layout.ts'

/** Each group's English, by the name a locale exports it under (INTERFACE: `default` dropped). */
const english: Record<LocaleGroup, Record<string, unknown>> = {
  common: {
    errorWords: defaultErrorWords,
    errorLabels: defaultErrorLabels,
    balanceChangesLabels: defaultBalanceChangesLabels,
    recipientFieldLabels: defaultRecipientFieldLabels,
    recipientNameLabels: defaultRecipientNameLabels,
    amountProblemWords,
    recipientProblemWords,
  },
  bridge: {
    bridgeWidgetLabels: defaultBridgeWidgetLabels,
    bridgeErrorWords: defaultBridgeErrorWords,
    bridgeHistoryLabels: defaultBridgeHistoryLabels,
  },
  wallet: {
    sendFormLabels: defaultSendFormLabels,
    sendNftFormLabels: defaultSendNftFormLabels,
    receiveAddressLabels: defaultReceiveAddressLabels,
    portfolioLabels: defaultPortfolioLabels,
    txPreviewLabels: defaultTxPreviewLabels,
  },
  lists: {
    richListTableLabels: defaultRichListTableLabels,
    txTableLabels: defaultTxTableLabels,
    txListLabels: defaultTxListLabels,
    blockListLabels: defaultBlockListLabels,
    evmTxListLabels: defaultEvmTxListLabels,
    indexerStatusLabels: defaultIndexerStatusLabels,
    internalTxTreeLabels: defaultInternalTxTreeLabels,
  },
  details: {
    blockDetailLabels: defaultBlockDetailLabels,
    txDetailLabels: defaultTxDetailLabels,
    evmTxDetailLabels: defaultEvmTxDetailLabels,
    messageWords: defaultMessageWords,
  },
  activity: {
    accountActivityLabels: defaultAccountActivityLabels,
    nftGalleryLabels: defaultNftGalleryLabels,
  },
  search: { searchBoxLabels: defaultSearchBoxLabels },
}

const modules = import.meta.glob<Record<string, unknown>>('./*/*.ts', { eager: true })
const sources = import.meta.glob<string>('./*/*.ts', { eager: true, query: '?raw', import: 'default' })
const placeholder = (path: string) => sources[path]?.startsWith('// placeholder')

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What differs from English in `words`: missing or extra keys, other kinds of value, placeholders dropped; and a word
 * that is the same in every language (layout.ts) written again.
 */
function differences(englishWords: unknown, words: unknown, path: string): string[] {
  if (isGroup(englishWords)) {
    if (!isGroup(words)) return [`${path}: a group of words in English, here ${typeof words}`]
    const same: readonly string[] = (sameInEveryLanguage as Record<string, readonly string[]>)[path] ?? []
    const missing = Object.keys(englishWords)
      .filter((key) => !(key in words) && !same.includes(key))
      .map((key) => `${path}.${key}: missing`)
    const copied = same
      .filter((key) => key in words)
      .map((key) => `${path}.${key}: the same in every language, English's shows (layout.ts)`)
    const extra = Object.keys(words)
      .filter((key) => !(key in englishWords))
      .map((key) => `${path}.${key}: not in English`)
    const inner = Object.keys(englishWords)
      .filter((key) => key in words)
      .flatMap((key) => differences(englishWords[key], words[key], `${path}.${key}`))
    return [...missing, ...copied, ...extra, ...inner]
  }
  if (typeof englishWords === 'function') {
    if (typeof words !== 'function') return [`${path}: a function in English, here ${typeof words}`]
    return placeholdersDropped(
      englishWords as (...args: unknown[]) => unknown,
      words as (...args: unknown[]) => unknown,
      path,
    )
  }
  if (typeof words !== typeof englishWords)
    return [`${path}: ${typeof englishWords} in English, here ${typeof words}`]
  return typeof words === 'string' && words.trim() === '' ? [`${path}: empty`] : []
}

function placeholdersDropped(
  englishWords: (...args: unknown[]) => unknown,
  words: (...args: unknown[]) => unknown,
  path: string,
): string[] {
  for (const args of probeArguments(englishWords.length)) {
    let shown: string[]
    try {
      shown = probesShown(outputText(englishWords(...args)))
    } catch {
      continue
    }
    let text: string
    try {
      text = outputText(words(...args))
    } catch (error) {
      return [`${path}(${args.map(String).join(', ')}): throws (${error}) where English does not`]
    }
    const dropped = shown.filter((probe) => !text.includes(probe))
    // the first call that shows the fault says enough
    if (dropped.length > 0)
      return [`${path}: does not show ${dropped.join(', ')} (English does), as in "${text}"`]
  }
  return []
}

describe.each(locales)('locale %s', (tag) => {
  it.for(Object.keys(english) as LocaleGroup[])(
    '%s has every word and placeholder of English',
    (group, context) => {
      const path = `./${tag}/${group}.ts`
      expect(modules[path], `src/locales/${tag}/${group}.ts is missing`).toBeDefined()
      // the words shown first and the rest, loaded right after (layout.ts), as the words are put together
      const later = modules[`./${tag}/${group}.later.ts`]
      const module = modules[path] && later ? mergeWords(modules[path], later) : modules[path]
      // a placeholder (no words yet: English shows) is not a translation to check
      if (placeholder(path)) context.skip()
      const problems = [
        ...Object.keys(module ?? {})
          .filter((name) => !(name in english[group]))
          .map((name) => `export ${name}: English has no such export in ${group}`),
        ...Object.entries(english[group]).flatMap(([name, words]) =>
          name in (module ?? {}) ? differences(words, module?.[name], name) : [`export ${name}: missing`],
        ),
      ]
      expect(problems).toEqual([])
    },
  )
})

describe('the missing-word check', () => {
  it('finds a missing key, an extra key and a dropped placeholder', () => {
    const { placeholder: _dropped, ...broken } = {
      ...defaultSearchBoxLabels,
      surplus: 'x',
      loading: () => 'no chain named',
    }
    const problems = differences(defaultSearchBoxLabels, broken, 'searchBoxLabels')
    expect(problems).toContain('searchBoxLabels.placeholder: missing')
    expect(problems).toContain('searchBoxLabels.surplus: not in English')
    expect(problems.some((problem) => problem.startsWith('searchBoxLabels.loading: does not show'))).toBe(
      true,
    )
    expect(differences(defaultSearchBoxLabels, defaultSearchBoxLabels, 'searchBoxLabels')).toEqual([])
  })

  it('leaves the words the same in every language to English, and finds them written again', () => {
    const { bridgeName, ...rest } = defaultBridgeWidgetLabels
    expect(differences(defaultBridgeWidgetLabels, rest, 'bridgeWidgetLabels')).toEqual([])
    expect(differences(defaultBridgeWidgetLabels, { ...rest, bridgeName }, 'bridgeWidgetLabels')).toEqual([
      "bridgeWidgetLabels.bridgeName: the same in every language, English's shows (layout.ts)",
    ])
  })
})
