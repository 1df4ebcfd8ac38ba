// verifyMsgs over real router bodies: every recorded msgs body verifies clean against its route, every tampering of
// one is caught with the field it breaks, and every route of the devnet router verifies for the addresses the kit's
// own wallets give (so the driver can verify before it signs).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { swapScriptMsg } from '../../../packages/devnet/src/router/moveSwap.ts'
import { type DevnetServer, startDevnetServer } from '../../../packages/devnet/src/server.ts'
import { anvilAccounts, initiaTestWallet } from '../../../test/wallets.ts'
import { MsgsMismatchError } from '../../errors/bridge.ts'
import { RouteNotFoundError } from '../../errors/router.ts'
import { safeParse } from '../../http/zodBuildMore.ts'
import type { infer as Infer, ZodType } from '../../http/zodCore.ts'
import { createRouterClient } from '../../router/client.ts'
import { bech32Encode, toInitiaBech32 } from '../../router/initiaAddress.ts'
import {
  type MsgsResponse,
  msgsSchema,
  type OpHookResponse,
  type Route,
  routeSchema,
} from '../../router/schemas.ts'
import type { BridgeRequest } from '../types.ts'
import { opHookRequest } from './opHook.ts'
import { verifyMsgs, verifyOpHook } from './verifyMsgs.ts'

type Json = Record<string, unknown>

function parse<schema extends ZodType>(schema: schema, value: unknown): Infer<schema> {
  const result = safeParse(schema, value)
  if (!result.success) throw new Error(JSON.stringify(result.error.issues))
  return result.data
}

const stranger = (prefix: string) => bech32Encode(prefix, new Array(20).fill(0x11))
const strangerEvm = '0x1111111111111111111111111111111111111111'

// Real router bodies recorded by other apps; beside the repository (../shared), not in it. CI always has them.
const samples = join(import.meta.dirname, '../../../../shared/specs/samples/router')

// The accounts of the recorded bodies: the signers, and the recipients their memos, mint recipients and calldata name.
const dydxUser: Record<string, string> = {
  'dydx-mainnet-1': 'dydx1nhzuazjhyfu474er6v4ey8zn6wa5fy6g2dgp7s',
  'noble-1': 'noble1nhzuazjhyfu474er6v4ey8zn6wa5fy6gthndxf',
  'osmosis-1': 'osmo1nhzuazjhyfu474er6v4ey8zn6wa5fy6gt044g4',
  '1': '0x0f7833777bfC9ef72D8B76AE954D3849DD71F829',
}
const osmosisUser: Record<string, string> = {
  'osmosis-1': 'osmo107vyuer6wzfe7nrrsujppa0pvx35fvplp4t7tx',
  '1': '0x7863Ec05b123885c7609B05c35Df777F3F180258',
}

interface Sample {
  name: string
  route: Route
  addressList: string[]
  msgs: MsgsResponse
}

// msgs_direct bodies carry their route; the osmosis-frontend msgs go with the route of the same mock (SOURCES.md)
const pairs = [
  ['msgs-cosmos-osmosis-to-eth-axelar.json', 'route-axelar-osmosis-to-eth-nested-ibc.json', osmosisUser],
  ['msgs-evm-eth-to-osmosis-axelar-approval.json', 'route-axelar-eth-to-osmosis.json', osmosisUser],
  ['msgs-direct-cctp-noble-to-eth-two-msgs.json', undefined, dydxUser],
  ['msgs-direct-evm-cctp-eth-to-noble.json', undefined, dydxUser],
  ['msgs-direct-ibc-dydx-to-noble.json', undefined, dydxUser],
  ['msgs-direct-ibc-noble-to-dydx.json', undefined, dydxUser],
  ['msgs-direct-multi-hop-dydx-to-eth.json', undefined, dydxUser],
] as const

const hasSamples = existsSync(samples)
const read = (file: string): unknown => JSON.parse(readFileSync(join(samples, file), 'utf8'))

