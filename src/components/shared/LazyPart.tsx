'use client'

import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { loadModule } from '../../bridge/lazyModule.ts'
import { ErrorAlert, type ErrorLabels } from './ErrorAlert.tsx'

// one lazy component per loader for the page, as React.lazy expects; a failed one is replaced on retry (React.lazy
// keeps its failure)
const parts = new Map<unknown, ComponentType<never>>()

/** `React.lazy` over `load`, made once per loader (`fresh`: anew, after a failure). */
export function lazyPart<props>(
  load: () => Promise<ComponentType<props>>,
  fresh = false,
): ComponentType<props> {
  let Part = parts.get(load)
  if (!Part || fresh) {
    Part = lazy(async () => ({ default: await loadModule(load) })) as ComponentType<never>
    parts.set(load, Part)
  }
  return Part as ComponentType<props>
}

/**
 * A rarely used part of a component, loaded on first use: `fallback` while it loads (a streaming server render,
 * `renderToReadableStream` or Next.js, sends the part's own HTML once it has loaded there); if it cannot load (offline,
 * a chunk gone after a deploy) or fails to draw, the error in words with Try again, which loads it anew.
 */
export function LazyPart<props>({
  load,
  fallback,
  retry,
  errors,
  children,
}: {
  load: () => Promise<ComponentType<props>>
  fallback: ReactNode
  /** The Try again button's text. */
  retry: string
  errors?: Partial<ErrorLabels> | undefined
  children: (Part: ComponentType<props>) => ReactNode
}) {
  const [part, setPart] = useState(() => ({ Part: lazyPart(load), attempt: 0 }))
  const onRetry = () => setPart(({ attempt }) => ({ Part: lazyPart(load, true), attempt: attempt + 1 }))
  return (
    <PartBoundary key={part.attempt} retry={retry} errors={errors} onRetry={onRetry}>
      <Suspense fallback={fallback}>{children(part.Part)}</Suspense>
    </PartBoundary>
  )
}

class PartBoundary extends Component<
  { retry: string; errors: Partial<ErrorLabels> | undefined; onRetry: () => void; children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const { retry, errors, onRetry } = this.props
    return <ErrorAlert error={error} retry={retry} onRetry={onRetry} labels={errors} />
  }
}
