// /v2/fungible/msgs: the txs a wallet signs for a planned route, with the messages as amino JSON strings.
import { encodeFunctionData } from 'viem'
import { swapScriptMsg } from './moveSwap.ts'
import { type AssetInfo, chainById, EVM_CHAIN_ID, type EvmContracts, L1 } from './registry.ts'
import { badRequest, chainIdsOf, feesJson, type Plan, type PlannedHop, pool } from './routes.ts'

/** What the router remembers of a tx it handed out, to build the status of the tx that lands. */
export interface TxPlan {
  chainId: string
  signer: string
  hops: PlannedHop[]
  source: AssetInfo
  dest: AssetInfo
  amountIn: bigint
  amountOut: bigint
  /** the signed op-hook (base64 tx) that runs on L1 when this tx's funds arrive there */
  opHook?: string
  /** an OPinit withdrawal's receiver on L1 */
  withdrawalTo?: string
}

export const withdrawalAbi = [
  {
    type: 'function',
    name: 'initiateTokenWithdrawal',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'to', type: 'string' },
    ],
    outputs: [],
  },
] as const

const RELAYER = 'noble1njpdkn2exuvek5mrvu5yyt8fmqgnwwdn85c5nx'

const msg = (typeUrl: string, value: unknown, timeout?: bigint) => ({
  msg_type_url: typeUrl,
  // MsgTransfer's timeout_timestamp is a JSON number beyond 2^53 on the wire
  msg: JSON.stringify(value).replace('"@timeout"', String(timeout)),
})

const coin = (denom: string, amount: bigint) => ({ denom, amount: String(amount) })

function checkAddress(chainId: string, address: unknown): string {
  const chain = chainById(chainId)
  const valid =
    typeof address === 'string' &&
    (chain?.chainType === 'evm'
      ? /^0x[0-9a-fA-F]{40}$/.test(address)
      : new RegExp(`^${chain?.bech32Prefix}1[02-9ac-hj-np-z]{38,58}$`).test(address))
  if (!valid) throw badRequest(`invalid address ${JSON.stringify(address)} for chain ${chainId}`)
  return address
}

export interface MsgsRequest {
  address_list?: unknown
  slippage_tolerance_percent?: unknown
  timeout_seconds?: unknown
  operations?: unknown
}

export interface BuiltMsgs {
  body: unknown
  plans: TxPlan[]
}

/** The kind keys of the request's operations must match the planned route's. */
function checkOperations(operations: unknown, plan: Plan) {
  const kinds: string[] = plan.hops.map(({ hop }) => (hop.kind === 'op' ? 'op_init_transfer' : hop.kind))
  const given = Array.isArray(operations)
    ? operations.map((op: unknown) =>
        typeof op === 'object' && op !== null
          ? Object.keys(op).find((key) => kinds.includes(key))
          : undefined,
      )
    : []
  if (given.join() !== kinds.join())
    throw badRequest(
      `operations do not match the route from ${plan.source.denom} to ${plan.dest.denom}: send the route's operations unchanged`,
    )
}

