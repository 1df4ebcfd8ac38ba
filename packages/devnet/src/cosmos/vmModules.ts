// The VM messages the devnet executes on its generated NFTs and tokens, as the rollups' modules run them:
// - minimove / initia: /initia.move.v1.MsgExecute of 0x1::object::transfer_call(object: address, to: address) or
//   0x1::object::transfer<T>(object: Object<T>, to: address) (initia movevm precompile/modules/initia_stdlib/
//   sources/object.move transfer_raw: the signer must own the object, else error::permission_denied(
//   ENOT_OBJECT_OWNER = 4); a missing object error::not_found(EOBJECT_DOES_NOT_EXIST = 2); it emits
//   0x1::object::TransferEvent {object, from, to}). initia's x/move emits each Move event as a `move` event with
//   type_tag, data (the event's JSON) and each field (x/move/keeper/msg_server_test.go);
// - minievm: /minievm.evm.v1.MsgCall of ERC-721 transferFrom / safeTransferFrom (minievm x/evm/contracts/erc721/
//   ERC721.sol: OpenZeppelin's custom errors, which minievm reports as "Reverted", code 23 of codespace evm:
//   x/evm/types/errors.go RevertError) and ERC-20 transfer (its balance is the ledger's evm/<contract> denom, as
//   minievm's bank keeper reads ERC-20 balances: x/evm/keeper/erc20.go). EVMCall emits `call` {contract, ret} and
//   one `evm` event with a `log` attribute per log, the log's JSON {address, topics, data} (x/evm/keeper/context.go,
//   x/evm/types/log.go).
// Other calls run as no-ops (their message event only).
import { fromBase64, toHex } from '@cosmjs/encoding'
import {
  decodeFunctionData,
  encodeAbiParameters,
  erc20Abi,
  erc721Abi,
  getAddress,
  keccak256,
  toBytes,
} from 'viem'
import { CheckTxError } from './ante.ts'
import { type AbciEvent, abciEvent } from './events.ts'
import { writeGas } from './gas.ts'
import { addressBytes, type MessageHandler } from './modules.ts'

/** The NFTs a chain holds (its devnet indexer's). */
export interface NftKeeper {
  nft(
    query: { objectAddr: string } | { collectionAddr: string; tokenId: string },
  ): { owner: string } | undefined
  transferNft(
    query: { objectAddr: string } | { collectionAddr: string; tokenId: string },
    ownerHex: string,
  ): void
}

const empty = (typeUrl: string) => ({ typeUrl, value: new Uint8Array() })
/** An address as Move writes it (`to_hex_literal`): 0x and its hex without leading zeros. */
export const moveAddress = (bytes: Uint8Array) => `0x${toHex(bytes).replace(/^0+(?=.)/, '')}`
const stdAddress = '0000000000000000000000000000000000000000000000000000000000000001'

class MoveAbort extends CheckTxError {
  readonly codespace = 'undefined'
  constructor(module: string, code: number) {
    super(1, `VM aborted: location=${stdAddress}::${module}, code=${code}`)
  }
}

export function moveExecute(nfts: NftKeeper): MessageHandler {
  return (value, context) => {
    const message = value as {
      moduleAddress: string
      moduleName: string
      functionName: string
      args: Uint8Array[]
    }
    const isTransfer =
      sameMove(message.moduleAddress, '0x1') &&
      message.moduleName === 'object' &&
      (message.functionName === 'transfer_call' || message.functionName === 'transfer')
    if (!isTransfer) return { events: [], response: empty('/initia.move.v1.MsgExecuteResponse') }
    const [objectArg, toArg] = message.args.map((arg) => (typeof arg === 'string' ? fromBase64(arg) : arg))
    if (objectArg?.length !== 32 || toArg?.length !== 32)
      // the VM's argument deserialization failure (move's NUMBER_OF_ARGUMENTS_MISMATCH / FAILED_TO_DESERIALIZE_ARGUMENT)
      throw new CheckTxError(1, 'FAILED_TO_DESERIALIZE_ARGUMENT: invalid arguments')
    const object = moveAddress(objectArg)
    const to = moveAddress(toArg)
    const sender = addressBytes(context.signer, context.bech32Prefix, 'sender')
    const token = nfts.nft({ objectAddr: object })
    if (!token) throw new MoveAbort('object', 0x6_0002)
    if (!sameMove(token.owner, sender)) throw new MoveAbort('object', 0x5_0004)
    context.consumeGas(writeGas(100n))
    context.onCommit(() => nfts.transferNft({ objectAddr: object }, to))
    const data = { object, from: moveAddress(toBytes(sender, { size: 32 })), to }
    return {
      events: [
        abciEvent('move', [
          ['type_tag', '0x1::object::TransferEvent'],
          ['data', JSON.stringify(data)],
          ['object', data.object],
          ['from', data.from],
          ['to', data.to],
        ]),
      ],
      response: empty('/initia.move.v1.MsgExecuteResponse'),
    }
  }
}

