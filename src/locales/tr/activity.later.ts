import type { AccountActivityLabels } from '../../components/AccountActivity/labels.ts'
import type { NftGalleryLabels } from '../../components/NftGallery/labels.ts'
import { errorLabels } from './common.later.ts'
import { evmTxListLabels, txTableLabels } from './lists.later.ts'

export const accountActivityLabels: Pick<AccountActivityLabels, 'errors'> = {
  ...txTableLabels,
  ...evmTxListLabels,
  errors: errorLabels,
}

export const nftGalleryLabels: Pick<NftGalleryLabels, 'errors'> = {
  errors: errorLabels,
}
