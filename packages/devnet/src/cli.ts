#!/usr/bin/env node
// node packages/devnet/src/cli.ts (npx rollscope-devnet from @rollscope/devnet) [--port N] [--host H] [--speed N]: serves
// the devnet until SIGINT or SIGTERM.
// --speed runs transfers N times faster than their ETA (a 10-minute withdrawal takes 6 s at 100).
import { parseArgs } from 'node:util'
import { startDevnetServer } from './server.ts'

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, speed: { type: 'string' } },
})
const speed = values.speed === undefined ? undefined : Number(values.speed)
if (speed !== undefined && !(speed > 0)) {
  console.error(`--speed must be a positive number, got ${values.speed}`)
  process.exit(1)
}
const port = values.port === undefined ? undefined : Number(values.port)
if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
  console.error(`--port must be an integer between 0 and 65535, got ${values.port}`)
  process.exit(1)
}

const server = await startDevnetServer({ port, host: values.host, ...(speed ? { router: { speed } } : {}) })
for (const [chainId, url] of Object.entries(server.indexers)) {
  console.log(`rollscope devnet indexer (${chainId}): ${url}`)
}
console.log(`rollscope devnet router: ${server.router}`)
console.log(`rollscope devnet chain registry: ${server.registry}/chains.json`)
for (const [chainId, url] of Object.entries(server.chains)) {
  console.log(`rollscope devnet chain (${chainId}): ${url}`)
}
for (const [chainId, url] of Object.entries(server.jsonRpc)) {
  console.log(
    `rollscope devnet EVM JSON-RPC (${chainId}, cosmos_* answered, the rest ${server.evm ? 'anvil' : '-32601'}): ${url}`,
  )
}
if (server.evm) {
  const { rpcUrl, chainId, tokens, bridgeAddress } = server.evm
  console.log(`rollscope devnet EVM rollup (${chainId}): ${rpcUrl}`)
  console.log(`  USDC ${tokens.usdc}, INIT ${tokens.init}, withdrawal bridge ${bridgeAddress}`)
}

const stop = () => {
  server.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
