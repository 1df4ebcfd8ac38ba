// @rollscope/devnet: the devnet rollscope is tested against, for an app's own tests. The isomorphic stand-ins
// (indexers, router) and the Node server with everything mounted (and anvil, when one is installed).
export * from './isomorphic.ts'
export { type DevnetServer, type DevnetServerOptions, startDevnetServer } from './server.ts'
