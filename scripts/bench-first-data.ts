// What an app loads before its first data, measured as a browser loads it (issue 33). Each app of
// bench-first-data-apps.ts is built against dist/ with both bundlers as an app's build would split it (esbuild with
// `splitting`, rolldown as Vite 8 runs it: scripts/bundle.ts), served over local HTTP with the devnet behind it, and
// loaded in Chromium. Counted: every chunk of the kit the page has fetched when its first data shows (the first row,
// the quote), lazily loaded ones included, each gzipped on its own as a server sends it; not counted: the app's own
// module and the peers (react, react-dom, TanStack Query), served as vendor files through an import map. The time is
// from navigation to the first data, the median of `--runs` loads (3) in a fresh browser context each.
//
//   npm run bench:first-data                        build, measure, print a table
//   npm run bench:first-data -- --check             also fail past the budgets (CI)
//   npm run bench:first-data -- --no-build --runs 1 measure the dist/ that is there, one load each
//   npm run bench:first-data -- --chunks            and list each chunk fetched, with its largest modules
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { devnetAccounts } from '../packages/devnet/src/cosmos/accounts.ts'
import { startDevnetServer } from '../packages/devnet/src/server.ts'
import { chromiumLaunchOptions } from '../test/chromium.ts'
import { apps, type DevnetFacts, type FirstDataApp } from './bench-first-data-apps.ts'
import { buildVendor, compileApp, serveSite } from './bench-first-data-serve.ts'
import { bundlers } from './bundle.ts'

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    // each chunk fetched before the first data, with its largest source modules
    chunks: { type: 'boolean', default: false },
    // only the apps whose name holds this text
    only: { type: 'string' },
    // with --chunks: how many modules of each chunk to name (4)
    top: { type: 'string' },
  },
})
const runs = Number(values.runs)
if (!values['no-build']) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })

/** The kit's part of an app: a bundle exporting every name the app imports from `rollscope` and its subpaths. */
function kitOf(source: string) {
  const imports = [...source.matchAll(/import \{([^}]+)\} from '(rollscope(?:\/\w+)?)'/g)]
  return {
    app: imports.map(([, names, specifier]) => `export {${names}} from '${specifier}'`).join('\n'),
    specifiers: imports.map(([, , specifier]) => specifier!),
  }
}

interface Measured {
  /** each kit chunk fetched before the first data, gzipped on its own */
  bytes: number
  chunks: number
  ms: number
}

