// Amino converters for the messages Initia's router sends that cosmjs does not know. `toAmino` writes what
// Initia's own converters (@initia/amino-converter, which InterwovenKit signs with) write, field for field;
// registry.test.ts checks each against that package. `fromAmino` reads the router's JSON, which is the same
// amino JSON but written by Go: u64 values may be numbers, empty lists and bytes may be null, "" or absent.
import { fromBase64, fromUtf8, toBase64, toUtf8 } from '@cosmjs/encoding'
import type { AminoConverters } from '@cosmjs/stargate'

// amino JSON and proto values are loosely typed by cosmjs's AminoConverter itself
// biome-ignore lint/suspicious/noExplicitAny: the converters' contract is untyped JSON
type Json = Record<string, any>

interface Coin {
  denom: string
  amount: string
}

const bytesOf = (value: unknown) =>
  typeof value === 'string' && value !== '' ? fromBase64(value) : new Uint8Array()
const u64 = (value: unknown) => BigInt((value as string | number | undefined) ?? 0)
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? value : [])
const coinOf = (value: unknown): Coin => {
  const { denom = '', amount = '0' } = (value ?? {}) as Partial<Coin>
  return { denom, amount: String(amount) }
}
/** Initia's converters leave empty lists and bytes out of the sign doc. */
const unlessEmpty = <T>(values: readonly unknown[], map: () => T): T | undefined =>
  values.length === 0 ? undefined : map()

const moveExecute = (aminoType: string, args: 'base64' | 'json'): AminoConverters[string] => ({
  aminoType,
  toAmino: (msg: Json) => ({
    sender: msg.sender,
    module_address: msg.moduleAddress,
    module_name: msg.moduleName,
    function_name: msg.functionName,
    type_args: unlessEmpty(msg.typeArgs, () => msg.typeArgs),
    args: unlessEmpty(msg.args, () => (args === 'base64' ? msg.args.map(toBase64) : msg.args)),
  }),
  fromAmino: (msg: Json) => ({
    sender: msg.sender,
    moduleAddress: msg.module_address,
    moduleName: msg.module_name,
    functionName: msg.function_name,
    typeArgs: list<string>(msg.type_args),
    args: list<string>(msg.args).map((arg) => (args === 'base64' ? bytesOf(arg) : arg)),
  }),
})

const accessTupleToAmino = ({ address, storageKeys }: Json) => ({
  address,
  storage_keys: unlessEmpty(storageKeys, () => storageKeys),
})

const burnToAmino = (msg: Json) => ({
  from: msg.from,
  amount: msg.amount,
  destination_domain: msg.destinationDomain,
  mint_recipient: toBase64(msg.mintRecipient),
  burn_token: msg.burnToken,
})
const burnFromAmino = (msg: Json) => ({
  from: msg.from,
  amount: String(msg.amount ?? ''),
  destinationDomain: Number(msg.destination_domain ?? 0),
  mintRecipient: bytesOf(msg.mint_recipient),
  burnToken: msg.burn_token ?? '',
})

export const initiaAminoConverters: AminoConverters = {
  '/initia.move.v1.MsgExecute': moveExecute('move/MsgExecute', 'base64'),
  '/initia.move.v1.MsgExecuteJSON': moveExecute('move/MsgExecuteJSON', 'json'),
  '/minievm.evm.v1.MsgCall': {
    aminoType: 'evm/MsgCall',
    toAmino: (msg: Json) => ({
      sender: msg.sender,
      contract_addr: msg.contractAddr,
      input: msg.input,
      value: msg.value,
      // as Initia's converter writes it: an empty access list is null, not left out
      access_list: msg.accessList.length === 0 ? null : msg.accessList.map(accessTupleToAmino),
    }),
    fromAmino: (msg: Json) => ({
      sender: msg.sender,
      contractAddr: msg.contract_addr,
      input: msg.input ?? '',
      value: String(msg.value ?? '0'),
      accessList: list<Json>(msg.access_list).map(({ address, storage_keys }) => ({
        address,
        storageKeys: list<string>(storage_keys),
      })),
      authList: [],
    }),
  },
  '/opinit.ophost.v1.MsgInitiateTokenDeposit': {
    aminoType: 'ophost/MsgInitiateTokenDeposit',
    toAmino: (msg: Json) => ({
      sender: msg.sender,
      bridge_id: msg.bridgeId.toString(),
      to: msg.to,
      amount: msg.amount,
      data: unlessEmpty(msg.data, () => toBase64(msg.data)),
    }),
    fromAmino: (msg: Json) => ({
      sender: msg.sender,
      bridgeId: u64(msg.bridge_id),
      to: msg.to,
      amount: coinOf(msg.amount),
      data: bytesOf(msg.data),
    }),
  },
  '/opinit.opchild.v1.MsgInitiateTokenWithdrawal': {
    aminoType: 'opchild/MsgInitiateTokenWithdrawal',
    toAmino: (msg: Json) => ({ sender: msg.sender, to: msg.to, amount: msg.amount }),
    fromAmino: (msg: Json) => ({ sender: msg.sender, to: msg.to, amount: coinOf(msg.amount) }),
  },
  '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal': {
    aminoType: 'ophost/MsgFinalizeTokenWithdrawal',
    toAmino: (msg: Json) => ({
      sender: msg.sender,
      bridge_id: msg.bridgeId.toString(),
      output_index: msg.outputIndex.toString(),
      withdrawal_proofs: unlessEmpty(msg.withdrawalProofs, () => msg.withdrawalProofs.map(toBase64)),
      from: msg.from,
      to: msg.to,
      sequence: msg.sequence.toString(),
      amount: msg.amount,
      version: toBase64(msg.version),
      storage_root: toBase64(msg.storageRoot),
      last_block_hash: toBase64(msg.lastBlockHash),
    }),
    fromAmino: (msg: Json) => ({
      sender: msg.sender,
      bridgeId: u64(msg.bridge_id),
      outputIndex: u64(msg.output_index),
      withdrawalProofs: list<string>(msg.withdrawal_proofs).map(bytesOf),
      from: msg.from,
      to: msg.to,
      sequence: u64(msg.sequence),
      amount: coinOf(msg.amount),
      version: bytesOf(msg.version),
      storageRoot: bytesOf(msg.storage_root),
      lastBlockHash: bytesOf(msg.last_block_hash),
    }),
  },
  // the amino names Skip's codegen gives them (no Initia converter covers CCTP)
  '/circle.cctp.v1.MsgDepositForBurn': {
    aminoType: 'cctp/DepositForBurn',
    toAmino: burnToAmino,
    fromAmino: burnFromAmino,
  },
  '/circle.cctp.v1.MsgDepositForBurnWithCaller': {
    aminoType: 'cctp/DepositForBurnWithCaller',
    toAmino: (msg: Json) => ({ ...burnToAmino(msg), destination_caller: toBase64(msg.destinationCaller) }),
    fromAmino: (msg: Json) => ({ ...burnFromAmino(msg), destinationCaller: bytesOf(msg.destination_caller) }),
  },
  // as @cosmjs/cosmwasm-stargate defines it, without the dependency
  '/cosmwasm.wasm.v1.MsgExecuteContract': {
    aminoType: 'wasm/MsgExecuteContract',
    toAmino: ({ sender, contract, msg, funds }: Json) => ({
      sender,
      contract,
      msg: JSON.parse(fromUtf8(msg)),
      funds,
    }),
    fromAmino: ({ sender, contract, msg, funds }: Json) => ({
      sender,
      contract,
      msg: toUtf8(JSON.stringify(msg)),
      funds: list<Coin>(funds).map(coinOf),
    }),
  },
}
