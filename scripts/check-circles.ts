// Fails when a file under src imports, through any chain of imports (types and dynamic import() included),
// a file that imports it back.
//
//   npm run check:circles
import { fileURLToPath } from 'node:url'
import { findCycles, importGraph, readTree } from './importGraph.ts'

const root = fileURLToPath(new URL('../src', import.meta.url))
const graph = importGraph(readTree(root))
const cycles = findCycles(graph)
if (cycles.length > 0) {
  console.error(`${cycles.length} import circle${cycles.length === 1 ? '' : 's'} in src:`)
  for (const cycle of cycles) console.error(`  ${cycle.join(' -> ')}`)
  process.exit(1)
}
console.log(`No import circles in src (${graph.size} files).`)
