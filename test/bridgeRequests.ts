import type { BridgeRequest } from '../src/bridge/types.ts'

// Assets and routes of the devnet router's registry (packages/devnet/src/router/registry.ts).
export const usdcL1 = 'ibc/6490A7EAB61059BFC1CDDEB05917DD70BDF3A611654162A1A47DB930D40D8AF4'
/** Where the devnet's anvil deploys its USDC (packages/devnet/src/router/registry.ts defaultEvmContracts). */
export const usdcEvm = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const usdcMove = 'l2/28309f307d12f170380eac5ff15681a70f3cca28e2a2a13dedbd555c1536898c'

/** One IBC hop, one Cosmos tx: noble USDC to the L1. */
export const nobleToL1: BridgeRequest = {
  sourceChainId: 'noble-1',
  sourceDenom: 'uusdc',
  destChainId: 'initiation-2',
  destDenom: usdcL1,
  amountIn: '2500000',
}

/** IBC then an OPinit deposit: needs the op-hook. */
export const nobleToMove: BridgeRequest = { ...nobleToL1, destChainId: 'move-1', destDenom: usdcMove }