/** Records, in the page, the moment `selector` first matches (showing `text`) and the resources fetched by then. */
function watchFirstData({ selector, text }: { selector: string; text?: string }) {
  const record = window as unknown as { firstData?: { ms: number; fetched: string[] } }
  const observer = new MutationObserver(() => {
    const shown = document.querySelector(selector)
    if (record.firstData || !shown || (text && !shown.textContent?.includes(text))) return
    record.firstData = {
      ms: performance.now(),
      fetched: performance.getEntriesByType('resource').map((entry) => entry.name),
    }
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
}

async function load(page: Page, url: string, app: FirstDataApp) {
  await page.addInitScript(watchFirstData, { selector: app.firstData, text: app.firstText })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  // the user types an amount as soon as the field takes one, and leaves it with Enter: the quote without the pause
  if (app.act === 'amount') await page.locator('.rs-bridge-amount-input').fill('2')
  if (app.act === 'amount') await page.locator('.rs-bridge-amount-input').press('Enter')
  await page
    .waitForFunction(() => 'firstData' in window, undefined, { timeout: 30_000, polling: 50 })
    .catch((error: Error) => {
      throw new Error(`${app.name}: no first data (${app.firstData}); page errors: ${errors.join('; ')}`, {
        cause: error,
      })
    })
  const first = await page.evaluate(
    () => (window as unknown as { firstData: { ms: number; fetched: string[] } }).firstData,
  )
  return { ...first, errors }
}

function listChunks(
  title: string,
  paths: string[],
  files: Map<string, Uint8Array>,
  fileModules: Map<string, Map<string, number>>,
) {
  console.log(`\n${title}`)
  for (const path of paths) {
    const modules = [...(fileModules.get(path.slice(5)) ?? [])].sort((a, b) => b[1] - a[1])
    const named = modules
      .slice(0, values.top ? Number(values.top) : 4)
      .map(([module, bytes]) => `${module} ${bytes}`)
    const gzip = gzipSync(files.get(path)!, { level: 9 }).byteLength
    console.log(
      `  ${String(gzip).padStart(6)} B  ${path.slice(5)}: ${named.join(', ')}${modules.length > named.length ? ', …' : ''}`,
    )
  }
}

const devnet = await startDevnetServer({ port: 0, evm: false })
const facts: DevnetFacts = {
  registry: devnet.registry,
  indexer: devnet.indexers['evm-1']!,
  router: devnet.router,
  addresses: { 'noble-1': devnetAccounts('noble')[0]!, 'initiation-2': devnetAccounts('init')[0]! },
}
const browser = await chromium.launch(chromiumLaunchOptions)
const vendor = await buildVendor()
const styles = readFileSync('dist/styles.css')
const results = new Map<string, Measured>()
/** Page errors: an app that shows its data and throws is not measured as working. */
const pageErrors: string[] = []
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

try {
  for (const app of apps.filter((app) => !values.only || app.name.includes(values.only))) {
    const source = app.source(facts)
    const kit = kitOf(source)
    const appModule = await compileApp(source)
    for (const bundler of ['rolldown', 'esbuild'] as const) {
      const bundle = await bundlers[bundler](kit.app)
      const files = new Map<string, Uint8Array>([
        ['/app.js', appModule],
        ['/styles.css', styles],
        ...[...vendor.files].map(([name, code]) => [`/vendor/${name}`, code] as const),
        ...[...bundle.files].map(([name, code]) => [`/kit/${name}`, code] as const),
      ])
      const imports = {
        ...vendor.imports,
        ...Object.fromEntries(kit.specifiers.map((specifier) => [specifier, `/kit/${bundle.entry}`])),
      }
      const site = await serveSite(files, imports)
      const times: number[] = []
      let fetched: string[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
        try {
          const first = await load(await context.newPage(), `${site.url}/`, app)
          times.push(first.ms)
          fetched = first.fetched
          pageErrors.push(...first.errors.map((error) => `${app.name} (${bundler}): ${error}`))
        } finally {
          await context.close()
        }
      }
      await site.close()
      const kitChunks = [...new Set(fetched.map((url) => new URL(url).pathname))].filter((path) =>
        path.startsWith('/kit/'),
      )
      if (values.chunks) listChunks(`${app.name} (${bundler})`, kitChunks, files, bundle.fileModules)
      results.set(`${app.name}|${bundler}`, {
        bytes: kitChunks.reduce((sum, path) => sum + gzipSync(files.get(path)!, { level: 9 }).byteLength, 0),
        chunks: kitChunks.length,
        ms: median(times),
      })
    }
  }
} finally {
  await browser.close()
  await devnet.close()
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
const problems: string[] = [...pageErrors]
console.log('| app | bundler | kit before the first data | chunks | ms to first data | budget |')
console.log('|---|---|---|---|---|---|')
for (const app of apps)
  for (const bundler of ['rolldown', 'esbuild'] as const) {
    const measured = results.get(`${app.name}|${bundler}`)
    if (!measured) continue
    const { bytes, chunks, ms } = measured
    const limit = app.budget && Math.max(app.budget, app.enforced?.[bundler] ?? 0)
    const base = app.more && results.get(`${app.more.than}|${bundler}`)
    const budget = [
      app.budget && kb(app.budget),
      limit && limit > app.budget! && `(CI: ${kb(limit)})`,
      app.more && `${kb(app.more.atMost)} more${base ? ` (+${kb(bytes - base.bytes)})` : ''}`,
    ]
    console.log(
      `| ${app.name} | ${bundler} | ${kb(bytes)} | ${chunks} | ${Math.round(ms)} | ${budget.filter(Boolean).join(' ')} |`,
    )
    if (limit && bytes > limit) problems.push(`${app.name} (${bundler}): ${kb(bytes)}, over ${kb(limit)}`)
    if (app.more && base && bytes - base.bytes > app.more.atMost)
      problems.push(`${app.name} (${bundler}): ${kb(bytes - base.bytes)} more than ${app.more.than}`)
  }
if (problems.length) console.log(`\nproblems:\n- ${problems.join('\n- ')}`)
if (values.check && problems.length) process.exit(1)
process.exit(0)
