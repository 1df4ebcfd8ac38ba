import { RollscopeError } from '../../errors/base.ts'
import type { OpHookRequest } from '../../router/client.ts'
import { toInitiaBech32 } from '../../router/initiaAddress.ts'
import type { BridgeRequest } from '../types.ts'

/**
 * The `/op-hook` request as InterwovenKit sends it (packages/interwovenkit-react/src/pages/bridge/data/tx.ts,
 * `useSignOpHook`): `source_address` is the user's Initia address whatever the source chain (the hook runs as
 * that account on an Initia chain), `dest_address` the recipient as `init1` bech32.
 */
export function opHookRequest(request: BridgeRequest, addressList: readonly string[]): OpHookRequest {
  // the route's first Initia address (an init1 or 0x one) is the user's account on Initia
  const initia = addressList.find((address) => address.startsWith('init1') || address.startsWith('0x'))
  const source = initia && toInitiaBech32(initia)
  const destination = toInitiaBech32(addressList.at(-1) ?? '')
  if (!source || !destination)
    throw new RollscopeError('This route needs an Initia account, but none of its addresses is one.', {
      details: `address_list: ${addressList.join(', ')}`,
    })
  return {
    source_address: source,
    source_asset_chain_id: request.sourceChainId,
    source_asset_denom: request.sourceDenom,
    dest_address: destination,
    dest_asset_chain_id: request.destChainId,
    dest_asset_denom: request.destDenom,
  }
}
