import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { findCycles, importGraph, readTree } from '../scripts/importGraph.ts'

const graphOf = (files: Record<string, string>) => importGraph(new Map(Object.entries(files)))

test('default: a tree without circles has none', () => {
  const graph = graphOf({
    'a.ts': "import { b } from './b.ts'\nexport const a = b",
    'b.ts': "import type { C } from './dir/c.tsx'\nexport const b = 1",
    'dir/c.tsx': "import React from 'react'\nexport type C = 1",
  })
  expect(Object.fromEntries(graph)).toEqual({ 'a.ts': ['b.ts'], 'b.ts': ['dir/c.tsx'], 'dir/c.tsx': [] })
  expect(findCycles(graph)).toEqual([])
})

test('behavior: a circle through a type-only import is found', () => {
  const graph = graphOf({
    'driver.ts': "import { claim } from './withdrawal.ts'",
    'withdrawal.ts': "import type { Context } from './driver.ts'",
  })
  expect(findCycles(graph)).toEqual([['driver.ts', 'withdrawal.ts', 'driver.ts']])
})

test('behavior: dynamic import(), re-exports, extensionless and index imports count', () => {
  const graph = graphOf({
    'a.ts': "const load = () => import('./b.ts')",
    'b.ts': "export { c } from './c'",
    'c.ts': "import { d } from './d'",
    'd/index.ts': "// import './a.ts' in a comment is no import\nimport '../a.ts'",
  })
  expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'd/index.ts', 'a.ts']])
})

test('behavior: each circle is reported once, a file importing itself too', () => {
  const graph = graphOf({
    'a.ts': "import './b.ts'\nimport './self.ts'",
    'b.ts': "import './a.ts'",
    'self.ts': "import './self.ts'",
    'x.ts': "import './a.ts'",
  })
  expect(findCycles(graph)).toEqual([
    ['a.ts', 'b.ts', 'a.ts'],
    ['self.ts', 'self.ts'],
  ])
})

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

test('behavior: readTree reads .ts and .tsx files under a folder, by relative path', () => {
  dir = mkdtempSync(join(tmpdir(), 'import-graph-'))
  mkdirSync(join(dir, 'parts'))
  writeFileSync(join(dir, 'a.ts'), "import './parts/b.tsx'")
  writeFileSync(join(dir, 'parts', 'b.tsx'), "import '../a.ts'")
  writeFileSync(join(dir, 'parts', 'notes.md'), "import '../a.ts'")
  expect(findCycles(importGraph(readTree(dir)))).toEqual([['a.ts', 'parts/b.tsx', 'a.ts']])
})
