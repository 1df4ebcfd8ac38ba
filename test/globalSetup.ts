import type { TestProject } from 'vitest/node'
import { startDevnetServer } from '../src/devnet/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URLs of the devnet's indexers, by chain id (`evm-1`, `move-1`). */
    devnetIndexers: Record<string, string>
  }
}

/** One devnet over real HTTP for every test project, browser included. */
export default async function setup(project: TestProject) {
  const devnet = await startDevnetServer({ port: 0 })
  project.provide('devnetIndexers', devnet.indexers)
  return () => devnet.close()
}
