// An EVM tx's internal calls as a tree, and the rows a tree view shows. Pure.
import type { EvmInternalTx } from '../indexer/evmTxs.ts'

export interface InternalCallNode {
  call: EvmInternalTx
  /** 1 for a top call. */
  level: number
  parent: InternalCallNode | undefined
  children: InternalCallNode[]
  /** Place among its siblings, from 1. */
  position: number
}

/**
 * The calls of one tx as a tree, from `parent_index`/`index`. A call whose parent is not loaded is a root, and
 * so is the lowest call of a parent cycle (a server's mistake must not hide calls). Built without recursion:
 * 20,000 nested calls are as safe as two.
 */
export function buildCallTree(calls: readonly EvmInternalTx[]): InternalCallNode[] {
  const nodes = new Map<number, InternalCallNode>()
  const sorted = [...calls].sort((a, b) => a.index - b.index)
  for (const call of sorted)
    nodes.set(call.index, { call, level: 1, parent: undefined, children: [], position: 1 })
  const parentOf = (node: InternalCallNode) =>
    node.call.parent_index === node.call.index ? undefined : nodes.get(node.call.parent_index)
  // walk up from each call; a walk that meets itself is a cycle, broken at its lowest call
  const settled = new Set<InternalCallNode>()
  for (const start of nodes.values()) {
    const path: InternalCallNode[] = []
    const onPath = new Set<InternalCallNode>()
    let node: InternalCallNode | undefined = start
    while (node && !settled.has(node) && !onPath.has(node)) {
      path.push(node)
      onPath.add(node)
      node.parent = parentOf(node)
      node = node.parent
    }
    if (node && onPath.has(node)) {
      const cycle = path.slice(path.indexOf(node))
      const lowest = cycle.reduce((low, member) => (member.call.index < low.call.index ? member : low))
      lowest.parent = undefined
    }
    for (const member of path) settled.add(member)
  }
  const roots: InternalCallNode[] = []
  for (const node of nodes.values()) {
    const siblings = node.parent ? node.parent.children : roots
    siblings.push(node)
    node.position = siblings.length
  }
  const stack = roots.map((root) => ({ node: root, level: 1 }))
  for (let next = stack.pop(); next; next = stack.pop()) {
    next.node.level = next.level
    for (const child of next.node.children) stack.push({ node: child, level: next.level + 1 })
  }
  return roots
}

/** The calls shown, in order: each call, then its children unless it is collapsed (no recursion). */
export function visibleCalls(roots: readonly InternalCallNode[], collapsed: ReadonlySet<number>) {
  const visible: InternalCallNode[] = []
  const stack = [...roots].reverse()
  for (let node = stack.pop(); node; node = stack.pop()) {
    visible.push(node)
    if (!collapsed.has(node.call.index))
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as InternalCallNode)
  }
  return visible
}
