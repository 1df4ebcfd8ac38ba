// The OPinit stand-in through the kit's own client and claim, with the message converted by Initia's published
// amino converter (what the wallet adapters sign), and checked the way OPinit's msg_server checks it.
import { expect, test } from 'vitest'
import { createOpinitClient } from '../../../../src/opinit/client.ts'
import { findWithdrawal } from '../../../../src/opinit/findWithdrawal.ts'
import { claimableAt, claimTx, isProven, withdrawalKey } from '../../../../src/opinit/withdrawal.ts'
import { routerMsgToEncodeObject } from '../../../../src/wallet/messages/registry.ts'
import { createOpinitDevnet, type FinalizeTokenWithdrawal } from './index.ts'

const user = 'init1lsagfzrm4gz28he4wunt63sts5xzmczwfhk2an'
const other = 'init1achqtxnj5x0algqayherxcws0490awtpyntef3'

function setup() {
  let time = Date.parse('2026-11-24T00:00:00Z')
  const devnet = createOpinitDevnet({
    bridges: [{ bridgeId: '1', l2ChainId: 'minievm-1' }],
    finalizationSeconds: 60,
    submissionSeconds: 10,
    now: () => time,
  })
  const client = createOpinitClient({
    executorUrl: 'http://executor.test',
    l1RestUrl: 'http://l1.test',
    retry: false,
    fetch: async (input) => {
      const url = new URL(String(input))
      return url.host === 'executor.test'
        ? devnet.executorFetch('1', new Request(url), url.pathname)
        : devnet.restFetch(url.pathname, url.searchParams)
    },
  })
  const send = (from: string, to: string, amount: string, txHash: string) =>
    devnet.record({
      bridgeId: '1',
      from,
      to,
      amount: { denom: 'uinit', amount },
      txHash,
      txTime: time,
      txHeight: 1,
    })
  return { devnet, client, send, advance: (seconds: number) => (time += seconds * 1000), now: () => time }
}

const claimMessage = (tx: ReturnType<typeof claimTx>) => {
  const [msg] = tx.cosmos_tx?.msgs ?? []
  return routerMsgToEncodeObject(msg!).value as FinalizeTokenWithdrawal
}

test('default: found by its tx, proven once its output is proposed, claimable after the finalization period', async () => {
  const { client, send, advance, devnet, now } = setup()
  const sentAt = now()
  send(other, other, '5', 'AA')
  send(user, user, '1500000', 'BB')
  send(other, user, '7', 'CC')
  const { withdrawals } = await client.withdrawals(user)
  const mine = findWithdrawal(withdrawals ?? [], {
    txHash: '0xbb',
    to: user,
    amount: '1500000',
    since: sentAt,
  })
  expect(mine?.sequence).toBe(2)
  // not in an output yet: no proofs (executor/child/query.go)
  expect(isProven(mine!)).toBe(false)

  advance(11)
  const proven = await client.withdrawal(2)
  expect(isProven(proven)).toBe(true)
  const opensAt = claimableAt(await client.bridge(1), await client.output(1, proven.output_index))
  expect(opensAt).toBe(Date.parse('2026-11-24T00:00:10Z') + 60_000)

  const message = claimMessage(claimTx(proven, { l1ChainId: 'initiation-2', sender: user }))
  expect(() => devnet.finalize(message, 'CLAIM')).toThrow('output has not finalized')
  advance(60)
  devnet.finalize(message, 'CLAIM')
  expect(devnet.withdrawalOf('1', 2)?.claim?.txHash).toBe('CLAIM')
  expect(() => devnet.finalize(message, 'AGAIN')).toThrow('withdrawal already finalized')
})

test('behavior: a claim for more than was withdrawn fails to verify', async () => {
  const { client, send, advance, devnet } = setup()
  send(user, user, '1500000', 'BB')
  send(other, other, '9', 'DD')
  advance(71)
  const proven = await client.withdrawal(1)
  const tampered = { ...proven, amount: { denom: 'uinit', amount: '1500001' } }
  expect(() =>
    devnet.finalize(claimMessage(claimTx(tampered, { l1ChainId: 'initiation-2', sender: user })), 'X'),
  ).toThrow('failed to verify withdrawal tx')
  // every member of the output can prove itself, the odd one out included
  for (const sequence of [1, 2]) {
    const withdrawal = await client.withdrawal(sequence)
    devnet.finalize(
      claimMessage(claimTx(withdrawal, { l1ChainId: 'initiation-2', sender: user })),
      `C${sequence}`,
    )
  }
})

test("behavior: an unknown sequence is the executor's 500, an unproposed output the L1's 404", async () => {
  const { client } = setup()
  await expect(client.withdrawal(9)).rejects.toMatchObject({ status: 500 })
  await expect(client.output(1, 5)).rejects.toMatchObject({ status: 404 })
})

test("behavior: the L1 records a claim under OPinit's withdrawal hash", async () => {
  const { client, send, advance, devnet } = setup()
  send(other, user, '1500000', 'EE')
  send(other, user, '1500000', 'FF')
  advance(71)
  const second = await client.withdrawal(2)
  // computed independently, with Python's hashlib.sha3_256 over OPinit's GenerateWithdrawalHash layout
  expect(await withdrawalKey(second)).toBe('jgYbJLI1q+uCLYlGjFMWaUnstp2VGrxcnsM9igtPE+g=')
  expect(await client.claimed(1, await withdrawalKey(second))).toBe(false)
  devnet.finalize(claimMessage(claimTx(second, { l1ChainId: 'initiation-2', sender: user })), 'C')
  expect(await client.claimed(1, await withdrawalKey(second))).toBe(true)
  expect(await client.claimed(1, await withdrawalKey(await client.withdrawal(1)))).toBe(false)
})
