// The common ERC-20 and ERC-721 calls, read from EVM call data: a 4-byte selector (the first bytes of
// keccak256 of the signature) and 32-byte ABI words (docs.soliditylang.org, "Contract ABI Specification").

const known: Record<
  string,
  { signature: string; terms: readonly ('address' | 'Amount' | 'Token ID')[]; names: readonly string[] }
> = {
  '0xa9059cbb': {
    signature: 'transfer(address,uint256)',
    names: ['To', 'Amount'],
    terms: ['address', 'Amount'],
  },
  '0x095ea7b3': {
    signature: 'approve(address,uint256)',
    names: ['Spender', 'Amount'],
    terms: ['address', 'Amount'],
  },
  '0x23b872dd': {
    signature: 'transferFrom(address,address,uint256)',
    names: ['From', 'To', 'Amount or token ID'],
    terms: ['address', 'address', 'Amount'],
  },
  '0x42842e0e': {
    signature: 'safeTransferFrom(address,address,uint256)',
    names: ['From', 'To', 'Token ID'],
    terms: ['address', 'address', 'Token ID'],
  },
}

export interface DecodedCall {
  /** `0xa9059cbb` */
  selector: string
  /** `transfer(address,uint256)` for a call the kit knows. */
  signature?: string
  /** Its arguments by name: addresses as 0x hex, numbers in decimal. */
  args: [name: string, value: string][]
}

/** The selector of `input`, and the arguments of a common token call; undefined for no call data. */
export function decodeCall(input: string): DecodedCall | undefined {
  if (!/^0x[0-9a-fA-F]{8}/.test(input)) return undefined
  const selector = input.slice(0, 10).toLowerCase()
  const call = known[selector]
  const words = input.slice(10).match(/.{64}/g) ?? []
  if (!call || words.length < call.terms.length || !words.every((word) => /^[0-9a-fA-F]{64}$/.test(word)))
    return { selector, args: [] }
  const args = call.terms.map((term, index): [string, string] => {
    const word = words[index] as string
    return [
      call.names[index] as string,
      term === 'address' ? `0x${word.slice(24).toLowerCase()}` : BigInt(`0x${word}`).toString(),
    ]
  })
  return { selector, signature: call.signature, args }
}
