import type { DataTag } from '@tanstack/react-query'
import type { QrCode } from '../qr/qrCode.ts'

export type { QrCode }

export type QrCodeQueryKey = readonly ['rollscope', 'qrCode', { text: string }]

export interface QrCodeQueryOptions {
  queryKey: DataTag<QrCodeQueryKey, QrCode, Error>
  queryFn: () => Promise<QrCode>
  staleTime: number
  gcTime: number
}

/** `text` as a QR code. The encoder (lean-qr) loads with the first code asked for, never with the app. */
export function qrCodeQueryOptions({ text }: { text: string }): QrCodeQueryOptions {
  return {
    queryKey: ['rollscope', 'qrCode', { text }] as const as never,
    queryFn: async () => (await import('../qr/qrCode.ts')).qrCodeOf(text),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }
}