export function buildMsgs(
  request: MsgsRequest,
  plan: Plan,
  assets: AssetInfo[],
  evm: EvmContracts,
  now: number,
  signedOpHook: { signer: string; hook: string } | undefined,
): BuiltMsgs {
  checkOperations(request.operations, plan)
  const chainIds = chainIdsOf(plan)
  const list = request.address_list
  if (!Array.isArray(list) || list.length !== chainIds.length)
    throw badRequest(
      `address_list must hold one address per required chain address (${chainIds.join(', ')}), got ${Array.isArray(list) ? list.length : 'none'}`,
    )
  const addresses = new Map(chainIds.map((chainId, i) => [chainId, checkAddress(chainId, list[i])]))
  const address = (chainId: string) => addresses.get(chainId) ?? ''
  const slippage = Number(request.slippage_tolerance_percent ?? '1')
  if (!Number.isFinite(slippage) || slippage < 0 || slippage > 100)
    throw badRequest(
      `invalid slippage_tolerance_percent: ${JSON.stringify(request.slippage_tolerance_percent)}`,
    )
  const keep = (amount: bigint) => (amount * (10_000n - BigInt(Math.round(slippage * 100)))) / 10_000n
  const minAmountOut = plan.hops.some(({ hop }) => hop.kind === 'swap')
    ? keep(plan.amountOut)
    : plan.amountOut
  const timeoutSeconds = Number(request.timeout_seconds ?? 600)
  const timeout = BigInt(Math.floor(now + timeoutSeconds * 1000)) * 1_000_000n

  const txs: unknown[] = []
  const legacy: unknown[] = []
  const plans: TxPlan[] = []
  for (let index = 0; index < plan.txsRequired; index++) {
    const hops = plan.hops.filter((planned) => planned.txIndex === index)
    const first = hops[0]
    const last = hops.at(-1)
    if (!first || !last) continue
    const chainId = first.hop.from.chainId
    const signer = address(chainId)
    const path = [chainId, ...hops.map(({ hop }) => hop.to.chainId)].filter((id, i, ids) => id !== ids[i - 1])
    const operations_indices = hops.map((planned) => plan.hops.indexOf(planned))
    plans.push({
      chainId,
      signer,
      hops,
      source: first.hop.from,
      dest: last.hop.to,
      amountIn: first.amountIn,
      amountOut: last.amountOut,
      ...(hops.some(({ hop }) => hop.kind === 'op' && hop.withdrawal) && { withdrawalTo: address(L1) }),
    })

    if (chainId === EVM_CHAIN_ID) {
      const token = first.hop.from.tokenContract ?? first.hop.from.denom
      const evmTx = {
        chain_id: EVM_CHAIN_ID,
        to: evm.bridge,
        value: '0',
        data: encodeFunctionData({
          abi: withdrawalAbi,
          functionName: 'initiateTokenWithdrawal',
          args: [token as `0x${string}`, first.amountIn, address(L1)],
        }).slice(2),
        required_erc20_approvals: [
          { token_contract: token, spender: evm.bridge, amount: String(first.amountIn) },
        ],
        signer_address: signer,
      }
      txs.push({ evm_tx: evmTx, operations_indices })
      legacy.push({ evm_tx: evmTx })
      continue
    }

    const msgs: { msg_type_url: string; msg: string }[] = []
    // the route's remaining hops after the first message: PFM forwards, or the op-hook deposit
    const memoFor = (rest: PlannedHop[]): unknown => {
      const [next, ...after] = rest
      if (!next) return undefined
      if (next.hop.kind === 'op') return { op_hook: signedOpHook }
      if (next.hop.kind !== 'transfer') return undefined
      const nested = memoFor(after)
      return {
        forward: {
          receiver: address(next.hop.to.chainId),
          port: 'transfer',
          channel: next.hop.channel,
          retries: 2,
          timeout: '10m',
          ...(nested !== undefined && { next: nested }),
        },
      }
    }
    const rest = hops.slice(1)
    const { hop } = first
    if (hop.kind === 'swap') {
      const minReturn = keep(first.amountOut)
      msgs.push(
        msg(
          '/initia.move.v1.MsgExecute',
          swapScriptMsg(signer, pool.address, hop.from.denom, first.amountIn, minReturn),
        ),
      )
      // what the swap guarantees moves on in the same tx; a deposit after it is the op-hook's, run after this tx
      const next = rest[0]
      if (next?.hop.kind === 'transfer') {
        const memo = memoFor(rest.slice(1))
        msgs.push(
          msg(
            '/ibc.applications.transfer.v1.MsgTransfer',
            {
              source_port: 'transfer',
              source_channel: next.hop.channel,
              token: coin(next.hop.from.denom, minReturn),
              sender: signer,
              receiver: address(next.hop.to.chainId),
              timeout_height: {},
              timeout_timestamp: '@timeout',
              ...(memo !== undefined && { memo: JSON.stringify(memo) }),
            },
            timeout,
          ),
        )
      } else if (!next && address(last.hop.to.chainId) !== signer) {
        msgs.push(
          msg('/cosmos.bank.v1beta1.MsgSend', {
            from_address: signer,
            to_address: address(last.hop.to.chainId),
            amount: [coin(hop.to.denom, minReturn)],
          }),
        )
      }
    } else if (hop.kind === 'op') {
      const value = coin(hop.from.denom, first.amountIn)
      msgs.push(
        hop.withdrawal
          ? msg('/opinit.opchild.v1.MsgInitiateTokenWithdrawal', {
              sender: signer,
              to: address(L1),
              amount: value,
            })
          : msg('/opinit.ophost.v1.MsgInitiateTokenDeposit', {
              sender: signer,
              bridge_id: hop.bridgeId,
              to: address(hop.to.chainId),
              amount: value,
              data: '',
            }),
      )
    } else {
      // one MsgTransfer carries every transfer (PFM) and the op-hook deposit after it
      const memo = memoFor(rest)
      msgs.push(
        msg(
          '/ibc.applications.transfer.v1.MsgTransfer',
          {
            source_port: 'transfer',
            source_channel: hop.channel,
            token: coin(hop.from.denom, first.amountOut),
            sender: signer,
            receiver: address(hop.to.chainId),
            timeout_height: {},
            timeout_timestamp: '@timeout',
            ...(memo !== undefined && { memo: JSON.stringify(memo) }),
          },
          timeout,
        ),
      )
      if (plan.relayFee > 0n && first === plan.hops[0])
        msgs.push(
          msg('/cosmos.bank.v1beta1.MsgSend', {
            from_address: signer,
            to_address: RELAYER,
            amount: [coin(hop.from.denom, plan.relayFee)],
          }),
        )
    }
    txs.push({ cosmos_tx: { chain_id: chainId, path, msgs, signer_address: signer }, operations_indices })
    // recorded bodies carry a legacy multi_chain_msg only for single-message txs
    const [only] = msgs
    if (only && msgs.length === 1) legacy.push({ multi_chain_msg: { chain_id: chainId, path, ...only } })
  }
  return {
    body: { msgs: legacy, txs, min_amount_out: String(minAmountOut), estimated_fees: feesJson(plan, assets) },
    plans,
  }
}
