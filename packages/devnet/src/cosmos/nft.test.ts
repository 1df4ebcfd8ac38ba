// NFT transfers executed by the devnet server's chains on their indexers' NFTs, signed by cosmjs with Initia's own
// proto registry: a Move object transfer on move-1 and an ERC-721 transferFrom (minievm MsgCall) on evm-1; the
// indexers' NFT lists follow, the simulation shows the VM's events, and a token one does not own cannot be moved.
import { toBech32 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet, Registry } from '@cosmjs/proto-signing'
import { coins, SigningStargateClient } from '@cosmjs/stargate'
import { protoRegistry } from '@initia/amino-converter'
import { encodeFunctionData, erc721Abi, pad } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { accountHex } from '../bank/index.ts'
import { devnetFeeTokens } from '../registry/chains.ts'
import { type DevnetServer, startDevnetServer } from '../server.ts'

const mnemonic =
  'surround miss nominee dream gap cross assault thank captain prosper drop duty group candy wealth weather scale put'
/** an account with no NFTs (not the zero address: ERC-721 refuses a transfer to it) */
const recipient = toBech32('init', new Uint8Array(20).fill(0x11))

let devnet: DevnetServer
let sender = ''
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, evm: false })
  const [account] = await (await wallet()).getAccounts()
  sender = account!.address
})
afterAll(() => devnet.close())

const wallet = () => DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'init' })
const client = async (chainId: string) =>
  SigningStargateClient.connectWithSigner(devnet.chains[chainId]!, await wallet(), {
    registry: new Registry(protoRegistry),
  })
const fee = (chainId: keyof typeof devnetFeeTokens) => {
  const [token] = devnetFeeTokens[chainId]
  // 300,000 gas at the min gas price, rounded up
  const amount = (BigInt(Math.round(token.fixed_min_gas_price * 1e6)) * 300_000n + 999_999n) / 1_000_000n
  return { amount: coins(amount.toString(), token.denom), gas: '300000' }
}

interface Nft {
  object_addr: string
  collection_addr: string
  nft: { token_id: string }
}
async function tokensOf(chainId: string, account: string): Promise<Nft[]> {
  const response = await fetch(`${devnet.indexers[chainId]}/indexer/nft/v1/tokens/by_account/${account}`)
  return ((await response.json()) as { tokens: Nft[] }).tokens
}

async function ownedNft(chainId: string) {
  const fixtures = await (
    await fetch(`${devnet.indexers[chainId]}/indexer/nft/v1/tokens/by_account/${sender}`)
  ).json()
  const [first] = (fixtures as { tokens: Nft[] }).tokens
  expect(first, `${sender} owns an NFT on ${chainId}`).toBeDefined()
  return first!
}

const bcsAddress = (address: string) =>
  Buffer.from(pad(address as `0x${string}`, { size: 32 }).slice(2), 'hex')

test('default: a Move object transfer on move-1 moves the NFT in the indexer, with the move event', async () => {
  const token = await ownedNft('move-1')
  const message = {
    typeUrl: '/initia.move.v1.MsgExecute',
    value: {
      sender,
      moduleAddress: '0x1',
      moduleName: 'object',
      functionName: 'transfer_call',
      typeArgs: [],
      args: [bcsAddress(token.object_addr), bcsAddress(accountHex(recipient))],
    },
  }
  const signing = await client('move-1')
  const gas = await signing.simulate(sender, [message], '')
  expect(gas).toBeGreaterThan(0)
  const result = await signing.signAndBroadcast(sender, [message], fee('move-1'))
  expect(result.code, result.rawLog).toBe(0)
  const moved = result.events.find((event) => event.type === 'move')
  expect(moved?.attributes).toContainEqual({ key: 'type_tag', value: '0x1::object::TransferEvent' })
  expect((await tokensOf('move-1', recipient)).map((nft) => nft.object_addr)).toContain(token.object_addr)
  expect((await tokensOf('move-1', sender)).map((nft) => nft.object_addr)).not.toContain(token.object_addr)
  // now another's: moving it again aborts in the VM and changes nothing
  const again = await signing.signAndBroadcast(sender, [message], fee('move-1'))
  expect(again.code).not.toBe(0)
  expect(again.rawLog).toMatch(/VM aborted: location=0+1::object, code=327684/)
  expect((await tokensOf('move-1', recipient)).map((nft) => nft.object_addr)).toContain(token.object_addr)
})

test('default: an ERC-721 transferFrom on evm-1 (MsgCall) moves the NFT, with its Transfer log; another\u2019s token reverts', async () => {
  const token = await ownedNft('evm-1')
  const call = (tokenId: string) => ({
    typeUrl: '/minievm.evm.v1.MsgCall',
    value: {
      sender,
      contractAddr: token.collection_addr,
      input: encodeFunctionData({
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [accountHex(sender) as `0x${string}`, accountHex(recipient) as `0x${string}`, BigInt(tokenId)],
      }),
      value: '0',
      accessList: [],
      authList: [],
    },
  })
  const signing = await client('evm-1')
  const result = await signing.signAndBroadcast(sender, [call(token.nft.token_id)], fee('evm-1'))
  expect(result.code, result.rawLog).toBe(0)
  const log = result.events.find((event) => event.type === 'evm')?.attributes[0]
  expect(JSON.parse(log!.value).topics[3]).toBe(
    pad(`0x${BigInt(token.nft.token_id).toString(16)}`, { size: 32 }),
  )
  const received = await tokensOf('evm-1', recipient)
  expect(
    received.some(
      (nft) => nft.collection_addr === token.collection_addr && nft.nft.token_id === token.nft.token_id,
    ),
  ).toBe(true)
  await expect(signing.simulate(sender, [call(token.nft.token_id)], '')).rejects.toThrow(/Reverted/)
})
