// The fee collector: cosmos-sdk's module account `fee_collector`, whose address is the first 20 bytes of
// sha256("fee_collector") (x/auth/types `NewModuleAddress`), where x/auth/ante/fee.go `DeductFees` sends every fee:
// init17xpfvakm2amg962yls6f84z3kell8c5l70rnql on Initia's chains, from which minievm also refunds unused gas
// (app/posthandler/gasrefund.go). Written out rather than hashed here (balanceChanges.test.ts hashes it).

/** The fee collector's address key. */
export const feeCollectorKey = () => 'f1829676db577682e944fc3493d451b67ff3e29f'
