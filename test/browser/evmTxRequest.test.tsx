import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createPublicClient, encodeFunctionData, erc20Abi, http } from 'viem'
import { expect, inject, test } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { RollscopeProvider } from '../../src/exports/index.ts'
import { createTxStore, TxPreview } from '../../src/exports/wallet.ts'
import { anvilAccounts, evmTestWallet } from '../wallets.ts'

const evm = inject('devnetEvm')
// anvil's fourth dev account: it has an account on the devnet's evm-1 (which simulates) and the devnet's tokens on
// anvil, and no other test sends from it on anvil (the Initia adapter's tests sign with its key on the L1 only)
const signer = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const receiver = '0x000000000000000000000000000000000000bEEF'

function memory() {
  const entries = new Map<string, string>()
  return createTxStore({
    storage: {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
    },
  })
}

test.skipIf(!evm)(
  'behavior: an ERC-20 transfer on evm-1 is previewed, sent by the wagmi adapter on Confirm, and moves the balance on anvil',
  async () => {
    const { rpcUrl, chainId, tokens } = evm!
    expect(anvilAccounts).not.toContain(signer)
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const balanceOf = (address: `0x${string}`) =>
      chain.readContract({ address: tokens.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const before = { signer: await balanceOf(signer), receiver: await balanceOf(receiver) }
    const amount = 1_234_567n
    const confirmed: string[] = []

    await render(
      <QueryClientProvider client={new QueryClient()}>
        <RollscopeProvider network={{ url: `${inject('devnetUrl')}/registry` }}>
          <TxPreview
            request={{
              chainId: 'evm-1',
              evm: {
                to: tokens.usdc,
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: 'transfer',
                  args: [receiver, amount],
                }),
              },
            }}
            // the kit's own wagmi adapter: it answers getAddress for the rollup's EVM chain id with the 0x account
            wallet={await evmTestWallet({ rpcUrl, chainId }, signer)}
            storage={memory()}
            onConfirmed={(record) => void confirmed.push(record.txHash)}
          />
        </RollscopeProvider>
      </QueryClientProvider>,
    )

    const confirm = page.getByRole('button', { name: 'Confirm' })
    await expect.element(confirm, { timeout: 15_000 }).toBeEnabled()
    await expect.element(page.getByText(`Call contract ${tokens.usdc}`)).toBeVisible()
    // nothing moved before Confirm
    expect(await balanceOf(receiver)).toBe(before.receiver)

    await confirm.click()
    await expect.element(page.getByText('Transaction confirmed.'), { timeout: 15_000 }).toBeVisible()
    expect(confirmed).toHaveLength(1)
    const receipt = await chain.getTransactionReceipt({ hash: confirmed[0] as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(signer.toLowerCase())
    expect(await balanceOf(receiver)).toBe(before.receiver + amount)
    expect(await balanceOf(signer)).toBe(before.signer - amount)
  },
)
