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
  TimeoutError: 'Zincir çok geç yanıt verdi. Tekrar deneyin.',
  NetworkError: 'Zincire ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  ResponseValidationError: 'Zincir bu sayfanın okuyamadığı bir yanıt gönderdi. Daha sonra tekrar deneyin.',
  ChainServiceMissingError:
    'Zincir kaydı bu zincir için REST uç noktası belirtmiyor; bu yüzden bakiyeleri gösterilemiyor.',
  notFound: 'Zincirde bu adreste bakiye yok. Daha sonra tekrar deneyin.',
  busy: 'Zincir şu an yoğun. Biraz bekleyip tekrar deneyin.',
  server: 'Zincirde bir sorun oluştu. Birazdan tekrar deneyin.',
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
