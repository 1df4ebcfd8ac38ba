// What the benches that render components share: a happy-dom window on globalThis (before React loads), as an app's
// page has one, and the components bundled for Node, which runs .ts but not .tsx (React, TanStack Query and the
// encoders left to node_modules, so there is one copy of each).
import { resolve } from 'node:path'
import { build } from 'esbuild'
import { Window } from 'happy-dom'

export const window = new Window({ url: 'http://localhost/' })
Object.assign(globalThis, {
  window,
  document: window.document,
  HTMLElement: window.HTMLElement,
  IS_REACT_ACT_ENVIRONMENT: false,
})

/** Bundles `contents` (exports of the project's modules) into node_modules/.cache/<name>; the bundle's path. */
export async function bundleForNode(name: string, contents: string): Promise<string> {
  const outdir = resolve(`node_modules/.cache/${name}`)
  await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    outdir,
    entryNames: 'bundle',
    outExtension: { '.js': '.mjs' },
    external: [
      'react',
      'react-dom',
      '@tanstack/react-query',
      'zod',
      '@cosmjs/*',
      'cosmjs-types',
      '@initia/*',
    ],
    logLevel: 'error',
  })
  return `${outdir}/bundle.mjs`
}
