import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { formatAmountOrNull } from '../../bridge/amount.ts'
import {
  type UseEvmInternalTxsByHashParameters,
  useEvmInternalTxsByHash,
} from '../../hooks/useEvmInternalTxsByHash.ts'
import type { EvmInternalTx } from '../../indexer/evmTxs.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'

export interface InternalTxTreeLabels {
  title: string
  to: string
  value: string
  gas: string
  loading: string
  empty: string
  retry: string
}

export const defaultInternalTxTreeLabels: InternalTxTreeLabels = {
  title: 'Internal calls',
  to: 'to',
  value: 'value',
  gas: 'gas used / limit',
  loading: 'Loading internal calls…',
  empty: 'No internal calls.',
  retry: 'Retry',
}

export interface InternalTxTreeProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** 0x-prefixed. Without it the component shows its empty state. */
  txHash: string | undefined
  /** The native token's decimals and symbol for call values; values show in wei without them. */
  decimals?: number
  symbol?: string
  labels?: Partial<InternalTxTreeLabels>
  /** Another indexer than the provider's. */
  client?: UseEvmInternalTxsByHashParameters['client']
}

export interface InternalCallNode {
  call: EvmInternalTx
  /** 1 for a top call. */
  level: number
  parent: InternalCallNode | undefined
  children: InternalCallNode[]
}

/** The calls of one tx as a tree, from `parent_index`/`index`; a call whose parent is not loaded is a root. */
export function buildCallTree(calls: readonly EvmInternalTx[]): InternalCallNode[] {
  const nodes = new Map<number, InternalCallNode>()
  const sorted = [...calls].sort((a, b) => a.index - b.index)
  for (const call of sorted) nodes.set(call.index, { call, level: 1, parent: undefined, children: [] })
  const roots: InternalCallNode[] = []
  for (const node of nodes.values()) {
    const parent = node.call.parent_index === node.call.index ? undefined : nodes.get(node.call.parent_index)
    node.parent = parent
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const setLevels = (list: InternalCallNode[], level: number) => {
    for (const node of list) {
      node.level = level
      setLevels(node.children, level + 1)
    }
  }
  setLevels(roots, 1)
  return roots
}

/** 0x hex as an exact decimal string; the indexer sends "0x" for empty. */
const decimal = (hex: string) => (hex === '0x' ? '0' : BigInt(hex).toString())
const grouped = (hex: string) => (hex === '0x' ? '0' : BigInt(hex).toLocaleString('en-US'))
const short = (value: string) => (value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value)

/**
 * The nested calls of one EVM tx as a keyboard-navigable tree (arrows move, expand and collapse; Home/End).
 * Headless: `useEvmInternalTxsByHash` (and `buildCallTree`).
 */
export function InternalTxTree({
  txHash,
  decimals,
  symbol,
  labels: customLabels,
  client,
  className,
  ...rest
}: InternalTxTreeProps) {
  const labels = { ...defaultInternalTxTreeLabels, ...customLabels }
  const list = useEvmInternalTxsByHash({ txHash, limit: 100, client })
  const { items, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  // a tree is only whole with every page: load them all
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  const roots = useMemo(() => buildCallTree(items), [items])
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const [active, setActive] = useState<number | undefined>(undefined)
  const elements = useRef(new Map<number, HTMLLIElement>())

  const visible: InternalCallNode[] = []
  const walk = (nodes: InternalCallNode[]) => {
    for (const node of nodes) {
      visible.push(node)
      if (!collapsed.has(node.call.index)) walk(node.children)
    }
  }
  walk(roots)
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
    const wei = decimal(call.value)
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
        aria-posinset={siblings.indexOf(node) + 1}
        aria-expanded={expanded}
        tabIndex={node === current ? 0 : -1}
        className="rs-call"
        style={{ paddingLeft: 12 + (node.level - 1) * 24 }}
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
        <span className="rs-type">{call.type}</span>{' '}
        <span className="rs-mono" title={call.from}>
          {short(call.from)}
        </span>{' '}
        <span aria-hidden="true">→</span>
        <span className="rs-visually-hidden">{labels.to}</span>{' '}
        <span className="rs-mono" title={call.to}>
          {call.to ? short(call.to) : '–'}
        </span>{' '}
        <span className="rs-value" data-zero={wei === '0' || undefined}>
          <span className="rs-term">{labels.value}</span>{' '}
          {decimals === undefined || formatAmountOrNull(wei, decimals) === null
            ? `${wei} wei`
            : `${formatAmountOrNull(wei, decimals)}${symbol ? ` ${symbol}` : ''}`}
        </span>{' '}
        <span className="rs-gas">
          <span className="rs-term">{labels.gas}</span> {grouped(call.gasUsed)} / {grouped(call.gas)}
        </span>
      </li>
    )
  }

  const state = list.isPending
    ? txHash === undefined
      ? 'empty'
      : 'loading'
    : list.isError
      ? 'error'
      : items.length === 0
        ? 'empty'
        : 'success'

  return (
    <section
      data-rollscope=""
      data-state={state}
      aria-busy={list.isFetching}
      className={['rs-internal-tx-tree', className].filter(Boolean).join(' ')}
      {...rest}
    >
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
      {state === 'error' && <ErrorAlert error={list.error} retry={labels.retry} onRetry={list.refetch} />}
      {state === 'success' && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA tree pattern's own markup
        <ul role="tree" aria-label={labels.title}>
          {visible.map(item)}
        </ul>
      )}
    </section>
  )
}
