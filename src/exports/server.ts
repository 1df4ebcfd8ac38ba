// `rollscope/server`, deprecated: the names of `rollscope/actions` and `rollscope/query` together, kept for one
// release so that apps can move. Import from those two entries instead; this alias goes in the next release.
// The one entry that re-exports others whole: its point is to be exactly their sum.

/** @deprecated Import from `rollscope/actions` and `rollscope/query`. */
export * from './actions.ts'
/** @deprecated Import from `rollscope/actions` and `rollscope/query`. */
export * from './query.ts'
