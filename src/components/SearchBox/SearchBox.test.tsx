// SearchBox over HTTP on the devnet's registry (the L1 with Initia's core indexer, evm-1 and move-1), with what a
// person or a hostile indexer can send it: nothing crashes, nothing renders as markup, and what cannot be a search
// asks no indexer.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http, passthrough } from 'msw'
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { createIndexerDevnet, devnetUsernames } from '../../../packages/devnet/src/isomorphic.ts'
import { setupMswServer } from '../../../test/msw.ts'
import { recordRequests } from '../../../test/render.tsx'
import { RollscopeProvider } from '../../hooks/RollscopeProvider.tsx'
import { SearchBox, type SearchSelection } from './SearchBox.tsx'

const origin = inject('devnetUrl')
const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const server = setupMswServer()
const now = Date.parse('2026-03-02T00:00:00Z')

let urls: string[] = []
beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()))
  urls = recordRequests()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const indexerRequests = () => urls.filter((url) => /\/(indexer|json-rpc)\b/.test(url))
const nameRequests = () => urls.filter((url) => url.includes('/modules/usernames/view_functions/'))

function renderBox(onSelect?: (selection: SearchSelection) => void, usernames?: false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider network={{ url: `${origin}/registry` }} usernames={usernames}>
        <SearchBox now={now} onSelect={onSelect} />
      </RollscopeProvider>
    </QueryClientProvider>,
  )
  const box = screen.getByRole('combobox', { name: 'Search' })
  fireEvent.focus(box)
  return box
}

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } })
const status = () => document.querySelector('.rs-search-status') as HTMLElement
const settled = () =>
  waitFor(() => expect(document.querySelector('[data-rollscope]')?.getAttribute('aria-busy')).toBe('false'), {
    timeout: 20_000,
  })