function load(name: string): Sample {
  const [, routeFile, user] = pairs.find(([file]) => file === name)!
  const body = read(name) as { route?: unknown }
  const route = parse(routeSchema, routeFile ? read(routeFile) : body.route)
  const addressList = route.required_chain_addresses.map((chainId) => user[chainId]!)
  return { name, route, addressList, msgs: parse(msgsSchema, body) }
}

const fieldsOf = (sample: Pick<Sample, 'route' | 'addressList' | 'msgs'>) =>
  verifyMsgs(sample).map(({ field }) => field)

/** Edits a message of a sample's cosmos tx through its JSON. */
function editMsg(sample: Sample, edit: (msg: Json) => void, index = 0) {
  const message = sample.msgs.txs[0]!.cosmos_tx!.msgs[index]!
  const json = JSON.parse(message.msg) as Json
  edit(json)
  message.msg = JSON.stringify(json)
}

const replaceInMsg = (sample: Sample, from: string, to: string) => {
  const message = sample.msgs.txs[0]!.cosmos_tx!.msgs[0]!
  expect(message.msg).toContain(from)
  message.msg = message.msg.replaceAll(from, to)
}

const times1000 = (value: unknown) => String(BigInt(value as string) * 1000n)

/** Every tampering of a cosmos sample, and the field it must break. */
const cosmosTampers: [string, (sample: Sample) => void, string][] = [
  [
    '1000 times the amount',
    (sample) =>
      editMsg(sample, (msg) => {
        const token = (msg.token ?? (Array.isArray(msg.amount) ? msg.amount[0] : undefined)) as
          | Json
          | undefined
        if (token) token.amount = times1000(token.amount)
        else msg.amount = times1000(msg.amount)
      }),
    'amount',
  ],
  [
    'another chain id',
    (sample) => {
      sample.msgs.txs[0]!.cosmos_tx!.chain_id = 'cosmoshub-4'
    },
    'chain_id',
  ],
  [
    'a MsgSend to a stranger appended',
    (sample) => {
      const tx = sample.msgs.txs[0]!.cosmos_tx!
      tx.msgs.push({
        msg_type_url: '/cosmos.bank.v1beta1.MsgSend',
        msg: JSON.stringify({
          from_address: tx.signer_address,
          to_address: stranger(tx.signer_address.split('1')[0]!),
          amount: [{ denom: sample.route.source_asset_denom, amount: '1' }],
        }),
      })
    },
    'receiver',
  ],
  [
    'a tx beyond txs_required',
    (sample) => {
      sample.msgs.txs.push(structuredClone(sample.msgs.txs[0]!))
    },
    'txs.length',
  ],
  [
    'another signer',
    (sample) => {
      const tx = sample.msgs.txs[0]!.cosmos_tx!
      tx.signer_address = stranger(tx.signer_address.split('1')[0]!)
    },
    'signer',
  ],
  [
    'an unknown type URL',
    (sample) => {
      sample.msgs.txs[0]!.cosmos_tx!.msgs[0]!.msg_type_url = '/cosmos.authz.v1beta1.MsgExec'
    },
    'message type',
  ],
  [
    'a non-integer amount',
    (sample) =>
      editMsg(sample, (msg) => {
        const token = (msg.token ?? (Array.isArray(msg.amount) ? msg.amount[0] : undefined)) as
          | Json
          | undefined
        if (token) token.amount = '1.5'
        else msg.amount = '1.5'
      }),
    'amount',
  ],
  [
    'malformed JSON',
    (sample) => {
      const message = sample.msgs.txs[0]!.cosmos_tx!.msgs[0]!
      message.msg = message.msg.slice(0, -1)
    },
    'msg',
  ],
  [
    'a message acting for a stranger',
    (sample) => replaceInMsg(sample, sample.msgs.txs[0]!.cosmos_tx!.signer_address, stranger('osmo')),
    'sender',
  ],
]

