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
  TimeoutError: 'La chaîne a mis trop de temps à répondre. Réessayez.',
  NetworkError: 'La chaîne est injoignable. Vérifiez votre connexion, puis réessayez.',
  ResponseValidationError:
    'La chaîne a envoyé une réponse que cette page ne sait pas lire. Réessayez plus tard.',
  ChainServiceMissingError:
    'Le registre des chaînes n’indique aucun point d’accès REST pour cette chaîne : ses soldes ne peuvent pas s’afficher.',
  notFound: 'La chaîne n’a aucun solde à cette adresse. Réessayez plus tard.',
  busy: 'La chaîne est occupée. Patientez un instant, puis réessayez.',
  server: 'La chaîne a rencontré un problème. Réessayez dans un instant.',
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
