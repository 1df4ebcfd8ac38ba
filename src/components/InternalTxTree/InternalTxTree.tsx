'use client'

import { type ComponentPropsWithoutRef, type KeyboardEvent, useMemo, useRef, useState } from 'react'
import { buildCallTree, type InternalCallNode, visibleCalls } from '../../evm/callTree.ts'
import {
  type UseEvmInternalTxTreeParameters,
  useEvmInternalTxTree,
} from '../../hooks/useEvmInternalTxTree.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import { hexInt } from '../../indexer/schemas.ts'
import { Amount } from '../shared/Amount.tsx'
import { defaultErrorLabels, ErrorAlert, type ErrorLabels } from '../shared/ErrorAlert.tsx'
import { formatInteger } from '../shared/format.ts'
import { Hash } from '../shared/Hash.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import { revealInvisible } from '../shared/safeText.ts'
import { useChainView } from '../shared/useChainView.ts'
import { revertOf } from './revert.ts'

export type { InternalCallNode } from '../../evm/callTree.ts'

export interface InternalTxTreeLabels {
  title: string
  to: string
  value: string
  gas: string
  /** A call whose output is a revert (`Error(string)` or `Panic(uint256)`). */
  reverted: string
  /** Shown on calls nested deeper than the indentation goes. */
  level: (level: number) => string
  loading: string
  empty: string
  retry: string
  /** What a failure says, by error class (ErrorAlert's words). */
  errors: ErrorLabels
}

export const defaultInternalTxTreeLabels: InternalTxTreeLabels = {
  title: 'Internal calls',
  to: 'to',
  value: 'value',
  gas: 'gas used / limit',
  reverted: 'Reverted',
  level: (level) => `level ${level}`,
  loading: 'Loading internal calls…',
  empty: 'No internal calls.',
  retry: 'Retry',
  errors: defaultErrorLabels,
}

export interface InternalTxTreeProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** 0x-prefixed. Without it the component shows its empty state. */
  txHash: string | undefined
  /** The native token's decimals and symbol for call values; else the registry's fee token, else wei. */
  decimals?: number
  symbol?: string
  labels?: LabelOverrides<InternalTxTreeLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another indexer than the provider's. */
  client?: UseEvmInternalTxTreeParameters['client']
  /** Another chain of the provider's `network`: its indexer, tokens and explorer come from the chain registry. */
  chainId?: string
}

/** 0x hex as an exact decimal string; the indexer sends "0x" for empty. */
/** Indentation stops here; a deeper call shows its level instead. */
const maxIndent = 12

const noCalls: readonly never[] = []

/**
 * The nested calls of one EVM tx as a keyboard-navigable tree (arrows move, expand and collapse; Home/End).
 * Headless: `evmInternalTxTreeQueryOptions` (`rollscope/query`) and `buildCallTree`.
 */
