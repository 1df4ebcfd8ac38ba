'use client'

import type { UseRouterQueryReturnType } from '../../hooks/queryParameters.ts'
import type { QrCode } from '../../hooks/useQrCode.ts'
import { ErrorAlert } from '../shared/ErrorAlert.tsx'
import type { ReceiveAddressLabels } from './labels.ts'

/** Quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const quiet = 4

/** `text` as an SVG QR code, drawn in the theme's text colour on its background; a skeleton while lean-qr loads. */
export function QrCodeView({
  code,
  text,
  labels,
}: {
  /** useQrCode's answer for `text` */
  code: UseRouterQueryReturnType<QrCode>
  text: string
  labels: ReceiveAddressLabels
}) {
  if (code.isError)
    return (
      <ErrorAlert error={code.error} retry={labels.retry} onRetry={code.refetch} labels={labels.errors} />
    )
  if (!code.data)
    return <div className="rs-qr rs-skeleton" role="img" aria-label={labels.qrLoading} aria-busy="true" />
  const side = code.data.size + quiet * 2
  return (
    <svg
      className="rs-qr"
      role="img"
      aria-label={labels.qrCode(text)}
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={side} height={side} className="rs-qr-background" />
      <path d={code.data.path} className="rs-qr-modules" />
    </svg>
  )
}