/** Where each cosmos sample's funds end up, swapped for a stranger's address. */
const receiverTampers: [string, (sample: Sample) => void, string][] = [
  [
    'msgs-cosmos-osmosis-to-eth-axelar.json',
    // the recipient in the Axelar payload: abi.encode(bool unwrap, address recipient)
    (sample) =>
      replaceInMsg(
        sample,
        '120,99,236,5,177,35,136,92,118,9,176,92,53,223,119,127,63,24,2,88',
        '17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17',
      ),
    'receiver',
  ],
  [
    'msgs-direct-cctp-noble-to-eth-two-msgs.json',
    (sample) =>
      editMsg(sample, (msg) => {
        msg.mint_recipient = btoa(String.fromCharCode(...new Array(12).fill(0), ...new Array(20).fill(0x11)))
      }),
    'mint_recipient',
  ],
  [
    'msgs-direct-ibc-dydx-to-noble.json',
    (sample) => replaceInMsg(sample, dydxUser['noble-1']!, stranger('noble')),
    'receiver',
  ],
  [
    'msgs-direct-ibc-noble-to-dydx.json',
    (sample) => replaceInMsg(sample, dydxUser['dydx-mainnet-1']!, stranger('dydx')),
    'receiver',
  ],
  [
    'msgs-direct-multi-hop-dydx-to-eth.json',
    // the recipient of the Axelar payload three memos deep
    (sample) =>
      replaceInMsg(
        sample,
        '15,120,51,119,123,252,158,247,45,139,118,174,149,77,56,73,221,113,248,41',
        '17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17,17',
      ),
    'receiver',
  ],
  [
    'msgs-direct-multi-hop-dydx-to-eth.json',
    // where the swap contract sends the funds back if the Axelar transfer fails
    (sample) => replaceInMsg(sample, dydxUser['osmosis-1']!, stranger('osmo')),
    'recover_address',
  ],
  [
    'msgs-direct-multi-hop-dydx-to-eth.json',
    // the wasm hook's receiver must be the contract it calls (osmosis x/ibc-hooks)
    (sample) =>
      replaceInMsg(
        sample,
        '\\"receiver\\":\\"osmo1vkdakqqg5htq5c3wy2kj2geq536q665xdexrtjuwqckpads2c2nsvhhcyv',
        `\\"receiver\\":\\"${stranger('osmo')}`,
      ),
    'receiver',
  ],
]

const cosmosSamples = pairs.map(([name]) => name).filter((name) => !name.includes('evm'))
const evmSamples = pairs.map(([name]) => name).filter((name) => name.includes('evm'))

const evmTx = (sample: Sample) => sample.msgs.txs[0]!.evm_tx!

/** Every tampering of an EVM sample, and the field it must break. */
const evmTampers: [string, (sample: Sample) => void, string][] = [
  [
    'an approval of 1000 times the amount',
    (sample) => {
      const approval = evmTx(sample).required_erc20_approvals![0]!
      approval.amount = times1000(approval.amount)
    },
    'approval',
  ],
  [
    'an approval of another token',
    (sample) => {
      evmTx(sample).required_erc20_approvals![0]!.token_contract = strangerEvm
    },
    'approval',
  ],
  [
    'a non-integer approval',
    (sample) => {
      evmTx(sample).required_erc20_approvals![0]!.amount = '1e18'
    },
    'approval',
  ],
  [
    'another chain id',
    (sample) => {
      evmTx(sample).chain_id = '137'
    },
    'chain_id',
  ],
  [
    'a tx beyond txs_required',
    (sample) => {
      sample.msgs.txs.push(structuredClone(sample.msgs.txs[0]!))
    },
    'txs.length',
  ],
  [
    'another signer',
    (sample) => {
      evmTx(sample).signer_address = strangerEvm
    },
    'signer',
  ],
  [
    'one wei more than the native fees the route declares',
    (sample) => {
      const tx = evmTx(sample)
      tx.value = String(BigInt(tx.value || '0') + 1n)
    },
    'value',
  ],
  [
    'calldata: an ERC-20 transfer of the amount to a stranger',
    (sample) => {
      const tx = evmTx(sample)
      tx.to = sample.route.source_asset_denom
      tx.data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [strangerEvm, BigInt(sample.route.amount_in)],
      }).slice(2)
    },
    'receiver',
  ],
  [
    'calldata: an ERC-20 approve beyond the amount',
    (sample) => {
      const tx = evmTx(sample)
      tx.to = sample.route.source_asset_denom
      tx.data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [strangerEvm, 2n ** 256n - 1n],
      })
    },
    'approval',
  ],
]

