// node scripts/consumer-check.ts (npm test runs it after the build): rollscope as a user gets it. Packs the
// tarball, installs it into three fresh apps (test/consumers: Next.js 16 App Router, Vite 8, and an app's own
// vitest tests; versions pinned), builds the Next.js app twice (as it comes, and with Cache Components) and the
// Vite app against the local devnet and loads their pages in Chromium, one of them with every component. Fails on
// a failed install or build, a console error or warning (a hydration mismatch is one), a page error, or a page
// without its data. Runs the app's tests of every component in jsdom and happy-dom, with no polyfill. Then packs
// @rollscope/devnet, installs it into an empty project and starts its command.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type ConsoleMessage, chromium } from 'playwright-core'
import { createIndexerDevnet } from '../packages/devnet/src/isomorphic.ts'
import { mediaPrefixes } from '../packages/devnet/src/media/index.ts'
import { startDevnetServer } from '../packages/devnet/src/server.ts'

if (!existsSync('dist/exports/index.js')) throw new Error('No dist/: run `npm run build` first.')
const node = process.execPath
const work = mkdtempSync(join(tmpdir(), 'rollscope-consumers-'))
const run = (cwd: string, command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })

/** The same, without blocking this process: the devnet it serves must answer the build's requests. */
const runAsync = (cwd: string, command: string, args: string[], env: Record<string, string> = {}) =>
  new Promise<void>((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    })
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
    server.once('error', fail)
  })

/** Starts a server and waits until `url` answers. */
async function serve(cwd: string, args: string[], url: string, env: Record<string, string>) {
  const child = spawn(node, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' })
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return child
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`${args.join(' ')} did not answer at ${url}`)
}

const devnet = await startDevnetServer({ port: 0, evm: false })
const indexer = devnet.indexers['evm-1']!
// what the pages and tests show: facts about the devnet's generated chain (the same seed as the server's)
const fixtures = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
const facts = {
  url: devnet.url,
  registry: devnet.registry,
  prices: devnet.prices,
  indexer,
  router: devnet.router,
  account: fixtures.busyAccount.bech32,
  txHash: fixtures.txHash,
  evmTxHash: fixtures.evmTxHash,
  nestedEvmTxHash: fixtures.nestedEvmTxHash,
  collection: fixtures.bigCollection,
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
})
const problems: string[] = []

/**
 * The browser's own report of a picture or metadata the devnet serves broken on purpose (404, 429, a gateway
 * that is down: packages/devnet/src/media): the gallery shows a placeholder for it, and that is what is checked.
 */
const devnetMediaFailure = (message: ConsoleMessage) =>
  message.text().startsWith('Failed to load resource') &&
  mediaPrefixes.some((prefix) => message.location().url.startsWith(`${devnet.url}${prefix}/`))

/**
 * The browser's report of a resource outside this machine that it could not load: the apps' own code and styles
 * are served here, so it is a picture the data names, such as the chain registry's token logos on Initia's hosts,
 * which the check may not reach. Logo shows the token's letters instead.
 */
const outsideFailure = (message: ConsoleMessage) =>
  message.text().startsWith('Failed to load resource') &&
  /^https?:\/\//.test(message.location().url) &&
  !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(message.location().url)

