// Facts about the devnet's generated chains (the same seed as the server's), so stories need no hard-coded ids.
import { createIndexerDevnet } from '../src/devnet/index.ts'

export const evm = createIndexerDevnet({ vm: 'evm', chainId: 'evm-1' }).fixtures
export const move = createIndexerDevnet({ vm: 'move', chainId: 'move-1' }).fixtures
