// ERC-20 and ERC-721 Transfer events read from a receipt log. Pure.
import type { EvmLog } from '../indexer/evmTxs.ts'

/** keccak256("Transfer(address,address,uint256)"), the same event for ERC-20 and ERC-721. */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export type DecodedTransfer =
  | { standard: 'erc20'; from: string; to: string; amount: string }
  | { standard: 'erc721'; from: string; to: string; tokenId: string }

const word = /^0x[0-9a-fA-F]{64}$/
const addressOf = (topic: string) => `0x${topic.slice(-40).toLowerCase()}`

/** A Transfer log decoded: ERC-20 has 2 indexed topics and the amount in data, ERC-721 a 3rd topic, the token id. */
export function decodeTransfer(log: Pick<EvmLog, 'topics' | 'data'>): DecodedTransfer | undefined {
  const [topic0, from, to, tokenId] = log.topics
  if (topic0?.toLowerCase() !== transferTopic || !from || !to || !word.test(from) || !word.test(to))
    return undefined
  if (log.topics.length === 3 && word.test(log.data))
    return {
      standard: 'erc20',
      from: addressOf(from),
      to: addressOf(to),
      amount: BigInt(log.data).toString(),
    }
  if (log.topics.length === 4 && tokenId && word.test(tokenId))
    return {
      standard: 'erc721',
      from: addressOf(from),
      to: addressOf(to),
      tokenId: BigInt(tokenId).toString(),
    }
  return undefined
}