describe('SearchBox', { timeout: 40_000 }, () => {
  test('behavior: markup, 10,000 characters, homoglyphs and wrong-length hashes: text, and no request', async () => {
    const box = renderBox()
    const hash = evm.txHash
    for (const text of [
      '<img src=x onerror="globalThis.hacked=1"><script>globalThis.hacked=1</script>',
      'a'.repeat(10_000),
      hash.replace(/A/, '\u0410'),
      `0x${hash.replace(/B/, '\u0412')}`,
      hash.slice(1),
      `${hash}0`,
      `init1${'q'.repeat(38)}`,
    ]) {
      type(box, text)
      await waitFor(() => expect(status().textContent).toContain('Type a tx hash'), { timeout: 20_000 })
      expect(screen.queryAllByRole('option')).toEqual([])
    }
    expect(document.querySelector('img, script')).toBeNull()
    expect((globalThis as { hacked?: number }).hacked).toBeUndefined()
    expect(indexerRequests()).toEqual([])
  })

  test('behavior: a height past every head is no match on 3 chains, not an error', async () => {
    const box = renderBox()
    type(box, String(evm.latestHeight + 1_000_000))
    await waitFor(() => expect(status().textContent).toContain('No match on 3 chains'), { timeout: 20_000 })
    await settled()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  test('behavior: the L1 serves no blocks by height: the block on both rollups, the L1 no match, no Retry', async () => {
    const box = renderBox()
    type(box, '1,234')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 20_000 })
    await settled()
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Block 1,234 on Evm · /),
      expect.stringMatching(/^Block 1,234 on Move · /),
    ])
    expect(status().textContent).toContain('No match on 1 chain')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  test('behavior: an indexer answering HTML or a hostile body: that chain’s error in words, shown as text', async () => {
    const hostile = '<img src=x onerror="globalThis.hacked=1">'
    server.use(
      http.get(`${origin}/move-1/indexer/tx/v1/txs/:hash`, () =>
        HttpResponse.text(`<html><body>${hostile}</body></html>`, {
          headers: { 'content-type': 'text/html' },
        }),
      ),
      http.get(`${origin}/initiation-2/indexer/tx/v1/txs/:hash`, () =>
        HttpResponse.json({ tx_response: { txhash: hostile, height: hostile, code: hostile } }),
      ),
    )
    const selected = vi.fn()
    const box = renderBox(selected)
    type(box, evm.txHash)
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2), {
      timeout: 20_000,
    })
    await settled()
    const [found] = screen.getAllByRole('option')
    expect(found!.textContent).toMatch(/^Tx 6F9652…12A746 on Evm · success · /)
    expect(within(status()).getByText(/^Initia: /)).toBeTruthy()
    expect(within(status()).getByText(/^Move: /)).toBeTruthy()
    expect(document.querySelector('img, script, iframe')).toBeNull()
    expect((globalThis as { hacked?: number }).hacked).toBeUndefined()

    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(selected).toHaveBeenCalledWith(
      expect.objectContaining({ match: expect.objectContaining({ kind: 'tx', chainId: 'evm-1' }) }),
    )
  })

  test('default: without a host href, a tx links to its chain’s explorer (the registry’s template)', async () => {
    const selected = vi.fn()
    const box = renderBox(selected)
    type(box, evm.txHash)
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 20_000 })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'Enter' })
    const [selection] = selected.mock.calls[0]!
    expect(selection.href).toMatch(new RegExp(`^http.*/evm-1/.*${evm.txHash}`, 'i'))
  })

  describe('names', () => {
    const satoshi = devnetUsernames.find((name) => name.name === 'satoshi')!

    test('behavior: satoshi.init is read once on the L1, then found as its account on each chain, with the name', async () => {
      const selected = vi.fn()
      const box = renderBox(selected)
      type(box, 'Satoshi.init')
      await waitFor(() => expect(status().textContent).toContain(`satoshi.init is ${satoshi.address}.`), {
        timeout: 20_000,
      })
      await settled()
      const texts = screen.getAllByRole('option').map((option) => option.textContent)
      expect(texts[0]).toMatch(/^Account satoshi\.init on \d chains$/)
      expect(texts.slice(1)).toContainEqual(expect.stringMatching(/^Account satoshi\.init on Evm · /))
      expect(nameRequests()).toHaveLength(1)
      expect(nameRequests()[0]).toContain('/get_address_from_name')
      // the account kind's one request per chain of init1 addresses, and nothing else
      expect(indexerRequests()).toHaveLength(3)
      expect(indexerRequests().every((url) => url.includes(satoshi.address))).toBe(true)
      fireEvent.keyDown(box, { key: 'ArrowDown' })
      fireEvent.keyDown(box, { key: 'Enter' })
      const [selection] = selected.mock.calls[0]!
      expect(selection.match).toMatchObject({
        kind: 'account',
        address: satoshi.address,
        username: 'satoshi.init',
      })
    })

    test('behavior: a name nobody has: one read, the words, and no indexer asked', async () => {
      const box = renderBox()
      type(box, 'nobody-here.init')
      await waitFor(() => expect(status().textContent).toContain('Nobody has the name nobody-here.init.'), {
        timeout: 20_000,
      })
      await settled()
      expect(screen.queryAllByRole('option')).toEqual([])
      expect(status().textContent).not.toContain('Nothing found')
      expect(nameRequests()).toHaveLength(1)
      expect(indexerRequests()).toEqual([])
    })

    test('behavior: invalid names (a Cyrillic а, too short, too long, x.init.init): words and no request', async () => {
      const box = renderBox()
      for (const [text, words] of [
        ['s\u0430toshi.init', '"\u0430" (U+0430) looks like a Latin letter but is not one'],
        ['ab.init', 'at least 3 characters'],
        [`${'a'.repeat(65)}.init`, 'at most 64 characters'],
        ['x.init.init', 'not "." (U+002E)'],
      ] as const) {
        type(box, text)
        await waitFor(() => expect(status().textContent).toContain(words), { timeout: 20_000 })
        expect(screen.queryAllByRole('option')).toEqual([])
      }
      expect(nameRequests()).toEqual([])
      expect(indexerRequests()).toEqual([])
      expect(urls.filter((url) => !url.endsWith('/chains.json'))).toEqual([])
    })

    test('behavior: an L1 answering garbage for a name: the words, Retry, and no indexer asked', async () => {
      server.use(
        http.post(`${origin}/*/modules/usernames/view_functions/get_address_from_name`, () =>
          HttpResponse.json({ data: '"<img src=x onerror=alert(1)>"', events: [], gas_used: '1' }),
        ),
      )
      const box = renderBox()
      type(box, 'satoshi.init')
      await waitFor(
        () => expect(status().textContent).toContain('satoshi.init: The chain sent something that is not'),
        {
          timeout: 20_000,
        },
      )
      expect(screen.queryAllByRole('option')).toEqual([])
      expect(document.querySelector('img')).toBeNull()
      expect(indexerRequests()).toEqual([])
      // the L1 answers again: Retry finds the account
      server.use(http.post(`${origin}/*/view_functions/get_address_from_name`, () => passthrough()))
      fireEvent.click(within(status()).getByRole('button', { name: 'Retry' }))
      await waitFor(() => expect(status().textContent).toContain(`satoshi.init is ${satoshi.address}.`), {
        timeout: 20_000,
      })
    })

    test('behavior: names off (usernames={false}): the box says so and asks nothing', async () => {
      const box = renderBox(undefined, false)
      type(box, 'satoshi.init')
      await waitFor(() => expect(status().textContent).toContain('Names are not looked up here'), {
        timeout: 20_000,
      })
      expect(nameRequests()).toEqual([])
      expect(indexerRequests()).toEqual([])
    })
  })
})
