// The "use client" boundary, as React Server Components read it (react.dev/reference/rsc/use-client): every
// module that renders, holds state or context, or defines a hook says "use client" in its first line, so a Server
// Component can import the kit; and rollscope/actions and rollscope/query reach no such module and no React at all.
import { globSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

const root = join(import.meta.dirname, '..')
const modules = globSync('src/**/*.{ts,tsx}', { cwd: root }).filter(
  (file) => !/\.test(-d)?\.tsx?$/.test(file),
)
const source = (file: string) => readFileSync(join(root, file), 'utf8')
const isClient = (file: string) => /^'use client'\n/.test(source(file))

/** Static imports (values and types alike) of a module, resolved to files for the relative ones. */
function importsOf(file: string): { local: string[]; packages: string[] } {
  const specifiers = [
    ...source(file).matchAll(/^(?:import|export)\s(?!type\b)[^'"]*?from\s+'([^']+)'/gm),
  ].map((match) => match[1]!)
  return {
    local: specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(root, join(root, dirname(file), specifier))),
    packages: specifiers.filter((specifier) => !specifier.startsWith('.')),
  }
}

/** What needs the client: JSX, a React value import, or a hook of its own or of React's libraries. */
function needsClient(file: string): boolean {
  const text = source(file)
  if (file.endsWith('.tsx') || /^export (?:function|const) use[A-Z]/m.test(text)) return true
  return [...text.matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'/gms)].some(([, names, from]) => {
    const values = names!.replace(/\btype\s+\w+,?/g, '')
    if (from === 'react') return /\b(use\w+|createContext|memo|lazy|forwardRef)\b/.test(values)
    if (/^(@tanstack\/react-(query|virtual)|wagmi)$/.test(from!)) return /\buse[A-Z]/.test(values)
    return from!.startsWith('.') && /\buse[A-Z]/.test(values)
  })
}

describe('"use client"', () => {
  test('behavior: exactly the modules that need the client say so', () => {
    const wrong = modules.filter((file) => isClient(file) !== needsClient(file))
    expect(wrong).toEqual([])
    expect(modules.filter(isClient).length).toBeGreaterThan(60)
  })

  /** The modules an entry reaches through static imports, and the packages they import. */
  function reachedFrom(entry: string) {
    const seen = new Set<string>()
    const queue = [entry]
    const packages = new Set<string>()
    while (queue.length) {
      const file = queue.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      const { local, packages: imported } = importsOf(file)
      for (const name of imported) packages.add(name)
      queue.push(...local)
    }
    return { modules: [...seen], packages: [...packages] }
  }

  // the React-free entries, for Server Components, route handlers and scripts (`rollscope/server` is their alias)
  test.each(['actions', 'query', 'server'])(
    'behavior: rollscope/%s reaches no client module and no React',
    (name) => {
      const { modules: reached, packages } = reachedFrom(`src/exports/${name}.ts`)
      expect(reached.filter(isClient)).toEqual([])
      // react-query's queryOptions is server-safe (its hooks live behind its own "use client")
      expect(
        packages.filter((name) => /^(react|react-dom|@tanstack\/react-virtual|wagmi)(\/|$)/.test(name)),
      ).toEqual([])
      expect(reached.length).toBeGreaterThan(20)
    },
  )

  // the entries with hooks and components: each is no client module itself (it re-exports server-safe names too), and
  // what it reaches of React is behind the "use client" of the modules that use it
  test.each(['index', 'explorer', 'bridge'])(
    'behavior: rollscope %s reaches React through client modules',
    (name) => {
      const entry = `src/exports/${name}.ts`
      const { modules: reached } = reachedFrom(entry)
      expect(isClient(entry)).toBe(false)
      expect(reached.filter(isClient).length).toBeGreaterThan(5)
    },
  )
})
