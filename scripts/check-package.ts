// node scripts/check-package.ts: lints the package as npm would publish it, after `npm run build` (npm test runs the
// bench first, which builds): publint --strict on the packed files, then attw on the tarball with its ESM-only
// profile (the package is ESM only: CommonJS `require` and node10 resolution are not supported, by design).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

if (!existsSync('dist/exports/index.js')) throw new Error('No dist/: run `npm run build` first.')
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })

const directory = mkdtempSync(join(tmpdir(), 'rollscope-pack-'))
try {
  // dist/ is fresh: packing skips prepack's second build
  const [packed] = JSON.parse(
    run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', directory]),
  )
  const tarball = join(directory, packed.filename)
  // publint on exactly the files npm would publish (the repository's other package.json files are not in it)
  run('tar', ['xzf', tarball, '-C', directory])
  console.log(run('publint', ['--strict', '--pack', 'false', join(directory, 'package')]).trim())
  console.log(run('attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped']).trim())
} finally {
  rmSync(directory, { recursive: true, force: true })
}
