// Builds @rollscope/devnet's dist/ from its src: one bundle (the kit's modules the devnet uses, from the
// repository's src, included), its declarations, and the video the NFT media host serves.
import { execFileSync } from 'node:child_process'
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { build } from 'vite'

const here = import.meta.dirname
const dependencies = Object.keys(JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')).dependencies)
const isExternal = (id: string) =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  dependencies.some((name) => id === name || id.startsWith(`${name}/`))

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    target: 'node20',
    outDir: join(here, 'dist'),
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: {
        index: join(here, 'src/index.ts'),
        isomorphic: join(here, 'src/isomorphic.ts'),
        cli: join(here, 'src/cli.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: { external: isExternal, output: { entryFileNames: '[name].js' } },
  },
})
copyFileSync(join(here, 'src/media/clip.webm'), join(here, 'dist/clip.webm'))

execFileSync('tsc', ['-p', join(here, 'tsconfig.json')], { stdio: 'inherit' })
// the sources import './x.ts'; declarations must point at './x.js'
for (const entry of readdirSync(join(here, 'dist/types'), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue
  const file = join(entry.parentPath, entry.name)
  const text = readFileSync(file, 'utf8')
  writeFileSync(file, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2'))
}
