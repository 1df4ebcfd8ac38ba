import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { LaterWords } from '../layout.ts'
import { errorLabels, errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const restErrors: PortfolioLabels['errors'] = {
  ...errorLabels,
  TimeoutError: 'Сеть слишком долго не отвечает. Попробуйте ещё раз.',
  NetworkError: 'Не удалось связаться с сетью. Проверьте подключение и попробуйте ещё раз.',
  ResponseValidationError: 'Сеть прислала данные, которые эта страница не может прочитать. Попробуйте позже.',
  ChainServiceMissingError: 'В реестре сетей нет REST-адреса для этой сети, поэтому её балансы не показать.',
  notFound: 'У сети нет балансов по этому адресу. Попробуйте позже.',
  busy: 'Сеть сейчас перегружена. Подождите немного и попробуйте ещё раз.',
  server: 'В сети произошла ошибка. Попробуйте ещё раз чуть позже.',
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
