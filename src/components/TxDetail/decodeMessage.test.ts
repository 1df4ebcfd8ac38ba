import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCall } from './decodeCall.ts'
import { decodeMessage } from './decodeMessage.ts'

// real tx records (../shared/specs/samples/indexer)
const messagesOf = (name: string): Record<string, unknown>[] =>
  JSON.parse(readFileSync(resolve(process.cwd(), `../shared/specs/samples/indexer/${name}.json`), 'utf8')).tx
    .body.messages
const fields = (message: Record<string, unknown>) => {
  const decoded = decodeMessage(message)
  return (
    decoded && [
      decoded.title,
      Object.fromEntries(decoded.fields.map(({ term, value }) => [term, value.value])),
    ]
  )
}

describe('decodeMessage on recorded messages', () => {
  it('a bank send', () => {
    const [send] = messagesOf('tx-record-evm-banksend-with-evm-logs')
    expect(fields(send as Record<string, unknown>)).toEqual([
      'Send',
      {
        From: 'init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm',
        To: 'init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm',
        Amount: [{ amount: '10000000000000', denom: 'evm/E1Ff7038eAAAF027031688E1535a055B2Bac2546' }],
      },
    ])
  })

  it('an EVM approve, a call and an OPinit withdrawal in one tx', () => {
    const [approve, call, withdrawal] = messagesOf('tx-record-evm-op-initiate-token-withdrawal')
    expect(fields(approve as Record<string, unknown>)).toEqual([
      'EVM call',
      {
        Sender: 'init1kw2unuhgfa6mz6r0ehrzlr9k9ftjk7pql8u5fm',
        Contract: '0x856aB2c9F35B9187aB3eB0Fcd11DCc6160427e96',
        Method: 'approve(address,uint256)',
        Spender: '0x4eb08d5c1b0a821303a86c7b3ac805c2793de783',
        Amount: '100000000000000000',
      },
    ])
    expect(fields(call as Record<string, unknown>)?.[1]).toMatchObject({ Method: '0xcf9ee0c3' })
    expect(fields(withdrawal as Record<string, unknown>)?.[0]).toBe('Withdrawal to L1')
  })

  it('a deposit, Move calls and a wasm execute', () => {
    expect(
      fields(messagesOf('tx-record-l1-op-initiate-token-deposit')[0] as Record<string, unknown>),
    ).toEqual([
      'Deposit to a rollup',
      {
        From: 'init1s3qauqxfmtqhmvpwpfgrka9944me2s0jn52qfe',
        To: 'init1s3qauqxfmtqhmvpwpfgrka9944me2s0jn52qfe',
        Amount: [{ amount: '360000000', denom: 'uinit' }],
        Bridge: '30',
      },
    ])
    const move = fields(
      messagesOf('tx-record-l1-usernames-set-name-no-type-url')[0] as Record<string, unknown>,
    )
    expect(move?.[1]).toMatchObject({
      Function: '0x72ed9b26ecdcd6a21d304df50f19abfdbe31d2c02f60c84627844620a45940ef::usernames::set_name',
      Arguments: 'CmFwcGxlLWdvb2Q=',
    })
    const json = fields(messagesOf('tx-record-move-nft-mint-executejson')[0] as Record<string, unknown>)
    expect(json?.[0]).toBe('Move call (JSON arguments)')
    expect(fields(messagesOf('tx-record-wasm-cw721-mint')[0] as Record<string, unknown>)?.[1]).toMatchObject({
      Contract: 'init1qyygux5t4s3a3l25k8psxjydhtudu5lnt0tk0szm8q4s27xa980scjvh6c',
      Action: 'mint',
    })
  })

  it('leaves unknown kinds and malformed messages undecoded', () => {
    expect(decodeMessage({ '@type': '/cosmos.gov.v1.MsgVote', voter: 'x' })).toBeUndefined()
    expect(
      decodeMessage({ '@type': '/cosmos.bank.v1beta1.MsgSend', from_address: 'a', to_address: 5 }),
    ).toBeUndefined()
    expect(decodeMessage({ '@type': '/cosmos.bank.v1beta1.MsgSend' })).toBeUndefined()
  })
})

describe('decodeCall against viem', () => {
  const abi = parseAbi([
    'function transfer(address to, uint256 amount)',
    'function transferFrom(address from, address to, uint256 amount)',
    'function safeTransferFrom(address from, address to, uint256 tokenId)',
  ])
  const to = '0x00000000000000000000000000000000000000aa'
  const from = '0x00000000000000000000000000000000000000bb'
  it('reads what viem encodes', () => {
    expect(decodeCall(encodeFunctionData({ abi, functionName: 'transfer', args: [to, 2n ** 200n] }))).toEqual(
      {
        selector: '0xa9059cbb',
        signature: 'transfer(address,uint256)',
        args: [
          ['To', to],
          ['Amount', (2n ** 200n).toString()],
        ],
      },
    )
    expect(
      decodeCall(encodeFunctionData({ abi, functionName: 'safeTransferFrom', args: [from, to, 7n] }))?.args,
    ).toEqual([
      ['From', from],
      ['To', to],
      ['Token ID', '7'],
    ])
  })

  it('names only the selector of an unknown or short call, and nothing for no call data', () => {
    expect(decodeCall('0xdeadbeef00')).toEqual({ selector: '0xdeadbeef', args: [] })
    expect(decodeCall('0xa9059cbb1234')).toEqual({ selector: '0xa9059cbb', args: [] })
    expect(decodeCall('0x')).toBeUndefined()
  })
})
