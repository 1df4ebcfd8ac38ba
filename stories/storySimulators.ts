// Simulators for the stories that the devnet does not make by itself: a chain that takes more than the quote (the
// devnet's own simulation of each tx, packages/devnet cosmos/rest.ts, with every amount its messages move multiplied
// by `takes`; the ante handler's fee events, without msg_index, left as they are), and a router that names no REST.
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

/** The kit's simulator with a router that names no chain's REST, and no registry: every tx is not simulated. */
export function noRestKnown(): SimulateRouteTx {
  let simulator: SimulateRouteTx | undefined
  return (tx, options) => {
    simulator ??= createRouteTxSimulator({
      router: createRouterClient({
        baseUrl: `${devnetUrl()}/router`,
        fetch: async (input, init) => {
          const response = await fetch(input, init)
          if (!new Request(input, init).url.includes('/v2/info/chains')) return response
          const { chains } = await response.json()
          return Response.json({ chains: chains.map(({ rest: _, ...chain }: { rest?: string }) => chain) })
        },
      }),
    })
    return simulator(tx, options)
  }
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
