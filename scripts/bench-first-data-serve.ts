// The page bench-first-data.ts loads: the app's own module, the kit's chunks as the app's bundler split them, and the
// peers (react, react-dom, TanStack Query) as vendor files of their own, named in an import map, as an app's vendor
// chunk would be: they are the app's, not the kit's, and are not counted. Served over local HTTP.
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { build, transform } from 'esbuild'

/** The peers the kit imports, each served as its own vendor module. */
const vendorSpecifiers = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
]
const require = createRequire(import.meta.url)

/** An ES module exporting `specifier`'s names: react and react-dom are CommonJS, whose names a bundler cannot list. */
function vendorEntry(specifier: string) {
  if (specifier.startsWith('@tanstack/')) return `export * from '${specifier}'`
  const names = Object.keys(require(specifier)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name))
  return `import m from '${specifier}'\nexport default m\nexport const { ${names.join(', ')} } = m`
}

/** The peers in production builds, split so that one React serves them all: file name -> code, and the import map. */
export async function buildVendor() {
  const result = await build({
    entryPoints: vendorSpecifiers.map((_, index) => ({ in: `vendor:${index}`, out: `vendor-${index}` })),
    plugins: [
      {
        name: 'vendor',
        setup(build) {
          build.onResolve({ filter: /^vendor:/ }, ({ path }) => ({ path, namespace: 'vendor' }))
          build.onLoad({ filter: /.*/, namespace: 'vendor' }, ({ path }) => ({
            contents: vendorEntry(vendorSpecifiers[Number(path.slice(7))]!),
            resolveDir: process.cwd(),
          }))
        },
      },
    ],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: 'vendor-out',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  const files = new Map(result.outputFiles.map((file) => [file.path.split('/').pop()!, file.contents]))
  const imports = Object.fromEntries(
    vendorSpecifiers.map((specifier, index) => [specifier, `/vendor/vendor-${index}.js`]),
  )
  return { files, imports }
}

/** The app's module (TSX), compiled as its bundler would, imports left as they are (the import map resolves them). */
export async function compileApp(source: string) {
  const { code } = await transform(source, { loader: 'tsx', jsx: 'automatic', format: 'esm', minify: true })
  return new TextEncoder().encode(code)
}

export interface Site {
  url: string
  close(): Promise<void>
}

/** Serves `files` (path -> body) and the page that loads `/app.js` with the import map. */
export async function serveSite(
  files: Map<string, Uint8Array>,
  imports: Record<string, string>,
): Promise<Site> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>first data</title>
<link rel="stylesheet" href="/styles.css">
<script type="importmap">${JSON.stringify({ imports })}</script></head>
<body><div id="root"></div><script type="module" src="/app.js"></script></body></html>`
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const body = path === '/' ? new TextEncoder().encode(page) : files.get(path)
    if (!body) {
      response.writeHead(404).end()
      return
    }
    const type = path === '/' ? 'text/html' : path.endsWith('.css') ? 'text/css' : 'text/javascript'
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' })
    response.end(body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
