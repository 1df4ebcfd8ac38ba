import type { TestProject } from 'vitest/node'
import { type DevnetServer, startDevnetServer } from '../packages/devnet/src/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The devnet server's base URL. */
    devnetUrl: string
    /** A second devnet, for the stories that sign (stories/fixtures.ts `onSigningDevnet`). */
    signingDevnetUrl: string
    /** Base URLs of the devnet's indexers, by chain id (`evm-1`, `move-1`, the L1's `initiation-2`). */
    devnetIndexers: Record<string, string>
    /** The devnet router's base URL (transfers run 100 times faster than their ETA). */
    devnetRouter: string
    /** CometBFT JSON-RPC URLs of the devnet's Cosmos chains, by chain id (`initiation-2`, `evm-1`, `move-1`, `cosmoshub-4`, `noble-1`). */
    devnetChains: Record<string, string>
    /** The EVM rollup (anvil, chain id 4354) with its tokens and bridge; null without an anvil binary. */
    devnetEvm: DevnetServer['evm']
  }
}

/** One devnet over real HTTP for every test project, browser included. */
export default async function setup(project: TestProject) {
  const devnet = await startDevnetServer({ port: 0, router: { speed: 100 } })
  // each indexer generates its chain on its first request (seconds on a busy machine): before any test waits
  await Promise.all(
    Object.values(devnet.indexers).map((url) => fetch(`${url}/indexer/tx/v1/txs?pagination.limit=1`)),
  )
  project.provide('devnetUrl', devnet.url)
  project.provide('devnetIndexers', devnet.indexers)
  project.provide('devnetRouter', devnet.router)
  project.provide('devnetChains', devnet.chains)
  project.provide('devnetEvm', devnet.evm)
  // the stories picture balances and latest txs: the ones that sign change those, so they sign on a devnet of their own
  // (this setup runs once for every project, so the storybook project cannot be told apart here)
  const signing = await startDevnetServer({ port: 0, router: { speed: 100 } })
  await Promise.all(
    Object.values(signing.indexers).map((url) => fetch(`${url}/indexer/tx/v1/txs?pagination.limit=1`)),
  )
  project.provide('signingDevnetUrl', signing.url)
  return async () => {
    await signing.close()
    await devnet.close()
  }
}
