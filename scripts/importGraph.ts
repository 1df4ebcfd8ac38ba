// The import graph of a source tree (relative imports of .ts/.tsx files, static, type-only and dynamic), and
// its cycles. Read with the TypeScript compiler's own import scanner, so comments and strings never count.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** File -> the files it imports, every path relative to the tree's root, with `/` separators. */
export type ImportGraph = Map<string, string[]>

const sourceFile = /\.tsx?$/

/** Every relative import of each file that names another file of the tree. */
export function importGraph(files: ReadonlyMap<string, string>): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const [file, text] of files) {
    const targets = new Set<string>()
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const base = join(dirname(file), fileName).replaceAll('\\', '/')
      const target = candidates(base).find((path) => files.has(path))
      if (target) targets.add(target)
    }
    graph.set(file, [...targets].sort())
  }
  return graph
}

/** The files an import of `base` may mean, as a bundler resolves it. */
const candidates = (base: string) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  `${base}/index.ts`,
  `${base}/index.tsx`,
]

/**
 * The cycles a depth-first walk meets (at least one for every circle the graph has), each as its files in import
 * order with the first repeated last.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  for (const start of [...graph.keys()].sort()) {
    if (done.has(start)) continue
    // depth first, keeping the path: an edge back into the path closes a cycle
    const path: string[] = []
    const onPath = new Set<string>()
    const visit = (file: string) => {
      path.push(file)
      onPath.add(file)
      for (const next of graph.get(file) ?? []) {
        if (onPath.has(next)) cycles.push([...path.slice(path.indexOf(next)), next])
        else if (!done.has(next)) visit(next)
      }
      path.pop()
      onPath.delete(file)
      done.add(file)
    }
    visit(start)
  }
  return cycles
}

/** The .ts and .tsx files under `root`, by their path relative to it. */
export function readTree(root: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !sourceFile.test(entry.name)) continue
    const path = resolve(entry.parentPath, entry.name)
    files.set(relative(root, path).replaceAll('\\', '/'), readFileSync(path, 'utf8'))
  }
  return files
}