describe.skipIf(!hasSamples && !process.env.CI)('recorded router samples', () => {
  test('default: every recorded msgs body is checked against its route', () => {
    const files = readdirSync(samples).filter((file) => file.startsWith('msgs-'))
    expect(files.sort()).toEqual(pairs.map(([name]) => name).sort())
  })

  test.each(pairs.map(([name]) => name))('default: %s verifies clean', (name) => {
    expect(verifyMsgs(load(name))).toEqual([])
  })

  describe.each(cosmosSamples)('%s', (name) => {
    test.each(cosmosTampers)('behavior: %s', (_, tamper, field) => {
      const sample = load(name)
      tamper(sample)
      expect(fieldsOf(sample)).toContain(field)
    })
  })

  test.each(receiverTampers)('behavior: %s with a stranger as the recipient', (name, tamper, field) => {
    const sample = load(name)
    tamper(sample)
    expect(fieldsOf(sample)).toEqual([field])
  })

  describe.each(evmSamples)('%s', (name) => {
    test.each(evmTampers)('behavior: %s', (_, tamper, field) => {
      const sample = load(name)
      tamper(sample)
      expect(fieldsOf(sample)).toContain(field)
    })

    test('behavior: calldata: an ERC-20 transfer within the amount to your own address verifies', () => {
      const sample = load(name)
      const tx = evmTx(sample)
      tx.to = sample.route.source_asset_denom
      tx.data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [tx.signer_address as `0x${string}`, BigInt(sample.route.amount_in)],
      }).slice(2)
      expect(verifyMsgs(sample)).toEqual([])
    })
  })

  test('behavior: a value on an ERC-20 route that declares no native fee', () => {
    const sample = load('msgs-direct-evm-cctp-eth-to-noble.json')
    evmTx(sample).value = '1'
    expect(verifyMsgs(sample)).toMatchInlineSnapshot(`
      [
        {
          "actual": "1",
          "expected": "at most 0 of the native token",
          "field": "value",
          "tx": 0,
        },
      ]
    `)
  })

  test('behavior: the relay fee MsgSend is within the declared fee, one more is not', () => {
    const sample = load('msgs-direct-cctp-noble-to-eth-two-msgs.json')
    editMsg(
      sample,
      (msg) => {
        ;(msg.amount as Json[])[0]!.amount = '40000001'
      },
      1,
    )
    expect(verifyMsgs(sample)).toMatchInlineSnapshot(`
      [
        {
          "actual": "noble1dyw0geqa2cy0ppdjcxfpzusjpwmq85r5a35hqe",
          "expected": "one of your addresses, or a fee the quote declares (40000000 uusdc)",
          "field": "receiver",
          "msg": 1,
          "tx": 0,
        },
      ]
    `)
  })

  test('behavior: fields in camelCase are read too', () => {
    const sample = load('msgs-direct-cctp-noble-to-eth-two-msgs.json')
    const camel = (msg: Json) =>
      Object.fromEntries(
        Object.entries(msg).map(([key, value]) => [
          key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
          value,
        ]),
      )
    for (const message of sample.msgs.txs[0]!.cosmos_tx!.msgs)
      message.msg = JSON.stringify(camel(JSON.parse(message.msg)))
    expect(sample.msgs.txs[0]!.cosmos_tx!.msgs[0]!.msg).toContain('"mintRecipient"')
    expect(verifyMsgs(sample)).toEqual([])
  })

  test.each(pairs.map(([name]) => name))(
    'behavior: %s with garbage for a message is refused, never thrown',
    (name) => {
      for (const garbage of [
        'null',
        '[]',
        '5',
        '"text"',
        '{}',
        '{"token":5,"amount":[null]}',
        '{"amount":{"denom":1}}',
      ]) {
        const sample = load(name)
        const tx = sample.msgs.txs[0]!
        if (tx.cosmos_tx) tx.cosmos_tx.msgs[0]!.msg = garbage
        else tx.evm_tx!.data = garbage
        if (tx.cosmos_tx) expect(verifyMsgs(sample).length).toBeGreaterThan(0)
        else expect(() => verifyMsgs(sample)).not.toThrow()
      }
    },
  )

  test('behavior: an svm_tx cannot be read', () => {
    const sample = load('msgs-direct-ibc-noble-to-dydx.json')
    sample.msgs.txs[0] = { svm_tx: { chain_id: 'solana', signer_address: 'x', tx: 'AQID' } } as never
    expect(fieldsOf(sample)).toEqual(['tx'])
  })

  test('behavior: the mismatches make the error the driver throws', () => {
    const sample = load('msgs-direct-ibc-dydx-to-noble.json')
    replaceInMsg(sample, dydxUser['noble-1']!, stranger('noble'))
    expect(new MsgsMismatchError(verifyMsgs(sample)).details).toMatchInlineSnapshot(
      `"tx 0 msg 0: receiver: expected noble1nhzuazjhyfu474er6v4ey8zn6wa5fy6gthndxf, got noble1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3f7z22p"`,
    )
  })
})

