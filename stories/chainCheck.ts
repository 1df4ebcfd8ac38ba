// What the stories that sign read back from the devnet, to check that what TxPreview showed before signing is what
// the chain then did: balances from each chain's bank REST, the amounts TxPreview shows, an NFT's owner from the indexer.
import { expect, waitFor, within } from 'storybook/test'
import { parseUnits } from 'viem'
import { devnetUrl } from '../.storybook/preview.tsx'

/** An account's balance of `denom` on `chainId`, base units, from the chain's x/bank REST. */
export async function bankBalance(chainId: string, address: string, denom: string): Promise<bigint> {
  const response = await fetch(
    `${devnetUrl()}/chains/${chainId}/rest/cosmos/bank/v1beta1/balances/${address}?pagination.limit=1000`,
  )
  const { balances } = (await response.json()) as { balances: { denom: string; amount: string }[] }
  return BigInt(balances.find((balance) => balance.denom === denom)?.amount ?? '0')
}

/** The base units of an amount as shown (`1,234.5 INIT`, or its exact digits in the title when shortened). */
function shownBase(amount: Element, decimals: number) {
  const text = (amount.getAttribute('title') ?? amount.textContent ?? '').trim()
  const digits = text.split(' ')[0]!.replaceAll(',', '')
  return parseUnits(digits, decimals)
}

/** What TxPreview shows: the fee, and the signer's changes other than the fee (`−` out, `+` in), in base units. */
export function shownPreview(preview: Element, decimals: { fee: number; changes: number }) {
  const fee = preview.querySelector('.rs-tx-preview-fee .rs-amount')
  const changes = [...preview.querySelectorAll('.rs-balance-accounts .rs-balance-change')].map((change) => {
    const base = shownBase(change.querySelector('.rs-amount')!, decimals.changes)
    return change.getAttribute('data-direction') === 'in' ? base : -base
  })
  return { fee: fee ? shownBase(fee, decimals.fee) : undefined, changes }
}

/**
 * Waits for TxPreview's preview: simulated, and Confirm enabled (the fee token's balance read, so the account can pay).
 */
export async function previewReady(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const preview = canvasElement.querySelector<HTMLElement>('.rs-tx-preview[data-state="ready"]')
      expect(preview).not.toBeNull()
      expect(within(preview!).getByRole('button', { name: 'Confirm' })).toBeEnabled()
    },
    { timeout: 15_000 },
  )
  return canvasElement.querySelector<HTMLElement>('.rs-tx-preview')!
}

/** Waits for TxPreview's confirmation (the tx in a block). */
export const confirmed = (preview: HTMLElement) =>
  waitFor(() => expect(preview).toHaveTextContent('Transaction confirmed.'), { timeout: 20_000 })

/** The NFTs' object addresses an account owns on `chainId`, by its indexer. */
export async function ownedObjects(chainId: string, account: string): Promise<string[]> {
  const response = await fetch(`${devnetUrl()}/${chainId}/indexer/nft/v1/tokens/by_account/${account}`)
  const { tokens } = (await response.json()) as { tokens: { object_addr: string }[] }
  return tokens.map((token) => token.object_addr)
}
