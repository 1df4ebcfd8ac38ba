// A component's words in a locale, through the real loader: the locale files are the test's own tiny fixtures (the
// translations land separately), loaded by the kit's dynamic imports as an app's bundler would load them.
import { toBech32 } from '@cosmjs/encoding'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ReceiveAddress } from '../components/ReceiveAddress/ReceiveAddress.tsx'
import { RollscopeProvider } from '../hooks/RollscopeProvider.tsx'
import { loadLocale } from './loadLocale.ts'

vi.mock('../locales/ko/wallet.ts', () => ({
  receiveAddressLabels: { heading: '받기', bech32: '이니시아 주소' },
}))
vi.mock('../locales/de/wallet.ts', () => ({ receiveAddressLabels: { heading: 'Empfangen' } }))
vi.mock('../locales/fr/wallet.ts', () => ({ receiveAddressLabels: { heading: 'Recevoir' } }))
// the words that load after the first ones (src/locales/layout.ts), merged into the same labels
vi.mock('../locales/de/wallet.later.ts', () => ({ receiveAddressLabels: { hex: 'EVM-Adresse' } }))
vi.mock('../locales/fr/wallet.later.ts', () => ({ receiveAddressLabels: { hex: 'Adresse EVM' } }))
// first words that arrive only once the test says (a slow connection), after the component's data has shown
const slow = vi.hoisted(() => {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
})
vi.mock('../locales/es/wallet.ts', async () => {
  await slow.opened
  return { receiveAddressLabels: { heading: 'Recibir' } }
})
vi.mock('../locales/es/wallet.later.ts', () => ({ receiveAddressLabels: { hex: 'Dirección EVM' } }))
// a chunk that fails to load the first time it is asked for (a dropped connection), then loads
const failures = vi.hoisted(() => ({ left: 1 }))
vi.mock('../locales/ja/wallet.ts', () => {
  if (failures.left-- > 0) throw new TypeError('Failed to fetch dynamically imported module')
  return { receiveAddressLabels: { heading: '受け取る' } }
})

const address = toBech32(
  'init',
  Uint8Array.from({ length: 20 }, (_, i) => 255 - i * 3),
)

function App({ locale, provided, children }: { locale?: string; provided?: string; children?: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider locale={provided}>
        <ReceiveAddress address={address} locale={locale} />
        {children}
      </RollscopeProvider>
    </QueryClientProvider>
  )
}

const heading = () => screen.getByRole('heading').textContent

describe('a component in a locale', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  test('shows English first, then the Korean words once they load; a word the locale lacks stays English', async () => {
    render(<App locale="ko" />)
    expect(heading()).toBe('Receive')
    await waitFor(() => expect(heading()).toBe('받기'))
    expect(screen.getAllByText('이니시아 주소').length).toBeGreaterThan(0)
    expect(screen.getAllByText('EVM address').length).toBeGreaterThan(0)
  })

  test("takes the provider's locale, and its own prop wins over it", async () => {
    render(<App provided="ko-KR" />)
    await waitFor(() => expect(heading()).toBe('받기'))
    cleanup()
    render(<App provided="ko" locale="en-GB" />)
    expect(heading()).toBe('Receive')
  })

  test('the labels prop overrides a locale word', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReceiveAddress address={address} locale="ko" labels={{ heading: 'Deposit' }} />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getAllByText('이니시아 주소').length).toBeGreaterThan(0))
    expect(heading()).toBe('Deposit')
  })

  test("the group's later words arrive after the first ones and join them", async () => {
    render(<App locale="de" />)
    await waitFor(() => expect(screen.getAllByText('EVM-Adresse').length).toBeGreaterThan(0))
    expect(heading()).toBe('Empfangen')
  })

  test('later words asked for while the first ones are still loading (the data came first) arrive after them', async () => {
    const { container } = render(<App locale="es" />)
    // the QR code is ReceiveAddress's first data: its later words are asked for once it shows
    await waitFor(() => expect(container.querySelector('svg.rs-qr')).not.toBeNull())
    expect(heading()).toBe('Receive')
    slow.open()
    await waitFor(() => expect(heading()).toBe('Recibir'))
    await waitFor(() => expect(screen.getAllByText('Dirección EVM').length).toBeGreaterThan(0))
  })

  test('an unknown locale shows English and warns once, naming the bundled locales', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<App locale="xx-YY" />)
    await waitFor(() => expect(warn).toHaveBeenCalled())
    render(<App locale="xx-YY" />)
    // the second mount's request has been answered when a third locale's words arrive after it
    render(<App locale="de-AT" />)
    await waitFor(() => expect(screen.getByText('Empfangen')).toBeTruthy())
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/"xx-YY".*English.*ko, ja, zh-CN, ru, es, fr, de, pt-BR, tr, vi/)
    expect(screen.getAllByRole('heading').map((element) => element.textContent)).toEqual([
      'Receive',
      'Receive',
      'Empfangen',
    ])
  })

  test('a locale file that fails to load leaves English, and loads on the next mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<App locale="ja" />)
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ja words.*English/), expect.anything()),
    )
    expect(heading()).toBe('Receive')
    cleanup()
    render(<App locale="ja" />)
    await waitFor(() => expect(heading()).toBe('受け取る'))
  })
})

describe('server rendering in a locale', () => {
  afterEach(cleanup)

  test('a locale preloaded on both sides renders in it on the server and hydrates without a mismatch', async () => {
    await loadLocale('fr', ['wallet'])
    const html = renderToString(<App locale="fr" />)
    expect(html).toContain('Recevoir')
    // loadLocale waits for the later words too
    expect(html).toContain('Adresse EVM')
    await hydrates(html, <App locale="fr" />, 'Recevoir')
  })

  test('a locale not preloaded: the server and the first client render in English, then the words arrive', async () => {
    const html = renderToString(<App locale="ko" provided="ko" />)
    expect(html).toContain('>Receive<')
    await hydrates(html, <App locale="ko" provided="ko" />, '받기')
  })
})

async function hydrates(html: string, app: ReactNode, expected: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  const root = await act(async () =>
    hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) }),
  )
  await waitFor(() => expect(container.querySelector('h2, h3')?.textContent).toBe(expected))
  expect(errors).toEqual([])
  consoleError.mockRestore()
  act(() => root.unmount())
  container.remove()
}
