// The words of a decoded message or call (decodeMessage.ts, decodeCall.ts), by the English text those name them
// with: the title ("Send") and each field ("From"). A translation maps each to its own words.

const englishWords = [
  ...['Send', 'IBC transfer', 'Move call', 'Move call (JSON arguments)', 'EVM call', 'Deposit to a rollup'],
  ...['Withdrawal to L1', 'Withdrawal claim', 'Contract call'],
  ...['From', 'To', 'Amount', 'Channel', 'Memo', 'Function', 'Sender', 'Type arguments', 'Arguments'],
  ...['Contract', 'Method', 'Value', 'Bridge', 'Claimed by', 'From (L2)', 'Sequence', 'Action', 'Funds'],
  ...['Spender', 'Amount or token ID', 'Token ID'],
] as const

export type MessageWords = Record<(typeof englishWords)[number], string>

export const defaultMessageWords: MessageWords = Object.fromEntries(
  englishWords.map((word) => [word, word]),
) as MessageWords

/** A decoded message's or call's word in `words`; as decoded when they lack it. */
export const messageWord = (words: MessageWords, english: string): string =>
  (words as Record<string, string>)[english] ?? english
