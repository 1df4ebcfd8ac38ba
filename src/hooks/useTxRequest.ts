'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { BankBalance } from '../balances/actions.ts'
import { balancesQueryOptions } from '../query/balances.ts'
import { chainQueryOptions } from '../query/registry.ts'
import { simulateTxQueryOptions, txSignerQueryOptions } from '../query/tx.ts'
import { chainRestClient } from '../registry/chainClients.ts'
import type { RegistryClient, RegistryNetwork } from '../registry/client.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { toInitiaBech32 } from '../router/initiaAddress.ts'
import { confirmTx } from '../tx/confirmTx.ts'
import { type FeeOption, type TxFee, txFee } from '../tx/fee.ts'
import { isOpenRecord, txRequestId } from '../tx/requestId.ts'
import type { SimulateTxReturnType } from '../tx/simulateTx.ts'
import { createTxStore, type TxRecord, type TxStore } from '../tx/txStore.ts'
import type { TxRequest } from '../tx/types.ts'
import type { SendTxStep, WalletAdapter } from '../wallet/types.ts'
import { useRegistryClient } from './useRegistryClient.ts'

export interface UseTxRequestParameters {
  request: TxRequest
  wallet: WalletAdapter
  /** Where signed requests and fee picks are kept; default localStorage (`createTxStore()`). */
  store?: TxStore | undefined
  /** Another registry than the provider's `network`. */
  registry?: RegistryClient | RegistryNetwork | undefined
  /** Called once the wallet has broadcast the tx (its hash is known), before it is in a block. */
  onBroadcast?: ((record: TxRecord) => void) | undefined
  /** Called once the tx is in a block. */
  onConfirmed?: ((record: TxRecord) => void) | undefined
  /**
   * Runs on `confirm()` before the wallet is asked (a recipient's name asked again): a throw stops the send, signing
   * nothing, and is the `sendError`.
   */
  beforeSign?: (() => Promise<void>) | undefined
}

/**
 * Where the request is: `loading` (chain, account, simulation), `failed` (the simulation refused it, or the chain did
 * not answer: `error`), `ready` (preview shown), then `signing`, `broadcasting`, `confirming`, and `sent` (in a
 * block: `record.state` `confirmed`; or broadcast and not found yet), or `refused` (the wallet or chain refused:
 * `sendError`).
 */
export type TxRequestStatus =
  | 'loading'
  | 'failed'
  | 'ready'
  | 'signing'
  | 'broadcasting'
  | 'confirming'
  | 'sent'
  | 'refused'

export interface UseTxRequestReturnType {
  status: TxRequestStatus
  chain: RegistryChain | undefined
  /** The signing account, as the wallet gives it on the chain. */
  signer: string | undefined
  simulation: SimulateTxReturnType | undefined
  /** The gas limit and the fee in each fee token. */
  fee: TxFee | undefined
  /** The fee token picked (remembered per chain), and its fee. */
  feeOption: FeeOption | undefined
  pickFeeToken(denom: string): void
  /** The signer's balances on the chain (one read, shared with useBalances). */
  balances: readonly BankBalance[] | undefined
  /** False when the account holds less than the fee in the picked token. */
  canPay: boolean | undefined
  /** Why the preview could not be made: the simulation's refusal, or the chain, registry or wallet failing. */
  error: unknown
  /** Why signing or sending failed. */
  sendError: unknown
  record: TxRecord | undefined
  /** Signs and sends, once; a second call while one runs, or for a request already signed, does nothing. */
  confirm(): void
  /** Asks the chain again after a failure to answer. */
  retry(): void
}

const sendingSteps: Record<SendTxStep['step'], TxRequestStatus> = {
  'switching-chain': 'signing',
  approving: 'signing',
  approved: 'signing',
  signing: 'signing',
  broadcasting: 'broadcasting',
}

/**
 * A dApp's tx request, previewed and then signed: the chain simulates it (one request, never again on a re-render),
 * the fee comes from the registry's fee tokens, the account's balances are read once to tell whether it can pay, and
 * `confirm()` signs exactly what was shown, once (see `sendTxRequest`), then looks for it in a block.
 *
 * @example
 * const tx = useTxRequest({ request: { chainId: 'interwoven-1', messages }, wallet })
 * if (tx.status === 'ready' && tx.canPay) tx.confirm()
 */
