import type { SearchBoxLabels } from '../../components/SearchBox/labels.ts'
import { errorLabels } from './common.later.ts'

export const searchBoxLabels: Pick<SearchBoxLabels, 'errors'> = {
  errors: errorLabels,
}