/** Loads `url`, waits for `ready`, and records every console error or warning and page error. */
async function visit(url: string, ready: string) {
  const page = await browser.newPage()
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !devnetMediaFailure(message) &&
      !outsideFailure(message)
    )
      problems.push(`${url}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`${url}: ${error.message}`))
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForSelector(ready, { timeout: 30_000 })
  return page
}

/** The servers started below: stopped however the check ends, so none outlives it. */
const children: ChildProcess[] = []

try {
  const packed = JSON.parse(
    run('.', 'npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work]),
  )
  const tarball = join(work, packed[0].filename)

  for (const app of ['next', 'vite', 'dom'] as const) {
    const directory = join(work, app)
    cpSync(resolve('test/consumers', app), directory, { recursive: true })
    run(directory, 'npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error', tarball])
    console.log(`${app}: installed`)
  }

  // Next.js, as it comes and with Cache Components: the Server Component page prefetches while it is built or
  // served (the devnet is up), so its rows are in the HTML; /all holds every component
  const nextDirectory = join(work, 'next')
  for (const cacheComponents of [false, true]) {
    const mode = cacheComponents ? 'next (Cache Components)' : 'next'
    const env = {
      ROLLSCOPE_INDEXER: indexer,
      ROLLSCOPE_ROUTER: devnet.router,
      ROLLSCOPE_DEVNET: JSON.stringify(facts),
      ROLLSCOPE_CACHE_COMPONENTS: cacheComponents ? '1' : '0',
      NEXT_TELEMETRY_DISABLED: '1',
    }
    rmSync(join(nextDirectory, '.next'), { recursive: true, force: true })
    await runAsync(nextDirectory, node, ['node_modules/next/dist/bin/next', 'build'], env)
    const nextPort = await freePort()
    const nextUrl = `http://127.0.0.1:${nextPort}`
    const server = await serve(
      nextDirectory,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(nextPort)],
      nextUrl,
      env,
    )
    children.push(server)
    const html = await (await fetch(nextUrl)).text()
    const serverRows = html.match(/<tr[^>]*data-index=/g)?.length ?? 0
    if (serverRows < 8)
      problems.push(`${mode}: the server HTML holds ${serverRows} rows, not the prefetched page`)
    await visit(nextUrl, 'tbody tr[data-index]')
    await visit(`${nextUrl}/client`, '#status:not(:empty):text-matches("^chain ")')
    const all = await visit(`${nextUrl}/all`, '.rs-nft-card')
    for (const shown of [
      '.rs-bridge-form',
      `text=${facts.txHash}`,
      '.rs-rich-list tbody tr[data-index]',
      '.rs-portfolio-group .rs-portfolio-symbol',
      '.rs-tx-detail .rs-balance-changes .rs-balance-change',
    ])
      await all.waitForSelector(shown, { timeout: 30_000 })
    server.kill()
    console.log(`${mode}: built, ${serverRows} rows in the server HTML, its pages and every component loaded`)
  }

  // Vite: the type check with noUncheckedSideEffectImports (the stylesheet), the build, the page
  const viteDirectory = join(work, 'vite')
  run(viteDirectory, node, ['node_modules/typescript/bin/tsc', '-p', '.'])
  run(viteDirectory, node, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    VITE_ROLLSCOPE_INDEXER: indexer,
  })
  const vitePort = await freePort()
  const viteUrl = `http://127.0.0.1:${vitePort}`
  children.push(
    await serve(
      viteDirectory,
      ['node_modules/vite/bin/vite.js', 'preview', '--port', String(vitePort), '--strictPort'],
      viteUrl,
      {},
    ),
  )
  await visit(viteUrl, 'tbody tr[data-index]')
  console.log('vite: type-checked, built, page loaded')

  // an app's own tests of every component, in jsdom and in happy-dom, with no polyfill
  await runAsync(join(work, 'dom'), node, ['node_modules/vitest/vitest.mjs', 'run'], {
    ROLLSCOPE_DEVNET: JSON.stringify(facts),
  })
  console.log("dom: every component's test passes in jsdom and happy-dom")

  // @rollscope/devnet, as an app's tests get it: its command serves the indexers
  run('.', 'npm', ['run', 'build', '--workspace', 'packages/devnet'])
  const [devnetPacked] = JSON.parse(
    run('.', 'npm', [
      'pack',
      '--workspace',
      'packages/devnet',
      '--ignore-scripts',
      '--json',
      '--pack-destination',
      work,
    ]),
  )
  const devnetUser = join(work, 'devnet-user')
  cpSync(resolve('test/consumers/devnet'), devnetUser, { recursive: true })
  run(devnetUser, 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--loglevel',
    'error',
    join(work, devnetPacked.filename),
  ])
  const devnetPort = await freePort()
  children.push(
    await serve(
      devnetUser,
      ['node_modules/@rollscope/devnet/dist/cli.js', '--port', String(devnetPort)],
      `http://127.0.0.1:${devnetPort}/evm-1/indexer/tx/v1/txs?pagination.limit=1`,
      {},
    ),
  )
  console.log('@rollscope/devnet: installed, npx rollscope-devnet serves')
} finally {
  for (const child of children) child.kill()
  await browser.close()
  await devnet.close()
  rmSync(work, { recursive: true, force: true })
}

if (problems.length) {
  console.error(`\n${problems.length} problem(s) in the consumer apps:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log('consumer apps: no console errors or warnings')
