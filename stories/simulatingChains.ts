// The bridge's simulator for the stories: each chain's simulate on the devnet's REST (packages/devnet, cosmos/rest.ts).
// The devnet's Noble runs no IBC transfer, so its answer carries only the ante handler's events; the escrow that
// ibc-go's transfer keeper makes for a MsgTransfer (modules/apps/transfer/keeper/relay.go sendTransfer: a bank send
// of the token to the channel's escrow, types/keys.go GetEscrowAddress) is added to it here, read from the tx itself.
// `takes` scales the escrowed amount: 2 is a chain (or a route) that takes twice what the tx says.
import { sha256 } from '@cosmjs/crypto'
import { fromBase64, toBech32 } from '@cosmjs/encoding'
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { devnetUrl } from '../.storybook/preview.tsx'
import type { SimulateRouteTx } from '../src/bridge/driver/context.ts'
import { createRouteTxSimulator } from '../src/bridge/routeTxSimulator.ts'
import { createRouterClient } from '../src/router/client.ts'

const transferTypeUrl = '/ibc.applications.transfer.v1.MsgTransfer'

const event = (type: string, attributes: Record<string, string>) => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
})

function escrowEvents(txBytes: string, takes: bigint) {
  const { bodyBytes } = TxRaw.decode(fromBase64(txBytes))
  return TxBody.decode(bodyBytes).messages.flatMap((message, index) => {
    if (message.typeUrl !== transferTypeUrl) return []
    const { sender, token, sourcePort, sourceChannel } = MsgTransfer.decode(message.value)
    if (!token) return []
    const prefix = sender.slice(0, sender.indexOf('1'))
    const preimage = new TextEncoder().encode(`ics20-1\x00${sourcePort}/${sourceChannel}`)
    const escrow = toBech32(prefix, sha256(preimage).slice(0, 20))
    const amount = `${BigInt(token.amount) * takes}${token.denom}`
    const msgIndex = String(index)
    return [
      event('coin_spent', { spender: sender, amount, msg_index: msgIndex }),
      event('coin_received', { receiver: escrow, amount, msg_index: msgIndex }),
      event('transfer', { recipient: escrow, sender, amount, msg_index: msgIndex }),
    ]
  })
}

/** Read when a tx is simulated: the devnet's address is known by then. */
export function simulatingChains(chainIds: readonly string[], takes = 1n): SimulateRouteTx {
  let simulator: SimulateRouteTx | undefined
  return (tx, options) => {
    simulator ??= createSimulator(chainIds, takes)
    return simulator(tx, options)
  }
}

function createSimulator(chainIds: readonly string[], takes: bigint) {
  const fetchWithEscrow: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const body = request.url.endsWith('/cosmos/tx/v1beta1/simulate') ? await request.clone().json() : null
    const response = await fetch(request)
    if (!body || !response.ok) return response
    const answer = await response.json()
    answer.result.events = [...answer.result.events, ...escrowEvents(body.tx_bytes, takes)]
    return Response.json(answer)
  }
  return createRouteTxSimulator({
    router: createRouterClient({ baseUrl: `${devnetUrl()}/router` }),
    restUrls: Object.fromEntries(
      chainIds.map((chainId) => [chainId, `${devnetUrl()}/chains/${chainId}/rest`]),
    ),
    fetch: fetchWithEscrow,
  })
}
