import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { LaterWords } from '../layout.ts'
import { errorLabels, errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

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
  errors: {
    ...errorLabels,
    TimeoutError: '체인 응답 시간이 초과되었습니다. 다시 시도하세요.',
    NetworkError: '체인에 연결할 수 없습니다. 연결 상태를 확인한 뒤 다시 시도하세요.',
    ResponseValidationError: '체인이 이 페이지에서 읽을 수 없는 응답을 보냈습니다. 나중에 다시 시도하세요.',
    ChainServiceMissingError: '체인 레지스트리에 이 체인의 REST 엔드포인트가 없어 잔액을 표시할 수 없습니다.',
    notFound: '체인에 이 주소의 잔액이 없습니다. 나중에 다시 시도하세요.',
    busy: '체인에 요청이 많습니다. 잠시 후 다시 시도하세요.',
    server: '체인에 문제가 발생했습니다. 잠시 후 다시 시도하세요.',
  },
}

export const txPreviewLabels: LaterWords<TxPreviewLabels, 'txPreviewLabels'> = {
  usernameErrors: {
    UsernameChangedError: errorWords.UsernameChangedError,
    UsernameNotFoundError: errorWords.UsernameNotFoundError,
    UsernameAnswerError: errorWords.UsernameAnswerError,
  },
}
