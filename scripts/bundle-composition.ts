// Where a bundle's bytes come from: bundles a one-line app against dist/ (run `npm run build` first) and prints
// the source modules that contribute most to what loads with it (minified bytes; chunks loaded on first use
// are counted apart).
//
//   npm exec -- node scripts/bundle-composition.ts BridgeWidget             RollscopeProvider + BridgeWidget
//   npm exec -- node scripts/bundle-composition.ts useRichList --esbuild    RollscopeProvider + useRichList
//   npm exec -- node scripts/bundle-composition.ts '*' --top 60              the whole root entry
//   npm exec -- node scripts/bundle-composition.ts "export { getChains } from 'rollscope/actions'"
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type Bundler, bundlers } from './bundle.ts'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args.splice(index, 2)[1]
}
const top = Number(option('--top') ?? 40)
const bundler: Bundler = args.includes('--esbuild') ? 'esbuild' : 'rolldown'
const [what = '*'] = args.filter((arg) => !arg.startsWith('--'))
/** The entry that exports `name` (each name lives in one: src/exports/). */
const entryOf = (name: string) => {
  const entry = ['index', 'explorer', 'bridge', 'actions', 'query'].find((file) =>
    new RegExp(`\\b${name}\\b`).test(readFileSync(`src/exports/${file}.ts`, 'utf8')),
  )
  return !entry || entry === 'index' ? 'rollscope' : `rollscope/${entry}`
}
const app =
  what === '*'
    ? `export * from 'rollscope'`
    : what.includes(' ')
      ? what
      : entryOf(what) === 'rollscope'
        ? `export { RollscopeProvider, ${what} } from 'rollscope'`
        : `export { RollscopeProvider } from 'rollscope'\nexport { ${what} } from '${entryOf(what)}'`

const { code, modules, lazyBytes } = await bundlers[bundler](app)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
const total = [...modules.values()].reduce((sum, bytes) => sum + bytes, 0)
console.log(`${app}  (${bundler})`)
console.log(
  `loads with the app: ${kb(code.byteLength)} min, ${kb(gzipSync(code, { level: 9 }).byteLength)} min+gzip; on first use: ${kb(lazyBytes)} min\n`,
)
const rows = [...modules].sort((a, b) => b[1] - a[1])
for (const [module, bytes] of rows.slice(0, top))
  console.log(`${kb(bytes).padStart(10)}  ${((bytes / total) * 100).toFixed(1).padStart(5)}%  ${module}`)
const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0)
if (rest)
  console.log(
    `${kb(rest).padStart(10)}  ${((rest / total) * 100).toFixed(1).padStart(5)}%  (${rows.length - top} more)`,
  )
