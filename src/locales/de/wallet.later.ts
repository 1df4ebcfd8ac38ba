import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
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

export const sendFormLabels: Pick<SendFormLabels, 'savedRecipients' | 'recipientName' | 'errors'> = {
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  errors: errorLabels,
}

export const sendNftFormLabels: Pick<SendNftFormLabels, 'savedRecipients' | 'recipientName' | 'errors'> = {
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  errors: errorLabels,
}

export const receiveAddressLabels: Pick<ReceiveAddressLabels, 'errors'> = {
  errors: errorLabels,
}

export const portfolioLabels: Pick<PortfolioLabels, 'errors'> = {
  errors: restErrors,
}

export const txPreviewLabels: Pick<TxPreviewLabels, 'usernameErrors'> = {
  usernameErrors: {
    UsernameChangedError: errorWords.UsernameChangedError,
    UsernameNotFoundError: errorWords.UsernameNotFoundError,
    UsernameAnswerError: errorWords.UsernameAnswerError,
  },
}
