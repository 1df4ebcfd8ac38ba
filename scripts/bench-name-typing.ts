// Typing a recipient's name, measured at the fetch: SendForm (React in happy-dom, as in an app) on the devnet's L1,
// its usernames module served as the real REST serves it. Each case types its text key by key at a person's pace into
// the recipient field, waits well past the typing pause, and counts the name reads the L1 was asked
// (`get_address_from_name`): a name is read once after the pause, whatever the pace; text that cannot be a name, and
// an invalid name, none. The time is from the last keystroke to the address shown (the pause plus the read).
//
//   npm run bench:name-typing              print the table
//   npm run bench:name-typing -- --check   also fail when a case asks more (or fewer) reads than its bound
import { bundleForNode, window } from './happyDomBench.ts'

const bundle = await bundleForNode(
  'bench-name-typing',
  `export { SendForm } from './src/components/SendForm/SendForm.tsx'
export { RollscopeProvider } from './src/hooks/RollscopeProvider.tsx'
export { usernameTypingPauseMs } from './src/hooks/useRecipientUsername.ts'`,
)
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query')
const { createElement } = await import('react')
const { createRoot } = await import('react-dom/client')
const { startDevnetServer } = await import('../packages/devnet/src/server.ts')
const { devnetUsernames } = await import('../packages/devnet/src/isomorphic.ts')
const { cosmosTestWallet } = await import('../test/wallets.ts')
const { SendForm, RollscopeProvider, usernameTypingPauseMs } = await import(bundle)

const devnet = await startDevnetServer({ port: 0, evm: false })
const wallet = await cosmosTestWallet(devnet.chains)

let reads = 0
const realFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  if (String(input instanceof Request ? input.url : input).endsWith('/get_address_from_name')) reads++
  return realFetch(input, init)
}

const container = document.createElement('div')
document.body.append(container)
createRoot(container).render(
  createElement(
    QueryClientProvider,
    { client: new QueryClient() },
    createElement(
      RollscopeProvider,
      { network: { url: devnet.registry } },
      createElement(SendForm, { wallet, chainId: 'initiation-2', locale: 'en-US' }),
    ),
  ),
)

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
async function until<value>(find: () => value | null | undefined, what: string): Promise<value> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const found = find()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no ${what}`)
    await sleep(5)
  }
}
const field = await until(() => {
  const label = [...container.querySelectorAll('label')].find((each) => each.textContent === 'Recipient')
  return label && (document.getElementById(label.htmlFor) as unknown as HTMLInputElement | null)
}, 'recipient field')
// React's onChange follows the element's own value setter and an input event, as a keystroke makes them
const setValue = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')!.set!
/** Each text in turn, `keyMs` apart: what the field holds after each key. */
async function type(steps: string[], keyMs: number) {
  for (const text of ['', ...steps]) {
    if (text) await sleep(keyMs)
    setValue.call(field, text)
    field.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event)
  }
}
const keyByKey = (text: string) => [...text].map((_, index) => text.slice(0, index + 1))
// `.init` typed first, then the name before it: from the third key on, each text is a name
const labelBeforeSuffix = (label: string) => [
  ...keyByKey('.init'),
  ...keyByKey(label).map((typed) => `${typed}.init`),
]

const address = (name: string) => devnetUsernames.find((entry) => entry.name === name)!.address
const cases: { name: string; steps: string[]; keyMs: number; reads: number; shows?: string }[] = [
  {
    name: 'alice.init, 150 ms a key',
    steps: keyByKey('alice.init'),
    keyMs: 150,
    reads: 1,
    shows: address('alice'),
  },
  {
    name: 'Bob.init, 250 ms a key',
    steps: keyByKey('Bob.init'),
    keyMs: 250,
    reads: 1,
    shows: address('bob'),
  },
  {
    name: 'carol.init, 80 ms a key',
    steps: keyByKey('carol.init'),
    keyMs: 80,
    reads: 1,
    shows: address('carol'),
  },
  {
    name: '.init, then frank before it, 150 ms a key (frank, fran and fra are names)',
    steps: labelBeforeSuffix('frank'),
    keyMs: 150,
    reads: 1,
    shows: address('frank'),
  },
  {
    name: 'alice.init again (cached)',
    steps: keyByKey('alice.init'),
    keyMs: 150,
    reads: 0,
    shows: address('alice'),
  },
  { name: 'a name nobody has', steps: keyByKey('nobody-here.init'), keyMs: 120, reads: 1 },
  { name: 'alice (no .init: no name)', steps: keyByKey('alice'), keyMs: 150, reads: 0 },
  {
    name: 'noble1… (no name)',
    steps: keyByKey('noble1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a'),
    keyMs: 40,
    reads: 0,
  },
  { name: '0x… (no name)', steps: keyByKey(`0x${'ab'.repeat(20)}`), keyMs: 40, reads: 0 },
  { name: 'Cyrillic а (invalid)', steps: keyByKey('\u0430lice.init'), keyMs: 150, reads: 0 },
  { name: 'ab.init (too short)', steps: keyByKey('ab.init'), keyMs: 150, reads: 0 },
  { name: 'x.init.init (invalid)', steps: keyByKey('x.init.init'), keyMs: 150, reads: 0 },
]

const rows: { name: string; reads: number; bound: number; shownMs: number | undefined }[] = []
for (const each of cases) {
  const before = reads
  await type(each.steps, each.keyMs)
  const typed = performance.now()
  const shown = each.shows
    ? await until(
        () => (container.textContent?.includes(each.shows!) ? performance.now() : undefined),
        'address shown',
      )
    : undefined
  // well past the pause: any read this text would make has been made
  await sleep(usernameTypingPauseMs * 3)
  rows.push({
    name: each.name,
    reads: reads - before,
    bound: each.reads,
    shownMs: shown === undefined ? undefined : shown - typed,
  })
}
await devnet.close()

console.log(`| text typed | name reads | expected | last key to address shown |\n|---|---|---|---|`)
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.reads} | ${row.bound} | ${row.shownMs === undefined ? '-' : `${row.shownMs.toFixed(0)} ms`} |`,
  )
console.log(`\ntyping pause ${usernameTypingPauseMs} ms`)

if (process.argv.includes('--check')) {
  const problems = rows.filter((row) => row.reads !== row.bound)
  if (problems.length) {
    console.error(
      `Name reads off their bounds:\n${problems.map((row) => `${row.name}: ${row.reads}, expected ${row.bound}`).join('\n')}`,
    )
    process.exitCode = 1
  }
}
process.exit()
