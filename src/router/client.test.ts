import { HttpResponse, http, passthrough } from 'msw'
import { describe, expect, inject, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { InvalidParameterError, ResponseValidationError } from '../errors/http.ts'
import {
  BadPriceError,
  InvalidAmountError,
  RateLimitedError,
  RouteNotFoundError,
  RouterError,
  TxNotFoundError,
} from '../errors/router.ts'
import { createRouterClient } from './client.ts'

const server = setupMswServer()
const usdcL1 = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'
const uinitToUsdc = {
  source_asset_chain_id: 'initiation-2',
  source_asset_denom: 'uinit',
  dest_asset_chain_id: 'initiation-2',
  dest_asset_denom: usdcL1,
  amount_in: '1000000',
}

describe('router client against the devnet router', () => {
  // the devnet is real HTTP: let it through
  const devnet = () => {
    server.use(http.all('http://127.0.0.1:*', () => passthrough()))
    return createRouterClient({ baseUrl: inject('devnetRouter'), retry: { delayMs: 1 } })
  }

  test('default: a route, validated, with its operations', async () => {
    const route = await devnet().route(uinitToUsdc)
    expect(route).toMatchObject({ amount_in: '1000000', txs_required: 1, does_swap: true })
    expect(Object.keys(route.operations[0]!)).toContain('swap')
  })

  test.each([
    ['no route between these assets', { dest_asset_denom: 'unknown' }, RouteNotFoundError, 404],
    ['a zero amount', { amount_in: '0' }, InvalidAmountError, 400],
    ['a price far below the market', { amount_in: '900000000000000' }, BadPriceError, 400],
  ])('behavior: %s is a typed error the UI can act on', async (_name, change, type, status) => {
    const error = await devnet()
      .route({ ...uinitToUsdc, ...change })
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(type)
    expect(error).toMatchObject({ status })
    expect((error as RouterError).shortMessage).toMatch(/router route/)
  })

  test('behavior: the price error keeps the router reason', async () => {
    const error = (await devnet()
      .route({ ...uinitToUsdc, amount_in: '900000000000000' })
      .catch((error: unknown) => error)) as BadPriceError
    expect(error.reason).toBe('BAD_PRICE_ERROR')
    expect(error.code).toBe(3)
  })

  test('behavior: the status of an untracked tx is TxNotFoundError', async () => {
    const error = await devnet()
      .status({ tx_hash: 'AB'.repeat(32), chain_id: 'noble-1' })
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(TxNotFoundError)
  })

  test('behavior: a long Retry-After is a RateLimitedError with the wait', async () => {
    server.use(http.all('http://127.0.0.1:*', () => passthrough()))
    const router = createRouterClient({
      baseUrl: inject('devnetRouter'),
      headers: { 'x-devnet-fault': '429=30' },
    })
    const error = (await router.route(uinitToUsdc).catch((error: unknown) => error)) as RateLimitedError
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.retryAfterMs).toBe(30_000)
  })
})

describe('router client wire format', () => {
  const baseUrl = 'http://router.test'

  test('parameters: the API key goes in the authorization header, without "Bearer"', async () => {
    let authorization: string | null = null
    server.use(
      http.post(`${baseUrl}/v2/tx/track`, ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json({ tx_hash: 'AB' })
      }),
    )
    await createRouterClient({ baseUrl, apiKey: 'key-123' }).track({ tx_hash: 'AB', chain_id: 'noble-1' })
    expect(authorization).toBe('key-123')
  })

  test('behavior: unknown operation and transfer kinds are kept', async () => {
    const futureHop = { from_chain_id: 'a', to_chain_id: 'b', state: 'WORMHOLE_SENT', txs: {} }
    server.use(
      http.get(`${baseUrl}/v2/tx/status`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('tx_hash')).toBe('AB')
        return HttpResponse.json({
          state: 'STATE_PENDING',
          transfer_sequence: [{ wormhole_transfer: futureHop }],
        })
      }),
    )
    const status = await createRouterClient({ baseUrl }).status({ tx_hash: 'AB', chain_id: 'noble-1' })
    expect(status.transfer_sequence).toEqual([{ wormhole_transfer: futureHop }])
  })

  test('behavior: a body that is not a route is a ResponseValidationError', async () => {
    server.use(http.post(`${baseUrl}/v2/fungible/route`, () => HttpResponse.json({ amount_in: 5 })))
    await expect(createRouterClient({ baseUrl }).route(uinitToUsdc)).rejects.toBeInstanceOf(
      ResponseValidationError,
    )
  })

  test('behavior: a malformed request is refused before it is sent, naming the field', async () => {
    const error = await createRouterClient({ baseUrl })
      .route({ ...uinitToUsdc, amount_in: '1.5' })
      .catch((error: unknown) => error)
    // no handler for router.test: a request would fail the test as unhandled
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as InvalidParameterError).parameter).toBe('route amount_in')
  })

  test('behavior: a plain-text gateway error is still a RouterError with the text', async () => {
    server.use(http.post(`${baseUrl}/v2/tx/track`, () => new HttpResponse('Bad Gateway', { status: 502 })))
    const error = await createRouterClient({ baseUrl, retry: false })
      .track({ tx_hash: 'AB', chain_id: 'noble-1' })
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(RouterError)
    expect((error as RouterError).status).toBe(502)
    expect((error as RouterError).message).toContain('Bad Gateway')
  })
})
