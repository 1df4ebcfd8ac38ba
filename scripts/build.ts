// Builds dist/: the ES modules (vite, one file per module), their declarations (tsc), and styles.css (the
// theme, then every component's stylesheet) for `import 'rollscope/styles.css'`.
import { execFileSync } from 'node:child_process'
import { globSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit' })

run('vite', ['build', '--logLevel', 'warn'])

// Every "use client" module must keep its directive in dist/, or a Server Component importing the kit breaks.
const lost = globSync('src/**/*.{ts,tsx}')
  .filter((file) => !/\.test(-d)?\.tsx?$/.test(file))
  .filter((file) => readFileSync(file, 'utf8').startsWith("'use client'"))
  .map((file) => file.replace(/^src\//, 'dist/').replace(/\.tsx?$/, '.js'))
  .filter((file) => !/^["']use client["']/.test(readFileSync(file, 'utf8')))
if (lost.length) throw new Error(`"use client" lost in ${lost.join(', ')}`)
run('tsc', ['-p', 'tsconfig.build.json'])

// The sources import './x.ts'; declarations must point at the emitted './x.js'.
for (const entry of readdirSync('dist', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue
  const file = join(entry.parentPath, entry.name)
  const text = readFileSync(file, 'utf8')
  writeFileSync(file, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2'))
}

// TanStack does not export the symbols a DataTag is made of: a declaration that spells them out (an inferred
// query-options type printed in full) fails an app's tsc. Written-out return types keep them out.
const spelledOut = globSync('dist/**/*.d.ts').filter((file) =>
  /dataTag(Error)?Symbol/.test(readFileSync(file, 'utf8')),
)
if (spelledOut.length)
  throw new Error(
    `TanStack's dataTagSymbol in ${spelledOut.join(', ')}: give the query options a return type`,
  )

const stylesheets = ['src/components/theme/theme.css', ...globSync('src/components/*/*.css').sort()]
// a declaration for `import 'rollscope/styles.css'` (package.json's exports point TypeScript at it): with no
// declaration, TypeScript 6 and 7 refuse the side-effect import (TS2882), as 5.9 does with
// noUncheckedSideEffectImports (TS2307)
writeFileSync(
  'dist/styles.css.d.ts',
  '// The stylesheet exports nothing: import it for its side effect.\nexport {}\n',
)
writeFileSync(
  'dist/styles.css',
  [...new Set(stylesheets)].map((file) => `/* ${file.slice(4)} */\n${readFileSync(file, 'utf8')}`).join('\n'),
)
