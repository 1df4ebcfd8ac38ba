import { errorOf } from '../../errors/record.ts'
import { hopsOf } from '../../router/status.ts'
import type { TransferParts } from './bridgeState.ts'

/** Loaded with the first transfer shown (controller/view.ts): nothing before a quote reads a stored transfer. */
export const transferParts: TransferParts = { hopsOf, errorOf }
