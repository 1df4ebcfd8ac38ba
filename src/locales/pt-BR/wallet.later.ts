import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { LaterWords } from '../layout.ts'
import { errorLabels, errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const restErrors: PortfolioLabels['errors'] = {
  ...errorLabels,
  TimeoutError: 'A rede demorou demais para responder. Tente de novo.',
  NetworkError: 'Não foi possível acessar a rede. Verifique sua conexão e tente de novo.',
  ResponseValidationError: 'A rede enviou algo que esta página não consegue ler. Tente mais tarde.',
  ChainServiceMissingError:
    'O registro não indica nenhum endpoint REST para esta rede, então os saldos dela não podem ser mostrados.',
  notFound: 'A rede não tem saldos neste endereço. Tente mais tarde.',
  busy: 'A rede está ocupada agora. Aguarde um pouco e tente de novo.',
  server: 'A rede teve um problema. Tente de novo em instantes.',
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
