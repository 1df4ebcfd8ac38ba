'use client'

import type { SimulateRouteTx } from '../bridge/driver/context.ts'

/**
 * The bridge's simulator: the app's own (`createRouteTxSimulator` from `rollscope/cosmjs`), none for `false` or
 * nothing. The kit has no default: encoding a tx needs cosmjs, an optional peer, and an app without it must still
 * build BridgeWidget.
 */
export function useRouteTxSimulator(
  simulate: SimulateRouteTx | false | undefined,
): SimulateRouteTx | undefined {
  return simulate === false ? undefined : simulate
}
