'use client'

import { type QrCode, qrCodeQueryOptions } from '../query/qrCode.ts'
import { useQuery } from './query.ts'
import type { RouterQueryParameter, UseRouterQueryReturnType } from './queryParameters.ts'

export type { QrCode }

export interface UseQrCodeParameters<selected = QrCode> {
  /** What the code holds: an address, a URI. */
  text: string
  /** TanStack Query options, passed through. */
  query?: RouterQueryParameter<QrCode, selected> | undefined
}

/** `text` as a QR code (one SVG path of its modules); the encoder loads on the first call, not with the app. */
export function useQrCode<selected = QrCode>({
  text,
  query,
}: UseQrCodeParameters<selected>): UseRouterQueryReturnType<selected> {
  return useQuery(qrCodeQueryOptions({ text }), query)
}
