import { defaultErrorLabels, type ErrorLabels } from '../shared/ErrorAlert.tsx'

export interface ReceiveAddressLabels {
  heading: string
  bech32: string
  hex: string
  copyBech32: string
  copyHex: string
  copied: string
  /** The choice of which form the QR code holds. */
  qrOf: string
  /** The QR code's accessible name. */
  qrCode: (address: string) => string
  qrLoading: string
  /** A 32-byte account (a contract or module) has no 0x form. */
  noHex: string
  invalid: string
  retry: string
  errors: ErrorLabels
}

export const defaultReceiveAddressLabels: ReceiveAddressLabels = {
  heading: 'Receive',
  bech32: 'Initia address',
  hex: 'EVM address',
  copyBech32: 'Copy Initia address',
  copyHex: 'Copy EVM address',
  copied: 'Copied',
  qrOf: 'QR code of',
  qrCode: (address) => `QR code of ${address}`,
  qrLoading: 'Drawing the QR code…',
  noHex: 'None: this account is a contract or module account.',
  invalid:
    'This is not an account address, so there is nothing to receive at. Connect a wallet or pass its address.',
  retry: 'Retry',
  errors: defaultErrorLabels,
}
