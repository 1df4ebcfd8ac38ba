// The op-hook: /op-hook hands out the L1 deposit to sign, and /v2/fungible/msgs checks the signed one.
import { type Body, json } from './http.ts'
import { type AssetInfo, L1 } from './registry.ts'
import { badRequest, planRoute } from './routes.ts'
import type { RouterChains } from './types.ts'

/** POST /op-hook: the MsgInitiateTokenDeposit a route's L1 leg needs, for the user to sign */
export function opHookJson(body: Body, assets: AssetInfo[]) {
  const plan = planRoute(
    { ...body, amount_in: '1000000000', amount_out: undefined, allow_multi_tx: true, allow_unsafe: true },
    assets,
  )
  // the deposit that waits for funds arriving on L1: after an IBC transfer, or after a swap there
  const deposit = plan.hops.find(({ hop }, i) => {
    const previous = plan.hops[i - 1]?.hop.kind
    return hop.kind === 'op' && (previous === 'transfer' || previous === 'swap')
  })
  if (!plan.requiredOpHook || deposit?.hop.kind !== 'op')
    throw badRequest('this route does not need an op hook')
  const to = body.dest_address
  const from = body.source_address
  for (const [field, address] of [
    ['dest_address', to],
    ['source_address', from],
  ] as const)
    if (typeof address !== 'string' || !/^init1[02-9ac-hj-np-z]{38,58}$/.test(address))
      throw badRequest(`invalid ${field} ${JSON.stringify(address)}: expected a bech32 init1 address`)
  // the hook runs as the user's own Initia account (InterwovenKit sends its init1 address as source_address)
  const msg = {
    sender: from,
    bridge_id: deposit.hop.bridgeId,
    to,
    amount: { denom: deposit.hop.from.denom, amount: '0' },
    data: '',
  }
  return json(200, {
    chain_id: L1,
    hook: [{ msg_type_url: '/opinit.ophost.v1.MsgInitiateTokenDeposit', msg: JSON.stringify(msg) }],
  })
}

export function checkOpHook(
  chains: RouterChains | undefined,
  body: Body,
  l1Address: unknown,
  sourceChainId: string,
) {
  const signed = body.signed_op_hook
  if (typeof signed !== 'object' || signed === null)
    throw badRequest(
      `signed_op_hook is required for this route: POST /op-hook, sign its msgs as a tx on ${L1} and send {signer, hook: base64 tx bytes}`,
    )
  const { signer, hook } = signed as Body
  if (typeof signer !== 'string' || typeof hook !== 'string')
    throw badRequest('signed_op_hook must be {signer: string, hook: base64 tx bytes}')
  if (signer !== l1Address)
    throw badRequest(
      `signed_op_hook is signed by ${signer}, but the route's ${L1} address is ${String(l1Address)}`,
    )
  if (chains) {
    let verified: ReturnType<RouterChains['verifyCosmosTx']>
    try {
      // a hook on the source chain runs after the source tx, one sequence later (a Move chain moves one per tx)
      verified = chains.verifyCosmosTx(L1, hook, { sequenceAhead: sourceChainId === L1 ? 1n : 0n })
    } catch (error) {
      throw badRequest(`signed_op_hook is invalid: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (verified.signer !== signer)
      throw badRequest(`signed_op_hook is invalid: its tx is signed by ${verified.signer}, not ${signer}`)
    if (verified.msgTypeUrls && !verified.msgTypeUrls.includes('/opinit.ophost.v1.MsgInitiateTokenDeposit'))
      throw badRequest(
        'signed_op_hook is invalid: its tx does not hold the MsgInitiateTokenDeposit from /op-hook',
      )
  }
  return { signer, hook }
}
