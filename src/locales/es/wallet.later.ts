import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { LaterWords } from '../layout.ts'
import { errorLabels, errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const restErrors: PortfolioLabels['errors'] = {
  ...errorLabels,
  TimeoutError: 'La red tardó demasiado en responder. Inténtalo de nuevo.',
  NetworkError: 'No se pudo conectar con la red. Revisa tu conexión e inténtalo de nuevo.',
  ResponseValidationError: 'La red envió algo que esta página no puede leer. Inténtalo más tarde.',
  ChainServiceMissingError:
    'El registro no indica ningún endpoint REST para esta red, así que sus saldos no se pueden mostrar.',
  notFound: 'La red no tiene saldos en esta dirección. Inténtalo más tarde.',
  busy: 'La red está ocupada ahora. Espera un momento e inténtalo de nuevo.',
  server: 'La red tuvo un problema. Inténtalo de nuevo en un momento.',
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
