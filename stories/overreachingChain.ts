// A route whose chain takes more than the quote, for the refusal story: the devnet's own simulation of each tx
// (packages/devnet, cosmos/rest.ts; ibc-go's escrow for a MsgTransfer), with every amount its messages move
// multiplied by `takes`. The ante handler's fee events (no msg_index) are left as they are.
import { devnetUrl } from '../.storybook/preview.tsx'
import type { SimulateRouteTx } from '../src/bridge/driver/context.ts'
import { createRouteTxSimulator } from '../src/bridge/routeTxSimulator.ts'
import { createRouterClient } from '../src/router/client.ts'

interface Attribute {
  key: string
  value: string
}

const scaled = (coins: string, takes: bigint) =>
  coins.replace(/(^|,)(\d+)/g, (_, comma: string, amount: string) => `${comma}${BigInt(amount) * takes}`)

function overreaching(events: { type: string; attributes: Attribute[] }[], takes: bigint) {
  return events.map((event) =>
    event.attributes.some(({ key }) => key === 'msg_index')
      ? {
          ...event,
          attributes: event.attributes.map((attribute) =>
            attribute.key === 'amount' ? { ...attribute, value: scaled(attribute.value, takes) } : attribute,
          ),
        }
      : event,
  )
}

/** Read when a tx is simulated: the devnet's address is known by then. */
export function overreachingChain(takes: bigint): SimulateRouteTx {
  let simulator: SimulateRouteTx | undefined
  return (tx, options) => {
    simulator ??= createRouteTxSimulator({
      router: createRouterClient({ baseUrl: `${devnetUrl()}/router` }),
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        if (!new Request(input, init).url.endsWith('/cosmos/tx/v1beta1/simulate') || !response.ok)
          return response
        const answer = await response.json()
        answer.result.events = overreaching(answer.result.events, takes)
        return Response.json(answer)
      },
    })
    return simulator(tx, options)
  }
}
