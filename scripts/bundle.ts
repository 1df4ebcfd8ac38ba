// Bundles a one-line app against dist/ as an app's bundler would, with code splitting, and says which bytes
// load with the app: the entry chunk and every chunk it imports statically. Chunks only imported dynamically
// load on first use and are not counted. Shared by the size benchmark and the bundle-composition script.
import { basename, resolve } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { rolldown } from 'rolldown'

export type Bundler = 'rolldown' | 'esbuild'

export interface AppBundle {
  /** The code that loads with the app: the entry chunk and its static imports, joined. */
  code: Uint8Array
  /** Minified bytes of that code, by source module (path relative to the project, `(bundler)` for glue). */
  modules: Map<string, number>
  /** Minified bytes of the chunks that load on first use. */
  lazyBytes: number
  /** Each chunk that loads with the app, on its own: a browser fetches (and a server gzips) each one apart. */
  chunks: Uint8Array[]
  /** Every chunk, lazily loaded ones too, by file name (chunks import each other as `./<name>`), to serve them. */
  files: Map<string, Uint8Array>
  /** The entry chunk's file name in `files`. */
  entry: string
  /** Each chunk's source modules (as `modules` names them) and their bytes: rolldown's before minifying. */
  fileModules: Map<string, Map<string, number>>
}

/** What an app's production build replaces (Vite and other app bundlers do): dependencies' dev-only code drops out. */
const define = { 'process.env.NODE_ENV': '"production"' }

// react, TanStack Query, and the wallet libraries an app brings when it uses an adapter
const peers = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'viem',
  'viem/*',
  'wagmi',
  'wagmi/actions',
  '@cosmjs/*',
  'cosmjs-types/*',
]
const isPeer = (id: string) =>
  peers.some((peer) => (peer.endsWith('/*') ? id.startsWith(peer.slice(0, -1)) : id === peer))
/** `rollscope` and `rollscope/<subpath>` resolve to the built entries (package.json's `exports`), as from node_modules. */
const distFile = (id: string) =>
  id === 'rollscope'
    ? resolve('dist/exports/index.js')
    : id.startsWith('rollscope/')
      ? resolve(`dist/exports/${id.slice(10)}.js`)
      : null

const relative = (path: string) =>
  path
    .replace(/^.*?\/node_modules\//, 'node_modules/')
    .replace(`${process.cwd()}/`, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^dist\//, '')

/** The chunks reachable from `entry` through static imports. */
function loadedFrom(entry: string, imports: (file: string) => string[]) {
  const loaded = new Set<string>()
  const visit = (file: string) => {
    if (loaded.has(file)) return
    loaded.add(file)
    for (const imported of imports(file)) visit(imported)
  }
  visit(entry)
  return loaded
}

const add = (modules: Map<string, number>, module: string, bytes: number) =>
  modules.set(module, (modules.get(module) ?? 0) + bytes)

export async function bundleRolldown(app: string): Promise<AppBundle> {
  const bundle = await rolldown({
    input: 'app',
    external: isPeer,
    logLevel: 'silent',
    transform: { define },
    plugins: [
      {
        name: 'app',
        resolveId: (id) => (id === 'app' ? id : distFile(id)),
        load: (id) => (id === 'app' ? app : null),
      },
    ],
  })
  const { output } = await bundle.generate({ format: 'esm', minify: true, sourcemap: 'hidden' })
  const chunks = new Map(output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])))
  const loaded = loadedFrom(output[0].fileName, (file) => chunks.get(file)?.imports ?? [])
  const modules = new Map<string, number>()
  let lazyBytes = 0
  for (const [fileName, chunk] of chunks) {
    if (!loaded.has(fileName)) {
      lazyBytes += chunk.code.length
      continue
    }
    // the minified code's bytes, each attributed to the module its source map points it at
    const lines = chunk.code.split('\n')
    const sources = chunk.map?.sources ?? []
    decodeMappings(chunk.map?.mappings ?? '').forEach((segments, line) => {
      const length = (lines[line]?.length ?? 0) + 1
      let column = 0
      let source = '(bundler)'
      for (const [start, sourceIndex] of segments) {
        add(modules, source, start - column)
        column = start
        source = sourceIndex === undefined ? '(bundler)' : relative(resolve(sources[sourceIndex] ?? ''))
      }
      add(modules, source, length - column)
    })
  }
  const loadedChunks = [...loaded].map((fileName) =>
    new TextEncoder().encode(chunks.get(fileName)?.code ?? ''),
  )
  const code = new TextEncoder().encode(
    [...loaded].map((fileName) => chunks.get(fileName)?.code ?? '').join('\n'),
  )
  const files = new Map(
    [...chunks].map(([fileName, chunk]) => [fileName, new TextEncoder().encode(chunk.code)]),
  )
  const fileModules = new Map(
    [...chunks].map(([fileName, chunk]) => [
      fileName,
      new Map(Object.entries(chunk.modules).map(([id, module]) => [relative(id), module.renderedLength])),
    ]),
  )
  return { code, modules, lazyBytes, chunks: loadedChunks, files, entry: output[0].fileName, fileModules }
}

