'use client'

import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { loadModule } from '../../bridge/controller/lazyModule.ts'
import { userErrorOf } from './errorText.ts'
import type { BridgeWidgetLabels } from './labels.ts'
import { ErrorNotice } from './parts.tsx'

// one lazy component per view for the page, as React.lazy expects; a failed one is replaced on retry (React.lazy
// keeps its failure)
const lazyViews = new Map<unknown, ComponentType<never>>()
function lazyView<props>(load: () => Promise<ComponentType<props>>, fresh = false): ComponentType<props> {
  let View = lazyViews.get(load)
  if (!View || fresh) {
    View = lazy(async () => ({ default: await loadModule(load) })) as ComponentType<never>
    lazyViews.set(load, View)
  }
  return View as ComponentType<props>
}

/**
 * A view loaded on first use (lazyViews.ts): a status line while it loads; if it cannot load (offline, a chunk gone
 * after a deploy) or fails to draw, the error in words with Try again, which loads it anew. The rest of the widget,
 * and the app, stay as they are.
 */
export function LazyView<props>({
  load,
  labels,
  loading,
  fallback,
  children,
}: {
  load: () => Promise<ComponentType<props>>
  labels: BridgeWidgetLabels
  /** What the status line says while the view loads. */
  loading: string
  /** Shown instead of the status line while the view loads: a part of the form keeps its place with it. */
  fallback?: ReactNode
  children: (View: ComponentType<props>) => ReactNode
}) {
  const [view, setView] = useState(() => ({ View: lazyView(load), attempt: 0 }))
  const retry = () => setView(({ attempt }) => ({ View: lazyView(load, true), attempt: attempt + 1 }))
  return (
    <ViewBoundary key={view.attempt} labels={labels} onRetry={retry}>
      <Suspense
        fallback={
          fallback ?? (
            <p role="status" className="rs-bridge-muted">
              {loading}
            </p>
          )
        }
      >
        {children(view.View)}
      </Suspense>
    </ViewBoundary>
  )
}

class ViewBoundary extends Component<
  { labels: BridgeWidgetLabels; onRetry: () => void; children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const { labels, onRetry } = this.props
    const words = userErrorOf(error, labels)
    return (
      <ErrorNotice
        text={words.text}
        details={words.details}
        detailsLabel={labels.details}
        action="requote"
        actionLabel={labels.retry}
        onAction={onRetry}
      />
    )
  }
}