function sameMove(a: string, b: string) {
  try {
    return BigInt(a) === BigInt(b)
  } catch {
    return false
  }
}

const transferTopic = keccak256(toBytes('Transfer(address,address,uint256)'))
const word = (value: bigint | `0x${string}`) =>
  typeof value === 'bigint'
    ? encodeAbiParameters([{ type: 'uint256' }], [value])
    : encodeAbiParameters([{ type: 'address' }], [value])

function evmEvents(
  contract: `0x${string}`,
  log: { topics: `0x${string}`[]; data: `0x${string}` },
): AbciEvent[] {
  return [
    abciEvent('call', [
      ['contract', contract],
      ['ret', '0x'],
    ]),
    abciEvent('evm', [['log', JSON.stringify({ address: contract, topics: log.topics, data: log.data })]]),
  ]
}

const reverted = () => Object.assign(new CheckTxError(23, 'Reverted'), { codespace: 'evm' })

export function evmCall(nfts: NftKeeper): MessageHandler {
  return (value, context) => {
    const message = value as { contractAddr: string; input: string }
    const response = empty('/minievm.evm.v1.MsgCallResponse')
    if (!/^0x[0-9a-fA-F]{40}$/.test(message.contractAddr) || !/^0x([0-9a-fA-F]{2})*$/.test(message.input))
      return { events: [], response }
    const contract = getAddress(message.contractAddr)
    const input = message.input as `0x${string}`
    const sender = getAddress(addressBytes(context.signer, context.bech32Prefix, 'sender'))
    const erc721 = tryDecode(erc721Abi, input)
    if (erc721 && (erc721.functionName === 'transferFrom' || erc721.functionName === 'safeTransferFrom')) {
      const [from, to, tokenId] = erc721.args as [`0x${string}`, `0x${string}`, bigint]
      const query = { collectionAddr: contract, tokenId: tokenId.toString() }
      const token = nfts.nft(query)
      // (no such token of a collection: an ERC-20's transferFrom, which has the same selector; it runs as a no-op)
      if (token) {
        // ERC721InsufficientApproval (no approvals here), ERC721IncorrectOwner, ERC721InvalidReceiver
        if (!sameMove(token.owner, sender) || !sameMove(from, sender) || BigInt(to) === 0n) throw reverted()
        context.consumeGas(writeGas(100n))
        context.onCommit(() => nfts.transferNft(query, to))
        return {
          events: evmEvents(contract, {
            topics: [transferTopic, word(from), word(to), word(tokenId)],
            data: '0x',
          }),
          response,
        }
      }
    }
    const erc20 = tryDecode(erc20Abi, input)
    if (erc20?.functionName === 'transfer') {
      const [to, amount] = erc20.args as [`0x${string}`, bigint]
      const denom = `evm/${contract.slice(2)}`
      try {
        context.bank.send(sender.toLowerCase(), to.toLowerCase(), [{ denom, amount }])
      } catch {
        // OpenZeppelin ERC20InsufficientBalance
        throw reverted()
      }
      return {
        events: evmEvents(contract, { topics: [transferTopic, word(sender), word(to)], data: word(amount) }),
        response,
      }
    }
    return { events: [], response }
  }
}

function tryDecode(abi: typeof erc20Abi | typeof erc721Abi, data: `0x${string}`) {
  try {
    return decodeFunctionData({ abi, data })
  } catch {
    return undefined
  }
}
