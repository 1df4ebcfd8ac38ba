import type { RecipientProblem } from '../../send/recipient.ts'

/** What a recipient field says about an address it cannot take (Send's and Send NFT's). */
export function recipientProblemWords(problem: RecipientProblem): string {
  switch (problem.kind) {
    case 'checksum':
      return 'This address has a typo: its checksum does not match. Copy it again from its source.'
    case 'prefix':
      return `A ${problem.prefix}1… address is on another network. Send to an ${problem.expected}1… or 0x… address.`
    default:
      return 'This is not an address. Paste an init1… or 0x… address.'
  }
}
