'use client'

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { SubmitChoice } from '../bridge/controller/options.ts'
import {
  type BridgeController,
  type BridgeControllerOptions,
  createBridgeController,
} from '../bridge/controller.ts'
import type { SimulateRouteTx } from '../bridge/driver/context.ts'
import { initialBridgeState } from '../bridge/machine/bridgeState.ts'
import type { BridgeRequest, BridgeState, TransferRecord } from '../bridge/types.ts'
import type { RouterClient, RouterClientConfig } from '../router/client.ts'
import { useRouterClient } from './useRouterClient.ts'
import { useRouteTxSimulator } from './useRouteTxSimulator.ts'

export interface UseBridgeTransferParameters extends Omit<BridgeControllerOptions, 'router' | 'simulate'> {
  /** Default: the `router` of the nearest RollscopeProvider, else Initia's mainnet router. */
  router?: RouterClient | RouterClientConfig | undefined
  /**
   * Each Cosmos tx is simulated on its chain before the wallet is asked to sign it (see
   * `BridgeControllerOptions.simulate`): pass `createRouteTxSimulator({ router })` from `rollscope/cosmjs` (it encodes
   * the txs with cosmjs, an optional peer, so it is not on by default). A chain whose REST it cannot find is signed
   * without a simulation, and the transfer view says so.
   */
  simulate?: SimulateRouteTx | false | undefined
}

export interface UseBridgeTransferReturnType {
  /** `state.status` names the step: idle, quoting, quoted, preparing, signingOpHook, approving, signing, broadcasting, confirming, tracking, actionRequired, completed, failed, refunded, abandoned. */
  state: BridgeState
  /** Stored transfers, newest first, finished or not. */
  transfers: readonly TransferRecord[]
  /** What to quote. A change re-quotes after a short pause; an incomplete request goes back to idle. */
  setRequest(request: BridgeRequest | null): void
  /** Quotes now, without the rest of the pause: when the amount is settled (blur, Enter, paste). */
  quoteNow(): void
  /**
   * From `quoted` on to a terminal state. Ignored elsewhere: a double click never sends twice. `gas`: the gas route
   * the review showed and the user kept on (`useGasOnDestination`), brought with the transfer and stored with it.
   */
  submit(choice?: SubmitChoice): void
  reset(): void
  resume(id: string): void
  /** Gas on the destination never sent, asked for again by the user: see `BridgeController['gas']`. */
  gas: BridgeController['gas']
  dismiss(id: string): void
}

const noTransfers: readonly TransferRecord[] = []

/**
 * Quotes, signs, broadcasts and tracks a cross-chain transfer, and never loses one: every transfer is stored
 * before the first signature and continues after a reload.
 *
 * @example
 * const bridge = useBridgeTransfer({ wallet })
 * bridge.setRequest({ sourceChainId: 'initiation-2', sourceDenom: 'uinit', destChainId: 'noble-1', destDenom: 'uusdc', amountIn: '1000000' })
 * if (bridge.state.status === 'quoted') bridge.submit()
 */
export function useBridgeTransfer(parameters: UseBridgeTransferParameters): UseBridgeTransferReturnType {
  const router = useRouterClient(parameters.router)
  const simulate = useRouteTxSimulator(parameters.simulate)
  const options = { ...parameters, router, simulate }

  const [controller] = useState(() => createBridgeController(options))
  useEffect(() => {
    controller.setOptions(options)
  })
  useEffect(() => {
    controller.start()
    return () => controller.stop()
  }, [controller])

  const state = useSyncExternalStore(controller.subscribe, controller.getState, () => initialBridgeState)
  const transfers = useSyncExternalStore(controller.subscribe, controller.getTransfers, () => noTransfers)
  return useMemo(
    () => ({
      state,
      transfers,
      setRequest: controller.setRequest,
      quoteNow: controller.quoteNow,
      submit: controller.submit,
      reset: controller.reset,
      resume: controller.resume,
      gas: controller.gas,
      dismiss: controller.dismiss,
    }),
    [state, transfers, controller],
  )
}