export function useTxRequest(parameters: UseTxRequestParameters): UseTxRequestReturnType {
  const { request, wallet, onConfirmed } = parameters
  const registry = useRegistryClient(parameters.registry)
  const queryClient = useQueryClient()
  const store = useMemo(() => parameters.store ?? createTxStore(), [parameters.store])
  const { chainId } = request

  const chainQuery = useQuery({ ...chainQueryOptions(registry, { chainId }), refetchOnWindowFocus: false })
  const chain = chainQuery.data
  const isEvm = 'evm' in request
  // an EVM call is signed by the EVM wallet, on the rollup's EVM chain id
  const walletChainId = isEvm
    ? chain?.evm_chain_id === undefined
      ? undefined
      : String(chain.evm_chain_id)
    : chainId
  const signerQuery = useQuery({
    ...txSignerQueryOptions(wallet, { chainId: walletChainId ?? '' }),
    enabled: walletChainId !== undefined,
  })
  const signer = signerQuery.data
  const rest = useMemo(
    () => chainRestClient({ registry, chainId, queryClient }),
    [registry, chainId, queryClient],
  )
  const simulationQuery = useQuery(simulateTxQueryOptions(rest, { request, signer }))
  const simulation = simulationQuery.data
  const bankAccount =
    signer === undefined ? undefined : (toInitiaBech32(signer, chain?.bech32_prefix) ?? signer)
  const balancesQuery = useQuery({
    ...balancesQueryOptions(rest, { address: bankAccount }),
    // after the simulation: a refused tx needs no balances
    enabled: bankAccount !== undefined && simulation !== undefined && !isEvm,
    refetchOnWindowFocus: false,
  })

  const fee = useMemo(
    () => (chain && simulation && !isEvm ? txFee(chain, simulation.gasUsed) : undefined),
    [chain, simulation, isEvm],
  )
  const [picked, setPicked] = useState(() => store.feeDenom(chainId))
  const feeOption = fee?.options.find((option) => option.denom === picked) ?? fee?.options[0]
  const pickFeeToken = useCallback(
    (denom: string) => {
      setPicked(denom)
      store.setFeeDenom(chainId, denom)
    },
    [store, chainId],
  )
  const balances = balancesQuery.data?.balances
  const canPay =
    isEvm || !feeOption
      ? undefined
      : balances === undefined
        ? undefined
        : (balances.find((balance) => balance.denom === feeOption.denom)?.amount ?? 0n) >= feeOption.amount

  const id = signer === undefined ? undefined : txRequestId(request, signer)
  const [record, setRecord] = useState<TxRecord | undefined>()
  // a request signed before (a re-mount, another tab): its tx is shown and looked for, never signed again
  useEffect(() => {
    if (id === undefined) return
    const stored = store.getTx(id)
    setRecord(isOpenRecord(stored) ? stored : undefined)
  }, [id, store])

  const [step, setStep] = useState<TxRequestStatus | undefined>()
  const confirmedRef = useRef(onConfirmed)
  confirmedRef.current = onConfirmed
  const broadcastRef = useRef(parameters.onBroadcast)
  broadcastRef.current = parameters.onBroadcast
  const beforeSignRef = useRef(parameters.beforeSign)
  beforeSignRef.current = parameters.beforeSign
  const sending = useMutation({
    mutationFn: async () => {
      await beforeSignRef.current?.()
      // the signing flow loads on Confirm
      const { sendTxRequest } = await import('../tx/sendTxRequest.ts')
      const sent = await sendTxRequest({
        wallet,
        request,
        signer: signer ?? '',
        fee:
          feeOption && fee
            ? { denom: feeOption.denom, amount: feeOption.amount, gasLimit: fee.gasLimit }
            : undefined,
        evmChainId: chain?.evm_chain_id,
        store,
        onStep: ({ step }) => setStep(sendingSteps[step]),
      })
      setRecord(sent)
      broadcastRef.current?.(sent)
      return sent
    },
  })
  // an open record, from this mount or an earlier one, is looked for until it ends
  const recordState = record?.state
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record's id and state stand for it
  useEffect(() => {
    if (!record || !isOpenRecord(record)) return
    const controller = new AbortController()
    // an EVM call's tx is on the rollup's EVM chain, where the EVM wallet looks it up
    confirmTx({ wallet, record, store, chainId: walletChainId, signal: controller.signal }).then(
      (found) => {
        if (controller.signal.aborted || found.state === record.state) return
        setRecord(found)
        if (found.state === 'confirmed') confirmedRef.current?.(found)
      },
      () => {},
    )
    return () => controller.abort()
  }, [record?.id, recordState, wallet, store, walletChainId])
  const confirm = useCallback(() => {
    // a double click: one mutation at a time, and sendTxRequest's lock across tabs
    if (sending.isPending || isOpenRecord(record)) return
    sending.mutate()
  }, [sending, record])

  const error = chainQuery.error ?? signerQuery.error ?? simulationQuery.error
  const status: TxRequestStatus = sending.isError
    ? 'refused'
    : sending.isPending
      ? (step ?? 'signing')
      : record
        ? record.state === 'confirmed' || record.state === 'failed'
          ? 'sent'
          : 'confirming'
        : error
          ? 'failed'
          : simulation && (isEvm || (fee && !balancesQuery.isPending))
            ? 'ready'
            : 'loading'

  const retry = useCallback(() => {
    for (const query of [chainQuery, signerQuery, simulationQuery]) if (query.isError) void query.refetch()
    sending.reset()
  }, [chainQuery, signerQuery, simulationQuery, sending])

  return {
    status,
    chain,
    signer,
    simulation,
    fee,
    feeOption,
    pickFeeToken,
    balances,
    canPay,
    error,
    sendError: sending.error,
    record,
    confirm,
    retry,
  }
}
