// Bundle-size benchmark: what an app pays for rollscope, minified and gzipped, with the peers
// (react, react-dom, @tanstack/react-query) left external as an app's bundler would share them.
// Two bundlers: rolldown (Vite 8's) and esbuild, which tree-shakes less (it ignores zod's
// no-side-effects annotations); the budget holds for both.
//
//   npm run bench            build, measure, print a table
//   npm run bench -- --check also fail when a figure is over its budget (CI)
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { rolldown } from 'rolldown'

interface Scenario {
  name: string
  /** The app's whole source. */
  app: string
  /** What we aim for, min+gzip bytes. */
  target: number
  /**
   * What CI enforces, min+gzip bytes, per bundler: the target for rolldown (Vite's bundler); esbuild keeps
   * a little more of zod, so its budget is the last measured figure plus a little room.
   */
  budget: Record<Bundler, number>
}

type Bundler = 'rolldown' | 'esbuild'

const indexerHooks = readdirSync('src/hooks')
  .map((file) => file.replace(/\.tsx?$/, ''))
  .filter((name) => /^use[A-Z]/.test(name) && !['useIndexerQuery', 'useBridgeTransfer'].includes(name))

const scenarios: Scenario[] = [
  {
    name: 'the whole entry (`export * from "rollscope"`)',
    app: `export * from 'rollscope'`,
    target: 12 * 1024,
    budget: { rolldown: 12 * 1024, esbuild: 12 * 1024 },
  },
  {
    name: 'every indexer hook with the provider',
    app: `export { RollscopeProvider, ${indexerHooks.join(', ')} } from 'rollscope'`,
    target: 12 * 1024,
    budget: { rolldown: 12 * 1024, esbuild: 12 * 1024 },
  },
  {
    name: 'app importing only `useRichList`',
    app: `export { useRichList } from 'rollscope'`,
    target: 7 * 1024,
    budget: { rolldown: 7 * 1024, esbuild: 7.3 * 1024 },
  },
  {
    name: 'app importing `RollscopeProvider` + `useRichList`',
    app: `export { RollscopeProvider, useRichList } from 'rollscope'`,
    target: 7 * 1024,
    budget: { rolldown: 7.2 * 1024, esbuild: 7.4 * 1024 },
  },
]

const peers = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query']

const distEntry = resolve('dist/index.js')

async function measureEsbuild(app: string) {
  const result = await build({
    stdin: { contents: app, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: peers,
    alias: { rollscope: distEntry },
    logLevel: 'error',
  })
  return result.outputFiles[0]!.contents
}

async function measureRolldown(app: string) {
  const bundle = await rolldown({
    input: 'app',
    external: peers,
    logLevel: 'silent',
    plugins: [
      {
        name: 'app',
        resolveId: (id) => (id === 'app' ? id : id === 'rollscope' ? distEntry : null),
        load: (id) => (id === 'app' ? app : null),
      },
    ],
  })
  const { output } = await bundle.generate({ format: 'esm', minify: true })
  return new TextEncoder().encode(output[0].code)
}

const bundlers: Record<Bundler, (app: string) => Promise<Uint8Array>> = {
  rolldown: measureRolldown,
  esbuild: measureEsbuild,
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`

if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })

const rows: string[] = []
let over = 0
for (const scenario of scenarios) {
  for (const bundler of ['rolldown', 'esbuild'] as const) {
    const bundle = bundlers[bundler]
    const code = await bundle(scenario.app)
    const gzip = gzipSync(code, { level: 9 }).byteLength
    const budget = scenario.budget[bundler]
    const ok = gzip <= budget
    if (!ok) over++
    const verdict = !ok ? 'OVER BUDGET' : gzip <= scenario.target ? 'on target' : 'over target'
    const size = [kb(code.byteLength), kb(gzip), kb(scenario.target), kb(budget)]
    const cells = [scenario.name, bundler, ...size, verdict]
    rows.push(`| ${cells.join(' | ')} |`)
  }
}

console.log('| bundle | bundler | min | min+gzip | target | CI budget | |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)

if (process.argv.includes('--check') && over > 0) {
  console.error(`\n${over} bundle figure(s) over budget.`)
  process.exit(1)
}
