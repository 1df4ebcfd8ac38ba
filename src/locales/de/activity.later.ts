import type { AccountActivityLabels } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import type { LaterWords } from '../layout.ts'
import { errorLabels } from './common.later.ts'
import { evmTxListLabels, txTableLabels } from './lists.later.ts'

export const accountActivityLabels: LaterWords<AccountActivityLabels, 'accountActivityLabels'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  errors: errorLabels,
}

export const nftGalleryLabels: LaterWords<NftGalleryLabels, 'nftGalleryLabels'> = {
  errors: errorLabels,
}
