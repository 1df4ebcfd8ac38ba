// `rollscope/initia`: one Ethereum wallet on every Interwoven chain (Cosmos txs in SIGN_MODE_EIP_191 on Initia L1
// and its rollups, `evm_tx` through wagmi). A subpath of its own, so that apps without wagmi, viem or cosmjs never
// have to resolve them.

export {
  createInitiaAdapter,
  type InitiaAccount,
  type InitiaAdapterOptions,
  type InitiaChainConfig,
} from '../wallet/initia/adapter.ts'
export { initiaAddressToHex, toInitiaAddress } from '../wallet/initia/address.ts'
export {
  type EthereumMessageSigner,
  ethSecp256k1PubkeyTypeUrl,
  type SignEip191Parameters,
  signEip191Tx,
} from '../wallet/initia/eip191.ts'
