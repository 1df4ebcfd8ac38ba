import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { RecipientEntryError } from '../errors/storage.ts'
import { useSavedRecipients } from '../hooks/useSavedRecipients.ts'
import { createLocalRecipientStore, createMemoryRecipientStore } from './localStore.ts'

const alice = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'
const bob = '0x1111111111111111111111111111111111111111'
const key = (list: string) => `rollscope:recipients:${list}`

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

test('hostile and corrupt entries are dropped and reported once each; the good ones load', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const good = { label: 'Alice', address: alice }
  localStorage.setItem(
    key('addressBook'),
    JSON.stringify([
      good,
      { label: '<img src=x onerror=alert(1)>', address: alice },
      { label: 'x'.repeat(10_000), address: alice },
      { label: 'javascript:alert(1)', address: alice },
      { label: ' JavaScript:alert(1)', address: alice },
      { label: 'Bob', address: 'not an address' },
      { label: 'tab\there', address: alice },
      { label: 'rtl\u202Eevil', address: alice },
      { label: 7, address: alice },
      { label: 'Chain', address: alice, chainId: 'x y' },
      null,
      'Alice',
    ]),
  )
  localStorage.setItem(key('recent'), '{not json')
  const reports: { key: string; error: RecipientEntryError }[] = []
  const store = createLocalRecipientStore({ onCorruptEntry: (report) => reports.push(report) })

  const loaded = await store.load()
  expect(loaded.addressBook).toEqual([good])
  expect(loaded.recent).toEqual([])
  expect(loaded.dropped).toEqual([
    { list: 'recent', count: 1 },
    { list: 'addressBook', count: 11 },
  ])
  expect(reports).toHaveLength(12)
  expect(reports.every(({ error }) => error instanceof RecipientEntryError)).toBe(true)
  expect(reports.find((r) => r.key === key('recent'))?.error.details).toMatch(/not a list of entries/)

  // read again: the same bad entries are not reported again
  await store.load()
  expect(reports).toHaveLength(12)
})

test('recents: the last 10, newest first, one per address and chain', () => {
  const store = createMemoryRecipientStore()
  const { result } = renderHook(() => useSavedRecipients({ store }))
  for (let n = 0; n < 12; n++)
    act(() => result.current.addRecent({ address: `0x${String(n).padStart(40, '0')}`, chainId: 'minievm-1' }))
  act(() => result.current.addRecent({ address: `0x${'0'.repeat(38)}11`, chainId: 'minievm-1' }))
  act(() => result.current.addRecent({ address: bob, chainId: 'minievm-1' }))
  act(() =>
    result.current.addRecent({ address: bob.toUpperCase().replace('0X', '0x'), chainId: 'minievm-1' }),
  )
  act(() => result.current.addRecent({ address: bob, chainId: 'initiation-2' }))
  const recent = result.current.recent
  expect(recent).toHaveLength(10)
  expect(recent.slice(0, 3).map((entry) => [entry.address.toLowerCase(), entry.chainId])).toEqual([
    [bob, 'initiation-2'],
    [bob, 'minievm-1'],
    [`0x${'0'.repeat(38)}11`, 'minievm-1'],
  ])
  expect(recent.map((entry) => entry.address)).not.toContain(`0x${'0'.repeat(38)}02`)
})

test('two hooks on one store see each other; a contact with a bad label is refused', () => {
  const store = createMemoryRecipientStore()
  const first = renderHook(() => useSavedRecipients({ store }))
  const second = renderHook(() => useSavedRecipients({ store }))
  let problem: string | undefined
  act(() => {
    problem = first.result.current.saveContact({ label: '<b>me</b>', address: alice })
  })
  expect(problem).toBe('labelCharacters')
  act(() => {
    problem = first.result.current.saveContact({ label: '  Alice ', address: alice })
  })
  expect(problem).toBeUndefined()
  expect(second.result.current.addressBook).toEqual([{ label: 'Alice', address: alice }])
  act(() => second.result.current.saveContact({ label: 'Alice (work)', address: alice }))
  expect(first.result.current.addressBook).toEqual([{ label: 'Alice (work)', address: alice }])
  act(() => first.result.current.removeContact(alice))
  expect(second.result.current.addressBook).toEqual([])
})

