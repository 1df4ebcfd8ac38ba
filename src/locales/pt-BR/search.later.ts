import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import type { LaterWords } from '../layout.ts'
import { errorLabels } from './common.later.ts'

export const searchBoxLabels: LaterWords<SearchBoxLabels, 'searchBoxLabels'> = {
  errors: errorLabels,
}
