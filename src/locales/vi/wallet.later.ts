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
    TimeoutError: 'Chuỗi phản hồi quá lâu. Hãy thử lại.',
    NetworkError: 'Không kết nối được với chuỗi. Hãy kiểm tra kết nối rồi thử lại.',
    ResponseValidationError: 'Chuỗi gửi về dữ liệu mà trang này không đọc được. Hãy thử lại sau.',
    ChainServiceMissingError:
      'Sổ đăng ký chuỗi không có REST endpoint cho chuỗi này nên không thể hiển thị số dư.',
    notFound: 'Chuỗi không có số dư tại địa chỉ này. Hãy thử lại sau.',
    busy: 'Chuỗi đang bận. Hãy đợi một lát rồi thử lại.',
    server: 'Chuỗi gặp sự cố. Hãy thử lại sau ít phút.',
  },
}

export const txPreviewLabels: LaterWords<TxPreviewLabels, 'txPreviewLabels'> = {
  usernameErrors: {
    UsernameChangedError: errorWords.UsernameChangedError,
    UsernameNotFoundError: errorWords.UsernameNotFoundError,
    UsernameAnswerError: errorWords.UsernameAnswerError,
  },
}
