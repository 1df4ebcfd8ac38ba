import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { LaterWords } from '../layout.ts'
import { errorLabels, errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

// the chain's REST answers balances; the registry and the price API are named in their own words
const restErrors: ErrorLabels = {
  ...errorLabels,
  TimeoutError: 'Die Chain hat zu lange nicht geantwortet. Erneut versuchen.',
  NetworkError: 'Die Chain ist nicht erreichbar. Verbindung prüfen und erneut versuchen.',
  ResponseValidationError:
    'Die Chain hat etwas gesendet, das diese Seite nicht lesen kann. Später erneut versuchen.',
  ChainServiceMissingError:
    'Die Chain-Registry nennt keinen REST-Endpunkt für diese Chain, daher sind ihre Guthaben nicht darstellbar.',
  notFound: 'Die Chain hat unter dieser Adresse keine Guthaben. Später erneut versuchen.',
  busy: 'Die Chain ist gerade ausgelastet. Kurz warten und erneut versuchen.',
  server: 'Bei der Chain ist ein Problem aufgetreten. Gleich erneut versuchen.',
}

export const sendFormLabels: LaterWords<SendFormLabels, 'sendFormLabels'> = {
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  errors: errorLabels,
}

export const sendNftFormLabels: LaterWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  errors: errorLabels,
}

export const receiveAddressLabels: LaterWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  errors: errorLabels,
}

export const portfolioLabels: LaterWords<PortfolioLabels, 'portfolioLabels'> = {
  errors: restErrors,
}

export const txPreviewLabels: LaterWords<TxPreviewLabels, 'txPreviewLabels'> = {
  usernameErrors: {
    UsernameChangedError: errorWords.UsernameChangedError,
    UsernameNotFoundError: errorWords.UsernameNotFoundError,
    UsernameAnswerError: errorWords.UsernameAnswerError,
  },
}
