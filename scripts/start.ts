// `npm start`: the devnet (indexers, router, chains) and Storybook on it.
//   npm start -- --port 4350 --storybook-port 6006 --speed 20
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { startDevnetServer } from '../packages/devnet/src/server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4350' },
    'storybook-port': { type: 'string', default: '6006' },
    // transfers in the stories finish in seconds, not minutes
    speed: { type: 'string', default: '20' },
  },
})

const devnet = await startDevnetServer({ port: Number(values.port), router: { speed: Number(values.speed) } })
console.log(
  `rollscope devnet: ${devnet.url} (indexers ${Object.values(devnet.indexers).join(', ')}, router ${devnet.router})`,
)
console.log(
  `rollscope devnet chain registry: ${devnet.registry}/chains.json, ${devnet.registry}/chains/<chain_name>/assetlist.json, ${devnet.registry}/profiles.json`,
)

const storybook = spawn(
  'storybook',
  // a browser opens on Storybook, except in CI (and wherever --ci is given)
  ['dev', '--port', values['storybook-port'], '--disable-telemetry', ...(process.env.CI ? ['--ci'] : [])],
  { stdio: 'inherit', env: { ...process.env, STORYBOOK_DEVNET_URL: devnet.url } },
)
console.log(`rollscope Storybook: http://localhost:${values['storybook-port']} (starting)`)

const stop = () => {
  storybook.kill()
  void devnet.close().then(() => process.exit(0))
}
storybook.on('exit', (code) => {
  void devnet.close().then(() => process.exit(code ?? 0))
})
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