export function InternalTxTree({
  txHash,
  decimals: ownDecimals,
  symbol: ownSymbol,
  labels: customLabels,
  locale: ownLocale,
  client,
  chainId,
  className,
  ...rest
}: InternalTxTreeProps) {
  const locale = useLocale(ownLocale)
  // values are in the chain's fee token (minievm's EVM native coin), named by the registry without props
  const { feeToken, isPending: registryPending } = useChainView({ chainId })
  const decimals = ownDecimals ?? feeToken?.decimals
  const symbol = ownSymbol ?? (ownDecimals === undefined ? feeToken?.symbol : undefined)
  // a tree is only whole with every page: the query walks them all
  const list = useEvmInternalTxTree({ txHash, client, chainId })
  const items = list.data?.calls ?? noCalls
  const state =
    list.isPending || registryPending
      ? txHash === undefined
        ? 'empty'
        : 'loading'
      : list.isError
        ? 'error'
        : items.length === 0
          ? 'empty'
          : 'success'
  const labels = useLabels(
    defaultInternalTxTreeLabels,
    customLabels,
    locale,
    'lists',
    'internalTxTreeLabels',
    laterWords(state),
  )
  const roots = useMemo(() => buildCallTree(items), [items])
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const [active, setActive] = useState<number | undefined>(undefined)
  const elements = useRef(new Map<number, HTMLLIElement>())

  const visible = visibleCalls(roots, collapsed)
  const current = visible.find((node) => node.call.index === active) ?? visible[0]

  const focus = (node: InternalCallNode | undefined) => {
    if (!node) return
    setActive(node.call.index)
    elements.current.get(node.call.index)?.focus()
  }
  const toggle = (node: InternalCallNode, expand = collapsed.has(node.call.index)) => {
    setCollapsed((previous) => {
      const next = new Set(previous)
      if (expand) next.delete(node.call.index)
      else next.add(node.call.index)
      return next
    })
  }

  const onKeyDown = (event: KeyboardEvent, node: InternalCallNode) => {
    const position = visible.indexOf(node)
    const expanded = node.children.length > 0 && !collapsed.has(node.call.index)
    switch (event.key) {
      case 'ArrowDown':
        focus(visible[position + 1])
        break
      case 'ArrowUp':
        focus(visible[position - 1])
        break
      case 'Home':
        focus(visible[0])
        break
      case 'End':
        focus(visible.at(-1))
        break
      case 'ArrowRight':
        if (node.children.length === 0) return
        if (expanded) focus(node.children[0])
        else toggle(node, true)
        break
      case 'ArrowLeft':
        if (expanded) toggle(node, false)
        else focus(node.parent)
        break
      case 'Enter':
      case ' ':
        if (node.children.length > 0) toggle(node)
        break
      default:
        return
    }
    event.preventDefault()
  }

  // A flat list of treeitems with aria-level/setsize/posinset (valid ARIA): each item's name is its own row only.
  const item = (node: InternalCallNode) => {
    const { call } = node
    const siblings = node.parent?.children ?? roots
    const expanded = node.children.length > 0 ? !collapsed.has(call.index) : undefined
    const wei = hexInt(call.value).toString()
    const revert = revertOf(call.output)
    const indent = Math.min(node.level - 1, maxIndent)
    return (
      <li
        key={call.index}
        ref={(element) => {
          if (element) elements.current.set(call.index, element)
          else elements.current.delete(call.index)
        }}
        role="treeitem"
        aria-level={node.level}
        aria-setsize={siblings.length}
        aria-posinset={node.position}
        aria-expanded={expanded}
        tabIndex={node === current ? 0 : -1}
        className="rs-call"
        data-reverted={revert ? '' : undefined}
        style={{ paddingLeft: 12 + indent * 24 }}
        onFocus={() => setActive(call.index)}
        onClick={() => {
          focus(node)
          if (expanded !== undefined) toggle(node)
        }}
        onKeyDown={(event) => onKeyDown(event, node)}
      >
        <span className="rs-twisty" aria-hidden="true">
          {expanded === undefined ? '' : expanded ? '▾' : '▸'}
        </span>
        {node.level - 1 > maxIndent && <span className="rs-depth">{labels.level(node.level)}</span>}
        <span className="rs-type">{revealInvisible(call.type)}</span> <Hash value={call.from} keep={6} />{' '}
        <span aria-hidden="true">→</span>
        <span className="rs-visually-hidden">{labels.to}</span>{' '}
        {call.to ? <Hash value={call.to} keep={6} /> : '–'}{' '}
        {revert && (
          <span className="rs-reverted" title={revert.reason}>
            <span aria-hidden="true">✕ </span>
            {labels.reverted}
            {revert.reason ? `: ${revert.reason}` : ''}
          </span>
        )}
        {wei !== '0' && (
          <span className="rs-value">
            <span className="rs-term">{labels.value}</span>{' '}
            {decimals === undefined ? (
              <>
                <Amount value={wei} locale={locale} /> wei
              </>
            ) : (
              <Amount base={wei} decimals={decimals} symbol={symbol} locale={locale} />
            )}
          </span>
        )}{' '}
        <span className="rs-gas">
          <span className="rs-term">{labels.gas}</span> {formatInteger(hexInt(call.gasUsed), locale)} /{' '}
          {formatInteger(hexInt(call.gas), locale)}
        </span>
      </li>
    )
  }

  return (
    <section {...rootProps('rs-internal-tx-tree', state, className, list.isFetching)} {...rest}>
      {state === 'loading' && (
        <>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="rs-call" style={{ paddingLeft: 12 + (index % 3) * 20 }}>
              <span className="rs-skeleton" />
            </div>
          ))}
          <p className="rs-visually-hidden">{labels.loading}</p>
        </>
      )}
      {state === 'empty' && <p className="rs-message">{labels.empty}</p>}
      {state === 'error' && (
        <ErrorAlert error={list.error} retry={labels.retry} onRetry={list.refetch} labels={labels.errors} />
      )}
      {state === 'success' && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA tree pattern's own markup
        <ul role="tree" aria-label={labels.title}>
          {visible.map(item)}
        </ul>
      )}
    </section>
  )
}
