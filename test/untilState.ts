// Waits on a condition, never a fixed sleep: the bridge controller's state, until `done` says so.
import type { createBridgeController } from '../src/bridge/controller.ts'
import type { BridgeState } from '../src/bridge/types.ts'

export function until(
  controller: ReturnType<typeof createBridgeController>,
  done: (state: BridgeState) => boolean,
  timeoutMs = 15_000,
) {
  return new Promise<BridgeState>((resolve, reject) => {
    const check = () => {
      const state = controller.getState()
      if (!done(state)) return
      clearTimeout(timer)
      unsubscribe()
      resolve(state)
    }
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`timed out in state ${JSON.stringify(controller.getState().status)}`))
    }, timeoutMs)
    const unsubscribe = controller.subscribe(check)
    check()
  })
}