// A contributor without an anvil binary skips the devnet; CI always has one.
const hasAnvil =
  Boolean(process.env.CI) ||
  existsSync(
    process.env.ANVIL_PATH ?? fileURLToPath(new URL('../../../node_modules/.bin/anvil', import.meta.url)),
  )

interface DevnetCase {
  label: string
  route: Route
  addressList: string[]
  msgs: MsgsResponse
  hook?: OpHookResponse | undefined
}

describe.skipIf(!hasAnvil)('devnet routes', () => {
  // a devnet of its own: the sweep asks for many msgs and op-hooks, which must not mix with other files' transfers
  let devnet: DevnetServer
  const cases: DevnetCase[] = []

  beforeAll(async () => {
    devnet = await startDevnetServer({ port: 0 })
    const router = createRouterClient({ baseUrl: devnet.router })
    // the kit's own wallets: one Ethereum key on the Initia chains, cosmjs on Noble and the Hub
    const wallet = await initiaTestWallet({
      routerUrl: devnet.router,
      evm: devnet.evm!,
      chains: devnet.chains,
    })
    const response = await fetch(`${devnet.router}/v2/fungible/assets?include_evm_assets=true`)
    const { chain_to_assets_map } = (await response.json()) as {
      chain_to_assets_map: Record<string, { assets: { denom: string; chain_id: string; decimals: number }[] }>
    }
    const assets = Object.values(chain_to_assets_map).flatMap(({ assets }) => assets)
    for (const source of assets)
      for (const dest of assets) {
        if (source === dest) continue
        const request: BridgeRequest = {
          sourceChainId: source.chain_id,
          sourceDenom: source.denom,
          destChainId: dest.chain_id,
          destDenom: dest.denom,
          amountIn: String(10n ** BigInt(source.decimals)),
        }
        let route: Route
        try {
          route = await router.route({
            source_asset_chain_id: request.sourceChainId,
            source_asset_denom: request.sourceDenom,
            dest_asset_chain_id: request.destChainId,
            dest_asset_denom: request.destDenom,
            amount_in: request.amountIn,
            allow_multi_tx: true,
            allow_unsafe: true,
          })
        } catch (error) {
          if (error instanceof RouteNotFoundError) continue
          throw error
        }
        // the wallet's own address on every chain, and another recipient on the destination (as the driver builds it)
        const own = await wallet.getAddress(request.destChainId)
        const other = own.startsWith('0x')
          ? anvilAccounts[1]
          : toInitiaBech32(anvilAccounts[1], own.split('1')[0])!
        for (const recipient of [undefined, other]) {
          // the recipient only in the last entry: a route back to its source chain names that chain twice
          const last = route.required_chain_addresses.length - 1
          const addressList = await Promise.all(
            route.required_chain_addresses.map((chainId, i) =>
              i === last && recipient ? recipient : wallet.getAddress(chainId),
            ),
          )
          let hook: OpHookResponse | undefined
          let signed: { signer: string; hook: string } | undefined
          if (route.required_op_hook) {
            hook = await router.opHook(opHookRequest({ ...request, recipient }, addressList))
            signed = await wallet.signOpHook!(hook, {
              sourceChainId: request.sourceChainId,
              destChainId: request.destChainId,
            })
          }
          const msgs = await router.msgs({
            source_asset_chain_id: request.sourceChainId,
            source_asset_denom: request.sourceDenom,
            dest_asset_chain_id: request.destChainId,
            dest_asset_denom: request.destDenom,
            amount_in: route.amount_in,
            amount_out: route.amount_out,
            operations: route.operations,
            estimated_amount_out: route.estimated_amount_out,
            address_list: addressList,
            slippage_tolerance_percent: '1',
            signed_op_hook: signed,
          })
          const label = `${source.chain_id} ${source.denom} -> ${dest.chain_id} ${dest.denom}${recipient ? ' (recipient)' : ''}`
          cases.push({ label, route, addressList, msgs, hook })
        }
      }
  }, 120_000)
  afterAll(() => devnet?.close())

  const find = (predicate: (devnetCase: DevnetCase) => boolean) => structuredClone(cases.find(predicate)!)
  const typeUrls = (devnetCase: DevnetCase) =>
    devnetCase.msgs.txs.flatMap(
      (tx) => tx.cosmos_tx?.msgs.map(({ msg_type_url }) => msg_type_url) ?? ['evm_tx'],
    )

  test('default: every route of the devnet verifies clean, msgs and op-hook', () => {
    const found = cases.map(({ label, route, addressList, msgs, hook }) => ({
      label,
      mismatches: [
        ...verifyMsgs({ route, addressList, msgs }),
        ...(hook ? verifyOpHook({ route, addressList, hook }) : []),
      ],
    }))
    expect(found.filter(({ mismatches }) => mismatches.length > 0)).toEqual([])
  })

  test('default: the sweep covers every kind of msg the devnet builds', () => {
    const kinds = new Set(cases.flatMap(typeUrls))
    expect([...kinds].sort()).toEqual([
      '/cosmos.bank.v1beta1.MsgSend',
      '/ibc.applications.transfer.v1.MsgTransfer',
      '/initia.move.v1.MsgExecute',
      '/opinit.opchild.v1.MsgInitiateTokenWithdrawal',
      '/opinit.ophost.v1.MsgInitiateTokenDeposit',
      'evm_tx',
    ])
    expect(cases.filter(({ hook }) => hook).length).toBeGreaterThan(0)
    expect(cases.filter(({ route }) => route.txs_required > 1).length).toBeGreaterThan(0)
  })

  describe('a Move swap on L1', () => {
    const swapCase = () =>
      find(
        ({ msgs, addressList, label }) =>
          msgs.txs[0]?.cosmos_tx?.msgs[0]?.msg_type_url === '/initia.move.v1.MsgExecute' &&
          addressList.length === 1 &&
          !label.endsWith('(recipient)'),
      )
    const editSwap = (devnetCase: DevnetCase, edit: (msg: Json) => void) => {
      const message = devnetCase.msgs.txs[0]!.cosmos_tx!.msgs[0]!
      const json = JSON.parse(message.msg) as Json
      edit(json)
      message.msg = JSON.stringify(json)
    }
    const fields = (devnetCase: DevnetCase) => verifyMsgs(devnetCase).map(({ field }) => field)

    test('behavior: offering twice the quote is caught from the BCS amount', () => {
      const devnetCase = swapCase()
      const swap = devnetCase.route.operations[0]!.swap as {
        denom_in: string
        swap_in: { swap_operations: { pool: string }[] }
      }
      editSwap(devnetCase, (msg) => {
        const more = swapScriptMsg(
          msg.sender as string,
          swap.swap_in.swap_operations[0]!.pool,
          swap.denom_in,
          BigInt(devnetCase.route.amount_in) * 2n,
          1n,
        )
        msg.args = more.args
      })
      expect(fields(devnetCase)).toEqual(['amount'])
    })

    test('behavior: a pool the quote does not name', () => {
      const devnetCase = swapCase()
      editSwap(devnetCase, (msg) => {
        ;(msg.args as string[])[0] = btoa(String.fromCharCode(...new Array(32).fill(0x22)))
      })
      expect(fields(devnetCase)).toEqual(['pool'])
    })

    test('behavior: another Move function cannot be read', () => {
      const devnetCase = swapCase()
      editSwap(devnetCase, (msg) => {
        msg.function_name = 'swap'
      })
      expect(fields(devnetCase)).toEqual(['message type'])
    })
  })

  describe('the op-hook', () => {
    const hookCase = () => find(({ hook, label }) => hook !== undefined && !label.endsWith('(recipient)'))
    const editHook = (devnetCase: DevnetCase, edit: (msg: Json) => void) => {
      const message = devnetCase.hook!.hook[0]!
      const json = JSON.parse(message.msg) as Json
      edit(json)
      message.msg = JSON.stringify(json)
    }
    const fields = (devnetCase: DevnetCase) =>
      verifyOpHook({ ...devnetCase, hook: devnetCase.hook! }).map(({ field }) => field)

    test('behavior: the sender as the 0x address of the same key verifies', () => {
      const devnetCase = hookCase()
      editHook(devnetCase, (msg) => {
        expect(msg.sender).toBe(toInitiaBech32(anvilAccounts[0]))
        msg.sender = anvilAccounts[0]
      })
      expect(fields(devnetCase)).toEqual([])
    })

    test.each<[string, (devnetCase: DevnetCase) => void, string]>([
      [
        'a stranger as the sender',
        (c) =>
          editHook(c, (msg) => {
            msg.sender = stranger('init')
          }),
        'sender',
      ],
      [
        'a stranger as the deposit recipient',
        (c) =>
          editHook(c, (msg) => {
            msg.to = stranger('init')
          }),
        'to',
      ],
      [
        'more than the route delivers',
        (c) =>
          editHook(c, (msg) => {
            ;(msg.amount as Json).amount = times1000(c.route.amount_in)
          }),
        'amount',
      ],
      [
        'a denom the route does not deliver',
        (c) =>
          editHook(c, (msg) => {
            ;(msg.amount as Json).denom = 'uatom'
          }),
        'denom',
      ],
      [
        'a chain the route does not touch',
        (c) => {
          c.hook!.chain_id = 'osmosis-1'
        },
        'chain_id',
      ],
      [
        'a message it cannot read',
        (c) => {
          c.hook!.hook.push({ msg_type_url: '/cosmos.authz.v1beta1.MsgGrant', msg: '{}' })
        },
        'message type',
      ],
      [
        'malformed JSON',
        (c) => {
          c.hook!.hook[0]!.msg = '{"sender":'
        },
        'msg',
      ],
    ])('behavior: %s', (_, tamper, field) => {
      const devnetCase = hookCase()
      tamper(devnetCase)
      expect(fields(devnetCase)).toContain(field)
    })
  })
})
