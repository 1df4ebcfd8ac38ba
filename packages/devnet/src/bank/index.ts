// A chain's REST (the grpc-gateway of cosmos-sdk) for its bank balances:
//   GET <rest>/cosmos/bank/v1beta1/balances/{address}?pagination.limit=&pagination.key=&pagination.offset=
//       &pagination.count_total=
// as cosmos-sdk v0.50 answers it: x/bank/keeper/grpc_query.go AllBalances (an invalid address is InvalidArgument
// "invalid address: …"), paged by types/query/collections_pagination.go CollectionPaginate (balances in key order,
// i.e. by denom; limit 100 by default; `key` and `offset` not both; `total` counted only on an offset page with
// count_total), the gateway writing uint64 as a string and bytes as base64 (x/bank/types/query.pb.gw.go).
// Isomorphic (Web APIs only).
import { bech32Decode } from '../../../../src/router/initiaAddress.ts'
import { createLedger, type Ledger } from '../cosmos/ledger.ts'
import { bankFixtures, type Holding, holdingsOf } from './holdings.ts'

export { bankFixtures }

export interface BankDevnetOptions {
  chainId: string
  /** The chain's bech32 prefix: the only form of address x/bank's address codec takes. */
  bech32Prefix: string
  /** The path the REST is served under, stripped before routing; default ''. */
  basePath?: string
  /** The 0x bytes (any case) of the accounts that hold the devnet's tokens. */
  funded: () => readonly string[]
  /**
   * The chain's live balances (the chain stand-in's, which executes txs on it); without one, the generated holdings.
   * Make one with `bankLedger`.
   */
  ledger?: Ledger
}

export interface BankDevnet {
  /** Answers the bank's balances path; null for any other path (so a mount can pass it on). */
  fetch(request: Request): Promise<Response | null>
}

// cosmos-sdk types/query/pagination.go DefaultLimit
const defaultLimit = 100

const grpcError = (status: number, code: number, message: string) =>
  Response.json({ code, message, details: [] }, { status })

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
function fromBase64(text: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)))
  } catch {
    return undefined
  }
}

const hexOf = (bytes: readonly number[]) =>
  `0x${bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** The lower-case 0x bytes of a 0x or bech32 address (the text itself when it is neither). */
export function accountHex(address: string): string {
  if (/^0x[0-9a-f]{40}$/i.test(address)) return address.toLowerCase()
  const decoded = bech32Decode(address)
  return decoded ? hexOf(decoded.bytes) : address
}

/** A proxy's error page, sent with status 200, as a misconfigured gateway in front of a node does. */
const htmlPage = () =>
  new Response('<!doctype html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>', {
    headers: { 'content-type': 'text/html' },
  })

export function createBankDevnet(options: BankDevnetOptions): BankDevnet {
  const basePath = options.basePath ?? ''
  return {
    async fetch(request) {
      const url = new URL(request.url)
      const match = /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)$/.exec(url.pathname.slice(basePath.length))
      if (!match) return null
      const address = decodeURIComponent(match[1]!)
      const decoded = bech32Decode(address)
      // x/bank grpc_query.go AllBalances: ak.AddressCodec().StringToBytes(req.Address)
      if (!decoded || decoded.prefix !== options.bech32Prefix || decoded.bytes.length !== 20)
        return grpcError(400, 3, `invalid address: decoding bech32 failed: ${address}`)
      const hex = hexOf(decoded.bytes)
      if (hex === bankFixtures.failingOnMove && options.chainId === 'move-1') return htmlPage()
      const all = (
        options.ledger
          ? options.ledger.balancesOf(hex)
          : holdingsOf(options.chainId, hex, new Set(options.funded().map(accountHex)))
      ).sort((a, b) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0))
      return page(all, url.searchParams)
    },
  }
}

/** A chain's live ledger whose genesis is the generated holdings of `chainId` (what createBankDevnet serves). */
export function bankLedger(chainId: string, funded: () => readonly string[]): Ledger {
  let fundedSet: Set<string> | undefined
  return createLedger((hex) => {
    fundedSet ??= new Set(funded().map(accountHex))
    return holdingsOf(chainId, hex, fundedSet)
  })
}

/** One page, as CollectionPaginate cuts it. */
function page(all: readonly Holding[], params: URLSearchParams): Response {
  const key = params.get('pagination.key') ?? ''
  const offsetText = params.get('pagination.offset') ?? ''
  const limitText = params.get('pagination.limit') ?? ''
  const countTotal = params.get('pagination.count_total') === 'true'
  if (key && offsetText && offsetText !== '0')
    return grpcError(400, 3, 'invalid request, either offset or key is expected, got both')
  if (!/^\d*$/.test(limitText) || !/^\d*$/.test(offsetText))
    return grpcError(
      400,
      3,
      'type mismatch, parameter: pagination.limit, error: strconv.ParseUint: invalid syntax',
    )
  const limit = Number(limitText || 0) || defaultLimit
  let start = 0
  if (key) {
    const denom = fromBase64(key)
    if (denom === undefined) return grpcError(400, 3, 'illegal base64 data at input byte 0')
    // the key is the first item of the page: items from it on, in key order
    start = all.findIndex((holding) => holding.denom >= denom)
    if (start === -1) start = all.length
  } else start = Number(offsetText || 0)
  const items = all.slice(start, start + limit)
  const next = all[start + limit]
  return Response.json({
    balances: items.map(({ denom, amount }) => ({ denom, amount: amount.toString() })),
    pagination: {
      next_key: next ? toBase64(next.denom) : null,
      // counted on an offset (or first) page with count_total only; a key page says "0"
      total: String(!key && countTotal ? all.length : 0),
    },
  })
}