test("another tab's change arrives through the storage event; server rendering sees nothing", async () => {
  const store = createLocalRecipientStore()
  localStorage.setItem(key('recent'), JSON.stringify([{ address: bob, at: 1 }]))
  const { result } = renderHook(() => useSavedRecipients({ store }))
  await waitFor(() => expect(result.current.recent).toHaveLength(1))
  expect(result.current.addressBook).toEqual([])
  const written = JSON.stringify([{ label: 'From the other tab', address: alice }])
  localStorage.setItem(key('addressBook'), written)
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: key('addressBook'), newValue: written }))
  })
  await waitFor(() =>
    expect(result.current.addressBook).toEqual([{ label: 'From the other tab', address: alice }]),
  )
  // a hostile entry written by the other tab shows up as a note, not a crash
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const hostile = JSON.stringify([{ label: 'javascript:alert(1)', address: alice }])
  localStorage.setItem(key('addressBook'), hostile)
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: key('addressBook'), newValue: hostile }))
  })
  await waitFor(() => expect(result.current.addressBook).toEqual([]))
  expect(result.current.notes).toEqual([{ kind: 'dropped', list: 'addressBook', count: 1 }])

  const { renderToString } = await import('react-dom/server')
  function Count() {
    const { addressBook } = useSavedRecipients({ store })
    return <span>{addressBook.length}</span>
  }
  expect(renderToString(<Count />)).toBe('<span>0</span>')
})

test('an async store (an app’s own) loads, and saves what the hooks change', async () => {
  const saved: unknown[] = []
  const store = {
    load: async () => ({ recent: [], addressBook: [{ label: 'Server', address: alice }] }),
    save: async (value: unknown) => {
      saved.push(value)
    },
  }
  const { result } = renderHook(() => useSavedRecipients({ store }))
  await waitFor(() => expect(result.current.addressBook).toHaveLength(1))
  act(() => result.current.addRecent({ address: bob }))
  expect(saved).toEqual([
    {
      recent: [{ address: bob, at: expect.any(Number) }],
      addressBook: [{ label: 'Server', address: alice }],
    },
  ])
})

test('a full storage drops the oldest recents until the save fits', () => {
  let quota = 400
  const items = new Map<string, string>()
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem(k: string, v: string) {
      if (
        [...items].filter(([key]) => key !== k).reduce((n, [, value]) => n + value.length, v.length) > quota
      )
        throw new DOMException('full', 'QuotaExceededError')
      items.set(k, v)
    },
  } as unknown as Storage
  const store = createLocalRecipientStore({ storage })
  const recent = Array.from({ length: 10 }, (_, n) => ({
    address: `0x${String(n).padStart(40, '0')}`,
    at: n,
  }))
  store.save({ recent, addressBook: [] })
  const kept = JSON.parse(items.get(key('recent'))!) as unknown[]
  expect(kept.length).toBeGreaterThan(0)
  expect(kept.length).toBeLessThan(10)
  expect(kept[0]).toEqual(recent[0])
  quota = 0
  expect(() => store.save({ recent, addressBook: [] })).toThrow(/full/)
})

test('a recipient added before the stored ones are read is added to them, never saved over them', async () => {
  localStorage.setItem(key('recent'), JSON.stringify([{ address: alice, chainId: 'initiation-2', at: 1 }]))
  const store = createLocalRecipientStore()
  const { result } = renderHook(() => useSavedRecipients({ store }))
  act(() => result.current.addRecent({ address: bob, chainId: 'minievm-1' }))
  await waitFor(() => expect(result.current.recent).toHaveLength(2))
  expect(result.current.recent.map((entry) => entry.address)).toEqual([bob, alice])
  expect((await store.load()).recent.map((entry) => entry.address)).toEqual([bob, alice])
})

test("an app's own store is checked too: what it hands over that no store should is left out, with a note", async () => {
  const store = {
    load: () => ({
      recent: [
        { address: bob, at: 1 },
        { address: 'javascript:alert(1)', at: 2 },
        { address: bob, at: -1 },
      ],
      addressBook: [
        { label: 'x'.repeat(10_000), address: alice },
        { label: 'Alice', address: alice },
      ],
    }),
    save: () => {},
  }
  const { result } = renderHook(() => useSavedRecipients({ store }))
  expect(result.current.recent).toEqual([{ address: bob, at: 1 }])
  expect(result.current.addressBook).toEqual([{ label: 'Alice', address: alice }])
  expect(result.current.notes).toEqual([
    { kind: 'dropped', list: 'recent', count: 2 },
    { kind: 'dropped', list: 'addressBook', count: 1 },
  ])
})
