// Builds dist/: the ES modules (vite, one file per module), their declarations (tsc), and styles.css (the
// theme, then every component's stylesheet) for `import 'rollscope/styles.css'`.
import { execFileSync } from 'node:child_process'
import { globSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit' })

run('vite', ['build', '--logLevel', 'warn'])
run('tsc', ['-p', 'tsconfig.build.json'])

// The sources import './x.ts'; declarations must point at the emitted './x.js'.
for (const entry of readdirSync('dist', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue
  const file = join(entry.parentPath, entry.name)
  const text = readFileSync(file, 'utf8')
  writeFileSync(file, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2'))
}

const stylesheets = ['src/components/theme/theme.css', ...globSync('src/components/*/*.css').sort()]
writeFileSync(
  'dist/styles.css',
  [...new Set(stylesheets)].map((file) => `/* ${file.slice(4)} */\n${readFileSync(file, 'utf8')}`).join('\n'),
)