const appEntry: Plugin = {
  name: 'app',
  setup(build) {
    build.onResolve({ filter: /^app$/ }, () => ({ path: 'app', namespace: 'app' }))
    build.onResolve({ filter: /^rollscope(\/|$)/ }, ({ path }) => ({ path: distFile(path)! }))
  },
}

export async function bundleEsbuild(app: string): Promise<AppBundle> {
  const result = await build({
    entryPoints: ['app'],
    plugins: [
      appEntry,
      {
        name: 'app-source',
        setup(build) {
          build.onLoad({ filter: /.*/, namespace: 'app' }, () => ({
            contents: app,
            loader: 'ts',
            resolveDir: process.cwd(),
          }))
        },
      },
    ],
    bundle: true,
    splitting: true,
    outdir: 'bench-out',
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: peers,
    define,
    logLevel: 'error',
  })
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'app:app')!
  const loaded = loadedFrom(entry, (file) =>
    (outputs[file]?.imports ?? [])
      .filter((item) => item.kind === 'import-statement')
      .map((item) => item.path),
  )
  const files = new Map(result.outputFiles.map((file) => [relative(file.path), file.contents]))
  const modules = new Map<string, number>()
  let lazyBytes = 0
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js')) continue
    if (!loaded.has(file)) {
      lazyBytes += output.bytes
      continue
    }
    let attributed = 0
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      add(modules, relative(input), bytesInOutput)
      attributed += bytesInOutput
    }
    add(modules, '(bundler)', output.bytes - attributed)
  }
  const loadedChunks = [...loaded].map((file) => files.get(file) ?? new Uint8Array())
  const code = new TextEncoder().encode(
    [...loaded].map((file) => new TextDecoder().decode(files.get(file))).join('\n'),
  )
  const served = new Map(
    [...files].filter(([file]) => file.endsWith('.js')).map(([file, contents]) => [basename(file), contents]),
  )
  const fileModules = new Map(
    Object.entries(outputs).map(([file, output]) => [
      basename(file),
      new Map(
        Object.entries(output.inputs).map(([input, { bytesInOutput }]) => [relative(input), bytesInOutput]),
      ),
    ]),
  )
  return {
    code,
    modules,
    lazyBytes,
    chunks: loadedChunks,
    files: served,
    entry: basename(entry),
    fileModules,
  }
}

export const bundlers: Record<Bundler, (app: string) => Promise<AppBundle>> = {
  rolldown: bundleRolldown,
  esbuild: bundleEsbuild,
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** A source map's mappings: per generated line, [column, source index] of each segment (absolute). */
function decodeMappings(mappings: string): [number, number | undefined][][] {
  let sourceIndex = 0
  return mappings.split(';').map((line) => {
    let column = 0
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields: number[] = []
        let value = 0
        let shift = 0
        for (const char of segment) {
          const digit = base64.indexOf(char)
          value += (digit & 31) << shift
          if (digit & 32) shift += 5
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
            value = 0
            shift = 0
          }
        }
        column += fields[0]!
        if (fields.length === 1) return [column, undefined] as [number, number | undefined]
        sourceIndex += fields[1]!
        return [column, sourceIndex] as [number, number | undefined]
      })
  })
}
