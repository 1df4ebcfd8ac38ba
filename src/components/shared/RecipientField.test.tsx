import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { createLocalRecipientStore, createMemoryRecipientStore } from '../../recipients/localStore.ts'
import type { RecipientStore } from '../../recipients/types.ts'
import { readRecipient } from '../../send/recipient.ts'
import { RecipientField } from './RecipientField.tsx'
import { defaultRecipientFieldLabels } from './recipientFieldLabels.ts'

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
})

const alice = 'init1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqa4qvvl'
const bob = 'init1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg30th3ed'
const noble = 'noble1lsagfzrm4gz28he4wunt63sts5xzmczw0zr3wl'

function Field({ store }: { store: RecipientStore }) {
  const [text, setText] = useState('')
  const read = readRecipient(text, { prefix: 'init' })
  return (
    <form data-rollscope="">
      <RecipientField
        label="Recipient"
        value={text}
        onChange={setText}
        problem={read.kind === 'problem' ? 'This is not an address.' : undefined}
        address={read.kind === 'account' ? text.trim() : undefined}
        chainId="initiation-2"
        accepts={(address) => readRecipient(address, { prefix: 'init' }).kind === 'account'}
        store={store}
        labels={defaultRecipientFieldLabels}
      />
    </form>
  )
}
const input = () => screen.getByRole('textbox', { name: 'Recipient' }) as HTMLInputElement
const savedButton = () => screen.getByRole('button', { name: 'Saved' })

test('pick a recent recipient with the keyboard: the field takes its address, the list closes', async () => {
  const user = userEvent.setup()
  const store = createMemoryRecipientStore({
    recent: [
      { address: bob, chainId: 'initiation-2', at: 2 },
      { address: noble, chainId: 'noble-1', at: 1 },
      { address: alice, chainId: 'minievm-1', at: 0 },
    ],
    addressBook: [{ label: 'Bob', address: bob }],
  })
  render(<Field store={store} />)
  expect(savedButton().getAttribute('aria-expanded')).toBe('false')
  await user.tab()
  await user.tab()
  expect(document.activeElement).toBe(savedButton())
  await user.keyboard('{Enter}')
  expect(savedButton().getAttribute('aria-expanded')).toBe('true')
  const recent = await screen.findByRole('region', { name: 'Recent' })
  // only what this chain's field can take; the contact's label shown, the whole address in the title
  const entries = within(recent).getAllByRole('button')
  expect(entries).toHaveLength(1)
  expect(entries[0]!.textContent).toContain('Bob')
  expect(entries[0]!.getAttribute('title')).toBe(bob)
  await user.tab()
  expect(document.activeElement).toBe(entries[0])
  await user.keyboard('{Enter}')
  expect(input().value).toBe(bob)
  expect(document.activeElement).toBe(input())
  expect(screen.queryByRole('region', { name: 'Recent' })).toBeNull()
})

test('Escape closes the list and returns to its button', async () => {
  const user = userEvent.setup()
  render(<Field store={createMemoryRecipientStore()} />)
  await user.click(savedButton())
  expect(await screen.findByText(defaultRecipientFieldLabels.none)).toBeTruthy()
  await user.keyboard('{Escape}')
  expect(screen.queryByText(defaultRecipientFieldLabels.none)).toBeNull()
  expect(document.activeElement).toBe(savedButton())
})

test('save a contact, refuse a hostile name, rename it and remove it', async () => {
  const user = userEvent.setup()
  const store = createMemoryRecipientStore()
  render(<Field store={store} />)
  await user.type(input(), 'init1')
  await user.click(savedButton())
  expect(await screen.findByText(defaultRecipientFieldLabels.none)).toBeTruthy()
  // only a valid recipient is offered for the address book
  expect(screen.queryByRole('button', { name: 'Save to address book' })).toBeNull()
  await user.click(savedButton())
  await user.clear(input())
  await user.type(input(), alice)
  await user.click(screen.getByRole('button', { name: 'Save to address book' }))
  const name = screen.getByRole('textbox', { name: 'Name' })
  expect(document.activeElement).toBe(name)
  await user.type(name, '<script>x</script>{Enter}')
  expect(screen.getByText(/Use plain text for the name/)).toBeTruthy()
  expect((await store.load()).addressBook).toEqual([])
  await user.clear(name)
  // Enter saves the name and does not submit the form around the field
  await user.type(name, 'Alice{Enter}')
  expect((await store.load()).addressBook).toEqual([
    { label: 'Alice', address: alice, chainId: 'initiation-2' },
  ])
  expect(screen.queryByRole('button', { name: 'Save to address book' })).toBeNull()

  await user.click(savedButton())
  const book = screen.getByRole('region', { name: 'Address book' })
  await user.click(within(book).getByRole('button', { name: 'Rename Alice' }))
  const rename = within(book).getByRole('textbox', { name: 'Name' })
  await user.clear(rename)
  await user.type(rename, 'Alice (savings){Enter}')
  expect(within(book).getByRole('button', { name: /^Alice \(savings\) init1/ }).title).toBe(alice)
  await user.click(within(book).getByRole('button', { name: 'Remove Alice (savings)' }))
  expect((await store.load()).addressBook).toEqual([])
  expect(screen.getByText(defaultRecipientFieldLabels.none)).toBeTruthy()
})

test('a hostile address book in storage never crashes the field: the good entries show, with a note', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  localStorage.setItem(
    'rollscope:recipients:addressBook',
    JSON.stringify([
      { label: 'Alice', address: alice },
      { label: '<img src=x onerror=alert(1)>', address: bob },
      { label: 'javascript:alert(document.cookie)', address: bob },
      { label: 'x'.repeat(10_000), address: bob },
      { label: 'Bob', address: 'javascript:alert(1)' },
    ]),
  )
  const user = userEvent.setup()
  render(<Field store={createLocalRecipientStore()} />)
  await user.click(savedButton())
  expect(
    await screen.findByText('4 saved recipients were unreadable in this browser and left out.'),
  ).toBeTruthy()
  const book = screen.getByRole('region', { name: 'Address book' })
  expect(within(book).getAllByRole('button', { name: /^Alice/ })).toHaveLength(1)
  expect(document.querySelector('img')).toBeNull()
  expect(within(book).queryByText(/javascript/)).toBeNull()
})
