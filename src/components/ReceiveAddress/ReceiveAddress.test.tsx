import { toBech32 } from '@cosmjs/encoding'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getAddress } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { ReceiveAddress } from './ReceiveAddress.tsx'

const bytes = Uint8Array.from({ length: 20 }, (_, i) => 255 - i * 3)
const bech32 = toBech32('init', bytes)
const hex = getAddress(`0x${Buffer.from(bytes).toString('hex')}`)

const renderReceive = (address: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReceiveAddress address={address} />
    </QueryClientProvider>,
  )

/** The dark modules of the drawn code, read back from its path. */
function darkModules(path: string) {
  const dark = new Set<string>()
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)/g))
    for (let i = 0; i < Number(width); i++) dark.add(`${Number(x) + i},${y}`)
  return dark
}

describe('ReceiveAddress', () => {
  afterEach(cleanup)

  test('default: both forms of a 0x address, and a QR code of the bech32 one with its finder patterns', async () => {
    renderReceive(hex.toLowerCase())
    expect(screen.getByText(bech32)).toBeTruthy()
    expect(screen.getByText(hex)).toBeTruthy()
    const code = await screen.findByRole('img', { name: `QR code of ${bech32}` })
    const path = code.querySelector('path')!.getAttribute('d')!
    const dark = darkModules(path)
    // a finder pattern's 7 × 7 ring, top left: the row 0 and the column 0 are dark for 7 modules, row 1 is not
    for (let i = 0; i < 7; i++) expect(dark.has(`${i},0`) && dark.has(`0,${i}`)).toBe(true)
    expect(dark.has('1,1')).toBe(false)
  })

  test('behavior: the QR code of the EVM form, when picked', async () => {
    renderReceive(bech32)
    await screen.findByRole('img', { name: `QR code of ${bech32}` })
    await userEvent.click(screen.getByRole('radio', { name: 'EVM address' }))
    expect(await screen.findByRole('img', { name: `QR code of ${hex}` })).toBeTruthy()
  })

  test('behavior: Copy writes each form to the clipboard', async () => {
    const user = userEvent.setup()
    renderReceive(bech32)
    await user.click(screen.getByRole('button', { name: 'Copy EVM address' }))
    expect(await navigator.clipboard.readText()).toBe(hex)
    await user.click(screen.getByRole('button', { name: 'Copy Initia address' }))
    expect(await navigator.clipboard.readText()).toBe(bech32)
  })

  test('behavior: a contract account has no 0x form and no choice of QR code', async () => {
    const contract = toBech32('init', new Uint8Array(32).fill(7))
    renderReceive(contract)
    expect(await screen.findByRole('img', { name: `QR code of ${contract}` })).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByText(/contract or module account/)).toBeTruthy()
  })

  test('behavior: what is no address says so, and draws no code', () => {
    for (const address of ['', 'init1notanaddress', '<img src=x onerror=alert(1)>']) {
      const { unmount, container } = renderReceive(address)
      expect(within(container).getByRole('alert').textContent).toMatch(/not an account address/)
      expect(within(container).queryByRole('img')).toBeNull()
      unmount()
    }
  })
})
