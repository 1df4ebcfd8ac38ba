// `rollscope/wagmi`: the wallet adapter for wagmi apps. A subpath of its own, so that apps without wagmi never
// have to resolve it.
export { createWagmiAdapter, type WagmiAdapterOptions } from '../wallet/wagmi.ts'
