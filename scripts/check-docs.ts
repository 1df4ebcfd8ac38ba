// node scripts/check-docs.ts: builds Storybook as it would be published and checks its docs pages are in it: the
// guides (stories/docs/*.mdx) and, for every component in src/components, a docs page with its props table.
// A docs page that fails to compile fails the build, so fails here.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// every guide in stories/docs: its <Meta title="Docs/..."> gives its id
const guides = readdirSync('stories/docs')
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => {
    const title = /<Meta title="Docs\/([^"]+)"/.exec(readFileSync(join('stories/docs', name), 'utf8'))?.[1]
    if (!title) throw new Error(`stories/docs/${name} has no <Meta title="Docs/...">`)
    return `docs-${title.toLowerCase().replaceAll(' ', '-')}--docs`
  })

/** Every component the kit ships: src/components/<Name>/<Name>.tsx. */
const components = readdirSync('src/components', { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(join('src/components', entry.name, `${entry.name}.tsx`)),
  )
  .map((entry) => entry.name)

interface IndexEntry {
  type: 'docs' | 'story'
  title: string
  tags?: string[]
}

const directory = mkdtempSync(join(tmpdir(), 'rollscope-storybook-'))
try {
  try {
    execFileSync('storybook', ['build', '--disable-telemetry', '--quiet', '--output-dir', directory], {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    console.error(stdout, stderr)
    throw new Error('Storybook did not build: its output is above.')
  }
  const { entries } = JSON.parse(readFileSync(join(directory, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>
  }
  // the props tables come from react-docgen-typescript, compiled into the components' chunks
  const assets = join(directory, 'assets')
  const code = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n')

  const problems: string[] = []
  for (const id of guides) if (entries[id]?.type !== 'docs') problems.push(`no docs page ${id}`)
  for (const name of components) {
    const id = `components-${name.toLowerCase()}--docs`
    if (!entries[id]?.tags?.includes('autodocs'))
      problems.push(`${name} has no docs page (${id}): add tags: ['autodocs'] to its stories' meta`)
    // displayName:`Name`, then (react-docgen-typescript) its filePath and methods, then props:{name:...
    const docgen = `displayName:\\s*["'\`]${name}["'\`],(?:\\w+:(?:\`[^\`]*\`|"[^"]*"|\\[\\]),)*props:\\{\\w`
    if (!new RegExp(docgen).test(code))
      problems.push(`${name}'s docs page has no props table: react-docgen-typescript found no props`)
  }
  if (problems.length) throw new Error(`Storybook's docs pages:\n- ${problems.join('\n- ')}`)
  console.log(
    `Storybook docs: ${guides.length} guides and ${components.length} component pages with props tables`,
  )
} finally {
  rmSync(directory, { recursive: true, force: true })
}
