// Fails when a file under src or packages/devnet/src imports, through any chain of imports (types and dynamic
// import() included), a file that imports it back; or when the kit (a file under src, tests aside) imports the
// devnet: the devnet uses the kit, never the other way.
//
//   npm run check:circles
import { fileURLToPath } from 'node:url'
import { findCycles, importGraph, readTree } from './importGraph.ts'
import { localeTypeImports } from './localeImports.ts'

const repository = fileURLToPath(new URL('..', import.meta.url))
const trees = ['src', 'packages/devnet/src']
const files = new Map(
  trees.flatMap((tree) =>
    [...readTree(`${repository}${tree}`)].map(([path, text]) => [`${tree}/${path}`, text] as const),
  ),
)
const graph = importGraph(files)
// a locale file takes only the shapes of the components' words (`import type`): erased, it closes no circle
const locales = localeTypeImports(files)
if (locales.runtime.length > 0) {
  console.error('A locale file imports code (only `import type` may leave src/locales):')
  for (const edge of locales.runtime) console.error(`  ${edge}`)
  process.exit(1)
}
for (const [file, types] of locales.types)
  graph.set(
    file,
    (graph.get(file) ?? []).filter((target) => !types.has(target)),
  )

const cycles = findCycles(graph)
if (cycles.length > 0) {
  console.error(`${cycles.length} import circle${cycles.length === 1 ? '' : 's'} in ${trees.join(' and ')}:`)
  for (const cycle of cycles) console.error(`  ${cycle.join(' -> ')}`)
  process.exit(1)
}

const test = /\.test(-d)?\.tsx?$/
const kitOnDevnet = [...graph].flatMap(([file, targets]) =>
  file.startsWith('src/') && !test.test(file)
    ? targets
        .filter((target) => target.startsWith('packages/devnet/'))
        .map((target) => `${file} -> ${target}`)
    : [],
)
if (kitOnDevnet.length > 0) {
  console.error('The kit imports the devnet (only tests may):')
  for (const edge of kitOnDevnet) console.error(`  ${edge}`)
  process.exit(1)
}
console.log(
  `No import circles in ${trees.join(' and ')} (${graph.size} files); the kit imports no devnet file.`,
)
