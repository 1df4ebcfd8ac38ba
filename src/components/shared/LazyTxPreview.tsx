'use client'

import { useQuery } from '@tanstack/react-query'
import { loadModule } from '../../bridge/controller/lazyModule.ts'
import type { TxPreviewProps } from '../TxPreview/TxPreview.tsx'
import { ErrorAlert, type ErrorLabels } from './ErrorAlert.tsx'

const loadTxPreview = async () => (await loadModule(() => import('../TxPreview/TxPreview.tsx'))).TxPreview

/**
 * TxPreview loaded on first use (Send's and Send NFT's Review): their forms draw without it. While it loads, a
 * status line; when it cannot load (offline, a chunk gone after a deploy), the error in words with Retry.
 */
export function LazyTxPreview({
  loading,
  retry,
  errors,
  ...props
}: TxPreviewProps & { loading: string; retry: string; errors: ErrorLabels }) {
  const view = useQuery({
    queryKey: ['rollscope', 'module', 'TxPreview'],
    queryFn: loadTxPreview,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (view.data) return <view.data {...props} />
  if (view.isError)
    return <ErrorAlert error={view.error} retry={retry} onRetry={view.refetch} labels={errors} />
  return (
    <p role="status" className="rs-message">
      {loading}
    </p>
  )
}
