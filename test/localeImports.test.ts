import { expect, test } from 'vitest'
import { localeTypeImports } from '../scripts/localeImports.ts'

const rule = (files: Record<string, string>) => localeTypeImports(new Map(Object.entries(files)))

test('default: a locale file takes types from outside its folder and words from its own', () => {
  const { types, runtime } = rule({
    'src/locales/de/bridge.ts':
      "import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'\nimport { amountProblemWords } from './common.ts'",
  })
  expect(runtime).toEqual([])
  expect([...types.get('src/locales/de/bridge.ts')!]).toEqual(['src/components/BridgeWidget/labels.ts'])
})

test('behavior: code from outside src/locales is refused, a `{ type A }` import is not', () => {
  const { runtime } = rule({
    'src/locales/de/search.ts':
      "import { type SearchBoxLabels } from '../../components/SearchBox/labels.ts'\nimport { shortHash } from '../../search/searchMatch.ts'",
  })
  expect(runtime).toEqual(['src/locales/de/search.ts -> src/search/searchMatch.ts'])
})

test('behavior: the shared helpers (src/locales/shared/) may be imported, no other locale folder', () => {
  const { runtime } = rule({
    'src/locales/ko/bridge.ts': "import { minutes, timeUnits } from '../shared/bridge.ts'",
    'src/locales/ja/bridge.ts': "import { bridgeWidgetLabels } from '../ko/bridge.ts'",
  })
  expect(runtime).toEqual(['src/locales/ja/bridge.ts -> src/locales/ko/bridge.ts'])
})

test('behavior: a shared helper follows the locale rule itself: types only from outside', () => {
  const { runtime } = rule({
    'src/locales/shared/bridge.ts':
      "import type { BridgeUrlField } from '../../bridge/form/urlState.ts'\nimport { formatAmount } from '../../amounts/amount.ts'",
  })
  expect(runtime).toEqual(['src/locales/shared/bridge.ts -> src/amounts/amount.ts'])
})
